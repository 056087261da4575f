import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import { clientIp } from "./client-ip";
import { DEFAULT_TRUSTED_PROXIES, isTrustedProxy, parseTrustedProxies } from "./trusted-proxies";

type Servers = Array<ReturnType<typeof serve>>;
const servers: Servers = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A real server answering with the client address it determined (the socket's peer is this machine). */
async function addressServer(hops: number, trusted: string, hostname = "127.0.0.1") {
  const settings = { TRUST_PROXY_HOPS: hops, TRUSTED_PROXIES: parseTrustedProxies(trusted) };
  const app = new Hono().get("/", (c) => c.text(clientIp(c, settings) ?? "(none)"));
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname }, () => resolve(s));
  });
  servers.push(server);
  const { port } = server.address() as AddressInfo;
  return {
    /** Asks from 127.0.0.1 (or `host`), with the X-Forwarded-For given. */
    ask: async (forwardedFor?: string, host = "127.0.0.1") =>
      (await fetch(`http://${host}:${port}/`, { headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {} })).text(),
  };
}

describe("[HTTP][CLIENT_IP] X-Forwarded-For is believed only from a trusted proxy", () => {
  it("with TRUST_PROXY_HOPS=0 is the socket's peer, whatever the header says", async () => {
    const server = await addressServer(0, "127.0.0.1");
    expect(await server.ask("198.51.100.1")).toBe("127.0.0.1");
  });

  it("takes the last entry from a peer in the list (the default: loopback)", async () => {
    const server = await addressServer(1, DEFAULT_TRUSTED_PROXIES);
    expect(await server.ask("198.51.100.1, 203.0.113.9")).toBe("203.0.113.9");
    expect(await server.ask()).toBe("127.0.0.1");
  });

  it("ignores the header from a peer outside the list: it cannot rotate its address", async () => {
    const server = await addressServer(1, "10.0.0.0/8, fd00::/8");
    for (const spoof of ["198.51.100.1", "198.51.100.2", "10.0.0.1"]) expect(await server.ask(spoof)).toBe("127.0.0.1");
  });

  it("with an empty list trusts no peer", async () => {
    const server = await addressServer(1, "");
    expect(await server.ask("198.51.100.1")).toBe("127.0.0.1");
  });

  it("walks several hops only through listed proxies: the first unlisted address is the client", async () => {
    const server = await addressServer(2, "127.0.0.1, 10.0.0.0/8");
    // client → 10.0.0.2 (ours) → 127.0.0.1 (ours) → app.
    expect(await server.ask("10.9.9.9, 198.51.100.23, 10.0.0.2")).toBe("198.51.100.23");
    // Someone reached our inner proxy directly: its address is what that proxy wrote, the rest is theirs.
    expect(await server.ask("10.9.9.9, 198.51.100.23, 203.0.113.5")).toBe("203.0.113.5");
    // Fewer entries than hops: the leftmost address reached.
    expect(await server.ask("10.0.0.2")).toBe("10.0.0.2");
  });

  it("matches an IPv4 peer of a dual-stack listener (::ffff:127.0.0.1) against IPv4 ranges", async () => {
    const server = await addressServer(1, "127.0.0.0/8", "::");
    expect(await server.ask("203.0.113.9")).toBe("203.0.113.9");
    const outside = await addressServer(1, "10.0.0.0/8", "::");
    expect(await outside.ask("203.0.113.9")).toBe("::ffff:127.0.0.1");
  });

  it("believes the header from ::1 only when IPv6 loopback is listed", async () => {
    const listed = await addressServer(1, "::1", "::1");
    expect(await listed.ask("203.0.113.9", "[::1]")).toBe("203.0.113.9");
    const ipv4Only = await addressServer(1, "127.0.0.0/8", "::1");
    expect(await ipv4Only.ask("203.0.113.9", "[::1]")).toBe("::1");
  });

  it("in-process (no socket, the API tests) walks the header as from a trusted proxy", async () => {
    const settings = { TRUST_PROXY_HOPS: 1, TRUSTED_PROXIES: parseTrustedProxies("") };
    const app = new Hono().get("/", (c) => c.text(clientIp(c, settings) ?? "(none)"));
    expect(await (await app.request("/", { headers: { "x-forwarded-for": "1.2.3.4, 203.0.113.9" } })).text()).toBe("203.0.113.9");
    expect(await (await app.request("/")).text()).toBe("(none)");
  });
});

describe("[HTTP][TRUSTED_PROXIES] parsing", () => {
  it("reads addresses and CIDR ranges of both families", () => {
    const proxies = parseTrustedProxies(" 10.0.0.0/8 ,192.168.1.7, fd00::/8, ::1 ");
    expect(proxies.entries).toEqual(["10.0.0.0/8", "192.168.1.7", "fd00::/8", "::1"]);
    expect(isTrustedProxy(proxies, "10.200.3.4")).toBe(true);
    expect(isTrustedProxy(proxies, "192.168.1.7")).toBe(true);
    expect(isTrustedProxy(proxies, "192.168.1.8")).toBe(false);
    expect(isTrustedProxy(proxies, "fd12:3456::1")).toBe(true);
    expect(isTrustedProxy(proxies, "::1")).toBe(true);
    expect(isTrustedProxy(proxies, "::ffff:10.1.1.1")).toBe(true);
    expect(isTrustedProxy(proxies, "11.0.0.1")).toBe(false);
    expect(isTrustedProxy(proxies, "unknown")).toBe(false);
    expect(isTrustedProxy(proxies, "10.0.0.1:8080")).toBe(false);
    expect(isTrustedProxy(proxies, undefined)).toBe(false);
  });

  it.each(["localhost", "10.0.0.0/33", "::1/129", "10.0.0.0/x", "10.0.0.0/8/8", "300.1.1.1", "10.0.0.0/-1"])("refuses %s", (value) => {
    expect(() => parseTrustedProxies(value)).toThrow(value);
  });
});
