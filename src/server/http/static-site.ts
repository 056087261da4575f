import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { SWEDISH_REDIRECTS, isKnownPath } from "../../shared/routes";
import type { AppEnv } from "../app-env";
import { AppError } from "../lib/app-error";
import { assetCache } from "./asset-cache";
import { compressStatic } from "./compress-static";
import { inlineScriptHashes } from "./inline-scripts";
import type { UnknownPathLog } from "./unknown-path-log";

const HTML_HEADERS = { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" };

/** A built page and the CSP hashes of its inline scripts, which its policy allows (decision 0044). */
interface Page {
  html: string;
  scriptHashes: string[];
}

/**
 * Serves the built web app from one directory (build/client): hashed assets with long caching,
 * prerendered pages as their own HTML, other known app paths through the SPA fallback, and any
 * unknown path as the fallback with status 404 (the client shows the not-found page) and a bounded log line.
 * Each page's Content-Security-Policy allows exactly its own inline scripts, by hash: the files are the
 * build's, the same for every request, so there is no nonce to inject and nothing to recompress.
 */
export function staticSite(clientDir: string, logUnknownPath: UnknownPathLog, siteUrl?: string) {
  const root = path.resolve(clientDir);
  const toServedOrigin = originRewrite(builtSiteUrl(root), siteUrl);
  // Only files that exist are kept (the build's pages: a bounded set). A miss is never remembered, or
  // every unknown path a visitor invents would stay in memory for the life of the process.
  const htmlCache = new Map<string, Page>();
  const readPage = async (file: string): Promise<Page | null> => {
    const cached = htmlCache.get(file);
    if (cached !== undefined) return cached;
    try {
      const html = toServedOrigin(await readFile(file, "utf8"));
      const page = { html, scriptHashes: inlineScriptHashes(html) };
      htmlCache.set(file, page);
      return page;
    } catch (err) {
      if (isMissingFile(err)) return null;
      throw err;
    }
  };

  return new Hono<AppEnv>()
    .use("/assets/*", assetCache())
    .use("*", compressStatic())
    .use("/assets/*", async (c, next) => {
      await next();
      // File names under /assets carry a content hash: a changed file is a new name.
      if (c.res.status === 200) c.res.headers.set("Cache-Control", "public, max-age=31536000, immutable");
    })
    .use("/assets/*", serveStatic({ root }))
    .get("/assets/*", (c) => c.text("Not found", 404))
    .get("*", async (c, next) => {
      const pathname = decodePathname(new URL(c.req.url).pathname);
      if (pathname === null) throw new AppError("invalid_url", "The address is not valid");
      const target = SWEDISH_REDIRECTS[pathname.replace(/\/+$/, "")];
      if (target) {
        const search = new URL(c.req.url).search;
        return c.redirect(`${target}${search}`, 301);
      }
      // A file with an extension (favicon, robots.txt, images) is served as it is, if it exists.
      if (path.extname(pathname)) return next();
      const clean = pathname.replace(/\/+$/, "") || "/";
      const file = path.join(root, clean === "/" ? "index.html" : path.join(clean, "index.html"));
      const page = file.startsWith(root + path.sep) ? await readPage(file) : null;
      if (page !== null) {
        c.set("inlineScriptHashes", page.scriptHashes);
        return c.body(page.html, 200, HTML_HEADERS);
      }
      const fallback = await readPage(path.join(root, "__spa-fallback.html"));
      if (fallback === null) return c.text("The web app is not built. Run `npm run build`.", 503);
      c.set("inlineScriptHashes", fallback.scriptHashes);
      if (isKnownPath(clean)) return c.body(fallback.html, 200, HTML_HEADERS);
      logUnknownPath(pathname);
      return c.body(fallback.html, 404, HTML_HEADERS);
    })
    .use("*", serveStatic({ root }));
}

/**
 * The origin the pages were prerendered with (build/site-url.txt, written by vite.config.ts), or null for a
 * build without that record.
 */
function builtSiteUrl(clientRoot: string): string | null {
  try {
    return readFileSync(path.join(clientRoot, "..", "site-url.txt"), "utf8").trim().replace(/\/+$/, "") || null;
  } catch {
    return null;
  }
}

/**
 * Pages bake the origin they were built for into canonical, og:url, og:image, JSON-LD and share links. A
 * build served on another origin (`PORT=3100 npm start` without SITE_URL: the build says localhost:3000,
 * the server localhost:3100) gets its pages' links rewritten to the served SITE_URL once per page, before
 * the CSP hashes are taken; the browser reads the same origin back from the page (web/lib/seo.ts).
 */
export function originRewrite(built: string | null, served: string | undefined): (html: string) => string {
  const target = served?.replace(/\/+$/, "");
  if (!built || !target || built === target) return (html) => html;
  // As written (links, tags, JSON-LD) and as a query value (share links); never inside a longer host or
  // port (localhost:3000 is not the start of localhost:30001).
  const forms = new Map([
    [built, target],
    [encodeURIComponent(built), encodeURIComponent(target)],
  ]);
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const baked = new RegExp(`(?:${[...forms.keys()].map(escape).join("|")})(?!\\w)`, "g");
  return (html) => html.replace(baked, (found) => forms.get(found)!);
}

/** The decoded path, or null when its percent-encoding is malformed (`/%E0%A4%A`): the client's mistake. */
function decodePathname(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/** Errors that mean "no such page" for a path a visitor typed (a NUL byte or an overlong name included). */
const MISSING_FILE_CODES = new Set(["ENOENT", "ENOTDIR", "EISDIR", "ENAMETOOLONG", "ERR_INVALID_ARG_VALUE"]);

function isMissingFile(err: unknown): boolean {
  return MISSING_FILE_CODES.has((err as NodeJS.ErrnoException | undefined)?.code ?? "");
}
