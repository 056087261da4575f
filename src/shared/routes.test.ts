import { describe, expect, it } from "vitest";
import {
  APP_ONLY_PATHS,
  BLOG_SLUGS,
  LEGAL_PATHS,
  PATHS,
  PRERENDERED_PATHS,
  PRIVATE_PATHS,
  SWEDISH_REDIRECTS,
  builderPath,
  isKnownPath,
  pluginEditorPath,
} from "./routes";

// The server answers 404 for any path isKnownPath refuses, sends the Swedish paths on with a 301, and
// robots.txt hides PRIVATE_PATHS: what those decisions mean for a visitor, whatever the table holds.

describe("[SHELL][ROUTES] isKnownPath", () => {
  it("knows every page, with or without trailing slashes", () => {
    for (const path of [...PRERENDERED_PATHS, ...APP_ONLY_PATHS]) {
      expect({ path, known: isKnownPath(path) }).toEqual({ path, known: true });
      if (path === "/") continue;
      expect({ path, known: isKnownPath(`${path}/`) }).toEqual({ path, known: true });
      expect({ path, known: isKnownPath(`${path}///`) }).toEqual({ path, known: true });
    }
  });

  it("refuses paths below a page, look-alikes and unknown articles", () => {
    for (const path of [
      "/no-such-page",
      "/dashboard/extra",
      "/pricing/x",
      "/Dashboard",
      "/pricing.html",
      "/dashboard?x=1",
      "//dashboard",
      "/blog/no-such-article",
      `/blog/${BLOG_SLUGS[0]}/comments`,
      "",
      "/api/health",
    ]) {
      expect({ path, known: isKnownPath(path) }).toEqual({ path, known: false });
    }
  });
});

describe("[SHELL][ROUTES] Swedish addresses", () => {
  const redirects = Object.entries(SWEDISH_REDIRECTS);

  it("exist", () => {
    expect(redirects.length).toBeGreaterThan(0);
  });

  it.each(redirects)("%s is answered, and lands on a public page that is not a redirect itself (→ %s)", (from, to) => {
    expect(isKnownPath(from)).toBe(true);
    expect(isKnownPath(`${from}/`)).toBe(true);
    expect(PRERENDERED_PATHS).toContain(to);
    expect(Object.keys(SWEDISH_REDIRECTS)).not.toContain(to);
  });

  it("never take over the address of a page", () => {
    for (const from of Object.keys(SWEDISH_REDIRECTS)) {
      expect([...PRERENDERED_PATHS, ...APP_ONLY_PATHS] as string[]).not.toContain(from);
    }
  });
});

describe("[SHELL][ROUTES] what search engines see", () => {
  it("hides every signed-in page and no public page", () => {
    for (const path of APP_ONLY_PATHS) expect(PRIVATE_PATHS).toContain(path);
    for (const path of PRERENDERED_PATHS) {
      // robots.txt rules match by prefix: "/dashboard" would also hide "/dashboard-tips".
      const hiddenBy = PRIVATE_PATHS.filter((hidden: string) => path.startsWith(hidden));
      expect({ path, hiddenBy }).toEqual({ path, hiddenBy: [] });
    }
  });

  it("prerenders every article at /blog/{slug}, each once", () => {
    const articles = PRERENDERED_PATHS.filter((path) => path.startsWith("/blog/"));
    expect(articles.toSorted()).toEqual(BLOG_SLUGS.map((slug) => `/blog/${slug}`).toSorted());
    expect(new Set(PRERENDERED_PATHS).size).toBe(PRERENDERED_PATHS.length);
  });
});

describe("PATHS", () => {
  it("names the legal pages at the paths their content lives under", () => {
    expect([PATHS.terms, PATHS.privacy, PATHS.purchaseTerms]).toEqual([...LEGAL_PATHS]);
  });

  it("builds the builder's address, escaping the plugin id", () => {
    expect(builderPath()).toBe("/builder");
    expect(builderPath("a b/c")).toBe("/builder?id=a%20b%2Fc");
  });

  it("builds the plugin editor's address, escaping the plugin id", () => {
    expect(pluginEditorPath()).toBe("/plugin-editor");
    expect(pluginEditorPath("a b/c")).toBe("/plugin-editor?id=a%20b%2Fc");
  });
});
