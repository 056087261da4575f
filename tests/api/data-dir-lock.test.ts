import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type ServerProcess, spawnServer, stopServer, waitForListening } from "./spawn-server";
import { testDatabaseKind } from "../support/test-database-setup";

// Its servers keep their data in a DATA_DIR of their own (PGlite), whatever the stage's test database:
// run in the PGlite stage only, since the PostgreSQL stage would repeat it exactly.
const onPglite = testDatabaseKind() === "pglite";

// Two processes on one PGlite data directory lose each other's writes: the second start is refused.

const LOCK = "plugsmith.lock";
const dataDir = mkdtempSync(path.join(tmpdir(), "plugsmith-lock-"));
const started: ServerProcess[] = [];
afterAll(async () => {
  if (!onPglite) return;
  await Promise.all(started.map(stopServer));
  rmSync(dataDir, { recursive: true, force: true });
});

function start() {
  const server = spawnServer({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, AUTH_SECRET: "lock-test-secret-lock-test-secret-123" });
  started.push(server);
  return server;
}

describe.runIf(onPglite)("[SERVER][DATA_DIR_LOCK]", () => {
  it("a second server on the same DATA_DIR exits non-zero naming the directory and the first one's pid; the first keeps working", async () => {
    const first = start();
    const url = await waitForListening(first);
    expect(readFileSync(path.join(dataDir, LOCK), "utf8").trim()).toBe(String(first.child.pid));

    const second = start();
    expect(await second.exited).not.toBe(0);
    expect(second.err()).toContain(dataDir);
    expect(second.err()).toContain(`pid ${first.child.pid}`);

    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
    expect(((await health.json()) as { status: string }).status).toBe("ok");
    // Still the first one's lock.
    expect(readFileSync(path.join(dataDir, LOCK), "utf8").trim()).toBe(String(first.child.pid));

    expect(await stopServer(first)).toBe(0);
    expect(existsSync(path.join(dataDir, LOCK))).toBe(false);
  }, 240_000);

  it("a lock left by a process that is gone is taken over", async () => {
    // The pid of a process that has certainly exited.
    const gone = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" });
    writeFileSync(path.join(dataDir, LOCK), `${gone.stdout}\n`);
    const server = start();
    const url = await waitForListening(server);
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    expect(readFileSync(path.join(dataDir, LOCK), "utf8").trim()).toBe(String(server.child.pid));
    expect(await stopServer(server)).toBe(0);
  }, 240_000);
});
