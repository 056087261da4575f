import { createHash } from "node:crypto";
import { LIMITS } from "../../shared/constants";
import { type BuiltZip, buildPluginZip } from "./plugin-zip";
import type { ReadmeFigures } from "./readme-txt";

/** What a plugin version's ZIP is built from. */
export interface ZipSource {
  pluginId: string;
  versionNumber: number;
  /** Path → content hash (file-store.ts): what the cache key is made of, so a hit reads no file. */
  fileHashes: Readonly<Record<string, string>>;
  /** The files themselves, read only when the ZIP has to be built. */
  loadFiles: () => Promise<Record<string, string>>;
  /** The name the ZIP's folder takes when the files have no plugin header. */
  fallbackName: string;
  /** An imported plugin's install folder (plugin-zip.ts): part of the key, it names the ZIP's folder. */
  installFolder?: string | null;
  /** What its readme says it was tested with (plugin-zip.ts); part of the key: a finished PHP matrix changes the ZIP. */
  figures?: ReadmeFigures;
}

export interface ZipCache {
  /** The version's ZIP: from memory when the same files were built before, else built (once, however many ask at the same time). */
  get(source: ZipSource): Promise<BuiltZip>;
  /** Counters, for tests and logs: `builds` is the CPU spent, `hits` what was served from memory. */
  readonly stats: { builds: number; hits: number; bytes: number; entries: number };
}

/**
 * A bytes-bounded LRU of built ZIPs per (plugin id, version number, content hash): a free re-download
 * of a version costs no CPU, and the content hash keeps a cached archive from ever standing in for other
 * files (a version number reused after a plugin was deleted and restored, a renamed plugin without a header).
 * One per process; a ZIP bigger than the whole budget is built and handed out but not kept.
 */
export function createZipCache(maxBytes: number = LIMITS.zipCacheBytes): ZipCache {
  const entries = new Map<string, BuiltZip>();
  const pending = new Map<string, Promise<BuiltZip>>();
  const stats = { builds: 0, hits: 0, bytes: 0, entries: 0 };

  const remember = (key: string, built: BuiltZip) => {
    if (built.zip.byteLength > maxBytes) return;
    entries.set(key, built);
    stats.bytes += built.zip.byteLength;
    for (const [oldest, old] of entries) {
      if (stats.bytes <= maxBytes) break;
      entries.delete(oldest);
      stats.bytes -= old.zip.byteLength;
    }
    stats.entries = entries.size;
  };

  return {
    stats,
    async get(source) {
      const key = `${source.pluginId}:${source.versionNumber}:${contentHash(source)}`;
      const cached = entries.get(key);
      if (cached) {
        // Map order is the LRU order: a hit moves the entry to the young end.
        entries.delete(key);
        entries.set(key, cached);
        stats.hits += 1;
        return cached;
      }
      const inFlight = pending.get(key);
      if (inFlight) {
        stats.hits += 1;
        return inFlight;
      }
      const building = source.loadFiles().then((files) => buildPluginZip(files, source.fallbackName, source.figures, source.installFolder));
      pending.set(key, building);
      try {
        const built = await building;
        stats.builds += 1;
        remember(key, built);
        return built;
      } finally {
        pending.delete(key);
      }
    },
  };
}

function contentHash(source: ZipSource): string {
  const hash = createHash("sha256");
  hash.update(source.fallbackName).update("\0").update(source.installFolder ?? "").update("\0");
  if (source.figures) hash.update(`tested ${source.figures.testedUpTo} php ${source.figures.requiresPhp ?? ""}`).update("\0");
  for (const path of Object.keys(source.fileHashes).sort()) hash.update(path).update("\0").update(source.fileHashes[path]!).update("\0");
  return hash.digest("base64url");
}
