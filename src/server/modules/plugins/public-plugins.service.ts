import { and, desc, eq } from "drizzle-orm";
import { LIMITS } from "../../../shared/constants";
import type { PluginDetail } from "../../../shared/schemas/plugins";
import type { PublicPlugin, PublicPluginDetail } from "../../../shared/schemas/public-plugins";
import type { Database } from "../../db/client";
import { plugins } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { getOwnedPlugin, saveVersion, toDetail } from "./plugins.service";

type PluginRow = typeof plugins.$inferSelect;

const toPublic = (row: PluginRow): PublicPlugin => ({
  id: row.id,
  name: row.name,
  description: row.description,
  author: row.author,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
});

/** The gallery on /: public plugins, newest first, at most LIMITS.publicPluginsShown. */
export async function listPublicPlugins(db: Database): Promise<PublicPlugin[]> {
  const rows = await db
    .select()
    .from(plugins)
    .where(eq(plugins.isPublic, true))
    .orderBy(desc(plugins.createdAt))
    .limit(LIMITS.publicPluginsShown);
  return rows.map(toPublic);
}

async function findPublic(db: Database, pluginId: string): Promise<PluginRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(pluginId)) return null;
  const [row] = await db.select().from(plugins).where(and(eq(plugins.id, pluginId), eq(plugins.isPublic, true)));
  return row ?? null;
}

export async function getPublicPlugin(db: Database, pluginId: string): Promise<PublicPluginDetail> {
  const row = await findPublic(db, pluginId);
  if (!row) throw new HttpError(404, "not_found", "Plugin not found");
  return {
    ...toPublic(row),
    files: row.generatedCode,
    backendPreviewHtml: row.backendPreviewHtml,
    frontendPreviewHtml: row.frontendPreviewHtml,
  };
}

/**
 * A private copy of a public plugin (or of one's own), named '{name} (Copy)', with its files as version 1.
 * Another person's private plugin is 404, as if it did not exist.
 */
export async function copyPlugin(db: Database, userId: string, pluginId: string): Promise<PluginDetail> {
  const source = (await findPublic(db, pluginId)) ?? (await getOwnedPlugin(db, userId, pluginId));
  return db.transaction(async (tx) => {
    const [copy] = await tx
      .insert(plugins)
      .values({
        userId,
        name: `${source.name} (Copy)`,
        description: source.description,
        author: source.author,
        version: source.version,
        status: "completed",
        isPublic: false,
      })
      .returning();
    const saved = await saveVersion(tx, copy!, {
      userPrompt: "",
      assistantResponse: `Copied from ${source.name}`,
      files: source.generatedCode,
      previews: { backend: source.backendPreviewHtml, frontend: source.frontendPreviewHtml },
    });
    // The copy keeps its own name even where the main file's header names the original.
    const [named] = await tx
      .update(plugins)
      .set({ name: `${source.name} (Copy)` })
      .where(eq(plugins.id, copy!.id))
      .returning();
    return toDetail(named!, saved.version.versionNumber);
  });
}
