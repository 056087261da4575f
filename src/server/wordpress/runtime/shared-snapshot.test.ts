import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { __private__dont__use } from "@php-wasm/universal";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prepareRuntime, type PreparedRuntime } from "./prepared-runtime";
import { adoptSnapshotBytes, keepSnapshotBytes, readFileShared, readSnapshotFile, shareBytes, sharedSnapshotBytes } from "./shared-snapshot";
import { hasSnapshotTime, type Site, startSite } from "./wordpress-site";

// Every site's files are views into one SharedArrayBuffer holding the snapshot (decision 0084): a plugin that
// rewrites WordPress's files in its site must change its own site only, never the snapshot, and so never another
// person's check or preview started from it (copySharedFilesOnWrite, php-sandbox.ts).

const VERSION_FILE = "/wordpress/wp-includes/version.php";
/** PHP overwriting the start of a core file in place (fopen r+), as a hostile plugin would: a write that fits in the file. */
const OVERWRITE = `<?php $f = fopen( '${VERSION_FILE}', 'r+' ); fwrite( $f, '<?php die( "changed" );' ); fclose( $f );`;
const CHANGED = /^<\?php die\( "changed" \);/;

interface EmscriptenFs {
  lookupPath(path: string): { node: { contents: Uint8Array } };
  open(path: string, flags: string): unknown;
  close(stream: unknown): void;
  filesystems: { MEMFS: { stream_ops: { write(stream: unknown, buffer: Uint8Array, offset: number, length: number, position: number): number } } };
}
const fsOf = (site: Site) => (site.php as unknown as { [__private__dont__use]: { FS: EmscriptenFs } })[__private__dont__use].FS;

let prepared: PreparedRuntime;
let bytes: Uint8Array;
let original: string;

beforeAll(async () => {
  prepared = await prepareRuntime(null);
  const entry = prepared.snapshot.entries.find(([path]) => path === VERSION_FILE)?.[1];
  if (!entry) throw new Error(`${VERSION_FILE} is not in the snapshot`);
  bytes = entry;
  original = Buffer.from(bytes).toString();
}, 120_000);

describe("[WORDPRESS][SNAPSHOT] sites share the snapshot's bytes and write only into copies of their own", () => {
  it("a site's files are the snapshot's bytes, not a copy of them", { timeout: 60_000 }, async () => {
    expect(bytes.buffer).toBeInstanceOf(SharedArrayBuffer);
    const site = await startSite(prepared.snapshot);
    try {
      expect(fsOf(site).lookupPath(VERSION_FILE).node.contents.buffer).toBe(bytes.buffer);
    } finally {
      site.dispose();
    }
  });

  it("a plugin's write into a core file changes its own site only: not the snapshot, a site running beside it, nor the next one", { timeout: 120_000 }, async () => {
    const writer = await startSite(prepared.snapshot);
    const beside = await startSite(prepared.snapshot);
    try {
      expect((await writer.php.run({ code: OVERWRITE })).exitCode).toBe(0);
      expect(writer.php.readFileAsText(VERSION_FILE)).toMatch(CHANGED);
      expect(fsOf(writer).lookupPath(VERSION_FILE).node.contents.buffer).not.toBe(bytes.buffer);
      expect(Buffer.from(bytes).toString()).toBe(original);
      // What PHP reads in the other site, and its file still the shared bytes.
      expect((await beside.php.run({ code: `<?php echo file_get_contents( '${VERSION_FILE}' );` })).text).toBe(original);
      expect(fsOf(beside).lookupPath(VERSION_FILE).node.contents.buffer).toBe(bytes.buffer);
    } finally {
      writer.dispose();
      beside.dispose();
    }
    const next = await startSite(prepared.snapshot);
    expect(next.php.readFileAsText(VERSION_FILE)).toBe(original);
    next.dispose();
  });

  it("MEMFS's own write (the way an msync of a shared mapping writes back) copies the file first as well", { timeout: 60_000 }, async () => {
    const site = await startSite(prepared.snapshot);
    try {
      const fs = fsOf(site);
      const stream = fs.open(VERSION_FILE, "r+");
      fs.filesystems.MEMFS.stream_ops.write(stream, new TextEncoder().encode("<?php die( \"changed\" );"), 0, 23, 0);
      fs.close(stream);
      expect(site.php.readFileAsText(VERSION_FILE)).toMatch(CHANGED);
      expect(Buffer.from(bytes).toString()).toBe(original);
    } finally {
      site.dispose();
    }
  });

  it("an entry at a path the runtime made before the snapshot is written takes the snapshot's bytes and time", { timeout: 60_000 }, async () => {
    const PREPEND = "/internal/shared/auto_prepend_file.php";
    const first = await startSite(prepared.snapshot);
    const made = first.php.readFileAsText(PREPEND);
    first.dispose();
    const ours = `${made}\n// from the snapshot\n`;
    const site = await startSite({ entries: [...prepared.snapshot.entries, [PREPEND, new TextEncoder().encode(ours)]] });
    try {
      expect(site.php.readFileAsText(PREPEND)).toBe(ours);
      expect(hasSnapshotTime(site.php, PREPEND)).toBe(true);
      expect((await site.handler.request({ url: "/" })).httpStatusCode).toBe(200);
    } finally {
      site.dispose();
    }
  });
});

