import type { PluginHeader } from "../plugin-header";
import { parsePluginHeader } from "../plugin-header";
import type { PluginFileMap } from "../plugin-files";
import { findMainPluginFile, pluginSlug } from "../plugin-files";
import type { BlueprintContext } from "./blueprint-context";
import { makeContext } from "./blueprint-context";
import { trustedBlockParams } from "./block-params";
import { isBlockId } from "./blocks/block-registry";
import type { BlockInstance } from "./blocks/block-types";
import { hasLoader, loaderPrefix } from "./main-file";
import { readBlockMarkers } from "./php-source";

/** A block found in the plugin's files, with the PHP file that holds it. */
export interface PlacedBlock extends BlockInstance {
  /** The block's PHP file, relative to the main file's folder. */
  file: string;
}

/** The plugin a follow-up turn continues. */
export interface PluginState {
  mainPath: string;
  /** Folder of the main file with a trailing slash ("testimonials/"), or "" at the root. */
  base: string;
  header: PluginHeader;
  ctx: BlueprintContext;
  blocks: PlacedBlock[];
  /** Whether the main file has this generator's loader section. */
  managed: boolean;
}

/** Reads the plugin in `files`: main file, names, and the building blocks it already has. Null without a main file. */
export function readPluginState(files: PluginFileMap): PluginState | null {
  const mainPath = findMainPluginFile(files);
  if (mainPath === null) return null;
  const main = files[mainPath] ?? "";
  const header = parsePluginHeader(main);
  if (header === null) return null;

  const slash = mainPath.lastIndexOf("/");
  const base = slash >= 0 ? mainPath.slice(0, slash + 1) : "";
  const folder = base ? base.slice(0, -1) : mainPath.replace(/\.php$/i, "");
  const slug = pluginSlug(folder);
  const ctx = makeContext({
    name: header.name,
    slug,
    prefix: loaderPrefix(main) ?? undefined,
    textDomain: header.textDomain,
  });

  const blocks: PlacedBlock[] = [];
  const candidates = Object.keys(files)
    .filter((path) => path.startsWith(base) && path !== mainPath && /\.php$/i.test(path))
    .sort();
  for (const path of candidates) {
    const marker = readBlockMarkers(files[path]!.slice(0, 2000))[0];
    if (!marker || !isBlockId(marker.id)) continue;
    const params = trustedBlockParams(marker.id, marker.params);
    if (!params) continue;
    blocks.push({ id: marker.id, params, file: path.slice(base.length) });
  }
  // The loader's order is the order the blocks were added in.
  const position = (block: PlacedBlock) => {
    const at = main.indexOf(`/${block.file}'`);
    return at < 0 ? Number.MAX_SAFE_INTEGER : at;
  };
  blocks.sort((a, b) => position(a) - position(b) || (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));

  return { mainPath, base, header, ctx, blocks, managed: hasLoader(main) };
}
