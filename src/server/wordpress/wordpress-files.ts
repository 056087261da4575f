import { readFileSync } from "node:fs";

/**
 * Every PHP, JS and CSS file the product writes into a plugin or runs in WordPress is a real file under this folder
 * (issue #33: catalogue/<task>/, templates/<template>/, blueprint/…, runtime/…), so PHP itself can lint it and no
 * TypeScript string holds PHP source. In the sources they sit beside this module (tsx, vitest); a bundled server finds
 * them in `wordpress/` beside itself, where scripts/copy-wordpress-files.mjs copies them.
 */
// A worker started from the sources loads this module through tsx's tsImport, whose URL ends in "?tsx-namespace=…".
const FROM_SOURCES = new URL(import.meta.url).pathname.endsWith(".ts");
export const WORDPRESS_FILES_ROOT = FROM_SOURCES ? new URL("./", import.meta.url) : new URL("./wordpress/", import.meta.url);

const FILE_PATH = /^(?:[a-z0-9][a-z0-9_-]*\/)+[a-z0-9][a-z0-9_.-]*\.(?:php|js|css)$/;
// Only paths that name a file in the tree are kept, so the cache is bounded by the tree itself.
const cache = new Map<string, string>();

/** The file at `path` (relative to src/server/wordpress/, e.g. "catalogue/disable-xmlrpc/disable-xmlrpc.php"), as written. */
export function wordpressFile(path: string): string {
  let source = cache.get(path);
  if (source === undefined) {
    if (!FILE_PATH.test(path) || path.includes("..")) throw new Error(`Not a WordPress file of the product: ${path}`);
    source = readFileSync(new URL(path, WORDPRESS_FILES_ROOT), "utf8");
    cache.set(path, source);
  }
  return source;
}
