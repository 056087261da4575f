import { readFileSync, writeFileSync } from "node:fs";
import fc from "fast-check";
import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { HOSTILE_ZIPS, REAL_WORLD_PLUGINS, craftZip, pluginPhp, zerosDeflated } from "../../../tests/fixtures/plugin-zips";
import { parseBinaryDataUrl } from "../../shared/binary-files";
import { IMPORT_MESSAGES } from "../../shared/schemas/plugin-import";
import { httpStatusOf } from "../http/error-status";
import { PluginLimitError } from "./plugin-limits";
import { type PluginZipContents, ZipImportError, readPluginZip } from "./zip-reader";

// The ZIP reader on real-world plugin shapes, then the budgets, the hostile archives, and random damage
// that must only ever produce our own errors.

const text = (s: string) => new TextEncoder().encode(s);
const MAIN = text(pluginPhp({ name: "Reader Test", version: "1.0.0", author: "Tester" }));

/** The files as the archive held them: text decoded, images back to bytes. */
function asBytes(files: Record<string, string>): Record<string, Uint8Array> {
  return Object.fromEntries(
    Object.entries(files).map(([path, content]) => {
      const image = parseBinaryDataUrl(content);
      return [path, image ? new Uint8Array(Buffer.from(image.base64, "base64")) : text(content)];
    }),
  );
}

/** This process's resident memory now (VmRSS) or at its peak since the last reset (VmHWM), in bytes. */
function residentBytes(field: "VmRSS" | "VmHWM"): number {
  return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync("/proc/self/status", "utf8"))?.[1]) * 1024;
}

async function errorOf(promise: Promise<unknown>): Promise<ZipImportError | PluginLimitError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ZipImportError || error instanceof PluginLimitError) return error;
    throw error;
  }
  throw new Error("expected the archive to be refused");
}

describe("[ZIP][READER] real-world plugins", () => {
  it.each(REAL_WORLD_PLUGINS.map((p) => [p.title, p] as const))("reads %s", async (_title, plugin) => {
    const contents = await readPluginZip(await plugin.zip());
    expect(Object.keys(contents.files).sort()).toEqual(plugin.expect.files);
    expect(contents.skipped.map((s) => s.path).sort()).toEqual(plugin.expect.skipped);
    // Every kept file holds exactly the bytes the archive held (the Latin-1 readme is the one exception).
    const top = contents.topFolder ? `${contents.topFolder}/` : "";
    const bytes = asBytes(contents.files);
    for (const path of plugin.expect.files) {
      if (contents.encodingIssues.some((issue) => issue.path === path)) continue;
      expect(bytes[path], path).toEqual(plugin.entries[`${top}${path}`]);
    }
  });

  it("keeps a text file that is not UTF-8 with U+FFFD in place of the invalid bytes, and says so", async () => {
    const contents = await readPluginZip(await REAL_WORLD_PLUGINS.find((p) => p.filename === "my-cool-plugin-1.0.zip")!.zip());
    expect(contents.encodingIssues).toEqual([{ path: "readme.txt", message: expect.stringContaining("UTF-8") }]);
    expect(contents.files["readme.txt"]).toBe("=== Caf\ufffd Menu ===\nStable tag: 0.9\n");
  });

  it("stores images as data URLs of their type and leaves SVG as text", async () => {
    const contents = await readPluginZip(await REAL_WORLD_PLUGINS.find((p) => p.filename === "gallery-lite.zip")!.zip());
    expect(contents.files["assets/icon-128x128.png"]).toMatch(/^data:image\/png;base64,/);
    expect(contents.files["assets/banner.JPG"]).toMatch(/^data:image\/jpeg;base64,/);
    expect(contents.files["assets/photo.webp"]).toMatch(/^data:image\/webp;base64,/);
    expect(contents.files["assets/logo.svg"]).toMatch(/^<svg /);
    // Finder's __MACOSX/ forks and .DS_Store are not the plugin's and not worth a line in the summary.
    expect(contents.skipped).toEqual([]);
  });

  it("reads ZIP64 records (sizes and offsets in extra fields, ZIP64 end records)", async () => {
    const zip = craftZip([{ name: "p/p.php", data: MAIN }, { name: "p/a.txt", data: text("hello ".repeat(100)) }], { zip64: true });
    const contents = await readPluginZip(zip);
    expect(contents.files).toEqual({ "p.php": new TextDecoder().decode(MAIN), "a.txt": "hello ".repeat(100) });
  });

  it("strips one shared folder only, and none when a file sits beside it", async () => {
    const nested = await readPluginZip(zipSync({ "a/b/c.php": MAIN, "a/b/d.txt": text("d") }));
    expect(Object.keys(nested.files).sort()).toEqual(["b/c.php", "b/d.txt"]);
    const beside = await readPluginZip(zipSync({ "a/c.php": MAIN, "LICENSE.txt": text("GPL") }));
    expect(Object.keys(beside.files).sort()).toEqual(["LICENSE.txt", "a/c.php"]);
    expect(beside.topFolder).toBeNull();
  });

  it("reads an empty file at the end of the archive", async () => {
    const contents = await readPluginZip(craftZip([{ name: "p.php", data: MAIN }, { name: "index.php", data: new Uint8Array(0) }]));
    expect(contents.files["index.php"]).toBe("");
  });
});

