import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { WORDPRESS_RELEASE } from "../runtime/wordpress-release";
import type { RuntimeRelease } from "./runtime-release";
import { zipWordPressVersion } from "./zip-wordpress-version";

// The offline fallback: WordPress 6.5, the newest zip inside @wp-playground/wordpress-builds (its last
// release). Used when no current release can be had; every report and preview says so.

const require = createRequire(import.meta.url);
const packageDir = () => dirname(require.resolve("@wp-playground/wordpress-builds/package.json"));

let bundled: RuntimeRelease | null = null;

/** The bundled release (read once per thread: its version from the zip, its SHA-1 for the snapshot's name). */
export function bundledRelease(): RuntimeRelease {
  if (bundled) return bundled;
  const zipPath = join(packageDir(), "src", "wordpress", `wp-${WORDPRESS_RELEASE}.zip`);
  const zip = readFileSync(zipPath);
  bundled = {
    version: zipWordPressVersion(zip) ?? WORDPRESS_RELEASE,
    zipPath,
    sha1: createHash("sha1").update(zip).digest("hex"),
    source: "bundled",
    fallback: true,
    // Playground's build leaves the static files out of the site and ships them beside it.
    assetsDir: join(packageDir(), "public", `wp-${WORDPRESS_RELEASE}`),
  };
  return bundled;
}
