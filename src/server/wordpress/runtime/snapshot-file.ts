import { mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { bundledRelease } from "../release/bundled-release";
import type { RuntimeRelease } from "../release/runtime-release";
import type { SiteBaseline } from "./run-gate";
import { PHP_VERSION, type SiteSnapshot } from "./wordpress-site";
import { writeFileAtomic } from "../../lib/write-file-atomic";
import { readFileShared } from "./shared-snapshot";

// The installed site on disk (docs/decisions/0032): installing WordPress takes 5-10 s, reading its files
// back well under one, so every worker after the first one of a data directory (a restart, a worker
// retired after a timeout, another server process on the same disk) starts from the file.
//
// Layout: "PSWP", a uint32 (little-endian) length, that many bytes of JSON { format, baseline, entries:
// [path, size or -1 for a folder] }, then every file's bytes in entry order.

const MAGIC = "PSWP";
/** 2: without the scripts only a browser fetches (browser-only-files.ts). 3: with core's bytecode (bytecode-cache.ts). */
const FORMAT = 3;

/** Snapshot files kept in one folder: the release in use and the one before (a process still on it); older ones are deleted. */
export const MAX_SNAPSHOT_FILES = 2;

interface Header {
  format: number;
  baseline: SiteBaseline;
  entries: Array<[path: string, size: number]>;
}

const require = createRequire(import.meta.url);
const versionOf = (name: string) => (require(`${name}/package.json`) as { version: string }).version;

/**
 * The file's name: another WordPress release (its exact version and its zip's SHA-1), PHP, Playground or
 * format never reads an old one. Without a release: the bundled one's.
 */
export function snapshotFileName(release: Pick<RuntimeRelease, "version" | "sha1"> = bundledRelease()): string {
  const wordpress = versionOf("@wp-playground/wordpress");
  return `wordpress-${release.version}-${release.sha1.slice(0, 12)}-php-${PHP_VERSION}-wp-${wordpress}-v${FORMAT}.snapshot`;
}

/** Deletes the snapshot files of `dir` beyond the newest MAX_SNAPSHOT_FILES, never `keep`. */
export function pruneSnapshotFiles(dir: string, keep: string): void {
  const mtime = (name: string) => {
    try {
      return statSync(join(dir, name)).mtimeMs;
    } catch {
      return 0;
    }
  };
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(".snapshot") && name !== keep)
    .sort((a, b) => mtime(b) - mtime(a));
  for (const name of files.slice(MAX_SNAPSHOT_FILES - 1)) rmSync(join(dir, name), { force: true });
}

/** Writes the snapshot of `release` and its baseline; a half-written file is never seen under the real name. Older releases' files beyond the bound go. */
export function saveSnapshotFile(dir: string, snapshot: SiteSnapshot, baseline: SiteBaseline, release?: Pick<RuntimeRelease, "version" | "sha1">): void {
  mkdirSync(dir, { recursive: true });
  const header: Header = { format: FORMAT, baseline, entries: snapshot.entries.map(([path, data]) => [path, data ? data.length : -1]) };
  const json = Buffer.from(JSON.stringify(header));
  const length = Buffer.alloc(4);
  length.writeUInt32LE(json.length);
  const parts = [Buffer.from(MAGIC), length, json, ...snapshot.entries.flatMap(([, data]) => (data ? [data] : []))];
  const name = snapshotFileName(release);
  writeFileAtomic(join(dir, name), Buffer.concat(parts));
  pruneSnapshotFiles(dir, name);
}

/**
 * The saved snapshot of `release`, or null when there is none or it cannot be read whole (it is then made again). Its
 * files are views into the bytes `read` gives (shared memory: shared-snapshot.ts).
 */
export function loadSnapshotFile(
  dir: string,
  release?: Pick<RuntimeRelease, "version" | "sha1">,
  read: (path: string) => Uint8Array = readFileShared,
): { snapshot: SiteSnapshot; baseline: SiteBaseline } | null {
  let bytes: Buffer;
  try {
    const file = read(join(dir, snapshotFileName(release)));
    bytes = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  } catch {
    return null;
  }
  try {
    if (bytes.subarray(0, 4).toString() !== MAGIC) return null;
    const length = bytes.readUInt32LE(4);
    const header = JSON.parse(bytes.subarray(8, 8 + length).toString()) as Header;
    if (header.format !== FORMAT || !Array.isArray(header.entries)) return null;
    let offset = 8 + length;
    const entries: SiteSnapshot["entries"] = [];
    for (const [path, size] of header.entries) {
      if (size < 0) {
        entries.push([path, null]);
        continue;
      }
      if (offset + size > bytes.length) return null;
      entries.push([path, new Uint8Array(bytes.buffer, bytes.byteOffset + offset, size)]);
      offset += size;
    }
    if (offset !== bytes.length) return null;
    return { snapshot: { entries }, baseline: header.baseline };
  } catch {
    return null;
  }
}
