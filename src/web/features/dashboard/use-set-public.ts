import { useMutation } from "@tanstack/react-query";
import { pluginDetailSchema } from "@shared/schemas/plugins";
import { pluginListQueryKey, publicPluginsQueryKey } from "~/features/plugins/plugins-query";
import { api } from "~/lib/api";
import { queryClient } from "~/lib/query-client";

/**
 * PATCH /api/plugins/:id { isPublic }. The server decides: it refuses (422) while the plugin's current
 * version has not passed its checks and (429) past the hourly limit, with a message meant for the person.
 */
export function useSetPublic(pluginId: string) {
  return useMutation({
    mutationFn: (isPublic: boolean) =>
      api(`/api/plugins/${encodeURIComponent(pluginId)}`, { method: "PATCH", body: { isPublic }, schema: pluginDetailSchema }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pluginListQueryKey }),
        queryClient.invalidateQueries({ queryKey: publicPluginsQueryKey }),
      ]),
  });
}
