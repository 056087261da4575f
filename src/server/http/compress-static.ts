import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";

const gzipAsync = promisify(gzip);

/** Text responses worth compressing (JavaScript, CSS, HTML, SVG, JSON, XML, route data). */
const COMPRESSIBLE = /^(text\/(html|css|javascript|plain|xml)|application\/(javascript|json|xml|rss\+xml|manifest\+json)|image\/svg\+xml)\b/;
const MIN_BYTES = 1024;

export interface CompressCacheLimits {
  maxEntries: number;
  maxBytes: number;
}

/**
 * Only the build's own files reach here (status 200, from disk), so the cache holds at most one entry
 * per built file; both caps keep that true even if a route that echoes a visitor's input is added.
 */
export const COMPRESS_CACHE_LIMITS: CompressCacheLimits = { maxEntries: 1000, maxBytes: 32 * 1024 * 1024 };

/** The middleware, and what its cache holds now (tests read it). */
export type CompressStatic = MiddlewareHandler & { cached(): { entries: number; bytes: number } };

/**
 * Gzips the web app's files for browsers that accept it. The built files never change while the
 * process runs, so each one is compressed once and kept by the hash of its bytes.
 */
export function compressStatic(limits: CompressCacheLimits = COMPRESS_CACHE_LIMITS): CompressStatic {
  const cache = new Map<string, Uint8Array<ArrayBuffer>>();
  let cachedBytes = 0;

  const middleware: MiddlewareHandler = async (c, next) => {
    await next();
    if (c.req.method !== "GET" || c.res.status !== 200 || !c.res.body) return;
    if (c.res.headers.has("Content-Encoding")) return;
    if (!/\bgzip\b/.test(c.req.header("Accept-Encoding") ?? "")) return;
    const type = c.res.headers.get("Content-Type") ?? "";
    if (!COMPRESSIBLE.test(type)) return;

    const body = new Uint8Array(await c.res.arrayBuffer());
    const headers = new Headers(c.res.headers);
    headers.append("Vary", "Accept-Encoding");
    if (body.length < MIN_BYTES) {
      replaceResponse(c, new Response(body, { status: 200, headers }));
      return;
    }
    const key = createHash("sha1").update(body).digest("base64");
    let compressed = cache.get(key);
    if (!compressed) {
      compressed = new Uint8Array(await gzipAsync(body, { level: 9 }));
      // Full: start again (the build's files fill it once; only something unexpected ever gets here).
      if (cache.size >= limits.maxEntries || cachedBytes + compressed.length > limits.maxBytes) {
        cache.clear();
        cachedBytes = 0;
      }
      cache.set(key, compressed);
      cachedBytes += compressed.length;
    }
    headers.set("Content-Encoding", "gzip");
    headers.set("Content-Length", String(compressed.length));
    replaceResponse(c, new Response(compressed, { status: 200, headers }));
  };
  return Object.assign(middleware, { cached: () => ({ entries: cache.size, bytes: cachedBytes }) });
}

/** Hono copies the old response's headers onto a new one (Content-Length included); start afresh. */
function replaceResponse(c: Context, response: Response): void {
  c.res = undefined as unknown as Response;
  c.res = response;
}
