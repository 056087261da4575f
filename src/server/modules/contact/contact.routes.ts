import { Hono } from "hono";
import { contactMessageSchema, type ContactResponse } from "../../../shared/schemas/contact";
import type { AppEnv } from "../../app-env";
import { optionalUser } from "../../auth/middleware";
import { clientIp } from "../../http/client-ip";
import { AppError, parseJson } from "../../lib/app-error";
import { submitContactMessage } from "./contact.service";

/** POST /api/contact: the contact form, open to everyone; a signed-in sender's account is noted. */
export const contactRoutes = new Hono<AppEnv>().post("/", optionalUser, async (c) => {
  if (!/^application\/json\s*(;|$)/i.test(c.req.header("content-type") ?? "")) {
    throw new AppError("invalid_content_type", "The request body must be JSON (Content-Type: application/json)");
  }
  const input = await parseJson(c, contactMessageSchema);
  const { db, mail, env } = c.var.services;
  // A refusal over the hourly limit is a ContactRateLimitedError: app.onError answers 429 with Retry-After.
  await submitContactMessage(
    { db, mail, supportEmail: env.SUPPORT_EMAIL },
    input,
    { userId: c.var.optionalUser?.id, ip: clientIp(c, env) },
  );
  return c.json({ ok: true } satisfies ContactResponse);
});