describe("[ZIP][READER] budgets", () => {
  it("stops a 1 GB bomb at the 5 MB budget: 413 for the file, and never holds more than the budget", async () => {
    const bomb = zerosDeflated(1024);
    const zip = craftZip([{ name: "b/b.php", data: MAIN }, { name: "b/big.js", compressed: bomb.compressed, size: bomb.size, crc: bomb.crc }]);
    global.gc?.();
    const before = residentBytes("VmRSS");
    writeFileSync("/proc/self/clear_refs", "5"); // the high-water mark starts again from now
    const error = await errorOf(readPluginZip(zip));
    const peak = residentBytes("VmHWM") - before;
    expect(error).toMatchObject({ code: "entry_too_large" });
    expect(error.message).toMatch(/^File too large: b\/big\.js unpacks to more than 5 MB/);
    expect(bomb.compressed.length).toBeGreaterThan(1_000_000);
    // Inflating it whole would hold 1 GB; stopping at the bound holds a few copies of 5 MB at most.
    expect(peak).toBeLessThan(64 * 1024 * 1024);
  });

  it("counts every inflated byte, skipped files included, against the upload's budget", async () => {
    const filler = text("z".repeat(400));
    const zip = craftZip([{ name: "p.php", data: MAIN }, ...Array.from({ length: 5 }, (_, i) => ({ name: `data-${i}.bin`, data: filler }))]);
    await expect(readPluginZip(zip, { budget: { inflatedBytes: MAIN.length + 2000 } })).resolves.toMatchObject({ skipped: expect.any(Array) });
    const error = await errorOf(readPluginZip(zip, { budget: { inflatedBytes: MAIN.length + 1999 } }));
    expect(error).toMatchObject({ code: "zip_too_large" });
  });

  it("refuses a kept file one byte over the per-file budget, and not at the budget", async () => {
    const zip = craftZip([{ name: "p.php", data: MAIN }, { name: "a.js", data: text("a".repeat(1000)) }]);
    await expect(readPluginZip(zip, { budget: { entryBytes: 1000 } })).resolves.toBeTruthy();
    expect(await errorOf(readPluginZip(zip, { budget: { entryBytes: 999 } }))).toMatchObject({ code: "entry_too_large" });
  });

  it("refuses files that would be over the plugin cap as stored (images count as base64)", async () => {
    const zip = craftZip([{ name: "p.php", data: MAIN }, { name: "i.png", data: new Uint8Array(3000) }]);
    await expect(readPluginZip(zip, { budget: { keptBytes: MAIN.length + 4000 } })).resolves.toBeTruthy();
    expect(await errorOf(readPluginZip(zip, { budget: { keptBytes: MAIN.length + 3999 } }))).toMatchObject({ code: "plugin_too_large" });
  });

  it("reads as many entries as the budget allows, folders included, and refuses one more (422)", async () => {
    const entries = [{ name: "p/", data: new Uint8Array(0) }, { name: "p/p.php", data: MAIN }, ...Array.from({ length: 8 }, (_, i) => ({ name: `p/${i}.txt`, data: text(`${i}`) }))];
    await expect(readPluginZip(craftZip(entries), { budget: { entries: 10 } })).resolves.toBeTruthy();
    const error = await errorOf(readPluginZip(craftZip(entries), { budget: { entries: 9 } }));
    expect(error).toMatchObject({ code: "too_many_entries" });
    expect(error.message).toBe("This ZIP has more than 9 entries, the most a plugin upload may have.");
  });

  it("walks the directory itself: an end record that under-counts does not let 3,000 entries through", async () => {
    const entries = Array.from({ length: 3000 }, (_, i) => ({ name: `${i}.txt`, data: text("x"), method: 0 as const }));
    expect(await errorOf(readPluginZip(craftZip(entries, { entryCount: 5 })))).toMatchObject({ code: "too_many_entries" });
  });
});

