import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateReply, installable, openTestSite, TEST_SITE_URL, type TestSite } from "../../../../tests/support/wordpress-test-site";

// [STYLE][THEME] (issue #33): a style change the offline generator makes and charges for shows on the page in
// the default theme of the WordPress the previews run: the plugin's page rendered by WordPress, its HTML and CSS
// served to Chromium, and the title's computed style read there.

const GREEN = "rgb(0, 163, 42)";
let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
}, 60_000);
afterAll(() => browser?.close());

/** The page at `path` of `site` in Chromium: the page and its stylesheets are answered by the site (what styles it). */
async function openPage(site: TestSite, path: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const served: string[] = [];
  await page.route("**/*", async (route) => {
    const url = new URL(route.request().url());
    if (url.origin !== TEST_SITE_URL || !["document", "stylesheet"].includes(route.request().resourceType())) return route.abort();
    served.push(url.pathname);
    const response = await site.request(`${url.pathname}${url.search}`);
    await route.fulfill({ status: response.status, headers: Object.fromEntries(Object.entries(response.headers).map(([key, values]) => [key, values.join(", ")])), body: response.text });
  });
  await page.goto(`${TEST_SITE_URL}${path}`, { timeout: 120_000 });
  // The plugin's own stylesheet was served: its rules are on the page.
  expect(served.some((served) => served.startsWith(`/wp-content/plugins/${site.plugin.slug}/`)), served.join("\n")).toBe(true);
  return page;
}

/** The computed colour and weight of the innermost element showing `text`. */
async function styleOf(page: Page, text: string): Promise<{ color: string; weight: number }> {
  return page.evaluate((wanted) => {
    const all = [...document.body.querySelectorAll("*")].filter((element) => element.textContent?.trim() === wanted);
    const innermost = all.find((element) => ![...element.children].some((child) => child.textContent?.trim() === wanted));
    if (!innermost) throw new Error(`Nothing shows ${wanted}`);
    const style = getComputedStyle(innermost);
    return { color: style.color, weight: Number(style.fontWeight) };
  }, text);
}

async function titleStyle(files: Record<string, string>, title: string, setup?: (site: TestSite) => Promise<void>) {
  const site = await openTestSite(installable(files));
  try {
    await setup?.(site);
    expect(site.showcasePath).not.toBeNull();
    const page = await openPage(site, site.showcasePath!);
    try {
      return await styleOf(page, title);
    } finally {
      await page.close();
    }
  } finally {
    site.dispose();
  }
}

const CASES: Array<{ request: string; title: string; setup?: (site: TestSite) => Promise<void> }> = [
  { request: "A shortcode that shows a greeting", title: "Greeting" },
  {
    request: "A custom post type for books",
    title: "Dune",
    setup: async (site) => {
      await site.php("<?php wp_insert_post( array( 'post_type' => 'ps_book', 'post_status' => 'publish', 'post_title' => 'Dune', 'post_content' => 'Sand.' ) );");
    },
  },
];

describe("[STYLE][THEME] 'Make the title green and bold' shows in the default theme", () => {
  it.each(CASES)("$request: the title is green and bold on the page", async ({ request, title, setup }) => {
    const first = generateReply(request);
    const before = await titleStyle(first.files, title, setup);
    expect(before.color).not.toBe(GREEN);
    const next = generateReply("Make the title green and bold", first.files);
    expect(next.explanation).toMatch(/color #00a32a/);
    const after = await titleStyle({ ...first.files, ...next.files }, title, setup);
    expect(after).toEqual({ color: GREEN, weight: 700 });
  }, 240_000);
});

describe("[STYLE][THEME] a style change the generator cannot show is not made", () => {
  it("'Make the title green and bold' on a plugin that prints nothing on the site changes no file (the turn is refused as no_changes, free)", () => {
    const first = generateReply("A dismissible admin notice");
    const next = generateReply("Make the title green and bold", first.files);
    expect(next.files).toEqual({});
    expect(next.explanation).toMatch(/prints nothing of its own on the site's pages/);
  }, 30_000);
});
