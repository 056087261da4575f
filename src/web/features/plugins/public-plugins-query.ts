import { useQuery } from "@tanstack/react-query";
import type { PublicPlugin } from "@shared/schemas/public-plugins";
import { api, checkedShape, isRecord } from "~/lib/api";

// The home page's gallery reads this after hydration. Its answer is checked by hand, not with
// publicPluginListSchema, so that the public pages do not download zod (decision 0041); a test holds the
// two to the same answers.

export const publicPluginsQueryKey = ["public-plugins"] as const;

const STRING_FIELDS = ["id", "name", "description", "author", "version", "createdAt"] as const;

function isPublicPlugin(value: unknown): value is PublicPlugin {
  return (
    isRecord(value) &&
    STRING_FIELDS.every((field) => typeof value[field] === "string") &&
    (value.checkedInWordPress === null || typeof value.checkedInWordPress === "string")
  );
}

/** GET /api/public/plugins's answer: `{ plugins: PublicPlugin[] }`. */
export const publicPluginListShape = checkedShape(
  (value: unknown): value is { plugins: PublicPlugin[] } =>
    isRecord(value) && Array.isArray(value.plugins) && value.plugins.every(isPublicPlugin),
);

/** GET /api/public/plugins: the newest public plugins (visitors too). */
export function usePublicPlugins() {
  return useQuery({
    queryKey: publicPluginsQueryKey,
    queryFn: ({ signal }) => api("/api/public/plugins", { schema: publicPluginListShape, signal }).then((r) => r.plugins),
    // The gallery is decoration: a failure just leaves it hidden.
    retry: false,
    staleTime: 0,
  });
}
