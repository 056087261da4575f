import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import type { AppEnv } from "../app-env";

/**
 * The app's Content-Security-Policy. Scripts come from our origin; an inline script runs only when the
 * page's own policy names its hash (a built page's, set by static-site.ts: decision 0044), never through
 * 'unsafe-inline'. Styles keep 'unsafe-inline' (style attributes, the UI kit's inline styles). Frames: our
 * origin (the builder's mock preview frame) and the live preview's WordPress on its own origin
 * (modules/previews/preview-app.ts); nobody may frame us.
 */
export function contentSecurityPolicy(previewOrigin: string, scriptHashes: readonly string[] = []): string {
  const directives: Array<[string, ...string[]]> = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...scriptHashes],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:"],
    ["font-src", "'self'", "data:"],
    ["connect-src", "'self'"],
    ["frame-src", "'self'", "blob:", previewOrigin],
    ["frame-ancestors", "'none'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/**
 * Security headers on every response. A route that sets one of these headers itself keeps it: set one
 * only to be stricter (a plugin's raw file sets a sandboxing CSP) or to let our own pages frame it (the
 * mock preview frame). An HTML page served from the build has its inline scripts' hashes added to
 * script-src (the `inlineScriptHashes` variable); every other response allows no inline script at all.
 */
export function securityHeaders(previewOrigin: string): MiddlewareHandler<AppEnv> {
  const others = secureHeaders({
    xFrameOptions: "DENY",
    referrerPolicy: "strict-origin-when-cross-origin",
    xContentTypeOptions: "nosniff",
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: "same-origin",
    crossOriginOpenerPolicy: "same-origin",
    strictTransportSecurity: "max-age=15552000; includeSubDomains",
    overwrite: false,
  });
  return async (c, next) => {
    await others(c, next);
    if (c.res.headers.has("Content-Security-Policy")) return;
    c.res.headers.set("Content-Security-Policy", contentSecurityPolicy(previewOrigin, c.var.inlineScriptHashes));
  };
}
