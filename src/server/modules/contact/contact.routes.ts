import { Hono, type Context } from "hono";
import { contactMessageSchema, type ContactResponse } from "../../../shared/schemas/contact";
import type { AppEnv } from "../../app-env";
import { sessionTokenOf } from "../../auth/session-cache";
import { clientIp } from "../../http/client-ip";
import { HttpError, jsonError, parseJson } from "../../lib/http-error";
import { ContactRateLimitedError, submitContactMessage } from "./contact.service";

/** POST /api/contact: the contact form, open to everyone; a signed-in sender's account is noted. */
export const contactRoutes = new Hono<AppEnv>().post("/", async (c) => {
  if (!/^application\/json\s*(;|$)/i.test(c.req.header("content-type") ?? "")) {
    throw new HttpError(400, "invalid_content_type", "The request body must be JSON (Content-Type: application/json)");
  }
  const input = await parseJson(c, contactMessageSchema);
  const { db, mail, env } = c.var.services;
  try {
    await submitContactMessage(
      { db, mail, supportEmail: env.SUPPORT_EMAIL },
      input,
      { userId: await signedInUserId(c), ip: clientIp(c, env.TRUST_PROXY_HOPS) },
    );
  } catch (err) {
    if (!(err instanceof ContactRateLimitedError)) throw err;
    c.header("Retry-After", String(err.retryAfterSeconds));
    return jsonError(c, err.status, err.code, err.message);
  }
  return c.json({ ok: true } satisfies ContactResponse);
});

/** The signed-in user's id when the request carries a valid session; a visitor without one is fine. */
async function signedInUserId(c: Context<AppEnv>): Promise<string | undefined> {
  const token = sessionTokenOf(c);
  if (!token) return undefined;
  const { auth, sessionCache } = c.var.services;
  const cached = sessionCache.get(token);
  if (cached) return cached.id;
  const session = await auth.api.getSession({ headers: c.req.raw.headers });
  if (!session) return undefined;
  sessionCache.set(token, { id: session.user.id, email: session.user.email, name: session.user.name });
  return session.user.id;
}
