import { BlockList, isIP } from "node:net";

/** The proxies trusted when TRUSTED_PROXIES is unset: this machine's own (loopback) addresses. */
export const DEFAULT_TRUSTED_PROXIES = "127.0.0.0/8,::1";

/** TRUSTED_PROXIES read: the addresses and ranges it lists, and the same as a list `isTrustedProxy` can match. */
export interface TrustedProxies {
  /** As written, one address or CIDR range each ("10.0.0.0/8", "::1"). */
  entries: readonly string[];
  list: BlockList;
}

/**
 * Reads a comma-separated list of IPv4 and IPv6 addresses and CIDR ranges ("127.0.0.0/8, ::1, 10.1.2.3").
 * Throws an Error saying which entry is wrong; an empty list trusts no proxy.
 */
export function parseTrustedProxies(value: string): TrustedProxies {
  const list = new BlockList();
  const entries = value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address = "", prefix, ...rest] = entry.split("/");
    const version = isIP(address);
    if (version === 0 || rest.length > 0) throw new Error(`'${entry}' is not an IP address or a CIDR range (such as 10.0.0.0/8 or fd00::/8)`);
    const type = version === 4 ? "ipv4" : "ipv6";
    if (prefix === undefined) {
      list.addAddress(address, type);
      continue;
    }
    const bits = Number(prefix);
    const max = version === 4 ? 32 : 128;
    if (!/^\d{1,3}$/.test(prefix) || bits > max) throw new Error(`'${entry}' has a prefix length outside 0-${max}`);
    list.addSubnet(address, bits, type);
  }
  return { entries, list };
}

/**
 * Whether an address is one of the trusted proxies. IPv4 peers of a dual-stack listener arrive as
 * IPv4-mapped IPv6 (::ffff:127.0.0.1); BlockList matches those against IPv4 rules too. Anything that is
 * not an IP address (a missing peer, "unknown", a port attached) is not trusted.
 */
export function isTrustedProxy(proxies: TrustedProxies, address: string | undefined): boolean {
  if (!address) return false;
  const version = isIP(address);
  if (version === 0) return false;
  return proxies.list.check(address, version === 4 ? "ipv4" : "ipv6");
}
