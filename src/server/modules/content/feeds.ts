import { PRODUCT_NAME } from "../../../shared/constants";
import { PRERENDERED_PATHS, PRIVATE_PATHS } from "../../../shared/routes";
import type { SiteContent } from "./site-content";

// sitemap.xml, robots.txt and the blog's RSS 2.0 feed, for the origin in SITE_URL.

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

const absolute = (siteUrl: string, path: string) => new URL(path, siteUrl).toString();

export function sitemapXml(siteUrl: string, content: SiteContent): string {
  const lastModified = new Map<string, string>(Object.entries(content.legalUpdated));
  for (const post of content.posts) lastModified.set(`/blog/${post.slug}`, post.date);
  const newestPost = content.posts[0]?.date;
  if (newestPost) lastModified.set("/blog", newestPost);

  const urls = PRERENDERED_PATHS.map((path) => {
    const lastmod = lastModified.get(path);
    return `  <url><loc>${escapeXml(absolute(siteUrl, path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join("\n")}
</urlset>
`;
}

export function robotsTxt(siteUrl: string): string {
  const disallow = ["/api/", ...PRIVATE_PATHS].map((path) => `Disallow: ${path}`).join("\n");
  return `User-agent: *
Allow: /
${disallow}

Sitemap: ${absolute(siteUrl, "/sitemap.xml")}
`;
}

const rfc822 = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).toUTCString();

export function rssXml(siteUrl: string, content: SiteContent): string {
  const items = content.posts.map((post) => {
    const link = escapeXml(absolute(siteUrl, `/blog/${post.slug}`));
    return `    <item>
      <title>${escapeXml(post.title)}</title>
      <link>${link}</link>
      <guid isPermaLink="true">${link}</guid>
      <pubDate>${rfc822(post.date)}</pubDate>
      <category>${escapeXml(post.category)}</category>
      <description>${escapeXml(post.excerpt)}</description>
    </item>`;
  });
  const newest = content.posts[0]?.date;
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(`${PRODUCT_NAME} Blog`)}</title>
    <link>${escapeXml(absolute(siteUrl, "/blog"))}</link>
    <description>Guides, ideas and security advice for building WordPress plugins without code.</description>
    <language>en</language>
    <atom:link href="${escapeXml(absolute(siteUrl, "/blog/rss.xml"))}" rel="self" type="application/rss+xml"/>
${newest ? `    <lastBuildDate>${rfc822(newest)}</lastBuildDate>\n` : ""}${items.join("\n")}
  </channel>
</rss>
`;
}
