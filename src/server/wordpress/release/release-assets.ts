import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, posix } from "node:path";
import { unzipSync } from "fflate";
import { WORDPRESS_ASSET_TYPES } from "../preview/wordpress-assets";

// The static files of a release (CSS, scripts, fonts, images of wp-admin and wp-includes), extracted from
// its zip once into the data directory: the live preview serves them (wordpress-assets.ts) from the
// release it runs. About 2,500 files; extracted again only for another zip.

const STATIC = /^(?:wordpress\/)?(wp-(?:admin|includes)\/.+)$/;

/** Extracts the zip's static files into `dir` unless they are there already; returns `dir`. */
export function extractReleaseAssets(zip: Uint8Array, dir: string): string {
  if (existsSync(dir)) return dir;
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
  try {
    renameSync(temporary, dir);
  } catch {
    // Another process extracted the same release first: its copy is as good.
    rmSync(temporary, { recursive: true, force: true });
  }
  return dir;
}
