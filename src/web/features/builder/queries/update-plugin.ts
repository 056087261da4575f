import { useMutation } from "@tanstack/react-query";
import { pluginDetailSchema, type UpdatePluginInput } from "@shared/schemas/plugins";
import { api } from "~/lib/api";
import { setPluginData } from "./plugin-query";

/** PATCH /api/plugins/:id (name, version, isPublic); the answer replaces the cached plugin. */
export function useUpdatePlugin(pluginId: string) {
  return useMutation({
    mutationFn: (input: UpdatePluginInput) =>
      api(`/api/plugins/${encodeURIComponent(pluginId)}`, { method: "PATCH", body: input, schema: pluginDetailSchema }),
    onSuccess: setPluginData,
  });
}
