import { editedCopyName, type SavedVersion } from "../../../shared/schemas/plugin-file-edits";
import type { Database } from "../../db/client";
import { HttpError } from "../../lib/http-error";
import { assertRoomForPlugin } from "./plugin-quota";
import { getOwnedPlugin } from "./plugins.service";
import { saveCopy } from "./save-copy";

export const ALREADY_EDITED_COPY_MESSAGE = "This plugin is already a copy: edit it in place.";

/**
 * The editor's first AI edit (spec.md §4): a private copy of the person's plugin named '{name} (Edited)',
 * with originalPluginId = the source, so the original stays as it was (docs/decisions/0028). A plugin
 * that is already a copy (edited or copied) is edited in place: 409 `already_edited_copy`. The source
 * row is locked while it is read, so the copy holds one version of it, never half of a concurrent save.
 */
export async function createEditedCopy(db: Database, userId: string, pluginId: string): Promise<SavedVersion> {
  return db.transaction(async (tx) => {
    // 404 and 409 before the quota: what the person should do differs (nothing to copy, or edit in place).
    const { originalPluginId } = await getOwnedPlugin(tx, userId, pluginId);
    if (originalPluginId !== null) throw new HttpError(409, "already_edited_copy", ALREADY_EDITED_COPY_MESSAGE);
    // The account row (quota) is locked before the source row, so the two are always taken in one order.
    await assertRoomForPlugin(tx, userId);
    const source = await getOwnedPlugin(tx, userId, pluginId, true);
    return saveCopy(tx, userId, source, { name: editedCopyName(source.name), isImported: source.isImported });
  });
}
