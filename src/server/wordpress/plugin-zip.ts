import { HttpError } from "../lib/http-error";
import { isBinaryPath, parseBinaryDataUrl } from "../../shared/binary-files";
import { findMainPluginFile, pluginSlug, sharedTopFolder } from "./plugin-files";
import { parsePluginHeader } from "./plugin-header";
import { type ReadmeFigures, readmeTxt, requiresPhpFigure } from "./readme-txt";
import { withReadmeFigures } from "./blueprint/readme-txt";
import { setHeaderField } from "./blueprint/main-file";
import { writeZip } from "./zip-writer";

export interface BuiltZip {
  slug: string;
  zip: Uint8Array;
}

/** A plugin without files has nothing to put in a ZIP: 400 no_files, answered by app.onError as it is. */
export class EmptyPluginError extends HttpError {
  constructor() {
    super(400, "no_files", "No files to download");
  }
}

/** The plugin as WordPress installs it: a folder named after its slug, each stored file at its place inside. */
export interface PluginFolder {
  slug: string;
  /** Path inside the folder, the stored path it came from, and its bytes; readme.txt added when missing. */
  entries: Array<{ path: string; storedPath: string | null; data: Uint8Array }>;
  /** The main file's path inside the folder, when there is one. */
  mainFile: string | null;
}

/**
 * The installed layout, shared by the download and the WordPress check: one folder named after the plugin
 * slug holding every file (a single shared top folder in the stored paths is replaced by it), plus a
 * readme.txt when the plugin has none. With `figures` (the download, docs/decisions/0061), a readme.txt
 * Plugsmith wrote says what the version was tested with, and the main file's `Requires PHP:` header is
 * raised to the PHP matrix's measured minimum; the stored files are not changed.
 */
export function pluginFolder(files: Record<string, string>, fallbackName: string, figures?: ReadmeFigures): PluginFolder {
  const paths = Object.keys(files);
  if (paths.length === 0) throw new EmptyPluginError();
  const main = findMainPluginFile(files);
  const header = main ? parsePluginHeader(files[main]!) : null;
  const slug = pluginSlug(header?.name ?? fallbackName);
  const top = sharedTopFolder(paths);
  const inside = (path: string) => (top ? path.slice(top.length + 1) : path);
  const encoder = new TextEncoder();
  const entries: PluginFolder["entries"] = [];
  let hasReadme = false;
  for (const path of paths.sort()) {
    const readme = inside(path).toLowerCase() === "readme.txt";
    if (readme) hasReadme = true;
    let content = files[path]!;
    if (figures && readme) content = withReadmeFigures(content, figures);
    if (figures?.requiresPhp && path === main && header?.requiresPhp) content = setHeaderField(content, "Requires PHP", requiresPhpFigure(header.requiresPhp, figures.requiresPhp));
    entries.push({ path: inside(path), storedPath: path, data: fileBytes(path, content, encoder) });
  }
  if (!hasReadme && header) entries.push({ path: "readme.txt", storedPath: null, data: encoder.encode(readmeTxt(header, slug, figures)) });
  return { slug, entries, mainFile: main ? inside(main) : null };
}

/** The installable archive of pluginFolder. A fixed timestamp makes the same files give the same bytes. */
export async function buildPluginZip(files: Record<string, string>, fallbackName: string, figures?: ReadmeFigures): Promise<BuiltZip> {
  const { slug, entries } = pluginFolder(files, fallbackName, figures);
  return { slug, zip: await writeZip(entries.map(({ path, data }) => ({ path: `${slug}/${path}`, data }))) };
}

/** A file's bytes in the archive: an image's original bytes from its data URL (docs/decisions/0025), else the text as UTF-8. */
function fileBytes(path: string, content: string, encoder: TextEncoder): Uint8Array {
  const image = isBinaryPath(path) ? parseBinaryDataUrl(content) : null;
  return image ? new Uint8Array(Buffer.from(image.base64, "base64")) : encoder.encode(content);
}
