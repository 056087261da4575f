import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** The header through which we hand better-auth the client address; anything a client sends in it is replaced. */
export const CLIENT_IP_HEADER = "x-plugsmith-client-ip";

/**
 * The caller's address. With `proxyHops` = 0, the socket's peer. Behind n proxies of ours, the n-th
 * X-Forwarded-For entry from the right: each proxy appends the address it saw, so the entries to the left
 * of it are whatever the client wrote and must not key a limit. A header with fewer entries than hops
 * did not come through all our proxies; then the socket address is the only one we know.
 * Undefined for in-process requests (tests), which have no socket.
 */
export function clientIp(c: Context, proxyHops: number): string | undefined {
  if (proxyHops > 0) {
    const entries = (c.req.header("x-forwarded-for") ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    const chosen = entries[entries.length - proxyHops];
    if (chosen) return chosen;
  }
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/** The same request with our client-IP header set to what we determined (or removed). */
export function withClientIp(c: Context, proxyHops: number): Request {
  const headers = new Headers(c.req.raw.headers);
  headers.delete(CLIENT_IP_HEADER);
  const ip = clientIp(c, proxyHops);
  if (ip) headers.set(CLIENT_IP_HEADER, ip);
  return new Request(c.req.raw, { headers });
}
