/**
 * The one rule for a plugin's main file, used by the server (checks, ZIP, generation) and by the web
 * (the file the code view opens first).
 *
 * The main file is a top-level PHP file with a plugin header. "Top-level" means at the root, or directly
 * inside the folder when every file sits in one shared top-level folder (the usual
 * `my-plugin/my-plugin.php` layout of a plugin ZIP). `<folder>/<folder>.php` wins, then the first by path.
 *
 * `hasPluginHeader` says whether a file's text carries a `Plugin Name:` header; the server passes its
 * full WordPress header parser, the web (which does not ship the parser) a light check.
 */
export function findMainPluginFile(
  files: Readonly<Record<string, string>>,
  hasPluginHeader: (content: string) => boolean = hasPluginNameLine,
): string | null {
  const paths = Object.keys(files).sort();
  const folder = sharedTopFolder(paths);
  const candidates = paths.filter((path) => {
    if (!/\.php$/i.test(path)) return false;
    const segments = path.split("/");
    return folder === null ? segments.length === 1 : segments.length === 2;
  });
  const withHeader = candidates.filter((path) => hasPluginHeader(files[path] ?? ""));
  if (folder !== null) {
    const preferred = `${folder}/${folder}.php`;
    if (withHeader.includes(preferred)) return preferred;
  }
  return withHeader[0] ?? null;
}

/** The one folder every path starts with, or null when some file sits at the root or folders differ. */
export function sharedTopFolder(paths: readonly string[]): string | null {
  let folder: string | null = null;
  for (const path of paths) {
    const slash = path.indexOf("/");
    if (slash <= 0) return null;
    const top = path.slice(0, slash);
    if (folder === null) folder = top;
    else if (folder !== top) return null;
  }
  return folder;
}

/** A line starting (after comment decoration) with `Plugin Name:` and a non-empty name. */
export function hasPluginNameLine(content: string): boolean {
  return /^[\s/*#@-]*Plugin Name:[ \t]*\S/im.test(content);
}