describe("[WORDPRESS][SNAPSHOT] the bytes a pool hands its workers", () => {
  const dir = mkdtempSync(join(tmpdir(), "plugsmith-shared-snapshot-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("reads a file into shared memory whole", () => {
    const path = join(dir, "file");
    writeFileSync(path, Buffer.alloc(3 * 1024 * 1024 + 7, 1));
    const read = readFileShared(path);
    expect(read.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(read.length).toBe(3 * 1024 * 1024 + 7);
    expect(read.every((byte) => byte === 1)).toBe(true);
    expect(() => readFileShared(join(dir, "missing"))).toThrow();
  });

  it("shareBytes keeps each part's bytes, in order, in one shared buffer", () => {
    const [a, b] = shareBytes([new Uint8Array([1, 2]), new Uint8Array([3])]);
    expect([...a!, ...b!]).toEqual([1, 2, 3]);
    expect(a!.buffer).toBe(b!.buffer);
    expect(a!.buffer).toBeInstanceOf(SharedArrayBuffer);
  });

  it("a worker reads the handed bytes while the file is as it was, and reads the file again (and offers it) once it changed", () => {
    const path = join(dir, "handed.snapshot");
    writeFileSync(path, "on disk");
    const { size, mtimeMs } = statSync(path);
    const handed = { path, size, mtimeMs, bytes: new SharedArrayBuffer(7) };
    new Uint8Array(handed.bytes).set(Buffer.from("in hand"));
    const offered: unknown[] = [];
    adoptSnapshotBytes(handed, { postMessage: (message) => offered.push(message) });
    expect(Buffer.from(readSnapshotFile(path)).toString()).toBe("in hand");
    expect(offered).toEqual([]);

    writeFileSync(path, "torn"); // another size: a file torn or made again since
    const read = readSnapshotFile(path);
    expect(Buffer.from(read).toString()).toBe("torn");
    expect(offered).toEqual([{ snapshotBytes: { path, size: 4, mtimeMs: statSync(path).mtimeMs, bytes: read.buffer } }]);
    adoptSnapshotBytes(null, { postMessage: () => {} });
  });

  it("a pool keeps one snapshot, the newest offered, and ignores what is not one", () => {
    const first = { path: "/a", size: 4, mtimeMs: 1, bytes: new SharedArrayBuffer(4) };
    const second = { path: "/b", size: 4, mtimeMs: 1, bytes: new SharedArrayBuffer(4) };
    expect(keepSnapshotBytes({ snapshotBytes: first })).toBe(true);
    expect(keepSnapshotBytes({ snapshotBytes: second })).toBe(true);
    expect(sharedSnapshotBytes()).toBe(second);
    expect(keepSnapshotBytes({ snapshotBytes: { path: "/c", size: 4, mtimeMs: 1, bytes: new ArrayBuffer(4) } })).toBe(true);
    expect(sharedSnapshotBytes()).toBe(second);
    expect(keepSnapshotBytes({ id: 1, report: {} })).toBe(false);
  });
});
