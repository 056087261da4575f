import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { isTrustedProxy, type TrustedProxies } from "./trusted-proxies";

/** The header through which we hand better-auth the client address; anything a client sends in it is replaced. */
export const CLIENT_IP_HEADER = "x-plugsmith-client-ip";

/** How the client address is found: the env's TRUST_PROXY_HOPS and TRUSTED_PROXIES. */
export interface ProxySettings {
  TRUST_PROXY_HOPS: number;
  TRUSTED_PROXIES: TrustedProxies;
}

/**
 * The caller's address. With TRUST_PROXY_HOPS = 0, the socket's peer. Behind n proxies of ours, the
 * address is found by walking back from the socket's peer through X-Forwarded-For, right to left (each
 * proxy appends the address it saw), at most n steps, and only while the address in hand is one of
 * TRUSTED_PROXIES: the first address that is not (the client, or whoever reached one of our proxies
 * directly) is the answer. So a peer outside the list is taken as it is, whatever header it sends, and
 * the entries a client writes to the left of our proxies' never key a limit. A header with fewer
 * entries than the walk needs leaves the leftmost address reached (one of our proxies).
 *
 * A request handed to the app in-process (the API tests; nothing in production does) has no socket and
 * so no peer to check: it is walked as if it came from a trusted proxy. Undefined when nothing is known.
 */
export function clientIp(c: Context, proxies: ProxySettings): string | undefined {
  const peer = socketAddress(c);
  if (proxies.TRUST_PROXY_HOPS === 0) return peer;
  if (peer !== undefined && !isTrustedProxy(proxies.TRUSTED_PROXIES, peer)) return peer;
  const chain = (c.req.header("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  // The peer (trusted, or absent in-process) took one step; each further step reads one entry.
  let address = peer;
  for (let step = 1; step <= proxies.TRUST_PROXY_HOPS; step++) {
    if (step > 1 && !isTrustedProxy(proxies.TRUSTED_PROXIES, address)) return address;
    const next = chain.pop();
    if (next === undefined) return address;
    address = next;
  }
  return address;
}

/** The socket's peer address, or undefined for an in-process request. */
function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/** The same request with our client-IP header set to what we determined (or removed). */
export function withClientIp(c: Context, proxies: ProxySettings): Request {
  const headers = new Headers(c.req.raw.headers);
  headers.delete(CLIENT_IP_HEADER);
  const ip = clientIp(c, proxies);
  if (ip) headers.set(CLIENT_IP_HEADER, ip);
  return new Request(c.req.raw, { headers });
}
