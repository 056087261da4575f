import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { SWEDISH_REDIRECTS, isKnownPath } from "../../shared/routes";
import type { AppEnv } from "../app-env";
import { compressStatic } from "./compress-static";

const HTML_HEADERS = { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" };

/**
 * Serves the built web app from one directory (build/client): hashed assets with long caching,
 * prerendered pages as their own HTML, other known app paths through the SPA fallback, and any
 * unknown path as the fallback with status 404 (the client shows the not-found page) and a log line.
 */
export function staticSite(clientDir: string) {
  const root = path.resolve(clientDir);
  const htmlCache = new Map<string, string | null>();
  const readHtml = async (file: string): Promise<string | null> => {
    if (!htmlCache.has(file)) {
      htmlCache.set(file, existsSync(file) ? await readFile(file, "utf8") : null);
    }
    return htmlCache.get(file)!;
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
      const pathname = decodeURIComponent(new URL(c.req.url).pathname);
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
