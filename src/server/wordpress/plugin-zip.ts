import { AppError } from "../lib/app-error";
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

/** A plugin without files has nothing to put in a ZIP: no_files, answered by app.onError as it is. */
export class EmptyPluginError extends AppError {
  constructor() {
    super("no_files", "No files to download");
  }
}

/** A folder name kept as the install folder: what WordPress itself accepts from an uploaded ZIP, without surprises. */
const INSTALL_FOLDER = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/** `name` when it can be a plugin's install folder as it is, else null. */
export function installFolderName(name: string | null | undefined): string | null {
  return name && INSTALL_FOLDER.test(name) && !name.includes("..") ? name : null;
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
 * The installed layout, shared by the download and the WordPress check: one folder holding every file, named as
 * the stored files' single shared top folder when they have one, else `installFolder` (an import's), else after
 * the plugin's name; plus a
 * readme.txt when the plugin has none. With `figures` (the download, docs/decisions/0061), a readme.txt
 * Plugsmith wrote says what the version was tested with, and the main file's `Requires PHP:` header is
 * raised to the PHP matrix's measured minimum; the stored files are not changed.
 */
export function pluginFolder(files: Record<string, string>, fallbackName: string, figures?: ReadmeFigures, installFolder?: string | null): PluginFolder {
  const paths = Object.keys(files);
  if (paths.length === 0) throw new EmptyPluginError();
  const main = findMainPluginFile(files);
  const header = main ? parsePluginHeader(files[main]!) : null;
  const top = sharedTopFolder(paths);
  // The folder the plugin was stored in wins over its name: renaming a plugin (Project Information) must not make
  // its next download a different plugin to WordPress, which knows an installed plugin by its folder.
  const slug = installFolderName(top) ?? installFolderName(installFolder) ?? pluginSlug(header?.name ?? fallbackName);
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
export async function buildPluginZip(files: Record<string, string>, fallbackName: string, figures?: ReadmeFigures, installFolder?: string | null): Promise<BuiltZip> {
  const { slug, entries } = pluginFolder(files, fallbackName, figures, installFolder);
  return { slug, zip: await writeZip(entries.map(({ path, data }) => ({ path: `${slug}/${path}`, data }))) };
}

/** A file's bytes in the archive: an image's original bytes from its data URL (docs/decisions/0025), else the text as UTF-8. */
function fileBytes(path: string, content: string, encoder: TextEncoder): Uint8Array {
  const image = isBinaryPath(path) ? parseBinaryDataUrl(content) : null;
  return image ? new Uint8Array(Buffer.from(image.base64, "base64")) : encoder.encode(content);
}
