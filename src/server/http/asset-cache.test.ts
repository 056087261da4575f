import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { afterEach, describe, expect, it } from "vitest";
import { ASSET_CACHE_LIMITS, assetCache } from "./asset-cache";
import { compressStatic } from "./compress-static";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function site(limits?: { maxEntries: number; maxBytes: number }) {
  const root = mkdtempSync(path.join(tmpdir(), "asset-cache-"));
  dirs.push(root);
  const app = new Hono()
    .use("/assets/*", assetCache(limits))
    .use("*", compressStatic())
    .use("/assets/*", async (c, next) => {
      await next();
      if (c.res.status === 200) c.res.headers.set("Cache-Control", "public, max-age=31536000, immutable");
    })
    .use("/assets/*", serveStatic({ root }));
  mkdirSync(path.join(root, "assets"));
  const write = (name: string, text: string) => writeFileSync(path.join(root, "assets", name), text);
  return { app, root, write };
}

const js = (n: number) => `export const value${n} = ${JSON.stringify("x".repeat(4000))};\n`;

describe("[STATIC][ASSET_CACHE]", () => {
  it("answers a hashed file from memory once it was served: the same bytes and headers, gzipped or not", async () => {
    const { app, root, write } = site();
    write("app-1.js", js(1));
    const gz = { headers: { "Accept-Encoding": "gzip" } };
    const first = await app.request("/assets/app-1.js", gz);
    const firstBody = new Uint8Array(await first.arrayBuffer());
    const plain = await (await app.request("/assets/app-1.js")).text();
    rmSync(path.join(root, "assets", "app-1.js"));

    const again = await app.request("/assets/app-1.js", gz);
    expect(again.status).toBe(200);
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(firstBody);
    for (const name of ["content-type", "content-encoding", "cache-control", "vary", "content-length"]) {
      expect([name, again.headers.get(name)]).toEqual([name, first.headers.get(name)]);
    }
    expect(again.headers.get("content-encoding")).toBe("gzip");
    const plainAgain = await app.request("/assets/app-1.js");
    expect(plainAgain.headers.get("content-encoding")).toBeNull();
    expect(await plainAgain.text()).toBe(plain);
  });

  it("never remembers a miss: a file that appears after a 404 is served", async () => {
    const { app, write } = site();
    expect((await app.request("/assets/later-1.js")).status).toBe(404);
    write("later-1.js", js(2));
    const later = await app.request("/assets/later-1.js");
    expect(later.status).toBe(200);
    expect(await later.text()).toBe(js(2));
  });

  it("keeps at most its limits, dropping the oldest entry first", async () => {
    const { app, root, write } = site({ maxEntries: 2, maxBytes: 1024 * 1024 });
    for (const n of [1, 2, 3]) write(`f-${n}.js`, js(n));
    for (const n of [1, 2, 3]) await app.request(`/assets/f-${n}.js`);
    for (const n of [1, 2, 3]) rmSync(path.join(root, "assets", `f-${n}.js`));
    // The first was dropped when the third came in; the other two are still answered from memory.
    expect((await app.request("/assets/f-1.js")).status).toBe(404);
    expect((await app.request("/assets/f-2.js")).status).toBe(200);
    expect((await app.request("/assets/f-3.js")).status).toBe(200);
  });

  // Issue #36 item 2: the byte bound (both of its checks) was removable with every test green.
  it("keeps at most maxBytes in all, dropping the oldest entries until the new one fits", async () => {
    // Each file is about 4 KB: two fit in 10 KB, three do not; the entry count never binds.
    const { app, root, write } = site({ maxEntries: 100, maxBytes: 10_000 });
    for (const n of [1, 2, 3]) write(`b-${n}.js`, js(n));
    for (const n of [1, 2, 3]) expect((await app.request(`/assets/b-${n}.js`)).status).toBe(200);
    for (const n of [1, 2, 3]) rmSync(path.join(root, "assets", `b-${n}.js`));
    expect((await app.request("/assets/b-1.js")).status).toBe(404);
    expect((await app.request("/assets/b-2.js")).status).toBe(200);
    expect((await app.request("/assets/b-3.js")).status).toBe(200);
  });

  it("never keeps a file larger than maxBytes, and drops nothing for it", async () => {
    const { app, root, write } = site({ maxEntries: 100, maxBytes: 5_000 });
    write("small-1.js", "export const a = 1;\n");
    write("huge-1.js", js(1) + js(2));
    await app.request("/assets/small-1.js");
    expect((await app.request("/assets/huge-1.js")).status).toBe(200);
    rmSync(path.join(root, "assets", "small-1.js"));
    rmSync(path.join(root, "assets", "huge-1.js"));
    expect((await app.request("/assets/huge-1.js")).status).toBe(404);
    expect((await app.request("/assets/small-1.js")).status).toBe(200);
  });

  it("is bounded by default at 2,000 entries and 64 MB (the build is about 5 MB)", () => {
    expect(ASSET_CACHE_LIMITS).toEqual({ maxEntries: 2000, maxBytes: 64 * 1024 * 1024 });
  });
});
