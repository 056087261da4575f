import { useMutation } from "@tanstack/react-query";
import { pluginDetailSchema, type UpdatePluginInput } from "@shared/schemas/plugins";
import { api } from "~/lib/api";
import { queryClient } from "~/lib/query-client";
import { setPluginData } from "./plugin-query";
import { versionsQueryKey } from "./versions-query";

/**
 * PATCH /api/plugins/:id (name, version, isPublic); the answer replaces the cached plugin. A new name or
 * version is saved into the plugin's files as a new version, so the history is read again.
 */
export function useUpdatePlugin(pluginId: string) {
  return useMutation({
    mutationFn: (input: UpdatePluginInput) =>
      api(`/api/plugins/${encodeURIComponent(pluginId)}`, { method: "PATCH", body: input, schema: pluginDetailSchema }),
    onSuccess: (plugin) => {
      setPluginData(plugin);
      void queryClient.invalidateQueries({ queryKey: versionsQueryKey(plugin.id) });
    },
  });
}
