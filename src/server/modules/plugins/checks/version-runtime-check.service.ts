import { and, eq, gt, sql } from "drizzle-orm";
import type { CheckFinding } from "../../../../shared/schemas/plugins";
import { RUNTIME_NOTES } from "../../../../shared/runtime-notes";
import type { Database } from "../../../db/client";
import { pluginVersions, plugins } from "../../../db/schema";
import type { Logger } from "../../../lib/logger";
import { type PluginFolder, pluginFolder } from "../../../wordpress/plugin-zip";
import type { InstalledPlugin } from "../../../wordpress/runtime/run-gate";
import { loadFiles } from "../files/file-store";
import { RuntimeTimeoutError, type RuntimePool } from "../../../wordpress/runtime/runtime-pool";

// The WordPress runtime's check of one saved version (issue #14), run by a job (jobs/version-check-jobs.ts).
// The version row is the job's durable record: runtime_status stays 'pending' until a check wrote its
// result, so a job lost in a crash is found again by the sweep, and a second job for the same version
// finds nothing left to do. Which versions are in the queue, and in what order: version-check-queue.service.ts.

/** NOTIFY channel carrying the id of each newly saved version; the job runner enqueues its check. */
export const VERSION_SAVED_CHANNEL = "plugin_version_saved";

/** NOTIFY channel carrying the id of each version whose check wrote its result (checked-versions.ts wakes its turn). */
export const VERSION_CHECKED_CHANNEL = "plugin_version_checked";

/** Tries per version: a plugin that takes its instance down this often is reported as not checked. */
export const RUNTIME_MAX_ATTEMPTS = 3;

/** Why a version was not checked: stored and answered in English, worded by the web (shared/runtime-notes.ts). */
export { RUNTIME_NOTES };

export interface RuntimeCheckDeps {
  db: Database;
  /** null when WP_RUNTIME=off. */
  runtime: RuntimePool | null;
  logger: Logger;
}

type Outcome = "checked" | "skipped" | "not-pending";

/** Checks the version if it still waits; throws when the runtime could not run it (the job tries again). */
export async function checkVersionInWordPress(deps: RuntimeCheckDeps, versionId: string): Promise<Outcome> {
  const { db } = deps;
  // Counting the attempt first: a check that crashes its worker, or the whole process, still counts.
  const [claimed] = await db
    .update(pluginVersions)
    .set({ runtimeAttempts: sql`${pluginVersions.runtimeAttempts} + 1` })
    .where(and(eq(pluginVersions.id, versionId), eq(pluginVersions.runtimeStatus, "pending")))
    .returning({ attempts: pluginVersions.runtimeAttempts, pluginId: pluginVersions.pluginId, versionNumber: pluginVersions.versionNumber });
  if (!claimed) return "not-pending";
  if (!deps.runtime) return skip(db, versionId, RUNTIME_NOTES.off);
  // A newer version was saved while this one waited (a retry, or an import's job that had static checks
  // to do first): the newer one is checked instead.
  const [newer] = await db
    .select({ id: pluginVersions.id })
    .from(pluginVersions)
    .where(and(eq(pluginVersions.pluginId, claimed.pluginId), gt(pluginVersions.versionNumber, claimed.versionNumber)))
    .limit(1);
  if (newer) return skip(db, versionId, RUNTIME_NOTES.superseded);
  if (claimed.attempts > RUNTIME_MAX_ATTEMPTS) return skip(db, versionId, RUNTIME_NOTES.gaveUp);

  const [row] = await db
    .select({ pluginId: pluginVersions.pluginId, fileHashes: pluginVersions.fileHashes, name: plugins.name })
    .from(pluginVersions)
    .innerJoin(plugins, eq(plugins.id, pluginVersions.pluginId))
    .where(eq(pluginVersions.id, versionId));
  if (!row || Object.keys(row.fileHashes).length === 0) return skip(db, versionId, RUNTIME_NOTES.noMainFile);
  const folder = pluginFolder(await loadFiles(db, row.pluginId, row.fileHashes), row.name);
  if (!folder.mainFile) return skip(db, versionId, RUNTIME_NOTES.noMainFile);
  const storedPath = new Map(folder.entries.map((entry) => [entry.path, entry.storedPath]));
  const back = (finding: CheckFinding): CheckFinding => ({ ...finding, file: finding.file ? (storedPath.get(finding.file) ?? finding.file) : "" });

  let status: "passed" | "failed";
  let findings: CheckFinding[];
  let wordpressVersion: string | null = null;
  let wordpressFallback = false;
  let phpVersion: string | null = null;
  try {
    const report = await deps.runtime.check(installedPlugin({ ...folder, mainFile: folder.mainFile }));
    ({ status, wordpressVersion, wordpressFallback, phpVersion } = report);
    findings = report.findings.map(back);
    deps.logger.info({ versionId, status, findings: findings.length, ms: report.timings }, "version checked in WordPress");
  } catch (error) {
    if (!(error instanceof RuntimeTimeoutError)) throw error;
    status = "failed";
    findings = [
      {
        rule: "wp.timeout",
        severity: "error",
        file: folder.mainFile ? (storedPath.get(folder.mainFile) ?? "") : "",
        line: null,
        message: `${error.message}: the plugin kept PHP busy (a loop that never ends, or work that belongs in a background task)`,
      },
    ];
  }
  await db
    .update(pluginVersions)
    .set({
      runtimeStatus: status,
      runtimeFindings: findings,
      runtimeWordpress: wordpressVersion,
      runtimeWordpressFallback: wordpressFallback,
      runtimePhp: phpVersion,
      runtimeNote: null,
      runtimeCheckedAt: sql`now()`,
    })
    .where(and(eq(pluginVersions.id, versionId), eq(pluginVersions.runtimeStatus, "pending")));
  await notifyChecked(db, versionId);
  return "checked";
}

const notifyChecked = (db: Database, versionId: string) => db.execute(sql`select pg_notify(${VERSION_CHECKED_CHANNEL}, ${versionId})`);

/** What the runtime installs of a plugin folder (pluginFolder: the stored files as a download has them). */
export function installedPlugin(folder: PluginFolder & { mainFile: string }): InstalledPlugin {
  return { slug: folder.slug, mainFile: folder.mainFile, files: Object.fromEntries(folder.entries.map((entry) => [entry.path, entry.data])) };
}

async function skip(db: Database, versionId: string, note: string): Promise<Outcome> {
  await db
    .update(pluginVersions)
    .set({ runtimeStatus: "skipped", runtimeNote: note, runtimeCheckedAt: sql`now()` })
    .where(and(eq(pluginVersions.id, versionId), eq(pluginVersions.runtimeStatus, "pending")));
  await notifyChecked(db, versionId);
  return "skipped";
}
