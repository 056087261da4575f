import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { WORDPRESS_RELEASE } from "../runtime/wordpress-release";

// WordPress's own static files for the live preview, of the release the previews run (issue #32): a
// release's are extracted from its zip into the data directory (release/release-assets.ts); the offline
// fallback's, which Playground's build leaves out of the site, are in
// @wp-playground/wordpress-builds/public/wp-6.5. services.ts says which folder (serveWordPressAssetsFrom).

const require = createRequire(import.meta.url);
const BUNDLED_ROOT = path.join(path.dirname(require.resolve("@wp-playground/wordpress-builds/package.json")), "public", `wp-${WORDPRESS_RELEASE}`);
let root = BUNDLED_ROOT;

/** Serves the static files in `dir` from now on (the running release's; the bundled fallback's by default). */
export function serveWordPressAssetsFrom(dir: string): void {
  root = path.resolve(dir);
}

/** The folder served now. */
export const wordPressAssetsRoot = () => root;

export const WORDPRESS_ASSET_TYPES: Record<string, string> = {
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json",
  ".png": "image/png",
  ".gif": "image/gif",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".svg": "image/svg+xml",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".eot": "application/vnd.ms-fontobject",
};

/**
 * Where WordPress's static files are: core's, and the bundled themes' (their fonts, images and style
 * sheets: the default theme's fonts answered 404 when only core's were served, issue #34 item 11).
 * Plugins' files are not here: they are the person's, served by the preview's WordPress itself.
 */
const STATIC_PATH = /^\/(?:wp-includes|wp-admin|wp-content\/themes)\//;

/** The static file at `urlPath` ('/wp-includes/…', '/wp-admin/…' or '/wp-content/themes/…', query left off), or null when it is not one. */
export async function readWordPressAsset(urlPath: string): Promise<{ body: Uint8Array; type: string } | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const normal = path.posix.normalize(decoded);
  if (!STATIC_PATH.test(normal) || normal.includes("\0")) return null;
  const type = WORDPRESS_ASSET_TYPES[path.posix.extname(normal).toLowerCase()];
  if (!type) return null;
  const base = root;
  const file = path.join(base, normal);
  if (!file.startsWith(`${base}${path.sep}`)) return null;
  try {
    return { body: await readFile(file), type };
  } catch {
    return null;
  }
}
