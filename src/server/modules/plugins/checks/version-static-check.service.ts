import { and, eq } from "drizzle-orm";
import { IMPORT_MESSAGES } from "../../../../shared/schemas/plugin-import";
import type { Database } from "../../../db/client";
import { pluginVersions } from "../../../db/schema";
import { type PhpCheckPool, PhpCheckWorkerError } from "../../../wordpress/static-check/php-check-pool";
import { checkPhpFilesOffThread } from "../../../wordpress/static-check/php-file-check";
import { loadFiles } from "../files/file-store";
import { checkPluginFiles, type VersionCheck } from "./version-checks";

// The static checks of a version saved with them still to do (saveVersion's checksLater: an import),
// run by the version's check job (jobs/version-check-jobs.ts) before its WordPress check. As for the
// runtime check, the row is the durable record: check_status stays 'pending' until they are written.

export interface StaticCheckDeps {
  db: Database;
  /** Where the PHP is parsed (services.phpChecks): the job's second of parsing stays off the request thread. */
  phpChecks: PhpCheckPool;
}

/** Completes the version's static checks if they still wait; false when there was nothing to do. */
export async function completeStaticChecks(deps: StaticCheckDeps, versionId: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ pluginId: pluginVersions.pluginId, fileHashes: pluginVersions.fileHashes })
    .from(pluginVersions)
    // A version pruned before its checks ran has no files left to check (docs/decisions/0056).
    .where(and(eq(pluginVersions.id, versionId), eq(pluginVersions.checkStatus, "pending"), eq(pluginVersions.pruned, false)));
  if (!row) return false;
  const check = await staticChecks(deps.phpChecks, await loadFiles(deps.db, row.pluginId, row.fileHashes));
  const [updated] = await deps.db
    .update(pluginVersions)
    .set({ checkStatus: check.status, checkFindings: check.findings })
    .where(and(eq(pluginVersions.id, versionId), eq(pluginVersions.checkStatus, "pending")))
    .returning({ id: pluginVersions.id });
  return Boolean(updated);
}

async function staticChecks(pool: PhpCheckPool, files: Record<string, string>): Promise<VersionCheck> {
  try {
    await checkPhpFilesOffThread(files, pool);
  } catch (error) {
    // A worker that ran out of its bounded heap: a file whose syntax tree is too big to hold. Retrying
    // would end the same way, so the version is failed with the reason.
    if (!(error instanceof PhpCheckWorkerError)) throw error;
    return { status: "failed", findings: [{ rule: "php-too-complex", severity: "error", file: "", line: null, message: IMPORT_MESSAGES.phpTooComplex }] };
  }
  return checkPluginFiles(files);
}
