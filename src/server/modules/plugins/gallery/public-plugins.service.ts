import { and, desc, eq, sql } from "drizzle-orm";
import { LIMITS } from "../../../../shared/constants";
import { copiedName } from "../../../../shared/plugin-names";
import type { PluginDetail } from "../../../../shared/schemas/plugins";
import type { PublicPlugin, PublicPluginDetail } from "../../../../shared/schemas/public-plugins";
import type { Database, Transaction } from "../../../db/client";
import { plugins, profiles } from "../../../db/schema";
import { AppError } from "../../../lib/app-error";
import { loadFiles } from "../files/file-store";
import { assertRoomForPlugin } from "../files/plugin-quota";
import { getOwnedPlugin } from "../plugins.service";
import { publicAuthorSql } from "./public-author";
import { saveCopy } from "../edits/save-copy";

type PluginRow = typeof plugins.$inferSelect;

/**
 * The gallery shows a plugin only while it is public AND its current version passed the checks: a
 * plugin made public and then changed into something that fails them drops out until it passes again.
 */
const shownPublicly = and(
  eq(plugins.isPublic, true),
  sql`(select v.check_status from plugin_versions v where v.plugin_id = ${plugins.id} order by v.version_number desc limit 1) = 'passed'`,
);

/** The WordPress version the current version passed all three checks in (issue #14), else null. */
const checkedInWordPressSql = sql<string | null>`(select case when v.check_status = 'passed' and v.runtime_status = 'passed' then v.runtime_wordpress end from plugin_versions v where v.plugin_id = ${plugins.id} order by v.version_number desc limit 1)`;

/** The gallery's columns and nothing else: never the files or previews (megabytes per plugin). */
const galleryColumns = {
  id: plugins.id,
  name: plugins.name,
  description: plugins.description,
  author: publicAuthorSql,
  version: plugins.version,
  createdAt: plugins.createdAt,
  checkedInWordPress: checkedInWordPressSql,
};

type PublicRow = { id: string; name: string; description: string; author: string; version: string; createdAt: Date; checkedInWordPress: string | null };

const toPublic = (row: PublicRow): PublicPlugin => ({
  id: row.id,
  name: row.name,
  description: row.description,
  author: row.author,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  checkedInWordPress: row.checkedInWordPress,
});

/** The gallery on /: public plugins, newest first, at most LIMITS.publicPluginsShown. */
export async function listPublicPlugins(db: Database | Transaction): Promise<PublicPlugin[]> {
  const rows = await db
    .select(galleryColumns)
    .from(plugins)
    .leftJoin(profiles, eq(profiles.id, plugins.userId))
    .where(shownPublicly)
    .orderBy(desc(plugins.createdAt))
    .limit(LIMITS.publicPluginsShown);
  return rows.map(toPublic);
}

async function findPublic(db: Database, pluginId: string): Promise<(PluginRow & { publicAuthor: string; checkedInWordPress: string | null }) | null> {
  if (!/^[0-9a-f-]{36}$/i.test(pluginId)) return null;
  const [row] = await db
    .select({ plugin: plugins, publicAuthor: publicAuthorSql, checkedInWordPress: checkedInWordPressSql })
    .from(plugins)
    .leftJoin(profiles, eq(profiles.id, plugins.userId))
    .where(and(eq(plugins.id, pluginId), shownPublicly));
  return row ? { ...row.plugin, publicAuthor: row.publicAuthor, checkedInWordPress: row.checkedInWordPress } : null;
}

export async function getPublicPlugin(db: Database, pluginId: string): Promise<PublicPluginDetail> {
  const row = await findPublic(db, pluginId);
  if (!row) throw new AppError("not_found", "Plugin not found");
  return {
    ...toPublic({ ...row, author: row.publicAuthor }),
    files: await loadFiles(db, row.id, row.fileHashes),
    backendPreviewHtml: row.backendPreviewHtml,
    frontendPreviewHtml: row.frontendPreviewHtml,
  };
}

/**
 * A private copy of a public plugin (or of one's own), named '{name} (Copy)', with its files as version 1
 * and originalPluginId = the source. Another person's private plugin is 404, as if it did not exist;
 * 422 at LIMITS.pluginsPerUser plugins.
 */
export async function copyPlugin(db: Database, userId: string, pluginId: string): Promise<PluginDetail> {
  const source = (await findPublic(db, pluginId)) ?? (await getOwnedPlugin(db, userId, pluginId));
  return db.transaction(async (tx) => {
    await assertRoomForPlugin(tx, userId);
    return (await saveCopy(tx, userId, source, { name: copiedName(source.name) })).plugin;
  });
}
