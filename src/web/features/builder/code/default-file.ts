import type { PluginFiles } from "@shared/schemas/plugins";

/**
 * The file to show first: the main plugin file (the shallowest PHP file with a 'Plugin Name:' header),
 * else the shallowest PHP file, else the first path; null when there are no files.
 */
export function defaultFile(files: PluginFiles): string | null {
  const paths = Object.keys(files).sort((a, b) => depth(a) - depth(b) || a.localeCompare(b));
  const php = paths.filter((path) => path.toLowerCase().endsWith(".php"));
  return php.find((path) => /^[\s/*#@-]*Plugin Name:/im.test(files[path] ?? "")) ?? php[0] ?? paths[0] ?? null;
}

const depth = (path: string) => path.split("/").length;
