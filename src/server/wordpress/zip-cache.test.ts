import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { contentHash } from "../modules/plugins/files/file-store";
import { createZipCache } from "./zip-cache";

const main = (name: string) => `<?php\n/**\n * Plugin Name: ${name}\n */\n`;
const loads: string[] = [];
const source = (pluginId: string, versionNumber: number, files: Record<string, string>) => ({
  pluginId,
  versionNumber,
  fileHashes: Object.fromEntries(Object.entries(files).map(([path, content]) => [path, contentHash(content)])),
  loadFiles: async () => {
    loads.push(pluginId);
    return files;
  },
  fallbackName: "x",
});

describe("[DOWNLOAD][ZIP_CACHE]", () => {
  it("builds a version once, also when asked for it many times at once", async () => {
    const cache = createZipCache();
    const files = { "a/a.php": main("A") };
    const all = await Promise.all(Array.from({ length: 10 }, () => cache.get(source("p1", 1, files))));
    expect(cache.stats.builds).toBe(1);
    expect(cache.stats.hits).toBe(9);
    loads.length = 0;
    await cache.get(source("p1", 1, files));
    expect(loads).toEqual([]); // a hit reads no file from the database
    for (const built of all) expect(built.zip).toBe(all[0]!.zip);
    expect(Object.keys(unzipSync(all[0]!.zip))).toContain("a/a.php");
  });

  it("never serves an archive for other content under the same plugin and version", async () => {
    const cache = createZipCache();
    const first = await cache.get(source("p1", 1, { "a/a.php": main("A") }));
    const other = await cache.get(source("p1", 1, { "a/a.php": main("B") }));
    expect(cache.stats.builds).toBe(2);
    expect(other.zip).not.toEqual(first.zip);
  });

  it("stays within its byte budget, forgetting the least recently used first", async () => {
    const sizeOf = async (n: number) => (await createZipCache().get(source(`p${n}`, 1, { "a/a.php": main(`P${n}`) }))).zip.byteLength;
    const one = await sizeOf(0);
    const cache = createZipCache(one * 2 + one / 2);
    for (const n of [0, 1]) await cache.get(source(`p${n}`, 1, { "a/a.php": main(`P${n}`) }));
    await cache.get(source("p0", 1, { "a/a.php": main("P0") })); // p0 is now the most recent
    await cache.get(source("p2", 1, { "a/a.php": main("P2") })); // evicts p1
    expect(cache.stats.entries).toBe(2);
    expect(cache.stats.bytes).toBeLessThanOrEqual(one * 2 + one / 2);
    const builds = cache.stats.builds;
    await cache.get(source("p0", 1, { "a/a.php": main("P0") }));
    expect(cache.stats.builds).toBe(builds);
    await cache.get(source("p1", 1, { "a/a.php": main("P1") }));
    expect(cache.stats.builds).toBe(builds + 1);
  });

  it("hands out but does not keep an archive bigger than the whole budget", async () => {
    const cache = createZipCache(10);
    const built = await cache.get(source("p", 1, { "a/a.php": main("A") }));
    expect(built.zip.byteLength).toBeGreaterThan(10);
    expect(cache.stats).toMatchObject({ entries: 0, bytes: 0 });
  });
});
