import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { pluginDetailSchema, versionListItemSchema } from "@shared/schemas/plugins";
import { api } from "~/lib/api";
import { queryClient } from "~/lib/query-client";
import { setPluginData } from "./plugin-query";
import { prependVersion, versionsQueryKey } from "./versions-query";

const restoredSchema = z.object({ plugin: pluginDetailSchema, version: versionListItemSchema });

/** POST /api/plugins/:id/versions/:number/restore: that version's files become current, as a new version. */
export function useRestoreVersion(pluginId: string) {
  return useMutation({
    mutationFn: (versionNumber: number) =>
      api(`/api/plugins/${encodeURIComponent(pluginId)}/versions/${versionNumber}/restore`, {
        method: "POST",
        schema: restoredSchema,
      }),
    onSuccess: ({ plugin, version }) => {
      setPluginData(plugin);
      prependVersion(pluginId, version);
      void queryClient.invalidateQueries({ queryKey: versionsQueryKey(pluginId) });
    },
  });
}
