import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadSnapshotFile, saveSnapshotFile, snapshotFileName } from "./snapshot-file";
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

  it("names the WordPress build, PHP and format it holds", () => {
    expect(snapshotFileName()).toMatch(/^wordpress-6\.5-php-8\.3-builds-[\d.]+-wp-[\d.]+-v\d+\.snapshot$/);
  });
});
