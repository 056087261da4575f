import { editedCopyName } from "../../../shared/plugin-names";
import type { SavedVersion } from "../../../shared/schemas/plugin-file-edits";
import type { Database } from "../../db/client";
import { HttpError } from "../../lib/http-error";
import { assertRoomForPlugin } from "./plugin-quota";
import { getOwnedPlugin } from "./plugins.service";
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
    if (source.originalPluginId !== null) throw new HttpError(409, "already_edited_copy", ALREADY_EDITED_COPY_MESSAGE);
    await assertRoomForPlugin(tx, userId);
    return saveCopy(tx, userId, source, { name: editedCopyName(source.name) });
  });
}
