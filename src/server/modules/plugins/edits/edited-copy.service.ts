import { and, desc, eq, like } from "drizzle-orm";
import { editedCopyName } from "../../../../shared/plugin-names";
import type { SavedVersion } from "../../../../shared/schemas/plugin-file-edits";
import type { Database, Transaction } from "../../../db/client";
import { plugins } from "../../../db/schema";
import { AppError } from "../../../lib/app-error";
import { assertRoomForPlugin } from "../files/plugin-quota";
import { getOwnedPlugin, getOwnedPluginWithFiles, type PluginWithFiles } from "../plugins.service";
import { saveCopy } from "./save-copy";

export const ALREADY_EDITED_COPY_MESSAGE = "This plugin is already a copy: edit it in place.";

/**
 * The editor's first AI edit (spec.md §4): a private copy of the person's plugin named '{name} (Edited)',
 * with originalPluginId = the source, so the original stays as it was (docs/decisions/0028). The copy is not
 * itself an upload, so it is not marked imported: it is listed under Edited Plugins. A plugin
 * that is already a copy (edited or copied) is edited in place: 409 `already_edited_copy`. Free, like
 * Copy; 422 at LIMITS.pluginsPerUser plugins. The source's files are one row, read once: the copy holds
 * one whole version of it even while a save races it.
 */
export async function createEditedCopy(db: Database, userId: string, pluginId: string): Promise<SavedVersion> {
  return db.transaction(async (tx) => {
    // 404 and 409 before the quota: what the person should do differs (nothing to copy, or edit in place).
    const source = await getOwnedPlugin(tx, userId, pluginId);
    if (source.originalPluginId !== null) throw new AppError("already_edited_copy", ALREADY_EDITED_COPY_MESSAGE);
    await assertRoomForPlugin(tx, userId);
    return saveCopy(tx, userId, source, { name: editedCopyName(source.name) });
  });
}

/**
 * The person's newest '(Edited)' copy of `sourceId`, or null. An editor turn on an original that has one
 * continues in it (issue #34) rather than making a second copy of the unedited original.
 */
export async function findEditedCopy(db: Database | Transaction, userId: string, sourceId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: plugins.id })
    .from(plugins)
    .where(and(eq(plugins.userId, userId), eq(plugins.originalPluginId, sourceId), like(plugins.name, "% (Edited)")))
    .orderBy(desc(plugins.createdAt))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Where an editor turn on an original saves its version (issue #34: a copy is made only when a change is
 * saved): in the turn's transaction, the '(Edited)' copy is made of the source as it is (its version 1),
 * and the turn's change becomes its version 2; if the save fails, neither exists. A copy a racing turn
 * made meanwhile is used instead of a second one. 422 at the plugin cap, like the copy itself.
 */
export async function editedCopyForSave(tx: Transaction, userId: string, sourceId: string): Promise<PluginWithFiles> {
  const source = await getOwnedPlugin(tx, userId, sourceId, true);
  const raced = await findEditedCopy(tx, userId, sourceId);
  if (raced) return getOwnedPluginWithFiles(tx, userId, raced, true);
  await assertRoomForPlugin(tx, userId);
  const copy = await saveCopy(tx, userId, source, { name: editedCopyName(source.name) });
  return getOwnedPluginWithFiles(tx, userId, copy.plugin.id, true);
}
