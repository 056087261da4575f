import { Hono } from "hono";
import { requestId } from "hono/request-id";
import type { AppEnv } from "./app-env";
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from "./db/database-unavailable";
import { appErrorResponse, jsonError } from "./http/error-status";
import { AppError } from "./lib/app-error";
import { accountRoutes } from "./modules/account/account.routes";
import { adminRoutes } from "./modules/admin/admin.routes";
import { apiTokensRoutes } from "./modules/api-tokens/api-tokens.routes";
import { billingRoutes } from "./modules/billing/billing.routes";
import { newsletterRoutes } from "./modules/newsletter/newsletter.routes";
import { contentRoutes } from "./modules/content/content.routes";
import { contactRoutes } from "./modules/contact/contact.routes";
import { creditsRoutes } from "./modules/credits/credits.routes";
import { eventsRoutes } from "./modules/events/events.routes";
import { generatorInfoRoutes } from "./modules/generation/generation.routes";
import { healthRoutes } from "./modules/health/health.routes";
import { mockFrameRoutes } from "./modules/previews/mock-frame.routes";
import { publicPluginsRoutes } from "./modules/plugins/gallery/public-plugins.routes";
import { pluginsRoutes } from "./modules/plugins/plugins.routes";
import { referralsRoutes } from "./modules/referrals/referrals.routes";
import { signInOptionsRoutes } from "./modules/sign-in-options/sign-in-options.routes";
import { pluginInstallRoutes, sitesRoutes } from "./modules/sites/sites.routes";
import type { Services } from "./services";
import { sessionTokenOf } from "./auth/session-cache";
import { handleAuthRequest } from "./auth/auth-handler";
import { bodyLimits } from "./http/body-limit";
import { redirectFromPreviewHost } from "./http/preview-host-redirect";
import { redactPath } from "./lib/redact-path";
import { requireSameOrigin } from "./http/same-origin";
import { securityHeaders } from "./http/security-headers";
import { staticSite } from "./http/static-site";
import { createUnknownPathLog, truncatedPath } from "./http/unknown-path-log";

/**
 * The app's routes and middleware (design.md §3). The live preview's WordPress has an app of its own on
 * its own origin (modules/previews/preview-app.ts), which server.ts serves on PREVIEW_PORT.
 */
export function createApp(services: Services) {
  const app = new Hono<AppEnv>();
  // Paths nobody serves are logged bounded (length and lines a minute): visitors choose them.
  const logUnknownPath = createUnknownPathLog(services.logger);
  const unknownApiRequests = new WeakSet<Request>();

  app.use(requestId());
  app.use(async (c, next) => {
    c.set("services", services);
    const started = performance.now();
    await next();
    if (c.req.path.startsWith("/api/") && !unknownApiRequests.has(c.req.raw)) {
      services.logger.info(
        {
          requestId: c.var.requestId,
          method: c.req.method,
          // A reset link's token is in its path: the log never holds a usable one.
          path: truncatedPath(redactPath(c.req.path)),
          status: c.res.status,
          ms: Math.round(performance.now() - started),
        },
        "request",
      );
    }
  });
  app.use(securityHeaders(services.env.PREVIEW_ORIGIN));
  app.use(bodyLimits());
  app.use(redirectFromPreviewHost(services.env));

  app.use(
    "/api/*",
    requireSameOrigin(services.env.TRUSTED_ORIGINS, (path) =>
      path.startsWith("/api/auth/") || path === "/api/billing/webhook" || path === "/api/newsletter/unsubscribe"),
  );
  // Signing out forgets the session in this process's cache at once, before better-auth deletes it.
  app.post("/api/auth/sign-out", async (c, next) => {
    const token = sessionTokenOf(c);
    if (token) services.sessionCache.forget(token);
    await next();
  });
  // better-auth rate-limits per client address; it reads the one we determined, never a client's claim.
  app.on(["GET", "POST"], "/api/auth/*", handleAuthRequest);

  const api = new Hono<AppEnv>()
    .route("/health", healthRoutes)
    .route("/me", accountRoutes)
    .route("/credits", creditsRoutes)
    .route("/events", eventsRoutes)
    .route("/referrals", referralsRoutes)
    .route("/plugins", pluginInstallRoutes)
    .route("/plugins", pluginsRoutes)
    .route("/sites", sitesRoutes)
    .route("/public", publicPluginsRoutes)
    .route("/generator", generatorInfoRoutes)
    .route("/contact", contactRoutes)
    .route("/billing", billingRoutes)
    .route("/newsletter", newsletterRoutes)
    .route("/admin", adminRoutes)
    .route("/tokens", apiTokensRoutes)
    .route("/sign-in-options", signInOptionsRoutes);
  app.route("/api", api);
  app.all("/api/*", (c) => {
    unknownApiRequests.add(c.req.raw);
    logUnknownPath(c.req.path);
    throw new AppError("not_found", `No API route ${c.req.method} ${c.req.path}`);
  });

  app.route("/", contentRoutes());
  app.route("/", mockFrameRoutes);
  if (services.clientDir) app.route("/", staticSite(services.clientDir, logUnknownPath, services.env.SITE_URL));

  app.notFound((c) => jsonError(c, "not_found", "Not found"));
  app.onError((err, c) => {
    // The one edge of the error model (docs/decisions/0076): the code's status from the table.
    if (err instanceof AppError) return appErrorResponse(c, err);
    // PostgreSQL out of reach: the request did nothing (its transaction never committed); the pool
    // reconnects by itself when the database is back, so the answer is "try again", not a crash.
    if (isDatabaseUnavailable(err)) {
      services.logger.warn({ err: err.message, path: redactPath(c.req.path), requestId: c.var.requestId }, "database unavailable");
      c.header("Retry-After", "5");
      return jsonError(c, "database_unavailable", DATABASE_UNAVAILABLE_MESSAGE);
    }
    services.logger.error({ err, path: redactPath(c.req.path), requestId: c.var.requestId }, "unhandled error");
    return jsonError(c, "internal_error", "Something went wrong on our side");
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
