import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { COMPRESS_CACHE_LIMITS, compressStatic } from "./compress-static";

// Issue #36 item 2 (docs/limits.md): the gzip cache's two bounds.

/** A site whose /f/:n answers a distinct compressible text of about `size` bytes. */
function site(limits?: { maxEntries: number; maxBytes: number }, size = 4000) {
  const gzip = compressStatic(limits);
  const app = new Hono().use("*", gzip).get("/f/:n", (c) => c.text(`${c.req.param("n")} ${"plugsmith ".repeat(size / 10)}`));
  const get = (n: number) => app.request(`/f/${n}`, { headers: { "Accept-Encoding": "gzip" } });
  return { gzip, get };
}

describe("[STATIC][GZIP_CACHE]", () => {
  it("keeps one compressed copy per distinct body", async () => {
    const { gzip, get } = site();
    expect((await get(1)).headers.get("content-encoding")).toBe("gzip");
    await get(1);
    await get(2);
    expect(gzip.cached().entries).toBe(2);
  });

  it("holds at most maxEntries copies: full, it starts again", async () => {
    const { gzip, get } = site({ maxEntries: 2, maxBytes: 1024 * 1024 });
    for (const n of [1, 2]) await get(n);
    expect(gzip.cached().entries).toBe(2);
    const third = await get(3);
    expect(third.headers.get("content-encoding")).toBe("gzip");
    expect(gzip.cached().entries).toBe(1);
  });

  it("holds at most maxBytes of copies", async () => {
    const { gzip, get } = site({ maxEntries: 1000, maxBytes: 200 });
    for (let n = 1; n <= 10; n++) {
      await get(n);
      expect(gzip.cached().bytes).toBeLessThanOrEqual(200);
    }
  });

  it("is bounded by default at 1,000 copies and 32 MB", () => {
    expect(COMPRESS_CACHE_LIMITS).toEqual({ maxEntries: 1000, maxBytes: 32 * 1024 * 1024 });
  });
});
