import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** The header through which we hand better-auth the client address; anything a client sends in it is replaced. */
export const CLIENT_IP_HEADER = "x-plugsmith-client-ip";

/**
 * The caller's address: the socket's peer, or, behind a proxy we trust (TRUST_PROXY), the first
 * X-Forwarded-For entry. Undefined for in-process requests (tests), which have no socket.
 */
export function clientIp(c: Context, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/** The same request with our client-IP header set to what we determined (or removed). */
export function withClientIp(c: Context, trustProxy: boolean): Request {
  const headers = new Headers(c.req.raw.headers);
  headers.delete(CLIENT_IP_HEADER);
  const ip = clientIp(c, trustProxy);
  if (ip) headers.set(CLIENT_IP_HEADER, ip);
  return new Request(c.req.raw, { headers });
}
