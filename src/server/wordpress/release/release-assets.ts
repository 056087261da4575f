import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, posix } from "node:path";
import { unzipSync } from "fflate";
import { WORDPRESS_ASSET_TYPES } from "../preview-sites/wordpress-assets";

// The static files of a release (CSS, scripts, fonts, images of wp-admin, wp-includes and the bundled
// themes), extracted from its zip once into the data directory: the live preview serves them
// (wordpress-assets.ts) from the release it runs. About 2,500 files; extracted again only for another zip,
// or when the folder was extracted before the themes' files were (it has no marker of this extraction).

const STATIC = /^(?:wordpress\/)?((?:wp-admin|wp-includes|wp-content\/themes)\/.+)$/;

/** Written last into a complete extraction; a folder without it (an older extraction) is extracted again. */
const COMPLETE = ".assets-with-themes";

/** Extracts the zip's static files into `dir` unless they are there already; returns `dir`. */
export function extractReleaseAssets(zip: Uint8Array, dir: string): string {
  if (existsSync(join(dir, COMPLETE))) return dir;
  const files = unzipSync(zip, {
    filter: (file) => {
      const path = STATIC.exec(file.name)?.[1];
      return path !== undefined && !file.name.endsWith("/") && posix.extname(path).toLowerCase() in WORDPRESS_ASSET_TYPES;
    },
  });
  const temporary = `${dir}.${process.pid}.${Date.now()}.tmp`;
  mkdirSync(temporary, { recursive: true });
  for (const [name, data] of Object.entries(files)) {
    const path = posix.normalize(STATIC.exec(name)![1]!);
    if (path.startsWith("..")) continue;
    const target = join(temporary, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, data);
  }
  writeFileSync(join(temporary, COMPLETE), "");
  try {
    // An older extraction (core's files only) is replaced.
    if (existsSync(dir) && !existsSync(join(dir, COMPLETE))) rmSync(dir, { recursive: true, force: true });
    renameSync(temporary, dir);
  } catch {
    // Another process extracted the same release first: its copy is as good.
    rmSync(temporary, { recursive: true, force: true });
  }
  return dir;
}
