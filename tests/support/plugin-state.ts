import { asc, count, eq } from "drizzle-orm";
import { pluginFileContents, pluginVersions, plugins } from "../../src/server/db/schema";
import { loadFiles } from "../../src/server/modules/plugins/files/file-store";
import { getOwnedPlugin, saveVersion } from "../../src/server/modules/plugins/plugins.service";
import type { Services } from "../../src/server/services";

/**
 * Saves `files` as the plugin's next version through the service (as an import or a restore would),
 * bypassing what a reply or a hand edit may write: for plugin states only an upload can make (an
 * image, a file past the per-file cap, thousands of files).
 */
export async function saveFilesDirectly(
  services: Services,
  userId: string,
  pluginId: string,
  files: Record<string, string>,
  options: { prompt?: string; previews?: { backend?: string; frontend?: string } } = {},
) {
  return services.db.transaction(async (tx) => {
    const plugin = await getOwnedPlugin(tx, userId, pluginId, true);
    return saveVersion(tx, plugin, { userPrompt: options.prompt ?? "Seeded by the test", assistantResponse: "", files, previews: options.previews ?? {} });
  });
}

/** Everything a change to a plugin could touch, to prove a refused one touched nothing. */
export async function pluginState(services: Services, pluginId: string) {
  const [row] = await services.db.select().from(plugins).where(eq(plugins.id, pluginId));
  const versions = await services.db
    .select({ number: pluginVersions.versionNumber, fileHashes: pluginVersions.fileHashes, prompt: pluginVersions.userPrompt })
    .from(pluginVersions)
    .where(eq(pluginVersions.pluginId, pluginId))
    .orderBy(asc(pluginVersions.versionNumber));
  const [contents] = await services.db.select({ n: count() }).from(pluginFileContents).where(eq(pluginFileContents.pluginId, pluginId));
  return {
    files: row ? await loadFiles(services.db, pluginId, row.fileHashes) : undefined,
    /** Rows of file contents the plugin holds: a refused change adds none. */
    contentRows: contents?.n ?? 0,
    name: row?.name,
    updatedAt: row?.updatedAt.toISOString(),
    versions,
  };
}
