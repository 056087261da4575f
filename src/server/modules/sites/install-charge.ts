import { and, inArray, eq, gt, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import { siteInstalls } from "../../db/schema";

/**
 * Installing on a site counts as a download (issue #37, docs/decisions/0072): a version installed on a site with its
 * charge kept (not refunded) is paid, so its download and any later install are free, as a version downloaded before
 * is. downloads.service.ts asks this beside its ledger key.
 */
export async function paidByInstall(db: Database | Transaction, userId: string, pluginId: string, versionNumber: number): Promise<boolean> {
  const rows = await db
    .select({ id: siteInstalls.id })
    .from(siteInstalls)
    .where(
      and(
        eq(siteInstalls.userId, userId),
        eq(siteInstalls.pluginId, pluginId),
        eq(siteInstalls.versionNumber, versionNumber),
        eq(siteInstalls.kind, "install"),
        // Ended with its charge kept: installed, or the package left and the site did not confirm (decision 0072).
        inArray(siteInstalls.state, ["installed", "failed", "unreachable"]),
        eq(siteInstalls.refunded, false),
        gt(sql`${siteInstalls.chargedSubscription} + ${siteInstalls.chargedPermanent}`, 0),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
