import { pluginDetailSchema, type PluginDetail } from "@shared/schemas/plugins";
import { api } from "~/lib/api";
import { setPluginData } from "./plugin-query";
import { queryClient } from "~/lib/query-client";
import { NO_VERSION_PAGES, versionsQueryKey } from "./versions-query";

/** POST /api/plugins: a new empty plugin ('New WordPress Plugin', 1.0.0), cached with no versions. */
export async function createPlugin(): Promise<PluginDetail> {
  const plugin = await api("/api/plugins", { method: "POST", body: {}, schema: pluginDetailSchema });
  setPluginData(plugin);
  queryClient.setQueryData(versionsQueryKey(plugin.id), NO_VERSION_PAGES);
  return plugin;
}
