import { queryOptions, useQuery } from "@tanstack/react-query";
import { pluginVersionSchema, type PluginVersion } from "@shared/schemas/plugins";
import { api } from "~/lib/api";
import { queryClient } from "~/lib/query-client";

// A saved version never changes, so once loaded it is kept for the session.
const versionQueryOptions = (pluginId: string, versionNumber: number) =>
  queryOptions({
    queryKey: ["plugins", pluginId, "version", versionNumber] as const,
    queryFn: ({ signal }) =>
      api(`/api/plugins/${encodeURIComponent(pluginId)}/versions/${versionNumber}`, { schema: pluginVersionSchema, signal }),
    staleTime: Infinity,
  });

/** GET /api/plugins/:id/versions/:number: one version with its files, images, previews and check findings. */
export function useVersion(pluginId: string | null, versionNumber: number | null) {
  return useQuery({
    ...versionQueryOptions(pluginId ?? "", versionNumber ?? 0),
    enabled: pluginId !== null && versionNumber !== null,
  });
}

/** The same, outside React (compare, preview fallback): from the cache, or loaded now. */
export function loadVersion(pluginId: string, versionNumber: number): Promise<PluginVersion> {
  return queryClient.ensureQueryData(versionQueryOptions(pluginId, versionNumber));
}
