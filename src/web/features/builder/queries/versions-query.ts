import { useInfiniteQuery, type InfiniteData } from "@tanstack/react-query";
import { versionPageSchema, type VersionListItem, type VersionPage } from "@shared/schemas/plugins";
import { api } from "~/lib/api";
import { queryClient } from "~/lib/query-client";

export const versionsQueryKey = (pluginId: string) => ["plugins", pluginId, "versions"] as const;

type VersionPages = InfiniteData<VersionPage, number | null>;

/** What the cache holds for a plugin with no versions (a plugin just created). */
export const NO_VERSION_PAGES: VersionPages = { pages: [{ versions: [], nextBefore: null }], pageParams: [null] };

const fetchPage = (pluginId: string, before: number | null, signal?: AbortSignal): Promise<VersionPage> =>
  api(`/api/plugins/${encodeURIComponent(pluginId)}/versions${before === null ? "" : `?before=${before}`}`, {
    schema: versionPageSchema,
    signal,
  });

/** GET /api/plugins/:id/versions: newest first, one page at a time (list fields only, no files). */
export function usePluginVersions(pluginId: string | null) {
  return useInfiniteQuery({
    queryKey: versionsQueryKey(pluginId ?? ""),
    queryFn: ({ signal, pageParam }) => fetchPage(pluginId ?? "", pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore,
    select: (data) => data.pages.flatMap((page) => page.versions),
    enabled: pluginId !== null,
  });
}

/** A version the server just saved (a turn or a restore) goes first, before the list is refetched. */
export function prependVersion(pluginId: string, version: VersionListItem): void {
  queryClient.setQueryData(versionsQueryKey(pluginId), (old: VersionPages | undefined) => {
    const pages = old?.pages.length ? old.pages : NO_VERSION_PAGES.pages;
    const [first, ...rest] = pages.map((page) => ({ ...page, versions: page.versions.filter((v) => v.id !== version.id) }));
    return { pages: [{ ...first!, versions: [version, ...first!.versions] }, ...rest], pageParams: old?.pageParams ?? [null] };
  });
}
