import { and, eq } from "drizzle-orm";
import { CREDITS } from "../../../shared/constants";
import type { Database } from "../../db/client";
import { pluginVersions } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { EmptyPluginError, buildPluginZip } from "../../wordpress/plugin-zip";
import { getBalance, hasLedgerEntry, InsufficientCreditsError, spendCredits } from "../credits/credits.service";
import { currentVersionNumber, getOwnedPlugin } from "../plugins/plugins.service";

export interface PluginDownload {
  filename: string;
  zip: Uint8Array;
  versionNumber: number;
  creditsCharged: number;
  balance: number;
}

/**
 * The plugin's ZIP, charged once per version (design.md §4): the first download of a version costs
 * CREDITS.downloadCost in the same transaction, any later one of that version is free. The plugin row is
 * locked, so a double submit is charged once; the conditional spend means no overdraft.
 */
export async function downloadPlugin(
  db: Database,
  userId: string,
  pluginId: string,
  requestedVersion?: number,
): Promise<PluginDownload> {
  return db.transaction(async (tx) => {
    const plugin = await getOwnedPlugin(tx, userId, pluginId, true);
    let files = plugin.generatedCode;
    let versionNumber = await currentVersionNumber(tx, plugin.id);
    if (requestedVersion !== undefined && requestedVersion !== versionNumber) {
      const [row] = await tx
        .select({ files: pluginVersions.generatedCode })
        .from(pluginVersions)
        .where(and(eq(pluginVersions.pluginId, plugin.id), eq(pluginVersions.versionNumber, requestedVersion)));
      if (!row) throw new HttpError(404, "not_found", `Version ${requestedVersion} not found`);
      files = row.files;
      versionNumber = requestedVersion;
    }
    let built;
    try {
      built = buildPluginZip(files, plugin.name);
    } catch (err) {
      if (err instanceof EmptyPluginError) throw new HttpError(400, "no_files", "No files to download");
      throw err;
    }
    const key = `download:${plugin.id}:${versionNumber}`;
    let creditsCharged = 0;
    let balance: number;
    if (await hasLedgerEntry(tx, userId, key)) {
      balance = (await getBalance(tx, userId)).balance;
    } else {
      try {
        ({ balance } = await spendCredits(tx, {
          userId,
          amount: CREDITS.downloadCost,
          type: "plugin_download",
          description: `Download: ${plugin.name} v${versionNumber}`,
          idempotencyKey: key,
        }));
        creditsCharged = CREDITS.downloadCost;
      } catch (err) {
        if (err instanceof InsufficientCreditsError) {
          throw new HttpError(402, "insufficient_credits", `You need at least ${CREDITS.downloadCost} credits to download the plugin`);
        }
        throw err;
      }
    }
    return { filename: `${built.slug}.zip`, zip: built.zip, versionNumber, creditsCharged, balance };
  });
}
