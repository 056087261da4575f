import { readFile } from "node:fs/promises";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { SWEDISH_REDIRECTS, isKnownPath } from "../../shared/routes";
import type { AppEnv } from "../app-env";
import { HttpError } from "../lib/http-error";
import { compressStatic } from "./compress-static";

const HTML_HEADERS = { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" };

/**
 * Serves the built web app from one directory (build/client): hashed assets with long caching,
 * prerendered pages as their own HTML, other known app paths through the SPA fallback, and any
 * unknown path as the fallback with status 404 (the client shows the not-found page) and a log line.
 */
export function staticSite(clientDir: string) {
  const root = path.resolve(clientDir);
  // Only files that exist are kept (the build's pages: a bounded set). A miss is never remembered, or
  // every unknown path a visitor invents would stay in memory for the life of the process.
  const htmlCache = new Map<string, string>();
  const readHtml = async (file: string): Promise<string | null> => {
    const cached = htmlCache.get(file);
    if (cached !== undefined) return cached;
    try {
      const html = await readFile(file, "utf8");
      htmlCache.set(file, html);
      return html;
    } catch (err) {
      if (isMissingFile(err)) return null;
      throw err;
    }
  };

  return new Hono<AppEnv>()
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
      if (pathname === null) throw new HttpError(400, "invalid_url", "The address is not valid");
      const target = SWEDISH_REDIRECTS[pathname.replace(/\/+$/, "")];
      if (target) {
        const search = new URL(c.req.url).search;
        return c.redirect(`${target}${search}`, 301);
      }
      // A file with an extension (favicon, robots.txt, images) is served as it is, if it exists.
      if (path.extname(pathname)) return next();
      const clean = pathname.replace(/\/+$/, "") || "/";
      const page = path.join(root, clean === "/" ? "index.html" : path.join(clean, "index.html"));
      if (page.startsWith(root + path.sep)) {
        const html = await readHtml(page);
        if (html !== null) return c.body(html, 200, HTML_HEADERS);
      }
      const fallback = await readHtml(path.join(root, "__spa-fallback.html"));
      if (fallback === null) return c.text("The web app is not built. Run `npm run build`.", 503);
      if (isKnownPath(clean)) return c.body(fallback, 200, HTML_HEADERS);
      c.var.services.logger.warn({ path: pathname }, "page not found");
      return c.body(fallback, 404, HTML_HEADERS);
    })
    .use("*", serveStatic({ root }));
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
