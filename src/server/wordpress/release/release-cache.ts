import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync } from "node:fs";
import { basename, join } from "node:path";
import { writeFileAtomic } from "../../lib/write-file-atomic";
import { versionCompare } from "../plugin-requirements";
import type { OtherRelease } from "./runtime-release";

// The releases kept in the data directory (DATA_DIR/wordpress-releases): each verified zip, the static
// files extracted from it (release-assets.ts), and which release each WP_VERSION last resolved to (for a
// start with no network). Bounded: the release in use and the most recently used others, MAX_CACHED_RELEASES
// in all; older ones are deleted with their static files.

/** Zips kept (each about 30 MB, and its static files about as much again). */
export const MAX_CACHED_RELEASES = 3;

const RESOLVED_FILE = "resolved.json";

export const releasesDir = (dataDir: string) => join(dataDir, "wordpress-releases");
export const cachedZipPath = (dir: string, version: string) => join(dir, `wordpress-${version}.zip`);
/** The static files of a zip in the cache, or of a local zip (WORDPRESS_ZIP) by its SHA-1. */
export const assetsDirOf = (dir: string, zipPath: string, sha1: string) =>
  zipPath.startsWith(`${dir}/`) ? join(dir, `${basename(zipPath, ".zip")}-assets`) : join(dir, `local-${sha1.slice(0, 12)}-assets`);

/** Keeps a verified zip; a half-written one is never seen under its name. */
export function saveReleaseZip(dir: string, version: string, zip: Uint8Array): string {
  mkdirSync(dir, { recursive: true });
  const target = cachedZipPath(dir, version);
  writeFileAtomic(target, zip);
  return target;
}

/** The cached zip of `version`, or null; using it makes it the most recently used. */
export function findCachedZip(dir: string, version: string): string | null {
  const path = cachedZipPath(dir, version);
  if (!existsSync(path)) return null;
  const now = new Date();
  try {
    utimesSync(path, now, now);
  } catch {
    // Only its place in the bound.
  }
  return path;
}

/** The releases kept in the cache but `inUse`, by the version their names carry, oldest release first. */
export function otherCachedReleases(dir: string, inUse: { zipPath: string }): OtherRelease[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .map((name) => /^wordpress-(\d+\.\d+(?:\.\d+)?)\.zip$/.exec(name))
    .filter((match): match is RegExpExecArray => match !== null && join(dir, match[0]) !== inUse.zipPath)
    .map((match) => ({ version: match[1]!, zipPath: join(dir, match[0]) }))
    .sort((a, b) => versionCompare(a.version, b.version));
}

function readResolved(dir: string): Record<string, string> {
  try {
    const parsed = JSON.parse(readFileSync(join(dir, RESOLVED_FILE), "utf8")) as unknown;
    return parsed && typeof parsed === "object" ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** The release `wanted` (WP_VERSION) resolved to last time, when its zip is still here. */
export function lastResolved(dir: string, wanted: string): string | null {
  const version = readResolved(dir)[wanted];
  return typeof version === "string" && existsSync(cachedZipPath(dir, version)) ? version : null;
}

export function rememberResolved(dir: string, wanted: string, version: string): void {
  mkdirSync(dir, { recursive: true });
  writeFileAtomic(join(dir, RESOLVED_FILE), JSON.stringify({ ...readResolved(dir), [wanted]: version }));
}

/**
 * Deletes the zips beyond MAX_CACHED_RELEASES (least recently used first; never those in `inUse`), the
 * static files of zips no longer kept, and leftovers of interrupted writes.
 */
export function pruneReleases(dir: string, inUse: { zipPath: string; assetsDir: string }): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  const mtime = (name: string) => {
    try {
      return statSync(join(dir, name)).mtimeMs;
    } catch {
      return 0;
    }
  };
  const zips = names.filter((name) => /^wordpress-.+\.zip$/.test(name)).sort((a, b) => mtime(b) - mtime(a));
  const current = basename(inUse.zipPath);
  const kept = new Set(zips.includes(current) ? [current] : []);
  for (const zip of zips) if (kept.size < MAX_CACHED_RELEASES) kept.add(zip);
  const keptAssets = new Set([...kept].map((zip) => `${basename(zip, ".zip")}-assets`));
  if (inUse.assetsDir.startsWith(`${dir}/`)) keptAssets.add(basename(inUse.assetsDir));
  for (const name of names) {
    const gone = (/^wordpress-.+\.zip$/.test(name) && !kept.has(name)) || (name.endsWith("-assets") && !keptAssets.has(name)) || (name.endsWith(".tmp") && Date.now() - mtime(name) > 60 * 60_000);
    if (gone) rmSync(join(dir, name), { recursive: true, force: true });
  }
}
