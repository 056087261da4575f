// The public origin, apart from ./seo so that the root reads it without the tags' helpers and constants
// (decision 0073).

/** Names the tag in every page's head that carries the public origin (root.tsx). */
export const SITE_URL_META = "plugsmith:site-url";

/**
 * The public origin. Prerendering writes the build's (SITE_URL at build time, vite.config.ts) into every page;
 * the server rewrites it to the origin it serves (a build started on another PORT without SITE_URL), and the
 * browser reads that back from the page, so links made after hydration agree with the prerendered ones.
 */
export const SITE_URL: string = servedSiteUrl() ?? __SITE_URL__;

function servedSiteUrl(): string | null {
  if (typeof document === "undefined") return null;
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${SITE_URL_META}"]`)?.content;
  return content ? content.replace(/\/+$/, "") : null;
}
