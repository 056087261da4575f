import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import { withClientIp } from "../http/client-ip";
import { REFUSED_ORIGIN_MESSAGE } from "../http/same-origin";

const ORIGIN_REFUSALS = new Set(["INVALID_ORIGIN", "MISSING_OR_NULL_ORIGIN"]);

/**
 * Hands a /api/auth/* request to better-auth with the client address we determined (it rate-limits by
 * it, and never by a client's own claim). Its origin refusal ('Invalid origin') is reworded to say what
 * to do: the usual cause is a site opened at an address SITE_URL does not name.
 */
export async function handleAuthRequest(c: Context<AppEnv>): Promise<Response> {
  const { auth, env } = c.var.services;
  const response = await (await auth()).handler(withClientIp(c, env));
  if (response.status !== 403) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null;
  if (typeof body?.code !== "string" || !ORIGIN_REFUSALS.has(body.code)) return response;
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return Response.json({ ...body, message: REFUSED_ORIGIN_MESSAGE }, { status: 403, headers });
}
