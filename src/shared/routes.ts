// The route table of spec.md §2, shared by the web router and the server (which answers an unknown
// path with status 404 and logs it, and sends the Swedish paths on with a permanent redirect).

/** Paths of pages built so far. Add a path here when its page lands. */
export const APP_PATHS = [
  "/",
  "/auth",
  "/welcome",
  "/dashboard",
  "/settings",
  "/pricing",
  "/builder",
] as const;

/** Public pages that are prerendered to HTML at build time. */
export const PRERENDERED_PATHS = ["/"] as const;

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
