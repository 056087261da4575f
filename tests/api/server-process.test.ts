import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

// The real process entry (src/server/main.ts): env validation, start-up, and SIGTERM.

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (d) => (stdout += d));
  child.stderr!.on("data", (d) => (stderr += d));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, exited, out: () => stdout, err: () => stderr };
}

async function waitForLine(read: () => string, pattern: RegExp, child: ChildProcess, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const line = read().split("\n").find((l) => pattern.test(l));
    if (line) return JSON.parse(line) as Record<string, unknown>;
    if (child.exitCode !== null) throw new Error(`exited early:\n${read()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${pattern}:\n${read()}`);
}

describe("[SERVER][PROCESS]", () => {
  it("refuses a bad environment value with a message naming the variable", async () => {
    const server = startServer({ PORT: "not-a-port", SMTP_URL: "http://nope" });
    expect(await server.exited).toBe(1);
    expect(server.err()).toMatch(/PORT/);
    expect(server.err()).toMatch(/SMTP_URL/);
  });

  it("starts on an empty data dir, answers health, and stops cleanly on SIGTERM", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "plugsmith-proc-"));
    dirs.push(dataDir);
    const server = startServer({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir });
    const listening = await waitForLine(server.out, /is listening/, server.child);
    expect(listening).toMatchObject({ database: "pglite", mail: "outbox" });
    const res = await fetch(`http://127.0.0.1:${listening.port}/api/health`);
    expect(await res.json()).toEqual({ status: "ok", database: "pglite", listen: "connected" });
    // A structured log line per API request.
    const logged = await waitForLine(server.out, /"path":"\/api\/health"/, server.child);
    expect(logged).toMatchObject({ method: "GET", status: 200, msg: "request" });

    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(server.out()).toMatch(/"msg":"stopped"/);
  }, 120_000);
});
