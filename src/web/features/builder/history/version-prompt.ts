import type { TFunction } from "i18next";
import { type FixPromptSummary, readFixPrompt } from "@shared/fix-prompts";
import { type HandEditSummary, readHandEditPrompt } from "@shared/schemas/plugin-file-edits";
import { type ImportSummary, readImportPrompt, readImportSummary } from "@shared/schemas/plugin-import";
import type { VersionListItem } from "@shared/schemas/plugins";

// What a version says the person asked, and an import's reply, in the app's language (issue #34 item 13,
// docs/decisions/0077). The words the server writes for a version the person did not type are stored in English:
// a hand edit ("Edited 3 files by hand", with no answer), an import ("Imported gallery.zip", answered "Imported 12
// files."), a Fix turn ("Fix with AI: 2 errors in a.php"). They are read back and worded here, so old versions follow
// the language too. Anything the person typed is shown as typed.

type VersionWords = Pick<VersionListItem, "userPrompt" | "assistantResponse" | "versionNumber">;

/** A version's prompt that the server wrote, read back: which one, with its values. */
export type VersionPrompt =
  | { kind: "handEdit"; edit: HandEditSummary }
  | { kind: "import"; filename: string; summary: ImportSummary }
  | { kind: "fix"; fix: FixPromptSummary };

/** The hand edit a version records, or null: a version with an answer is a turn, whatever its prompt says. */
export function versionHandEdit(version: Pick<VersionListItem, "userPrompt" | "assistantResponse">): HandEditSummary | null {
  return version.assistantResponse === "" ? readHandEditPrompt(version.userPrompt) : null;
}

/**
 * The import a version records, or null: an import is a plugin's version 1, with importSummary's answer, so a typed
 * first prompt "Imported x.zip" keeps its words (the model's answer is no import summary).
 */
export function versionImport(version: VersionWords): Extract<VersionPrompt, { kind: "import" }> | null {
  if (version.versionNumber !== 1) return null;
  const prompt = readImportPrompt(version.userPrompt);
  const summary = readImportSummary(version.assistantResponse);
  return prompt && summary ? { kind: "import", filename: prompt.filename, summary } : null;
}

/** What the server wrote as the version's prompt, read back; null for a prompt the person typed. */
export function versionPrompt(version: VersionWords): VersionPrompt | null {
  const edit = versionHandEdit(version);
  if (edit) return { kind: "handEdit", edit };
  const imported = versionImport(version);
  if (imported) return imported;
  const fix = readFixPrompt(version.userPrompt);
  return fix ? { kind: "fix", fix } : null;
}

/** A hand edit in words. */
export function handEditText(t: TFunction, edit: HandEditSummary): string {
  switch (edit.key) {
    case "files":
      return t("builder.history.handEdit.files", { count: edit.values.count });
    case "edited":
      return t("builder.history.handEdit.edited", { path: edit.values.path });
    case "deleted":
      return t("builder.history.handEdit.deleted", { path: edit.values.path });
    case "renamed":
      return t("builder.history.handEdit.renamed", { from: edit.values.from, to: edit.values.to });
  }
}

/** A prompt the server wrote, in words. */
export function promptText(t: TFunction, prompt: VersionPrompt): string {
  switch (prompt.kind) {
    case "handEdit":
      return handEditText(t, prompt.edit);
    case "import":
      return t("builder.history.imported.prompt", { file: prompt.filename });
    case "fix":
      return t(prompt.fix.key === "model" ? "builder.history.fix.model" : "builder.history.fix.mechanical", prompt.fix.values);
  }
}

/** An import's reply in words: what came in, what did not, and the warning when it was given. */
export function importSummaryText(t: TFunction, summary: ImportSummary): string {
  const parts = [t("builder.history.imported.files", { count: summary.fileCount })];
  if (summary.skippedCount > 0) parts.push(t("builder.history.imported.skipped", { count: summary.skippedCount }));
  if (summary.risky) parts.push(t("editor.summary.securityWarning"));
  return parts.join(" ");
}

/** The version's prompt as the person reads it. */
export function versionPromptText(t: TFunction, version: VersionWords): string {
  const prompt = versionPrompt(version);
  return prompt ? promptText(t, prompt) : version.userPrompt;
}

/** The version's answer as the person reads it: an import's is worded, any other is the reply as written. */
export function versionReplyText(t: TFunction, version: VersionWords): string {
  const imported = versionImport(version);
  return imported ? importSummaryText(t, imported.summary) : version.assistantResponse;
}
