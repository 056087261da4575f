import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type ServerProcess, spawnServer, stopServer, waitForListening } from "./spawn-server";
import { testDatabaseKind } from "../support/test-database-setup";

// Its servers keep their data in a DATA_DIR of their own (PGlite), whatever the stage's test database:
// run in the PGlite stage only, since the PostgreSQL stage would repeat it exactly.
const onPglite = testDatabaseKind() === "pglite";

// The real process entry (src/server/main.ts): env validation, start-up, and SIGTERM.

const dirs: string[] = [];
afterEach(() => {
  if (!onPglite) return;
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

async function waitForLogLine(server: ServerProcess, pattern: RegExp, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const line = server.out().split("\n").find((l) => pattern.test(l));
    if (line) return JSON.parse(line) as Record<string, unknown>;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${pattern}:\n${server.out()}`);
}

describe.runIf(onPglite)("[SERVER][PROCESS]", () => {
  it("refuses a bad environment value with a message naming the variable", async () => {
    const server = spawnServer({ PORT: "not-a-port", SMTP_URL: "http://nope" });
    expect(await server.exited).toBe(1);
    expect(server.err()).toMatch(/PORT/);
    expect(server.err()).toMatch(/SMTP_URL/);
  });

  it("starts on an empty data dir, answers health, and stops cleanly on SIGTERM", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "plugsmith-proc-"));
    dirs.push(dataDir);
    const server = spawnServer({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir });
    const base = await waitForListening(server);
    expect(await waitForLogLine(server, /is listening/)).toMatchObject({ database: "pglite", mail: "outbox" });
    const res = await fetch(`${base}/api/health`);
    expect(await res.json()).toEqual({ status: "ok", database: "pglite", listen: "connected" });
    // A structured log line per API request.
    const logged = await waitForLogLine(server, /"path":"\/api\/health"/);
    expect(logged).toMatchObject({ method: "GET", status: 200, msg: "request" });

    expect(await stopServer(server)).toBe(0);
    expect(server.out()).toMatch(/"msg":"stopped"/);
  }, 120_000);

  it("serves live previews on their own port, and keeps running without them when that port is taken", async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const port = (taken.address() as { port: number }).port;
    const dataDir = mkdtempSync(path.join(tmpdir(), "plugsmith-proc-"));
    dirs.push(dataDir);
    const server = spawnServer({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, PREVIEW_PORT: String(port), WP_RUNTIME: "on" });
    try {
      const base = await waitForListening(server);
      expect(await waitForLogLine(server, /Live previews are off/)).toMatchObject({ port, code: "EADDRINUSE" });
      expect((await fetch(`${base}/api/health`)).status).toBe(200);
      expect(server.child.exitCode).toBeNull();
    } finally {
      await stopServer(server);
      taken.close();
    }
  }, 120_000);
});
