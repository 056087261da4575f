import { and, eq } from "drizzle-orm";
import { blockingFirst } from "../../../../shared/check-findings";
import { checkFindingSchema, runtimeStatusSchema, type VersionCheckReport } from "../../../../shared/schemas/plugins";
import type { Database } from "../../../db/client";
import { pluginVersions } from "../../../db/schema";
import { AppError } from "../../../lib/app-error";
import { assertOwnsPlugin } from "../plugins.service";
import { shippedPhpVersions } from "../../../wordpress/runtime/php-versions";
import { phpMatrixView } from "./version-php-matrix.service";

/**
 * GET /api/plugins/:id/versions/:number/check: the static checks made on save and the WordPress
 * runtime's, as one report. PHP's own lint repeats a syntax error the static parser already named at the
 * same place; the report keeps it once. Unmet requirements come first, then errors, then warnings. The PHP matrix (docs/decisions/0061) comes with it, a row per PHP.
 */
export async function getVersionCheckReport(db: Database, userId: string, pluginId: string, versionNumber: number): Promise<VersionCheckReport> {
  await assertOwnsPlugin(db, userId, pluginId);
  const [row] = await db
    .select({
      checkStatus: pluginVersions.checkStatus,
      checkFindings: pluginVersions.checkFindings,
      runtimeStatus: pluginVersions.runtimeStatus,
      runtimeFindings: pluginVersions.runtimeFindings,
      runtimeWordpress: pluginVersions.runtimeWordpress,
      runtimeWordpressFallback: pluginVersions.runtimeWordpressFallback,
      runtimePhp: pluginVersions.runtimePhp,
      runtimeNote: pluginVersions.runtimeNote,
      runtimeCheckedAt: pluginVersions.runtimeCheckedAt,
      phpMatrix: pluginVersions.phpMatrix,
    })
    .from(pluginVersions)
    .where(and(eq(pluginVersions.pluginId, pluginId), eq(pluginVersions.versionNumber, versionNumber)));
  if (!row) throw new AppError("not_found", `Version ${versionNumber} not found`);
  const staticFindings = row.checkFindings.map((f) => checkFindingSchema.parse(f));
  const syntaxAt = new Set(staticFindings.filter((f) => f.rule === "php-syntax").map((f) => `${f.file}:${f.line}`));
  const runtimeFindings = row.runtimeFindings
    .map((f) => checkFindingSchema.parse(f))
    .filter((f) => !(f.rule === "php.lint" && syntaxAt.has(`${f.file}:${f.line}`)));
  const findings = blockingFirst([...staticFindings, ...runtimeFindings]);
  const runtimeStatus = runtimeStatusSchema.catch("pending").parse(row.runtimeStatus);
  return {
    status: findings.some((f) => f.severity === "error") || row.checkStatus === "failed" || runtimeStatus === "failed" ? "failed" : runtimeStatus,
    findings,
    runtime: {
      status: runtimeStatus,
      wordpressVersion: row.runtimeWordpress,
      wordpressFallback: row.runtimeWordpressFallback,
      phpVersion: row.runtimePhp,
      checkedAt: row.runtimeCheckedAt?.toISOString() ?? null,
      note: row.runtimeNote,
    },
    phpMatrix: phpMatrixView(row.phpMatrix, shippedPhpVersions(), runtimeStatus),
  };
}
