import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { robotsTxt, rssXml, sitemapXml } from "./feeds";
import { readSiteContent, type SiteContent } from "./site-content";

/** /sitemap.xml, /robots.txt and /blog/rss.xml. The content is read once per process. */
export function contentRoutes() {
  let content: Promise<SiteContent> | undefined;
  const load = (contentDir: string) => {
    content ??= readSiteContent(contentDir).catch((err: unknown) => {
      content = undefined; // try again on the next request
      throw err;
    });
    return content;
  };
  const headers = (type: string) => ({ "Content-Type": `${type}; charset=utf-8`, "Cache-Control": "public, max-age=3600" });

  return new Hono<AppEnv>()
    .get("/robots.txt", (c) => c.body(robotsTxt(c.var.services.env.SITE_URL), 200, headers("text/plain")))
    .get("/sitemap.xml", async (c) => {
      const { env, contentDir } = c.var.services;
      return c.body(sitemapXml(env.SITE_URL, await load(contentDir)), 200, headers("application/xml"));
    })
    .get("/blog/rss.xml", async (c) => {
      const { env, contentDir } = c.var.services;
      return c.body(rssXml(env.SITE_URL, await load(contentDir)), 200, headers("application/rss+xml"));
    });
}
