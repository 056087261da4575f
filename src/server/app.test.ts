import { createHash } from "node:crypto";
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
import { createLogger } from "./lib/logger";
import { buildServices } from "./services";

const testApp = useSharedTestApp();

/** Inline scripts as React Router writes them into a prerendered page, and a JSON-LD block. */
const HOME_SCRIPTS = ['window.__reactRouterContext = {"basename":"/"};', 'import("/assets/entry.client-abc.js");'];
const APP_SCRIPT = 'window.__reactRouterContext = {"isSpaMode":true};';

function fakeClientBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "plugsmith-client-"));
  writeFileSync(
    path.join(dir, "index.html"),
    `<html><title>Home</title><script type="application/ld+json">{"@type":"WebPage"}</script>` +
      `<script>${HOME_SCRIPTS[0]}</script><script type="module" async="">${HOME_SCRIPTS[1]}</script></html>`,
  );
  writeFileSync(path.join(dir, "__spa-fallback.html"), `<html><title>App</title><script>${APP_SCRIPT}</script></html>`);
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
  const clientDir = fakeClientBuild();
  const services = await buildServices({ env, database, logger, clientDir });
  return { app: createApp(services), lines, clientDir };
}

describe("[APP][HTTP]", () => {
  it("reports health with the database kind", async () => {
    const { client, database } = testApp();
    const res = await client.get("/api/health");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: "ok", database: database.kind, listen: "connected" });
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
      // Issue #36 item 2: each of these was removable with every test green.
      const policy = res.headers.get("content-security-policy");
      expect(directive(policy, "object-src"), p).toEqual(["'none'"]);
      expect(directive(policy, "base-uri"), p).toEqual(["'self'"]);
      expect(directive(policy, "form-action"), p).toEqual(["'self'"]);
      expect(res.headers.get("strict-transport-security"), p).toBe("max-age=15552000; includeSubDomains");
      expect(res.headers.get("cross-origin-opener-policy"), p).toBe("same-origin");
      expect(res.headers.get("cross-origin-resource-policy"), p).toBe("same-origin");
    }
  });
});

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** The sources of one directive of a Content-Security-Policy header. */
function directive(policy: string | null, name: string): string[] {
  const found = (policy ?? "").split(";").map((part) => part.trim().split(/\s+/)).find(([first]) => first === name);
  if (!found) throw new Error(`no ${name} in ${policy}`);
  return found.slice(1);
}

describe("[APP][CSP]", () => {
  it("allows each HTML page exactly its own inline scripts by hash, never 'unsafe-inline'", async () => {
    const { app } = await appWithClient();
    const home = await app.request("/", { headers: { "Accept-Encoding": "gzip" } });
    expect(directive(home.headers.get("content-security-policy"), "script-src")).toEqual(["'self'", ...HOME_SCRIPTS.map(sha256)]);
    // The SPA fallback: the signed-in app (dashboard, builder, admin) and the not-found page.
    for (const [p, status] of [["/dashboard", 200], ["/builder", 200], ["/admin", 200], ["/no-such-page", 404]] as const) {
      const res = await app.request(p);
      expect(res.status, p).toBe(status);
      expect(directive(res.headers.get("content-security-policy"), "script-src"), p).toEqual(["'self'", sha256(APP_SCRIPT)]);
    }
    // The same page gets the same policy: hashes, no nonce.
    const again = await app.request("/");
    expect(again.headers.get("content-security-policy")).toBe(home.headers.get("content-security-policy"));
    for (const res of [home, again]) {
      const policy = res.headers.get("content-security-policy") ?? "";
      expect(policy).toContain("frame-ancestors 'none'");
      expect(directive(policy, "script-src")).not.toContain("'unsafe-inline'");
      expect(policy).not.toContain("nonce-");
    }
  });

  it("allows no inline script at all on other responses", async () => {
    const { app } = await appWithClient();
    for (const p of ["/api/health", "/api/nope", "/assets/app-abc123.js", "/robots.txt"]) {
      const res = await app.request(p);
      expect(directive(res.headers.get("content-security-policy"), "script-src"), p).toEqual(["'self'"]);
    }
  });

  it("serves the mock preview frame with its own sandboxing policy, framed by our pages only", async () => {
    const { app } = await appWithClient();
    const res = await app.request("/preview-frame");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const policy = res.headers.get("content-security-policy");
    expect(directive(policy, "sandbox")).toEqual(["allow-scripts"]);
    expect(directive(policy, "frame-ancestors")).toEqual(["'self'"]);
    expect(directive(policy, "default-src")).toEqual(["'none'"]);
    expect(directive(policy, "connect-src")).toEqual(["'none'"]);
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(await res.text()).toContain("document.write(data.html)");
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

describe("[APP][STATIC][BOUNDED]", () => {
  it("never remembers a miss: a page that appears after a 404 is served (misses do not fill memory)", async () => {
    const { app, clientDir } = await appWithClient();
    expect((await app.request("/appears-later")).status).toBe(404);
    mkdirSync(path.join(clientDir, "appears-later"));
    writeFileSync(path.join(clientDir, "appears-later", "index.html"), "<html><title>Later</title></html>");
    const later = await app.request("/appears-later");
    expect(later.status).toBe(200);
    expect(await later.text()).toContain("<title>Later</title>");
  });
});

describe("[APP][MALFORMED_URL]", () => {
  it("answers a malformed percent-encoding with 400, not 500 and a stack trace", async () => {
    const { app, lines } = await appWithClient();
    for (const p of ["/%E0%A4%A", "/about/%E0%A4%A", "/%", "/api/%E0%A4%A", "/assets/%E0%A4%A.js"]) {
      const res = await app.request(p);
      expect(res.status, p).toBeGreaterThanOrEqual(400);
      expect(res.status, p).toBeLessThan(500);
    }
    const page = await app.request("/%E0%A4%A");
    expect(page.status).toBe(400);
    expect(((await page.json()) as { error: { code: string } }).error.code).toBe("invalid_url");
    expect(lines.filter((l) => l.msg === "unhandled error")).toEqual([]);
  });
});

describe("[APP][LOG_REDACTION]", () => {
  it("keeps password-reset tokens out of the request log", async () => {
    const { app, lines } = await appWithClient();
    const token = "reset-token-abcdef123456";
    await app.request(`/api/auth/reset-password/${token}?callbackURL=%2Freset-password`);
    await app.request(`/api/auth/verify-email?token=${token}`);
    const requests = lines.filter((l) => l.msg === "request");
    expect(requests.map((l) => l.path)).toContain("/api/auth/reset-password/[redacted]");
    expect(JSON.stringify(lines)).not.toContain(token);
  });

  it("the process logger strips tokens from any path or url field", () => {
    const written: string[] = [];
    const logger = createLogger("info", { write: (line: string) => void written.push(line) });
    logger.info({ path: "/api/auth/reset-password/tok-1?callbackURL=/x" }, "one");
    logger.info({ url: "http://localhost:3000/api/auth/verify-email?token=tok-2&callbackURL=/" }, "two");
    logger.info({ url: "/reset-password?token=tok-3" }, "three");
    const text = written.join("");
    for (const secret of ["tok-1", "tok-2", "tok-3"]) expect(text).not.toContain(secret);
    expect(text).toContain("/api/auth/reset-password/[redacted]");
    expect(text).toContain("callbackURL=/");
  });
});
