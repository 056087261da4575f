import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { AppError } from "../../lib/app-error";
import { unsubscribe } from "./newsletter.service";

export const INVALID_UNSUBSCRIBE_MESSAGE = "This unsubscribe link is not valid. Turn the newsletter off in Settings instead.";

/**
 * POST /api/newsletter/unsubscribe?token=…: no session needed, the signed token is the proof. Mail clients
 * POST here for the one-click List-Unsubscribe of RFC 8058 (without an Origin: exempt from the same-origin
 * rule, app.ts); the /unsubscribe page does the same after the person confirms. Doing it twice is fine.
 */
export const newsletterRoutes = new Hono<AppEnv>().post("/unsubscribe", async (c) => {
  const token = c.req.query("token") ?? "";
  if (!(await unsubscribe(c.var.services.db, c.var.services.unsubscribeTokens, token))) {
    throw new AppError("invalid_unsubscribe_token", INVALID_UNSUBSCRIBE_MESSAGE);
  }
  return c.json({ ok: true });
});
