import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";
import { type Env, sharesCookies } from "../env";

/**
 * A page asked for on the previews' host (127.0.0.1:PORT, when SITE_URL is on localhost and the previews on
 * 127.0.0.1:PREVIEW_PORT) is sent to the same page at SITE_URL: opened there, Plugsmith would keep its
 * session in cookies that the previews' scripts could set (browsers share cookies between the ports of
 * one host), and sign-in from there is refused anyway (env.ts keeps that host out of TRUSTED_ORIGINS).
 * API requests are answered where they arrive: scripts and tests call 127.0.0.1 without a browser's cookies.
 */
export function redirectFromPreviewHost(env: Pick<Env, "SITE_URL" | "PREVIEW_ORIGIN" | "PREVIEW_PORT">): MiddlewareHandler<AppEnv> {
  const site = new URL(env.SITE_URL);
  const previewHost = new URL(env.PREVIEW_ORIGIN).hostname;
  return async (c, next) => {
    if (env.PREVIEW_PORT === 0 || (c.req.method !== "GET" && c.req.method !== "HEAD") || c.req.path.startsWith("/api/")) return next();
    const url = new URL(c.req.url);
    if (url.hostname === site.hostname || !sharesCookies(url.hostname, previewHost)) return next();
    return c.redirect(new URL(url.pathname + url.search, site.origin).href, 302);
  };
}
