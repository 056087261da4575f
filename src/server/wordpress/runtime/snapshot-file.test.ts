import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadSnapshotFile, MAX_SNAPSHOT_FILES, saveSnapshotFile, snapshotFileName } from "./snapshot-file";
import type { SiteSnapshot } from "./wordpress-site";

// The installed site on disk: read back exactly as written, and never half (a torn or foreign file is
// no snapshot, so the worker installs again instead of starting a broken site).

const dir = mkdtempSync(join(tmpdir(), "plugsmith-snapshot-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const text = (s: string) => new TextEncoder().encode(s);
const snapshot: SiteSnapshot = {
  entries: [
    ["/wordpress/wp-content", null],
    ["/wordpress/wp-config.php", text("<?php define( 'DB_NAME', 'x' );")],
    ["/wordpress/empty.txt", new Uint8Array(0)],
    ["/wordpress/wp-content/database/.ht.sqlite", new Uint8Array([0, 1, 2, 255, 254])],
  ],
};
const baseline = { wordpressVersion: "6.5.5", adminPages: ["index.php"], shortcodes: ["gallery"], blocks: ["core/latest-posts"] };

describe("[WORDPRESS][RUNTIME] the snapshot file", () => {
  it("reads back every folder and file, bytes and order, with the baseline", () => {
    saveSnapshotFile(dir, snapshot, baseline);
    const loaded = loadSnapshotFile(dir);
    expect(loaded?.baseline).toEqual(baseline);
    expect(loaded?.snapshot.entries.map(([path, data]) => [path, data ? Array.from(data) : null])).toEqual(
      snapshot.entries.map(([path, data]) => [path, data ? Array.from(data) : null]),
    );
  });

  it("is no snapshot when missing, cut short, longer than its index, or not ours", () => {
    const file = join(dir, snapshotFileName());
    saveSnapshotFile(dir, snapshot, baseline);
    const whole = readFileSync(file);
    writeFileSync(file, whole.subarray(0, whole.length - 2));
    expect(loadSnapshotFile(dir)).toBeNull();
    writeFileSync(file, Buffer.concat([whole, Buffer.from("x")]));
    expect(loadSnapshotFile(dir)).toBeNull();
    writeFileSync(file, Buffer.concat([Buffer.from("ZIPX"), whole.subarray(4)]));
    expect(loadSnapshotFile(dir)).toBeNull();
    writeFileSync(file, "PSWP\u00ff\u00ff\u00ff\u00ff{");
    expect(loadSnapshotFile(dir)).toBeNull();
    expect(loadSnapshotFile(join(dir, "nowhere"))).toBeNull();
  });

  it("names the exact WordPress release and its zip, PHP, Playground and format it holds (the bundled release without one)", () => {
    expect(snapshotFileName()).toMatch(/^wordpress-6\.5\.5-[0-9a-f]{12}-php-8\.3-wp-[\d.]+-v\d+\.snapshot$/);
    expect(snapshotFileName({ version: "7.1.4", sha1: "ab".repeat(20) })).toMatch(/^wordpress-7\.1\.4-abababababab-php-8\.3-wp-[\d.]+-v\d+\.snapshot$/);
  });

  it(`reads each release's own file, and keeps at most ${MAX_SNAPSHOT_FILES} files: a new release's deletes the oldest`, async () => {
    expect(MAX_SNAPSHOT_FILES).toBeLessThanOrEqual(2);
    const releases = ["7.1.1", "7.1.2", "7.1.3"].map((version, i) => ({ version, sha1: String(i).repeat(40) }));
    const own = mkdtempSync(join(tmpdir(), "plugsmith-snapshots-"));
    try {
      for (const release of releases) {
        saveSnapshotFile(own, snapshot, { ...baseline, wordpressVersion: release.version }, release);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(loadSnapshotFile(own, releases[2])?.baseline.wordpressVersion).toBe("7.1.3");
      expect(loadSnapshotFile(own, releases[1])?.baseline.wordpressVersion).toBe("7.1.2");
      expect(loadSnapshotFile(own, releases[0])).toBeNull();
      expect(readdirSync(own).sort()).toEqual([snapshotFileName(releases[1]), snapshotFileName(releases[2])].sort());
    } finally {
      rmSync(own, { recursive: true, force: true });
    }
  });
});
