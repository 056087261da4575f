import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { useSharedTestApp } from "../../tests/support/test-app";
import { openTestDatabase } from "../../tests/support/test-database";
import { createApp } from "./app";
import { readEnv } from "./env";
import { buildServices } from "./services";

const testApp = useSharedTestApp();

function fakeClientBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "plugsmith-client-"));
  writeFileSync(path.join(dir, "index.html"), "<html><title>Home</title></html>");
  writeFileSync(path.join(dir, "__spa-fallback.html"), "<html><title>App</title></html>");
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "assets", "app-abc123.js"), "console.log(1)");
  writeFileSync(path.join(dir, "assets", "big-def456.js"), `export const text = ${JSON.stringify("plugsmith ".repeat(2000))};`);
  writeFileSync(path.join(dir, "favicon.txt"), "a file with an extension");
  return dir;
}

async function appWithClient() {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  const env = readEnv({ NODE_ENV: "test", AUTH_SECRET: "test-secret-test-secret-test-secret-12" });
  const database = await openTestDatabase();
  const services = await buildServices({ env, database, logger, clientDir: fakeClientBuild() });
  return { app: createApp(services), lines };
}

describe("[APP][HTTP]", () => {
  it("reports health with the database kind", async () => {
    const { client, database } = testApp();
    const res = await client.get("/api/health");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: "ok", database: database.kind });
  });

  it("answers unknown API paths with JSON 404, never the web app", async () => {
    const { app } = await appWithClient();
    for (const [method, p] of [["GET", "/api/nope"], ["POST", "/api/nothing/here"], ["GET", "/api/"]] as const) {
      const res = await app.request(p, { method, headers: { Origin: "http://localhost:3000" } });
      expect(res.status, p).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/application\/json/);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("not_found");
    }
  });

  it("sets security headers on every response", async () => {
    const { app } = await appWithClient();
    for (const p of ["/api/health", "/", "/no-such-page"]) {
      const res = await app.request(p);
      expect(res.headers.get("content-security-policy"), p).toContain("frame-ancestors 'none'");
      expect(res.headers.get("content-security-policy"), p).toContain("default-src 'self'");
      expect(res.headers.get("x-content-type-options"), p).toBe("nosniff");
      expect(res.headers.get("referrer-policy"), p).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("x-frame-options"), p).toBe("DENY");
    }
  });
});

describe("[APP][STATIC]", () => {
  it("serves prerendered pages, the app fallback for known paths, and 404 with a log line for unknown ones", async () => {
    const { app, lines } = await appWithClient();
    const home = await app.request("/");
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("<title>Home</title>");

    const dashboard = await app.request("/dashboard");
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain("<title>App</title>");

    const unknown = await app.request("/no-such-page?x=1");
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("<title>App</title>");
    expect(lines.some((l) => l.msg === "page not found" && l.path === "/no-such-page")).toBe(true);
  });

  it("redirects the Swedish paths permanently, keeping the query", async () => {
    const { app } = await appWithClient();
    for (const [from, to] of [["/om-oss", "/about"], ["/priser", "/pricing"], ["/hur-det-fungerar", "/how-it-works"], ["/kontakt", "/contact"]]) {
      const res = await app.request(`${from}?utm=x`);
      expect(res.status, from).toBe(301);
      expect(res.headers.get("location")).toBe(`${to}?utm=x`);
    }
  });

  it("serves hashed assets with long caching and never falls back for a missing asset", async () => {
    const { app } = await appWithClient();
    const asset = await app.request("/assets/app-abc123.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toContain("immutable");
    const missing = await app.request("/assets/missing.js");
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain("<html");
    expect((await app.request("/favicon.txt")).status).toBe(200);
    expect((await app.request("/../../etc/passwd")).status).toBe(404);
  });
});

describe("[APP][COMPRESSION]", () => {
  it("gzips files for browsers that accept it, byte-identical once inflated", async () => {
    const { app } = await appWithClient();
    const plain = await app.request("/assets/big-def456.js");
    const original = Buffer.from(await plain.arrayBuffer());
    expect(plain.headers.get("content-encoding")).toBeNull();

    for (let i = 0; i < 2; i++) {
      const res = await app.request("/assets/big-def456.js", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-encoding")).toBe("gzip");
      expect(res.headers.get("vary")).toContain("Accept-Encoding");
      expect(res.headers.get("cache-control")).toContain("immutable");
      const body = Buffer.from(await res.arrayBuffer());
      expect(Number(res.headers.get("content-length"))).toBe(body.length);
      expect(body.length).toBeLessThan(original.length / 10);
      expect(gunzipSync(body).equals(original)).toBe(true);
    }
  });

  it("leaves small files, errors and API answers as they are", async () => {
    const { app } = await appWithClient();
    const gzipOk = { headers: { "Accept-Encoding": "gzip" } };
    expect((await app.request("/assets/app-abc123.js", gzipOk)).headers.get("content-encoding")).toBeNull();
    expect((await app.request("/assets/missing.js", gzipOk)).headers.get("content-encoding")).toBeNull();
    expect((await app.request("/api/health", gzipOk)).headers.get("content-encoding")).toBeNull();
  });
});
