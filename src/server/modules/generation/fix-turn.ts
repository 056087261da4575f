import { fixPrompt } from "../../../shared/fix-prompts";
import { fixableErrors, isRequirementFinding } from "../../../shared/requirement-findings";
import type { CheckFinding } from "../../../shared/schemas/plugins";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { replyLanguage, speaker } from "../../lib/messages";
import { findMainPluginFile } from "../../wordpress/plugin-files";
import { currentVersionNumber } from "../plugins/plugins.service";
import { getVersionCheckReport } from "../plugins/checks/version-check-report.service";
import { mechanicalFix } from "./mechanical-fix";
import { FIX_REPLY } from "./fix-reply.messages";
import type { GeneratedReply } from "./protocol/reply";

// 'Fix with AI' (issue #14): the errors of the current version's check report become the turn's request,
// and the turn may change only the files they name, which is why it costs no credit. What the model
// writes to any other file is left out of the version.

export interface FixScope {
  /** The request sent to the model in place of the person's message. */
  message: string;
  /** The only paths the reply may write or delete. */
  files: ReadonlySet<string>;
  errorCount: number;
  /**
   * Without a model (the offline generator): the reply is made here, of the exact edits mechanical-fix.ts
   * confirms, and `prompt` is what the history shows as the person's words (English, worded by the web).
   */
  mechanical?: { reply: GeneratedReply; prompt: string };
}

export const FIX_MESSAGES = {
  stale: "Only the current version can be fixed. Open the latest version and try again.",
  nothingToFix: "This version has no errors to fix.",
  requirement: "This plugin needs a newer WordPress or PHP than the check ran on. Changing its code cannot fix that, so there is nothing for Fix with AI to do.",
  limit: "You have used today's free fixes. Describe the change in the chat instead.",
  noModel:
    "Without an AI model, Fix with AI makes only the fixes that need none (the ABSPATH guard, escaping printed request data), and this version has none of those it can make exactly.",
} as const;

function line(finding: CheckFinding): string {
  const where = finding.file ? `${finding.file}${finding.line !== null ? `:${finding.line}` : ""}` : "the plugin";
  return `- ${where} [${finding.rule}] ${finding.message}`;
}

/**
 * The errors to fix and the files they allow, or an AppError saying why there is nothing to fix. Without
 * a model (`offline`) the fixable findings of any severity are fixed mechanically instead.
 */
export async function fixScope(
  db: Database,
  userId: string,
  pluginId: string,
  version: number,
  files: Record<string, string>,
  note: string,
  offline = false,
  language?: string,
): Promise<FixScope> {
  if (version !== (await currentVersionNumber(db, pluginId))) throw new AppError("stale_version", FIX_MESSAGES.stale);
  const report = await getVersionCheckReport(db, userId, pluginId, version);
  if (offline) return mechanicalScope(files, report.findings, language);
  const errors = report.findings.filter((f) => f.severity === "error");
  const scope = scopeFor(errors, files, version, note);
  if (scope) return scope;
  if (errors.some(isRequirementFinding)) throw new AppError("requirement_not_fixable", FIX_MESSAGES.requirement);
  throw new AppError("nothing_to_fix", FIX_MESSAGES.nothingToFix);
}

/**
 * A fix made without a model: the exact edits, and what is left said as it is, in the person's language (the
 * reply). The words the history shows for the person are stored in English, as every Fix prompt, and worded by
 * the web (shared/fix-prompts.ts, docs/decisions/0077). 422 when there are none.
 */
export function mechanicalScope(files: Record<string, string>, findings: CheckFinding[], language?: string): FixScope {
  const fix = mechanicalFix(files, findings);
  if (fix.fixed.length === 0) throw new AppError("nothing_to_fix", FIX_MESSAGES.noModel);
  const t = speaker(FIX_REPLY, replyLanguage(language));
  const left = findings.length - fix.fixed.length;
  const count = (n: number) => t(n === 1 ? "finding.one" : "finding.other", { n });
  const explanation = [
    t("fixed", { count: count(fix.fixed.length) }),
    ...fix.fixed.map((what) => `- ${what}`),
    ...(left > 0 ? ["", t(left === 1 ? "left.one" : "left.other", { count: count(left) })] : []),
  ].join("\n");
  const paths = Object.keys(fix.files);
  return {
    message: explanation,
    files: new Set(paths),
    errorCount: fix.fixed.length,
    mechanical: {
      reply: { files: fix.files, deleted: [], explanation, features: [], quickActions: [], previews: {} },
      prompt: fixPrompt("mechanical", fix.fixed.length, paths),
    },
  };
}

/**
 * The fix request for `errors` of `version`, allowed to change only the files they name; null when none
 * of them names a file of the plugin. Requirement findings (a newer WordPress or PHP needed) are left out:
 * no change to the code meets them.
 */
export function scopeFor(allErrors: CheckFinding[], files: Record<string, string>, version: number, note = ""): FixScope | null {
  const errors = fixableErrors(allErrors);
  const main = findMainPluginFile(files);
  // A finding without a file (a page that answered 500) is the plugin's as a whole: its main file may change.
  const allowed = new Set(errors.map((f) => f.file || main || "").filter((path) => path !== "" && path in files));
  if (errors.length === 0 || allowed.size === 0) return null;
  const message = [
    `Fix these problems that WordPress's checks found in version ${version} of this plugin. Change only these files: ${[...allowed].join(", ")}. Keep everything else as it is.`,
    "",
    ...errors.map(line),
    ...(note.trim() ? ["", `The person adds: ${note.trim()}`] : []),
  ].join("\n");
  return { message, files: allowed, errorCount: errors.length };
}

/** The reply with only the changes a fix may make; `dropped` names the paths it was not allowed to touch. */
export function limitToScope<T extends Pick<GeneratedReply, "files" | "deleted">>(reply: T, scope: FixScope): { reply: T; dropped: string[] } {
  const dropped = [...Object.keys(reply.files), ...reply.deleted].filter((path) => !scope.files.has(path));
  return {
    reply: {
      ...reply,
      files: Object.fromEntries(Object.entries(reply.files).filter(([path]) => scope.files.has(path))),
      deleted: reply.deleted.filter((path) => scope.files.has(path)),
    },
    dropped,
  };
}