describe("[ZIP][READER] hostile archives", () => {
  it.each(HOSTILE_ZIPS.map((h) => [h.title, h] as const))("%s", async (_title, hostile) => {
    const read = readPluginZip(hostile.zip());
    if ("skipped" in hostile.expect) {
      const contents: PluginZipContents = await read;
      expect(contents.skipped).toHaveLength(hostile.expect.skipped.length);
      for (const skip of hostile.expect.skipped) {
        expect(contents.skipped.find((s) => s.path === skip.path)?.reason, skip.path).toMatch(skip.reason);
      }
      expect(Object.keys(contents.files)).toEqual(["escape.php"]);
    } else {
      // The reader names the code; the status tests/api/plugin-import.test.ts sees is the edge's for that code.
      expect(await errorOf(read)).toMatchObject({ code: hostile.expect.code });
      expect(httpStatusOf(hostile.expect.code)).toBe(hostile.expect.status);
    }
  });

  it("answers what is not a ZIP with not_a_zip and a damaged one with the spec's message", async () => {
    expect(await errorOf(readPluginZip(new Uint8Array(0)))).toMatchObject({ code: "not_a_zip", message: IMPORT_MESSAGES.invalidType });
    expect(await errorOf(readPluginZip(text("PK\u0003\u0004 and then nothing")))).toMatchObject({ code: "zip_unreadable", message: IMPORT_MESSAGES.unreadable });
  });

  it("refuses data that fails its CRC", async () => {
    const zip = craftZip([{ name: "p.php", data: MAIN }, { name: "a.txt", data: text("hello"), crc: 12345 }]);
    expect(await errorOf(readPluginZip(zip))).toMatchObject({ code: "zip_inconsistent" });
  });

  it("refuses a local name that differs from its directory name", async () => {
    const zip = craftZip([{ name: "p.php", data: MAIN }, { name: "safe.txt", data: text("hello") }]);
    const at = Buffer.from(zip).indexOf("safe.txt");
    zip.set(text("../x.txt"), at);
    expect(await errorOf(readPluginZip(zip))).toMatchObject({ code: "zip_inconsistent" });
  });

  it("skips and lists encrypted entries, unknown methods, duplicates and binary data under a text name", async () => {
    const zip = craftZip([
      { name: "p.php", data: MAIN },
      { name: "./p.php", data: text("<?php // again") },
      { name: "bz.txt", data: text("BZh9"), method: 12 },
      { name: "zero-bytes.txt", data: new Uint8Array([104, 105, 0, 105]) },
      { name: "secret.php", data: text("<?php"), flags: 0x1 },
    ]);
    const listed = (await readPluginZip(zip)).skipped;
    expect(listed).toEqual([
      { path: "./p.php", reason: "a second entry with the same path" },
      { path: "bz.txt", reason: "compressed with a method we can't read (12)" },
      { path: "zero-bytes.txt", reason: "binary data in a text file" },
      { path: "secret.php", reason: "encrypted" },
    ]);
  });
});

describe("[ZIP][READER] damage", () => {
  it("never fails with anything but our own errors, whatever bytes are flipped, cut or inserted", async () => {
    const valid = await REAL_WORLD_PLUGINS.find((p) => p.filename === "contact-widget.zip")!.zip();
    const mutation = fc.oneof(
      fc.record({ kind: fc.constant("flip" as const), at: fc.nat(valid.length - 1), xor: fc.integer({ min: 1, max: 255 }) }),
      fc.record({ kind: fc.constant("cut" as const), at: fc.nat(valid.length - 1) }),
      fc.record({ kind: fc.constant("insert" as const), at: fc.nat(valid.length), bytes: fc.uint8Array({ minLength: 1, maxLength: 8 }) }),
    );
    // Cuts and inserts mostly break the directory; flips alone mostly reach the inflater and the checks after it.
    const flip = fc.record({ kind: fc.constant("flip" as const), at: fc.nat(valid.length - 1), xor: fc.integer({ min: 1, max: 255 }) });
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.array(mutation, { minLength: 1, maxLength: 4 }), fc.array(flip, { minLength: 1, maxLength: 3 })), async (mutations) => {
        let bytes = new Uint8Array(valid);
        for (const m of mutations) {
          const at = Math.min(m.at, bytes.length);
          if (m.kind === "flip" && at < bytes.length) bytes[at]! ^= m.xor;
          else if (m.kind === "cut") bytes = bytes.subarray(0, at);
          else if (m.kind === "insert") bytes = new Uint8Array([...bytes.subarray(0, at), ...m.bytes, ...bytes.subarray(at)]);
        }
        try {
          const contents = await readPluginZip(bytes);
          expect(Object.keys(contents.files).length).toBeGreaterThan(0);
        } catch (error) {
          if (!(error instanceof ZipImportError || error instanceof PluginLimitError)) throw error;
        }
      }),
      { numRuns: 3000, seed: 11 },
    );
  });
});
