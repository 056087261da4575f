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

/**
 * Every page of ours by name: links, redirects and the router read these, never a typed "/builder",
 * so a renamed page is one edit and a misspelt one does not compile.
 */
export const PATHS = {
  home: "/",
  pricing: "/pricing",
  about: "/about",
  howItWorks: "/how-it-works",
  contact: "/contact",
  blog: "/blog",
  faq: "/#faq",
  auth: "/auth",
  welcome: "/welcome",
  dashboard: "/dashboard",
  settings: "/settings",
  builder: "/builder",
  pluginEditor: "/plugin-editor",
  admin: "/admin",
  /** The local test-mode checkout (the embedded payments default): ?session={id}. */
  checkout: "/checkout",
  /** The local test-mode checkout's stand-in for the provider's customer portal. */
  billingPortal: "/billing",
  /** The newsletter's unsubscribe page (?token=, no sign-in needed). */
  unsubscribe: "/unsubscribe",
  terms: "/terms",
  privacy: "/privacy",
  purchaseTerms: "/purchase-terms",
  landingNoCodeBuilder: "/wordpress-plugin-builder-no-code",
  landingAiGenerator: "/ai-wordpress-plugin-generator",
  landingHowToBuild: "/how-to-build-wordpress-plugin",
  landingForAgencies: "/wordpress-plugin-builder-for-agencies",
} as const;

/** The builder, on an existing plugin when given its id. */
export function builderPath(pluginId?: string): string {
  return pluginId === undefined ? PATHS.builder : `${PATHS.builder}?id=${encodeURIComponent(pluginId)}`;
}

/** The plugin editor: the upload state without an id, a plugin's editing state with one. */
export function pluginEditorPath(pluginId?: string): string {
  return pluginId === undefined
    ? PATHS.pluginEditor
    : `${PATHS.pluginEditor}?id=${encodeURIComponent(pluginId)}`;
}

/** The local test-mode checkout of one checkout session. */
export function checkoutPath(sessionId: string): string {
  return `${PATHS.checkout}?session=${encodeURIComponent(sessionId)}`;
}

export function blogPostPath(slug: string): `/blog/${string}` {
  return `${PATHS.blog}/${slug}`;
}

export const LANDING_PATHS = [
  PATHS.landingNoCodeBuilder,
  PATHS.landingAiGenerator,
  PATHS.landingHowToBuild,
  PATHS.landingForAgencies,
] as const;

/** The legal texts; each has content/legal/{page}.{en,sv}.md. */
export const LEGAL_PAGES = ["terms", "privacy", "purchase-terms"] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];
export const LEGAL_PATHS = LEGAL_PAGES.map((page) => `/${page}` as const);

/** Public pages: prerendered to HTML at build time and listed in the sitemap. */
export const PRERENDERED_PATHS = [
  PATHS.home,
  PATHS.pricing,
  PATHS.about,
  PATHS.howItWorks,
  PATHS.contact,
  ...LEGAL_PATHS,
  ...LANDING_PATHS,
  PATHS.blog,
  ...BLOG_SLUGS.map(blogPostPath),
] as const;

/** Pages of the signed-in app (client-rendered; kept out of search engines by robots.txt). */
export const APP_ONLY_PATHS = [
  PATHS.auth,
  PATHS.welcome,
  PATHS.dashboard,
  PATHS.settings,
  PATHS.builder,
  PATHS.pluginEditor,
  PATHS.checkout,
  PATHS.billingPortal,
  PATHS.admin,
  PATHS.unsubscribe,
] as const;

/** Kept out of search engines (robots.txt): the signed-in app. */
export const PRIVATE_PATHS = APP_ONLY_PATHS;

/** Every page path the web app answers. */
export const APP_PATHS = [...PRERENDERED_PATHS, ...APP_ONLY_PATHS] as const;

export const SWEDISH_REDIRECTS: Readonly<Record<string, string>> = {
  "/om-oss": PATHS.about,
  "/priser": PATHS.pricing,
  "/hur-det-fungerar": PATHS.howItWorks,
  "/kontakt": PATHS.contact,
};

export function isKnownPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return (APP_PATHS as readonly string[]).includes(path) || path in SWEDISH_REDIRECTS;
}
