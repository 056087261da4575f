import { and, eq, inArray, sql } from "drizzle-orm";
import type { SavedVersion } from "../../../../shared/schemas/plugin-file-edits";
import type { Transaction } from "../../../db/client";
import { pluginFileContents, plugins } from "../../../db/schema";
import { loadFiles } from "../files/file-store";
import { assertWithinStorage } from "../files/plugin-storage";
import { saveVersion, toDetail } from "../plugins.service";

type PluginRow = typeof plugins.$inferSelect;

/**
 * A new private plugin of `userId` holding `source`'s current files and previews as its version 1, with
 * originalPluginId = source (Copy and the editor's edited copy both record where they came from). Runs in
 * the caller's transaction, which has made room for it (assertRoomForPlugin); refused (413) when the
 * person's plugins would keep more than STORAGE.accountBytes with it.
 */
export async function saveCopy(
  tx: Transaction,
  userId: string,
  source: PluginRow,
  copy: { name: string },
): Promise<SavedVersion> {
  const [inserted] = await tx
    .insert(plugins)
    .values({
      userId,
      name: copy.name,
      description: source.description,
      author: source.author,
      version: source.version,
      status: "completed",
      isPublic: false,
      originalPluginId: source.id,
    })
    .returning();
  // The contents move inside the database, so saving the copy's version finds them all and sends none.
  const hashes = [...new Set(Object.values(source.fileHashes))];
  if (hashes.length > 0) {
    await tx.insert(pluginFileContents).select(
      tx
        .select({
          pluginId: sql<string>`${inserted!.id}::uuid`.as("plugin_id"),
          hash: pluginFileContents.hash,
          content: pluginFileContents.content,
        })
        .from(pluginFileContents)
        .where(and(eq(pluginFileContents.pluginId, source.id), inArray(pluginFileContents.hash, hashes))),
    );
  }
  const saved = await saveVersion(tx, inserted!, {
    userPrompt: "",
    assistantResponse: `Copied from ${source.name}`,
    files: await loadFiles(tx, source.id, source.fileHashes),
    previews: { backend: source.backendPreviewHtml, frontend: source.frontendPreviewHtml },
  });
  // Its contents were copied, not stored by the save: the person's storage cap is checked here (413).
  await assertWithinStorage(tx, userId, inserted!.id);
  // The copy keeps its own name even where the main file's header names the original.
  const [named] = await tx.update(plugins).set({ name: copy.name }).where(eq(plugins.id, inserted!.id)).returning();
  return { plugin: toDetail({ ...named!, files: saved.plugin.files }, saved.version.versionNumber), version: saved.version };
}
