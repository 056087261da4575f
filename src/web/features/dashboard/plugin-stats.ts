import { LIMITS } from "@shared/constants";
import type { PluginListItem } from "@shared/schemas/plugins";
import { PATHS } from "@shared/routes";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Plugins created within the last `LIMITS.thisWeekDays` days (spec.md §2 Dashboard 'This Week'). */
export function countThisWeek(plugins: readonly Pick<PluginListItem, "createdAt">[], now: Date = new Date()): number {
  const since = now.getTime() - LIMITS.thisWeekDays * DAY_MS;
  return plugins.filter((p) => {
    const created = new Date(p.createdAt).getTime();
    return !Number.isNaN(created) && created >= since;
  }).length;
}

/** 'My Own Plugins' have no original; 'Edited Plugins' are edited copies of another plugin. */
export function splitPlugins<T extends Pick<PluginListItem, "originalPluginId">>(plugins: readonly T[]) {
  return {
    own: plugins.filter((p) => p.originalPluginId === null),
    edited: plugins.filter((p) => p.originalPluginId !== null),
  };
}

/** Imported and edited plugins open in the plugin editor; the others in the builder. */
export function pluginHref(plugin: Pick<PluginListItem, "id" | "isImported" | "originalPluginId">): string {
  const page = plugin.isImported || plugin.originalPluginId !== null ? PATHS.pluginEditor : PATHS.builder;
  return `${page}?id=${encodeURIComponent(plugin.id)}`;
}
