import { savedVersionSchema, type FileEditRequest, type SavedVersion } from "@shared/schemas/plugin-file-edits";
import { setPluginData } from "~/features/builder/queries/plugin-query";
import { prependVersion } from "~/features/builder/queries/versions-query";
import { api } from "~/lib/api";
import { pluginListQueryKey } from "~/features/plugins/plugins-query";
import { queryClient } from "~/lib/query-client";

/**
 * POST /api/plugins/:id/files: hand edits saved together as one new version (409 `version_conflict` when
 * `baseVersion` is no longer the plugin's current one). The answer goes into the plugin and history caches.
 */
export async function saveFileEdits(pluginId: string, request: FileEditRequest): Promise<SavedVersion> {
  const saved = await api(`/api/plugins/${encodeURIComponent(pluginId)}/files`, {
    method: "POST",
    body: request,
    schema: savedVersionSchema,
  });
  setPluginData(saved.plugin);
  prependVersion(saved.plugin.id, saved.version);
  // The dashboard's list shows the time of the last change.
  void queryClient.invalidateQueries({ queryKey: pluginListQueryKey, exact: true });
  return saved;
}
