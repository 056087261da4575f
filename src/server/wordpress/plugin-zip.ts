import { type Zippable, zipSync } from "fflate";
import { findMainPluginFile, pluginSlug, sharedTopFolder } from "./plugin-files";
import { parsePluginHeader } from "./plugin-header";
import { readmeTxt } from "./readme-txt";

export class EmptyPluginError extends Error {
  constructor() {
    super("No files to download");
  }
}

/**
 * The installable archive: one top-level folder named after the plugin slug holding every file (a single
 * shared top folder in the stored paths is replaced by it), plus a readme.txt when the plugin has none.
 * Fixed timestamps make the same files give the same bytes.
 */
export function buildPluginZip(files: Record<string, string>, fallbackName: string): { slug: string; zip: Uint8Array } {
  const paths = Object.keys(files);
  if (paths.length === 0) throw new EmptyPluginError();
  const main = findMainPluginFile(files);
  const header = main ? parsePluginHeader(files[main]!) : null;
  const slug = pluginSlug(header?.name ?? fallbackName);
  const top = sharedTopFolder(paths);
  const encoder = new TextEncoder();
  const mtime = new Date("2025-01-01T00:00:00Z");
  const tree: Zippable = {};
  let hasReadme = false;
  for (const path of paths.sort()) {
    const inner = top ? path.slice(top.length + 1) : path;
    if (inner.toLowerCase() === "readme.txt") hasReadme = true;
    tree[`${slug}/${inner}`] = [encoder.encode(files[path]!), { mtime }];
  }
  if (!hasReadme && header) tree[`${slug}/readme.txt`] = [encoder.encode(readmeTxt(header, slug)), { mtime }];
  return { slug, zip: zipSync(tree, { level: 6 }) };
}
