import { cpSync, rmSync } from "node:fs";
import path from "node:path";

/**
 * The PHP, JS and CSS the product writes into plugins or runs in WordPress are real files under src/server/wordpress/
 * (issue #33), read at run time by src/server/wordpress/wordpress-files.ts. A bundle finds them in `wordpress/` beside
 * itself, in the same folders as in the sources. The TypeScript (manifests, code, tests) is bundled, not copied.
 */
export function copyWordpressFiles(outdir, root = ".") {
  const target = path.join(outdir, "wordpress");
  rmSync(target, { recursive: true, force: true });
  cpSync(path.join(root, "src/server/wordpress"), target, {
    recursive: true,
    // The connector plugin ships its readme.txt too (wordpress/connector/connector-zip.ts).
    filter: (source) => !path.extname(source) || /\.(?:php|js|css)$/.test(source) || /[\\/]connector[\\/]plugsmith-connector[\\/]readme\.txt$/.test(source),
  });
}
