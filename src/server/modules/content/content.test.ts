import { describe, expect, it } from "vitest";
import { BLOG_SLUGS, PRERENDERED_PATHS, PRIVATE_PATHS } from "../../../shared/routes";
import { useSharedTestApp } from "../../../../tests/support/test-app";
import { escapeXml, rssXml, sitemapXml } from "./feeds";

const SITE = "https://plugsmith.example";
const getApp = useSharedTestApp({ SITE_URL: SITE });

describe("GET /sitemap.xml", () => {
  it("lists every public page and article at SITE_URL's origin, articles with their dates", async () => {
    const res = await getApp().client.request("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/xml/);
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(PRERENDERED_PATHS.map((path) => new URL(path, SITE).toString()));
    expect(xml).toContain(
      `<loc>${SITE}/blog/how-to-build-wordpress-plugin-without-coding-2025</loc><lastmod>2025-10-22</lastmod>`,
    );
    for (const path of PRIVATE_PATHS) expect(locs).not.toContain(new URL(path, SITE).toString());
  });
});

describe("GET /robots.txt", () => {
  it("keeps the app and the API out and points to the sitemap", async () => {
    const res = await getApp().client.request("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await res.text();
    for (const path of ["/api/", "/dashboard", "/builder", "/settings", "/auth", "/admin", "/plugin-editor"]) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).not.toMatch(/Disallow: \/(blog|pricing|about)?\n/);
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});

describe("GET /blog/rss.xml", () => {
  it("is an RSS 2.0 channel with one item per article, newest first", async () => {
    const res = await getApp().client.request("/blog/rss.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/rss\+xml/);
    const xml = await res.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain(`<atom:link href="${SITE}/blog/rss.xml" rel="self" type="application/rss+xml"/>`);
    const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]!);
    expect(items).toHaveLength(BLOG_SLUGS.length);
    const links = items.map((item) => /<link>([^<]+)<\/link>/.exec(item)?.[1]);
    expect(links[0]).toBe(`${SITE}/blog/how-to-build-wordpress-plugin-without-coding-2025`);
    expect(links.at(-1)).toBe(`${SITE}/blog/wordpress-plugin-security-best-practices`);
    for (const item of items) {
      for (const tag of ["title", "link", "guid", "pubDate", "description"]) expect(item).toContain(`<${tag}`);
      const pubDate = /<pubDate>([^<]+)<\/pubDate>/.exec(item)![1]!;
      expect(pubDate).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} 00:00:00 GMT$/);
    }
  });
});

describe("feeds", () => {
  const content = {
    posts: [
      { slug: "a-b", title: 'Tips & "tricks" <fast>', description: "d", excerpt: "x < y", date: "2025-01-02", category: "Ideas" as const, tags: [], readMinutes: 1 },
    ],
    legalUpdated: { "/terms": "2026-11-01" },
  };

  it("escapes text in XML", () => {
    expect(escapeXml(`a&b<c>"d"'e'`)).toBe("a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;");
    const rss = rssXml(SITE, content);
    expect(rss).toContain("<title>Tips &amp; &quot;tricks&quot; &lt;fast&gt;</title>");
    expect(rss).toContain("<description>x &lt; y</description>");
  });

  it("dates the legal pages and the blog index by their newest change", () => {
    const xml = sitemapXml(SITE, content);
    expect(xml).toContain(`<loc>${SITE}/terms</loc><lastmod>2026-11-01</lastmod>`);
    expect(xml).toContain(`<loc>${SITE}/blog</loc><lastmod>2025-01-02</lastmod>`);
    expect(xml).toContain(`<loc>${SITE}/</loc></url>`);
  });
});
