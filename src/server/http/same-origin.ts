import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env";
import { bearerTokenOf } from "../auth/middleware";
import { AppError } from "../lib/app-error";

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** What a refused origin is told: most often the site runs at an address SITE_URL does not name. */
export const REFUSED_ORIGIN_MESSAGE =
  "Cross-site request refused: this page's address is not a trusted origin. If this is your own server, set SITE_URL to the address you open it at.";

/**
 * State-changing API requests must come from our own pages: Origin (or, failing that, Referer) must be
 * one of the trusted origins (env TRUSTED_ORIGINS). better-auth checks its own routes; the payment
 * webhook is signed instead; a script with an API token sends no cookies to forge.
 */
export const requireSameOrigin = (trustedOrigins: readonly string[], exempt: (path: string) => boolean) => {
  const trusted = new Set(trustedOrigins.map((o) => new URL(o).origin));
  return createMiddleware<AppEnv>(async (c, next) => {
    // A request with an API token carries its own authority, and its cookies are never read (auth/middleware.ts).
    if (!UNSAFE.has(c.req.method) || exempt(c.req.path) || bearerTokenOf(c) !== undefined) return next();
    const origin = c.req.header("origin") ?? originOf(c.req.header("referer"));
    if (!origin || !trusted.has(origin)) throw new AppError("forbidden", REFUSED_ORIGIN_MESSAGE);
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
