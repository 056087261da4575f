import { and, desc, eq, sql } from "drizzle-orm";
import { CREDITS } from "../../../shared/constants";
import type { DownloadPrice } from "../../../shared/schemas/plugins";
import type { Database } from "../../db/client";
import { preparedPer } from "../../db/prepared";
import { plugins, pluginVersions } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import type { ZipCache } from "../../wordpress/zip-cache";
import { testedUpTo, type StoredPhpMatrix } from "../../../shared/schemas/php-matrix";
import type { ReadmeFigures } from "../../wordpress/readme-txt";
import { shippedPhpVersions } from "../../wordpress/runtime/php-versions";
import { WORDPRESS_RELEASE } from "../../wordpress/runtime/wordpress-release";
import { phpMatrixView } from "../plugins/checks/version-php-matrix.service";
import { balanceWithLedgerEntry, getBalance, hasLedgerEntry, InsufficientCreditsError, spendCredits } from "../credits/credits.service";
import { type FileHashes, loadFiles } from "../plugins/files/file-store";
import { versionPruned } from "../plugins/files/plugin-storage";
import { assertOwnsPlugin, checkPluginId, pluginOwnedBy } from "../plugins/plugins.service";
import { paidByInstall } from "../sites/install-charge";

export interface PluginDownload {
  filename: string;
  zip: Uint8Array;
  versionNumber: number;
  creditsCharged: number;
  balance: number;
}

const INSUFFICIENT = `You need at least ${CREDITS.downloadCost} credits to download the plugin`;

export const ledgerKey = (pluginId: string, versionNumber: number) => `download:${pluginId}:${versionNumber}`;

/**
 * What downloading the requested (or newest) version would cost this person now, and their balance: the
 * dialog states it before anything is tried ("free, already paid", or the cost, or that the balance is
 * short). Read from the same snapshot as the charge (balanceWithLedgerEntry), so it names the price
 * downloadPlugin then takes, unless another download of the version lands in between (then it is free).
 */
export async function downloadPrice(
  db: Database,
  userId: string,
  pluginId: string,
  requestedVersion?: number,
): Promise<DownloadPrice> {
  const { plugin, version } = await versionToDownload(db, userId, pluginId, requestedVersion);
  const { balance, hasEntry } = await balanceWithLedgerEntry(db, userId, ledgerKey(plugin.id, version.number));
  // Installed on a site with its charge kept: paid as a download is (issue #37).
  const alreadyPaid = hasEntry || (await paidByInstall(db, userId, plugin.id, version.number));
  return { versionNumber: version.number, cost: alreadyPaid ? 0 : CREDITS.downloadCost, alreadyPaid, balance: balance.balance };
}

/**
 * The plugin's ZIP, charged once per version (design.md §4): the first download of a version costs
 * CREDITS.downloadCost, any later one of that version is free.
 *
 * The ZIP is built first, outside any transaction (decision 0019): a build that fails has charged
 * nothing, and no row lock or connection is held while zlib works. Versions never change, so the ZIP
 * built for version N is exactly what the charge for version N pays for. The charge then runs in its own
 * transaction with the plugin row locked (a double submit is charged once) and a conditional spend
 * (no overdraft); a version paid for before skips it. A person who could not pay is refused before
 * anything is built.
 */
export async function downloadPlugin(
  db: Database,
  zips: ZipCache,
  userId: string,
  pluginId: string,
  requestedVersion?: number,
  /** The WordPress release the runtime runs now (release-source.ts); null when WP_RUNTIME=off. */
  currentWordpress: string | null = null,
): Promise<PluginDownload> {
  const { plugin, version } = await versionToDownload(db, userId, pluginId, requestedVersion);
  const key = ledgerKey(plugin.id, version.number);
  // One snapshot: a racing first download of this version shows in both the balance and the ledger
  // (free) or in neither, never as a lowered balance alone (a false 402).
  const { balance: before, hasEntry } = await balanceWithLedgerEntry(db, userId, key);
  const paid = hasEntry || (await paidByInstall(db, userId, plugin.id, version.number));
  if (!paid && before.balance < CREDITS.downloadCost) {
    throw new InsufficientCreditsError(CREDITS.downloadCost, INSUFFICIENT);
  }

  // A version without files is refused here (EmptyPluginError, 400), before any charge.
  const built = await zips.get({
    pluginId: plugin.id,
    versionNumber: version.number,
    fileHashes: version.fileHashes,
    loadFiles: () => loadFiles(db, plugin.id, version.fileHashes),
    fallbackName: plugin.name,
    installFolder: plugin.installFolder,
    figures: readmeFigures(version.tested, currentWordpress),
  });
  const download = { filename: `${built.slug}.zip`, zip: built.zip, versionNumber: version.number };
  // Paid before: the ledger only grows, so it stays paid. A re-download (the common case) takes no lock and
  // no transaction: under load it waited behind saves of the plugin for a charge it never makes
  // (scripts/bench/load.mjs).
  if (paid) return { ...download, creditsCharged: 0, balance: before.balance };

  const { creditsCharged, balance } = await db.transaction(async (tx) => {
    await assertOwnsPlugin(tx, userId, pluginId, true);
    if ((await hasLedgerEntry(tx, userId, key)) || (await paidByInstall(tx, userId, plugin.id, version.number))) return { creditsCharged: 0, balance: (await getBalance(tx, userId)).balance };
    const spent = await spendCredits(tx, {
      userId,
      amount: CREDITS.downloadCost,
      type: "plugin_download",
      description: `Download: ${plugin.name} v${version.number}`,
      idempotencyKey: key,
      insufficientMessage: INSUFFICIENT,
    });
    return { creditsCharged: CREDITS.downloadCost, balance: spent.balance };
  });
  return { ...download, creditsCharged, balance };
}

