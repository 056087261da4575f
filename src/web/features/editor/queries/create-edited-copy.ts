import { savedVersionSchema, type SavedVersion } from "@shared/schemas/plugin-file-edits";
import { setPluginData } from "~/features/builder/queries/plugin-query";
import { prependVersion } from "~/features/builder/queries/versions-query";
import { api } from "~/lib/api";
import { pluginListQueryKey } from "~/features/plugins/plugins-query";
import { queryClient } from "~/lib/query-client";

/**
 * POST /api/plugins/:id/edited-copy: a private '{name} (Edited)' copy of the plugin (spec.md §4 Editor first
 * AI edit), cached with its one version so the editor shows it at once; 409 `already_edited_copy` for a
 * plugin that is already a copy.
 */
export async function createEditedCopy(pluginId: string): Promise<SavedVersion> {
  const copy = await api(`/api/plugins/${encodeURIComponent(pluginId)}/edited-copy`, {
    method: "POST",
    schema: savedVersionSchema,
  });
  setPluginData(copy.plugin);
  prependVersion(copy.plugin.id, copy.version);
  void queryClient.invalidateQueries({ queryKey: pluginListQueryKey, exact: true });
  return copy;
}
