import { queryOptions, useQuery } from "@tanstack/react-query";
import { pluginDetailSchema, type PluginDetail } from "@shared/schemas/plugins";
import { api } from "~/lib/api";
import { queryClient } from "~/lib/query-client";

export const pluginQueryKey = (id: string) => ["plugins", id] as const;

export const pluginQueryOptions = (id: string) =>
  queryOptions({
    queryKey: pluginQueryKey(id),
    queryFn: ({ signal }) => api(`/api/plugins/${encodeURIComponent(id)}`, { schema: pluginDetailSchema, signal }),
  });

/** GET /api/plugins/:id; idle without an id (a builder that has not created its plugin yet). */
export function usePlugin(id: string | null) {
  return useQuery({ ...pluginQueryOptions(id ?? ""), enabled: id !== null });
}

export function setPluginData(plugin: PluginDetail): void {
  queryClient.setQueryData(pluginQueryKey(plugin.id), plugin);
}