/**
 * A version's ZIP as a download builds it, without charging (the site push charges on its own, modules/sites), with
 * the plugin's name and the version's check status. 404 for another person's plugin or a missing version, 410 pruned.
 */
export async function versionZip(
  db: Database,
  zips: ZipCache,
  userId: string,
  pluginId: string,
  versionNumber: number,
  currentWordpress: string | null,
): Promise<{ slug: string; zip: Uint8Array; pluginName: string; versionNumber: number; files: () => Promise<Record<string, string>> }> {
  const { plugin, version } = await versionToDownload(db, userId, pluginId, versionNumber);
  const files = () => loadFiles(db, plugin.id, version.fileHashes);
  const built = await zips.get({
    pluginId: plugin.id,
    versionNumber: version.number,
    fileHashes: version.fileHashes,
    loadFiles: files,
    fallbackName: plugin.name,
    installFolder: plugin.installFolder,
    figures: readmeFigures(version.tested, currentWordpress),
  });
  return { slug: built.slug, zip: built.zip, pluginName: plugin.name, versionNumber: version.number, files };
}

/** What a version's checks say it was tested with. */
interface TestedWith {
  runtimeStatus: string;
  runtimeWordpress: string | null;
  phpMatrix: StoredPhpMatrix | null;
}

/**
 * The readme's figures of a download (docs/decisions/0061): `Tested up to`, the release its WordPress
 * check ran (the current release then), else the current one, else the bundled one; `Requires PHP`, the
 * PHP matrix's measured minimum once it has run.
 */
export function readmeFigures(tested: TestedWith | null, currentWordpress: string | null): ReadmeFigures {
  const requiresPhp = tested ? phpMatrixView(tested.phpMatrix, shippedPhpVersions(), tested.runtimeStatus).requiresPhp : null;
  return { testedUpTo: testedUpTo(tested?.runtimeWordpress ?? currentWordpress ?? WORDPRESS_RELEASE), requiresPhp };
}

/**
 * The owner's plugin (id and name: not its whole row, which carries previews) with one version's file
 * hashes, the requested one or the newest, in one query. Built once per database handle and prepared
 * there (db/prepared.ts, decision 0048): a download is one of the frequent reads.
 */
const pluginWithVersion = (which: "requested" | "newest") =>
  preparedPer((db: Database) => {
    const version = db
      .select({
        number: pluginVersions.versionNumber,
        fileHashes: pluginVersions.fileHashes,
        pruned: pluginVersions.pruned,
        runtimeStatus: pluginVersions.runtimeStatus,
        runtimeWordpress: pluginVersions.runtimeWordpress,
        phpMatrix: pluginVersions.phpMatrix,
      })
      .from(pluginVersions)
      .where(
        and(
          eq(pluginVersions.pluginId, plugins.id),
          which === "requested" ? eq(pluginVersions.versionNumber, sql.placeholder("version")) : undefined,
        ),
      )
      .orderBy(desc(pluginVersions.versionNumber))
      .limit(1)
      .as("version");
    return db
      .select({
        id: plugins.id,
        name: plugins.name,
        installFolder: sql<string | null>`${plugins.importMetadata}->>'installFolder'`,
        ownFiles: plugins.fileHashes,
        number: version.number,
        fileHashes: version.fileHashes,
        pruned: version.pruned,
        runtimeStatus: version.runtimeStatus,
        runtimeWordpress: version.runtimeWordpress,
        phpMatrix: version.phpMatrix,
      })
      .from(plugins)
      .leftJoinLateral(version, sql`true`)
      .where(pluginOwnedBy(sql.placeholder("userId"), sql.placeholder("pluginId")))
      .prepare(which === "requested" ? "downloads_plugin_requested_version" : "downloads_plugin_newest_version");
  });
const requestedVersion = pluginWithVersion("requested");
const newestVersion = pluginWithVersion("newest");

/**
 * The owner's plugin with the requested version's file hashes, or the newest version's; a plugin without
 * versions is version 0 with its own files. 404 for a plugin that is not the person's or a version it
 * does not have, 410 for a pruned version.
 */
async function versionToDownload(
  db: Database,
  userId: string,
  pluginId: string,
  requested: number | undefined,
): Promise<{ plugin: { id: string; name: string; installFolder: string | null }; version: { number: number; fileHashes: FileHashes; tested: TestedWith | null } }> {
  checkPluginId(pluginId);
  const [row] =
    requested === undefined
      ? await newestVersion(db).execute({ userId, pluginId })
      : await requestedVersion(db).execute({ userId, pluginId, version: requested });
  if (!row) throw new AppError("not_found", "Plugin not found");
  const plugin = { id: row.id, name: row.name, installFolder: row.installFolder };
  // A pruned version's files are gone (docs/decisions/0056): refused before any charge.
  if (row.number !== null && row.pruned) throw versionPruned(row.number);
  if (row.number !== null && row.fileHashes !== null) {
    const tested = { runtimeStatus: row.runtimeStatus ?? "pending", runtimeWordpress: row.runtimeWordpress, phpMatrix: row.phpMatrix };
    return { plugin, version: { number: row.number, fileHashes: row.fileHashes, tested } };
  }
  if (requested !== undefined) throw new AppError("not_found", `Version ${requested} not found`);
  // A plugin from before versions were kept: its current files.
  return { plugin, version: { number: 0, fileHashes: row.ownFiles, tested: null } };
}
