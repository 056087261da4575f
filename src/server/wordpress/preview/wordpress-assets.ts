import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { WORDPRESS_RELEASE } from "../runtime/wordpress-release";

// WordPress's own static files for the live preview. Playground's WordPress build leaves its CSS, scripts,
// fonts and images out of the site (a browser normally fetches them from playground.wordpress.net) and
// ships them beside it in @wp-playground/wordpress-builds/public/wp-6.5: served from there, offline.

const require = createRequire(import.meta.url);
const ROOT = path.join(path.dirname(require.resolve("@wp-playground/wordpress-builds/package.json")), "public", `wp-${WORDPRESS_RELEASE}`);

const TYPES: Record<string, string> = {
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

/** The static file at `urlPath` ('/wp-includes/…' or '/wp-admin/…', query left off), or null when it is not one. */
export async function readWordPressAsset(urlPath: string): Promise<{ body: Uint8Array; type: string } | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const normal = path.posix.normalize(decoded);
  if (!/^\/wp-(includes|admin)\//.test(normal) || normal.includes("\0")) return null;
  const type = TYPES[path.posix.extname(normal).toLowerCase()];
  if (!type) return null;
  const file = path.join(ROOT, normal);
  if (!file.startsWith(`${ROOT}${path.sep}`)) return null;
  try {
    return { body: await readFile(file), type };
  } catch {
    return null;
  }
}
