import { setTimeout as sleep } from "node:timers/promises";
import { and, eq } from "drizzle-orm";
import { WP_RUNTIME_LIMITS } from "../../../shared/constants";
import type { CheckFinding } from "../../../shared/schemas/plugins";
import type { Database } from "../../db/client";
import { pluginVersions } from "../../db/schema";
import type { CheckedVersions } from "../plugins/checks/checked-versions";
import { getVersionCheckReport } from "../plugins/checks/version-check-report.service";

// Automatic repair (issue #14): with an AI provider, a generated version that fails PHP's syntax check or
// WordPress's run (activation, its pages, deactivation, uninstall) goes back to the model once, before
// the turn ends, as a free fix of the files the errors name. The security review's findings are left to
// the person ('Fix with AI'): they are advice about a plugin that works, not a plugin that breaks.

/** The rules of the syntax check and of the run in WordPress: an error from one of them is repaired. */
const BREAKING_RULES: ReadonlySet<string> = new Set([
  "php-syntax",
  "php.lint",
  "wp.activation",
  "wp.activation-output",
  "wp.runtime-fatal",
  "wp.runtime-warning",
  "wp.page-error",
  "wp.deactivation",
  "wp.timeout",
]);

/** Longest a turn waits for its version's WordPress check (the check's own limit, and its queue). */
export const REPAIR_WAIT_MS = WP_RUNTIME_LIMITS.checkTimeoutMs + 15_000;
const POLL_MS = 250;

/** The errors that break the plugin, of the version's finished check; null when the check did not finish in time. */
export async function breakingErrors(
  db: Database,
  userId: string,
  pluginId: string,
  versionId: string,
  versionNumber: number,
  signal: AbortSignal,
  checked?: CheckedVersions,
  waitMs = REPAIR_WAIT_MS,
): Promise<CheckFinding[] | null> {
  // The check is the version's job (jobs/version-check-jobs.ts), on whichever process takes it: the
  // turn only waits for its result, so the version is never checked twice.
  const deadline = Date.now() + waitMs;
  for (;;) {
    const [row] = await db
      .select({ status: pluginVersions.runtimeStatus })
      .from(pluginVersions)
      .where(and(eq(pluginVersions.id, versionId), eq(pluginVersions.pluginId, pluginId)));
    if (!row) return null;
    if (row.status !== "pending") break;
    if (signal.aborted || Date.now() + POLL_MS > deadline) return null;
    // Woken by the check's NOTIFY (checked-versions.ts); the poll stays for one that was lost.
    if (checked) await checked.wait(versionId, POLL_MS, signal);
    else await sleep(POLL_MS, undefined, { signal }).catch(() => {});
  }
  const report = await getVersionCheckReport(db, userId, pluginId, versionNumber);
  return report.findings.filter((f) => f.severity === "error" && BREAKING_RULES.has(f.rule));
}

/** What the repaired version says in the chat and in History. */
export function repairNote(versionNumber: number, errors: number, explanation: string): string {
  const found = `WordPress found ${errors === 1 ? "an error" : `${errors} errors`} when it checked version ${versionNumber}`;
  return `${found}, so I repaired it automatically, at no extra credit.${explanation.trim() ? `\n\n${explanation.trim()}` : ""}`;
}
