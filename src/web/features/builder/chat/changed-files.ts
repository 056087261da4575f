import type { PluginFiles } from "@shared/schemas/plugins";

/** Paths a version added or changed compared with the one before it, in path order. */
export function changedFiles(previous: PluginFiles, current: PluginFiles): string[] {
  return Object.keys(current)
    .filter((path) => previous[path] !== current[path])
    .sort();
}
