import { BLOG_SLUGS, PRERENDERED_PATHS } from "../../src/shared/routes";
import { E2E_BASE_URL, expect, test } from "./fixtures";

// Search engines and link previews read the HTML file itself, without running JavaScript: every public
// page's prerendered HTML must carry its title, description, canonical URL, sharing tags and JSON-LD.
// Plain HTTP requests here, no browser.

/**
 * The origin the pages are served for: the server's SITE_URL, whatever the build was made for (the server
 * rewrites the built origin, issue #34 item 7; tests/api/site-origin-port.test.ts starts one on another port).
 */
const SITE_URL = E2E_BASE_URL;

const FIRST_ARTICLE = `/blog/${BLOG_SLUGS[0]}`;
const FAQ_PAGES = new Set(["/", "/pricing", FIRST_ARTICLE]);

function metaContent(html: string, attr: "name" | "property", key: string): string | undefined {
  const tag = new RegExp(`<meta[^>]*\\b${attr}="${key.replace(/[:.]/g, "\\$&")}"[^>]*>`).exec(html)?.[0];
  return tag ? /content="([^"]*)"/.exec(tag)?.[1] : undefined;
}

function jsonLdTypes(html: string): string[] {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return scripts.map((m) => (JSON.parse(m[1]!) as { "@type": string })["@type"]);
}

for (const path of PRERENDERED_PATHS) {
  test(`[SEO] ${path}: the HTML itself holds title, description, canonical, sharing tags and JSON-LD`, async ({ request }) => {
    const res = await request.get(path);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("text/html");
    const html = await res.text();

    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? "";
    expect(title.length).toBeGreaterThan(10);
    expect(html.indexOf("<title>")).toBeLessThan(html.indexOf("</head>"));

    const description = metaContent(html, "name", "description") ?? "";
    expect(description.length).toBeGreaterThanOrEqual(70);
    expect(description.length).toBeLessThanOrEqual(170);

    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    expect(canonical).toBe(new URL(path, SITE_URL).toString());
    expect(metaContent(html, "property", "og:url")).toBe(canonical);
    expect(metaContent(html, "property", "og:title")).toBeTruthy();
    expect(metaContent(html, "property", "og:description")).toBe(description);
    expect(metaContent(html, "property", "og:image:width")).toBe("1200");
    expect(metaContent(html, "property", "og:image:height")).toBe("630");
    expect(metaContent(html, "name", "twitter:card")).toBe("summary_large_image");

    // The card image is really there.
    const image = metaContent(html, "property", "og:image")!;
    expect(image.startsWith(SITE_URL)).toBe(true);
    const imageRes = await request.get(new URL(image).pathname);
    expect(imageRes.status()).toBe(200);
    expect(imageRes.headers()["content-type"]).toBe("image/jpeg");

    const types = jsonLdTypes(html);
    expect(types.length).toBeGreaterThan(0);
    if (FAQ_PAGES.has(path)) expect(types).toContain("FAQPage");
    if (path.startsWith("/blog/")) {
      expect(types).toEqual(expect.arrayContaining(["BlogPosting", "BreadcrumbList"]));
      expect(metaContent(html, "name", "keywords")).toBeTruthy();
      expect(metaContent(html, "property", "og:type")).toBe("article");
    }

    // One h1, and the page's main content is in the HTML, not only after JavaScript runs.
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toContain('<main id="main"');
  });
}

test("[SEO] every public page has its own title and description", async ({ request }) => {
  const pages = await Promise.all(PRERENDERED_PATHS.map(async (path) => (await request.get(path)).text()));
  const titles = pages.map((html) => /<title>([^<]+)<\/title>/.exec(html)?.[1]);
  const descriptions = pages.map((html) => metaContent(html, "name", "description"));
  expect(new Set(titles).size).toBe(PRERENDERED_PATHS.length);
  expect(new Set(descriptions).size).toBe(PRERENDERED_PATHS.length);
});

test("[SEO] every page asks for its stylesheet before the scripts' preloads (a first paint waits for the CSS)", async ({ request }) => {
  for (const path of [...PRERENDERED_PATHS, "/dashboard"]) {
    const html = await (await request.get(path)).text();
    const stylesheet = html.search(/<link rel="stylesheet" href="\/assets\/app-[\w-]+\.css"/);
    const preload = html.indexOf('rel="modulepreload"');
    expect({ path, stylesheet: stylesheet >= 0, first: stylesheet < preload }).toEqual({ path, stylesheet: true, first: true });
  }
});

test("[SEO] an article's HTML holds its body, table of contents, date and share links", async ({ request }) => {
  const html = await (await request.get(`/blog/${BLOG_SLUGS[4]}`)).text();
  expect(html).toContain("October 18, 2025");
  expect(html).toContain("9 min read");
  expect(html).toMatch(/<a href="#[a-z0-9-]+"[^>]*>[^<]*Nonces/);
  expect(html).toContain("$wpdb-&gt;prepare(");
  const url = encodeURIComponent(new URL(`/blog/${BLOG_SLUGS[4]}`, SITE_URL).toString());
  expect(html).toContain(`https://www.linkedin.com/sharing/share-offsite/?url=${url}`);
  expect(html).toContain(`https://www.facebook.com/sharer/sharer.php?u=${url}`);
});

test("[SEO] an unknown article is a 404", async ({ request }) => {
  const res = await request.get("/blog/no-such-article");
  expect(res.status()).toBe(404);
});

test("[SEO] sitemap, robots.txt and the RSS feed are served; the feed is well-formed XML", async ({ request, page }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect((await sitemap.text()).match(/<url>/g)).toHaveLength(PRERENDERED_PATHS.length);
  expect(await (await request.get("/robots.txt")).text()).toContain("Sitemap: ");

  const rss = await (await request.get("/blog/rss.xml")).text();
  await page.goto("/");
  const parsed = await page.evaluate((xml) => {
    const doc = new DOMParser().parseFromString(xml, "application/xml");
    return {
      error: doc.querySelector("parsererror")?.textContent ?? null,
      version: doc.documentElement.getAttribute("version"),
      items: doc.querySelectorAll("channel > item").length,
    };
  }, rss);
  expect(parsed).toEqual({ error: null, version: "2.0", items: BLOG_SLUGS.length });
});
