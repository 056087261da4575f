import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env";
import { jsonError } from "../lib/http-error";

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * State-changing API requests must come from our own pages: Origin (or, failing that, Referer) must be
 * SITE_URL's origin. better-auth checks its own routes; the payment webhook is signed instead.
 */
export const requireSameOrigin = (siteUrl: string, exempt: (path: string) => boolean) => {
  const expected = new URL(siteUrl).origin;
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!UNSAFE.has(c.req.method) || exempt(c.req.path)) return next();
    const origin = c.req.header("origin") ?? originOf(c.req.header("referer"));
    if (origin !== expected) return jsonError(c, 403, "forbidden", "Cross-site request refused");
    await next();
  });
};

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
