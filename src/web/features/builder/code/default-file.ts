import type { PluginFiles } from "@shared/schemas/plugins";
import { findMainPluginFile } from "@shared/plugin-main-file";

/**
 * The file to show first: the main plugin file (the one rule in src/shared/plugin-main-file.ts), else
 * the shallowest PHP file, else the first path; null when there are no files.
 */
export function defaultFile(files: PluginFiles): string | null {
  const main = findMainPluginFile(files);
  if (main !== null) return main;
  const paths = Object.keys(files).sort((a, b) => depth(a) - depth(b) || a.localeCompare(b));
  const php = paths.filter((path) => path.toLowerCase().endsWith(".php"));
  return php[0] ?? paths[0] ?? null;
}

const depth = (path: string) => path.split("/").length;
