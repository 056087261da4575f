import { HttpError } from "../lib/http-error";
import { isBinaryPath, parseBinaryDataUrl } from "../../shared/binary-files";
import { findMainPluginFile, pluginSlug, sharedTopFolder } from "./plugin-files";
import { parsePluginHeader } from "./plugin-header";
import { readmeTxt } from "./readme-txt";
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

/**
 * The installable archive: one top-level folder named after the plugin slug holding every file (a single
 * shared top folder in the stored paths is replaced by it), plus a readme.txt when the plugin has none.
 * A fixed timestamp makes the same files give the same bytes.
 */
export async function buildPluginZip(files: Record<string, string>, fallbackName: string): Promise<BuiltZip> {
  const paths = Object.keys(files);
  if (paths.length === 0) throw new EmptyPluginError();
  const main = findMainPluginFile(files);
  const header = main ? parsePluginHeader(files[main]!) : null;
  const slug = pluginSlug(header?.name ?? fallbackName);
  const top = sharedTopFolder(paths);
  const encoder = new TextEncoder();
  const entries: Array<{ path: string; data: Uint8Array }> = [];
  let hasReadme = false;
  for (const path of paths.sort()) {
    const inner = top ? path.slice(top.length + 1) : path;
    if (inner.toLowerCase() === "readme.txt") hasReadme = true;
    entries.push({ path: `${slug}/${inner}`, data: fileBytes(path, files[path]!, encoder) });
  }
  if (!hasReadme && header) entries.push({ path: `${slug}/readme.txt`, data: encoder.encode(readmeTxt(header, slug)) });
  return { slug, zip: await writeZip(entries) };
}

/** A file's bytes in the archive: an image's original bytes from its data URL (docs/decisions/0025), else the text as UTF-8. */
function fileBytes(path: string, content: string, encoder: TextEncoder): Uint8Array {
  const image = isBinaryPath(path) ? parseBinaryDataUrl(content) : null;
  return image ? new Uint8Array(Buffer.from(image.base64, "base64")) : encoder.encode(content);
}
