import { useQuery } from "@tanstack/react-query";
import { pluginVersionsSchema, type PluginVersion } from "@shared/schemas/plugins";
import { api } from "~/lib/api";
import { queryClient } from "~/lib/query-client";

export const versionsQueryKey = (pluginId: string) => ["plugins", pluginId, "versions"] as const;

type VersionList = { versions: PluginVersion[] };

const fetchVersions = (pluginId: string, signal?: AbortSignal): Promise<VersionList> =>
  api(`/api/plugins/${encodeURIComponent(pluginId)}/versions`, { schema: pluginVersionsSchema, signal });

/** GET /api/plugins/:id/versions: newest first. */
export function usePluginVersions(pluginId: string | null) {
  return useQuery({
    queryKey: versionsQueryKey(pluginId ?? ""),
    queryFn: ({ signal }) => fetchVersions(pluginId ?? "", signal),
    select: (data) => data.versions,
    enabled: pluginId !== null,
  });
}

/** The versions from the cache, or loaded now. */
export async function ensureVersions(pluginId: string): Promise<PluginVersion[]> {
  const data = await queryClient.ensureQueryData({
    queryKey: versionsQueryKey(pluginId),
    queryFn: () => fetchVersions(pluginId),
  });
  return data.versions;
}

/** A version the server just saved (a turn or a restore) goes first, before the list is refetched. */
export function prependVersion(pluginId: string, version: PluginVersion): void {
  queryClient.setQueryData(versionsQueryKey(pluginId), (old: VersionList | undefined) => ({
    versions: [version, ...(old?.versions ?? []).filter((v) => v.id !== version.id)],
  }));
}
