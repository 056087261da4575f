import { and, eq, lte, sql } from "drizzle-orm";
import { STORAGE } from "../../../../shared/constants";
import type { Database, Transaction } from "../../../db/client";
import { pluginFileContents, pluginVersions, plugins, user } from "../../../db/schema";
import { AppError } from "../../../lib/app-error";
import { PluginLimitError } from "../../../wordpress/plugin-limits";

// What the database keeps of plugins' files is bounded (issue #31, docs/decisions/0056): the newest
// STORAGE.versionsWithFiles versions of a plugin keep their files, older ones keep their row (listed,
// marked pruned) but not the contents no kept version holds; and the distinct contents a plugin, and
// all of a person's plugins, keep are capped in bytes.

const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export const PLUGIN_STORAGE_MESSAGE =
  `This plugin would keep more than ${mb(STORAGE.pluginBytes)} of files across its last ${STORAGE.versionsWithFiles} versions, ` +
  `the limit for one plugin. Nothing was saved. Save smaller changes, or make a copy of the plugin: a copy starts its history afresh.`;
export const ACCOUNT_STORAGE_MESSAGE =
  `Your plugins would keep more than ${mb(STORAGE.accountBytes)} of files together, the limit for one account. ` +
  `Nothing was saved. Delete a plugin you no longer need to make room.`;
export const prunedVersionMessage = (versionNumber: number) =>
  `Version ${versionNumber} is older than the last ${STORAGE.versionsWithFiles} versions, whose files are kept: its files were removed, so it can no longer be opened, restored or downloaded.`;

/** 410 for a version whose files were pruned: it is listed, but there is nothing left to restore or download. */
export const versionPruned = (versionNumber: number) => new AppError("version_pruned", prunedVersionMessage(versionNumber));

/**
 * Marks the plugin's versions older than the newest STORAGE.versionsWithFiles as pruned and deletes the
 * contents no kept version holds, in the caller's transaction, which holds the plugin row locked and has
 * just inserted version `newest`. Nothing is deleted when no version was newly pruned.
 */
export async function pruneHistory(tx: Transaction, pluginId: string, newest: number): Promise<void> {
  const pruned = await tx
    .update(pluginVersions)
    .set({ pruned: true })
    .where(
      and(
        eq(pluginVersions.pluginId, pluginId),
        lte(pluginVersions.versionNumber, newest - STORAGE.versionsWithFiles),
        eq(pluginVersions.pruned, false),
      ),
    )
    .returning({ id: pluginVersions.id });
  if (pruned.length === 0) return;
  // The plugin's current files are its newest version's, which is always kept.
  await tx.delete(pluginFileContents).where(
    and(
      eq(pluginFileContents.pluginId, pluginId),
      sql`${pluginFileContents.hash} not in (
        select file.value from ${pluginVersions} kept, jsonb_each_text(kept.file_hashes) as file
        where kept.plugin_id = ${pluginId} and not kept.pruned
      )`,
    ),
  );
}

const contentBytes = sql<string>`coalesce(sum(octet_length(${pluginFileContents.content})), 0)`;

/** How many bytes of new contents the plugin may still store, under its own cap and the account's, and which cap is nearer. */
export async function storageRoom(db: Database, userId: string, pluginId: string): Promise<{ bytes: number; error: PluginLimitError }> {
  const [own] = await db.select({ bytes: contentBytes }).from(pluginFileContents).where(eq(pluginFileContents.pluginId, pluginId));
  const [all] = await db
    .select({ bytes: contentBytes })
    .from(pluginFileContents)
    .innerJoin(plugins, eq(plugins.id, pluginFileContents.pluginId))
    .where(eq(plugins.userId, userId));
  const pluginRoom = STORAGE.pluginBytes - Number(own?.bytes ?? 0);
  const accountRoom = STORAGE.accountBytes - Number(all?.bytes ?? 0);
  return pluginRoom <= accountRoom
    ? { bytes: pluginRoom, error: new PluginLimitError("plugin_storage_full", PLUGIN_STORAGE_MESSAGE) }
    : { bytes: accountRoom, error: new PluginLimitError("account_storage_full", ACCOUNT_STORAGE_MESSAGE) };
}

/**
 * Refuses (413, nothing saved: the caller's transaction rolls back) when the plugin's distinct contents
 * pass STORAGE.pluginBytes or the person's plugins' together pass STORAGE.accountBytes. Call it after
 * the save stored its contents and pruned. The person's row is held until the transaction ends, so two
 * saves to two of their plugins are counted one after the other (NO KEY UPDATE: a new plugin's foreign
 * key check still passes).
 */
export async function assertWithinStorage(tx: Transaction, userId: string, pluginId: string): Promise<void> {
  await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for("no key update");
  const [own] = await tx.select({ bytes: contentBytes }).from(pluginFileContents).where(eq(pluginFileContents.pluginId, pluginId));
  if (Number(own?.bytes ?? 0) > STORAGE.pluginBytes) throw new PluginLimitError("plugin_storage_full", PLUGIN_STORAGE_MESSAGE);
  const [all] = await tx
    .select({ bytes: contentBytes })
    .from(pluginFileContents)
    .innerJoin(plugins, eq(plugins.id, pluginFileContents.pluginId))
    .where(eq(plugins.userId, userId));
  if (Number(all?.bytes ?? 0) > STORAGE.accountBytes) throw new PluginLimitError("account_storage_full", ACCOUNT_STORAGE_MESSAGE);
}

/**
 * Makes the space of pruned contents reusable (the storage job, every minute: jobs/storage-jobs.ts). PGlite
 * runs no autovacuum, so without it every pruned content stayed in the data directory for good and 30 hand
 * edits of six 380 KB files grew it by 150 MB; PostgreSQL's autovacuum does this itself.
 */
export async function reclaimPrunedSpace(database: { db: Database; kind: "pglite" | "postgres" }): Promise<void> {
  if (database.kind !== "pglite") return;
  await database.db.execute(sql`vacuum plugin_file_contents`);
  // PGlite has no checkpointer either: until a checkpoint, every write stays in pg_wal as well.
  await database.db.execute(sql`checkpoint`);
}
