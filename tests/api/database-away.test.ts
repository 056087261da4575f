import { afterAll, describe, expect, it } from "vitest";
import { scratchPostgresDatabase } from "../support/scratch-postgres";
import { readSseEvents } from "../support/sse";
import { type TcpProxy, startTcpProxy } from "../support/tcp-proxy";
import { testDatabaseKind } from "../support/test-database-setup";
import { uniqueEmail } from "../support/factories";
import { type ServerProcess, spawnServer, stopServer, waitForListening } from "./spawn-server";

// Issue #17, "Database away": the real server on PostgreSQL behind a TCP proxy the test cuts and restores
// (the shared PostgreSQL is never stopped). At start-up an unreachable database is a clear message and
// exit 1, or with DB_WAIT_SECONDS a wait with back-off until it answers; while running, requests answer
// 503 database_unavailable, /api/health says so, and everything recovers without a restart.
// Only meaningful with a PostgreSQL server (PGlite runs inside the process).
const onPostgres = testDatabaseKind() === "postgres";
const SITE = "http://localhost:3000";
const SECRET = "database-away-secret-database-away-secret";
const servers: ServerProcess[] = [];
const proxies: TcpProxy[] = [];

afterAll(async () => {
  await Promise.all(servers.map((s) => stopServer(s)));
  await Promise.all(proxies.map((p) => p.close()));
});

async function proxyTo(url: string, opts: { cut?: boolean } = {}): Promise<TcpProxy> {
  const u = new URL(url);
  const proxy = await startTcpProxy({ host: u.hostname, port: Number(u.port || 5432) }, opts);
  proxies.push(proxy);
  return proxy;
}

function start(url: string, env: Record<string, string> = {}): ServerProcess {
  const server = spawnServer({ DATABASE_URL: url, PORT: "0", HOST: "127.0.0.1", SITE_URL: SITE, AUTH_SECRET: SECRET, WP_RUNTIME: "off", ...env });
  servers.push(server);
  return server;
}

const json = { "content-type": "application/json", Origin: SITE };

async function health(base: string) {
  const res = await fetch(`${base}/api/health`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe.runIf(onPostgres)("[SERVER][DATABASE_AWAY]", () => {
  it("an unreachable PostgreSQL at start-up: a message naming it and DB_WAIT_SECONDS, exit code 1", async () => {
    const url = await scratchPostgresDatabase("dbaway");
    const proxy = await proxyTo(url, { cut: true });
    const server = start(proxy.via(url));
    // Exits by itself at once (no wait, no hang): the test's timeout bounds it.
    expect(await server.exited).toBe(1);
    expect(server.err()).toContain(`Cannot reach PostgreSQL at 127.0.0.1:${proxy.port}/`);
    expect(server.err()).toMatch(/DB_WAIT_SECONDS/);
    // The message alone, no stack trace; and the password-free address only.
    expect(server.err()).not.toMatch(/\n\s+at /);
  }, 120_000);

  it("with DB_WAIT_SECONDS, waits with back-off and starts once the database answers", async () => {
    const url = await scratchPostgresDatabase("dbwait");
    const proxy = await proxyTo(url, { cut: true });
    const server = start(proxy.via(url), { DB_WAIT_SECONDS: "120" });
    // Two refused attempts show the wait; then the database comes back.
    await expect.poll(() => server.out().match(/is not reachable yet; waiting/g)?.length ?? 0, { timeout: 90_000 }).toBeGreaterThanOrEqual(2);
    expect(server.child.exitCode).toBeNull();
    proxy.restore();
    const base = await waitForListening(server, 120_000);
    expect(server.out()).toMatch(/answers; starting/);
    expect(await health(base)).toMatchObject({ status: 200, body: { status: "ok", database: "postgres" } });
  }, 180_000);

  it("mid-run: 503 with a clear message and health says so while it is away; recovers without a restart", async () => {
    const url = await scratchPostgresDatabase("dbmid");
    const proxy = await proxyTo(url);
    const server = start(proxy.via(url));
    const base = await waitForListening(server, 120_000);

    const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ name: "Away", fullName: "Away", email: uniqueEmail("away"), password: "database-away" }),
    });
    expect(signUp.status).toBe(200);
    const cookie = signUp.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    const authed = { ...json, cookie };
    const plugin = (await (await fetch(`${base}/api/plugins`, { method: "POST", headers: authed, body: JSON.stringify({ name: "Before" }) })).json()) as { id: string };

    proxy.cut();
    const down = await health(base);
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ error: { code: "database_unavailable", message: expect.stringMatching(/database does not answer/) } });

    // Reads and writes alike: a 503 that says what happened, never a hang or a 500.
    for (const [method, path, body] of [
      ["GET", "/api/me", undefined],
      ["GET", "/api/plugins", undefined],
      ["POST", "/api/plugins", JSON.stringify({ name: "While away" })],
      ["POST", `/api/plugins/${plugin.id}/generate`, JSON.stringify({ message: "a greeting shortcode" })],
    ] as const) {
      const res = await fetch(`${base}${path}`, { method, headers: authed, body });
      expect(res.status, `${method} ${path}`).toBe(503);
      expect(res.headers.get("retry-after")).toBe("5");
      expect(await res.json(), `${method} ${path}`).toEqual({
        error: { code: "database_unavailable", message: expect.stringMatching(/database is not reachable right now/) },
      });
    }
    expect(server.child.exitCode).toBeNull();

    proxy.restore();
    // The pool, LISTEN connections and job runner come back by themselves.
    await expect.poll(async () => (await health(base)).body, { timeout: 60_000 }).toMatchObject({ status: "ok", listen: "connected" });
    const me = await fetch(`${base}/api/me`, { headers: authed });
    expect(me.status).toBe(200);
    // Nothing the refused requests tried was half-done: the refused turn took no credit, the refused plugin does not exist.
    expect(((await me.json()) as { credits: { balance: number } }).credits.balance).toBe(10);
    const list = (await (await fetch(`${base}/api/plugins`, { headers: authed })).json()) as { plugins: Array<{ name: string }> };
    expect(list.plugins.map((p) => p.name)).toEqual(["Before"]);
    const turn = await fetch(`${base}/api/plugins/${plugin.id}/generate`, { method: "POST", headers: authed, body: JSON.stringify({ message: "a greeting shortcode" }) });
    expect((await readSseEvents(turn)).at(-1)).toMatchObject({ type: "done", balance: 9 });
    expect(server.child.exitCode).toBeNull();
  }, 180_000);
});
