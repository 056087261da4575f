// The route table of spec.md §2, shared by the web router and the server (which answers an unknown
// path with status 404 and logs it, and sends the Swedish paths on with a permanent redirect).

/** The blog's articles; each has content/blog/{slug}.md (a test checks both agree). */
export const BLOG_SLUGS = [
  "how-to-build-wordpress-plugin-without-coding-2025",
  "ai-wordpress-plugin-builder-vs-custom-development",
  "10-wordpress-plugin-ideas-no-coding",
  "wordpress-plugin-builder-agencies-complete-guide",
  "wordpress-plugin-security-best-practices",
] as const;
export type BlogSlug = (typeof BLOG_SLUGS)[number];

export const LANDING_PATHS = [
  "/wordpress-plugin-builder-no-code",
  "/ai-wordpress-plugin-generator",
  "/how-to-build-wordpress-plugin",
  "/wordpress-plugin-builder-for-agencies",
] as const;

/** The legal texts; each has content/legal/{page}.{en,sv}.md. */
export const LEGAL_PAGES = ["terms", "privacy", "purchase-terms"] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];
export const LEGAL_PATHS = LEGAL_PAGES.map((page) => `/${page}` as const);

/** Public pages: prerendered to HTML at build time and listed in the sitemap. */
export const PRERENDERED_PATHS = [
  "/",
  "/pricing",
  "/about",
  "/how-it-works",
  "/contact",
  ...LEGAL_PATHS,
  ...LANDING_PATHS,
  "/blog",
  ...BLOG_SLUGS.map((slug) => `/blog/${slug}` as const),
] as const;

/** Pages of the signed-in app (client-rendered; kept out of search engines by robots.txt). */
export const APP_ONLY_PATHS = ["/auth", "/welcome", "/dashboard", "/settings", "/builder"] as const;

/** Kept out of search engines (robots.txt): the signed-in app, including pages still to come. */
export const PRIVATE_PATHS = [...APP_ONLY_PATHS, "/plugin-editor", "/admin"] as const;

/** Every page path the web app answers. */
export const APP_PATHS = [...PRERENDERED_PATHS, ...APP_ONLY_PATHS] as const;

export const SWEDISH_REDIRECTS: Readonly<Record<string, string>> = {
  "/om-oss": "/about",
  "/priser": "/pricing",
  "/hur-det-fungerar": "/how-it-works",
  "/kontakt": "/contact",
};

export function isKnownPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return (APP_PATHS as readonly string[]).includes(path) || path in SWEDISH_REDIRECTS;
}
