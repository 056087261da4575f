import type { MiddlewareHandler } from "hono";

/** The headers of a cached answer that matter to a browser; the rest (security headers) are set per request. */
const KEPT_HEADERS = ["content-type", "content-encoding", "content-length", "cache-control", "vary"];

interface Entry {
  body: Uint8Array<ArrayBuffer>;
  headers: Array<[string, string]>;
}

export interface AssetCacheLimits {
  maxEntries: number;
  maxBytes: number;
}

/** The default bounds, far above the build (about 5 MB): they only matter if something else lands under /assets. */
export const ASSET_CACHE_LIMITS: AssetCacheLimits = { maxEntries: 2000, maxBytes: 64 * 1024 * 1024 };

/**
 * Keeps the build's hashed files (/assets/*) in memory as they were answered, gzipped or not: a page
 * load asks for about 60 of them, and each used to be read from disk and hashed again (0.8 ms of CPU
 * for a 127 KB file). A file name under /assets names its content, so an entry never goes stale.
 * Only answers with status 200 are kept, so a name a visitor invents never takes memory; both limits
 * bound it even so (the build is about 5 MB), and past them the oldest entry goes.
 */
export function assetCache(limits: AssetCacheLimits = ASSET_CACHE_LIMITS): MiddlewareHandler {
  const entries = new Map<string, Entry>();
  let bytes = 0;

  return async (c, next) => {
    if (c.req.method !== "GET") return next();
    const gzip = /\bgzip\b/.test(c.req.header("Accept-Encoding") ?? "");
    const key = `${gzip ? "gzip" : "identity"} ${c.req.path}`;
    const hit = entries.get(key);
    if (hit) return c.body(hit.body, 200, Object.fromEntries(hit.headers));

    await next();
    if (c.res.status !== 200 || !c.res.body) return;
    const body = new Uint8Array(await c.res.clone().arrayBuffer());
    if (body.length > limits.maxBytes) return;
    const headers = KEPT_HEADERS.flatMap((name): Array<[string, string]> => {
      const value = c.res.headers.get(name);
      return value === null ? [] : [[name, value]];
    });
    while (entries.size >= limits.maxEntries || (entries.size > 0 && bytes + body.length > limits.maxBytes)) {
      const [oldestKey, oldest] = entries.entries().next().value!;
      entries.delete(oldestKey);
      bytes -= oldest.body.length;
    }
    entries.set(key, { body, headers });
    bytes += body.length;
  };
}
