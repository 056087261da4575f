import { useEffect } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { pluginDetailSchema, pluginListSchema } from "@shared/schemas/plugins";
import { api } from "~/lib/api";
import { queryClient } from "~/lib/query-client";

export const pluginListQueryKey = ["plugin-list"] as const;
export { publicPluginsQueryKey } from "./public-plugins-query";

/** GET /api/plugins: the user's plugins, newest first; reloaded when the window regains focus. */
export function usePluginList() {
  // TanStack Query only watches visibilitychange; spec.md §2 asks for a reload on window focus too.
  useEffect(() => {
    const reload = () => void queryClient.invalidateQueries({ queryKey: pluginListQueryKey });
    window.addEventListener("focus", reload);
    return () => window.removeEventListener("focus", reload);
  }, []);
  return useQuery({
    queryKey: pluginListQueryKey,
    queryFn: ({ signal }) => api("/api/plugins", { schema: pluginListSchema, signal }).then((r) => r.plugins),
    // Fresh on every visit (names, versions and visibility change in the builder) and on window focus.
    staleTime: 0,
    refetchOnWindowFocus: "always",
  });
}

/** DELETE /api/plugins/:id, then the list reloads. */
export function useDeletePlugin() {
  return useMutation({
    mutationFn: (id: string) =>
      api(`/api/plugins/${encodeURIComponent(id)}`, { method: "DELETE", schema: z.object({ ok: z.literal(true) }) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pluginListQueryKey }),
  });
}

/** POST /api/plugins/:id/copy: a private copy named '{name} (Copy)'. */
export function copyPublicPlugin(id: string) {
  return api(`/api/plugins/${encodeURIComponent(id)}/copy`, { method: "POST", body: {}, schema: pluginDetailSchema });
}
