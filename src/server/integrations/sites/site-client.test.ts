import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { allowLocalSites, callSite, checkSiteUrl } from "./site-client";

// The outbound client of Ship to my site (issue #37): which addresses may be called, and what a site's odd answers become.

const servers: Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise((resolve) => s.close(resolve));
  }
});

async function serve(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const options = { timeoutMs: 300, maxResponseBytes: 1000, allowLocal: true };
const body = { payload: "e30=", signature: "" };

describe("[SITES][CLIENT]", () => {
  it("keeps https addresses, and http only to localhost when local sites are allowed", () => {
    expect(checkSiteUrl("https://client.example/blog/", false)).toBe("https://client.example/blog");
    expect(checkSiteUrl("http://localhost:8080", true)).toBe("http://localhost:8080");
    expect(checkSiteUrl("https://fcbarcelona.example", false)).toBe("https://fcbarcelona.example");
    for (const bad of ["http://localhost:8080", "http://client.example", "https://127.0.0.1", "https://10.1.2.3", "https://192.168.1.1", "https://[::1]", "https://169.254.169.254", "https://a:b@client.example", "ftp://client.example", "https://client.example/?x=1"]) {
      expect(() => checkSiteUrl(bad, false), bad).toThrow();
    }
    expect(() => checkSiteUrl("http://client.example", true)).toThrow();
    expect(allowLocalSites("production", "https://plugsmith.example")).toBe(false);
    expect(allowLocalSites("production", "http://127.0.0.1:3000")).toBe(true);
    expect(allowLocalSites("development", "https://plugsmith.example")).toBe(true);
  });

  it("refuses a redirect without following it, an answer over the size limit, and reports a silent site unreachable", async () => {
    let followed = false;
    const target = await serve((_req, res) => {
      followed = true;
      res.end("{}");
    });
    const redirecting = await serve((_req, res) => res.writeHead(307, { location: target }).end());
    expect(await callSite(redirecting, "status", body, options)).toMatchObject({ kind: "bad_answer", reason: expect.stringMatching(/redirect/) });
    expect(followed).toBe(false);

    const huge = await serve((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      for (let i = 0; i < 10; i++) res.write("x".repeat(500));
      res.end();
    });
    expect(await callSite(huge, "status", body, options)).toMatchObject({ kind: "bad_answer", reason: expect.stringMatching(/larger than 1000/) });

    const silent = await serve(() => {});
    const started = Date.now();
    expect(await callSite(silent, "status", body, options)).toMatchObject({ kind: "unreachable" });
    expect(Date.now() - started).toBeLessThan(2000);

    const ok = await serve((_req, res) => res.writeHead(200).end(JSON.stringify({ ok: true, site: { name: "A", url: "x", wordpressVersion: "6.8", phpVersion: "8.3" } })));
    expect(await callSite(ok, "status", body, options)).toMatchObject({ kind: "answer", answer: { ok: true } });
    const refusing = await serve((_req, res) => res.writeHead(403).end(JSON.stringify({ ok: false, code: "replayed", message: "seen" })));
    expect(await callSite(refusing, "status", body, options)).toMatchObject({ kind: "answer", status: 403, answer: { ok: false, code: "replayed" } });
    // The stored address is checked again at every call.
    await expect(callSite(ok, "status", body, { ...options, allowLocal: false })).rejects.toThrow();
  });

  it("takes a site's answer only in the connector's shape: an unknown refusal code or odd fields are a bad answer", async () => {
    const answering = (json: unknown, status = 200) => serve((_req, res) => res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(json)));
    const site = { name: "Client", url: "https://client.example", wordpressVersion: "6.8", phpVersion: "8.3.1" };
    expect(await callSite(await answering({ ok: true, site }), "status", body, options)).toMatchObject({ kind: "answer", answer: { ok: true, site } });
    // A refusal on a 500 (php-wasm and some hosts answer a fatal error so) is still read.
    expect(await callSite(await answering({ ok: false, code: "cannot_write", message: "FTP" }, 500), "status", body, options)).toMatchObject({
      kind: "answer",
      status: 500,
      answer: { ok: false, code: "cannot_write" },
    });
    for (const odd of [
      { ok: false, code: "__proto__", message: "x" },
      { ok: false, code: "anything_the_site_likes", message: "x" },
      { ok: true, site: { ...site, name: { toString: "x" } } },
      { ok: true, site: { ...site, name: "n".repeat(201) } },
      { ok: true, site, plugin: { slug: "a", version: "1", active: "yes", errors: [] } },
    ]) {
      expect(await callSite(await answering(odd), "status", body, options), JSON.stringify(odd).slice(0, 80)).toMatchObject({ kind: "bad_answer" });
    }
  });
});
