import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { freePort } from "../support/free-port";

// Issue #35, item 6: a process manager or a container stop sends SIGTERM (or SIGINT) to the `npm start`
// process (a terminal's Ctrl+C reaches the whole process group anyway). npm forwards it to the script's shell, and a shell that only waits for node kept the server
// running and answering; `exec` in package.json's start script makes node the process npm signals. The
// server then shuts down cleanly (main.ts) within 10 s. Needs the build (this stage runs after it).

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): Promise<number | null> {
  return child.exitCode !== null ? Promise.resolve(child.exitCode) : new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

test("[SERVER][SIGNALS] SIGTERM to npm start ends the server within 10 s", async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "plugsmith-npm-start-"));
  const port = await freePort();
  const previewPort = await freePort();
  let output = "";
  const npm = spawn("npm", ["start"], {
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? tmpdir(),
      PORT: String(port),
      PREVIEW_PORT: String(previewPort),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      WORDPRESS_ORG_URL: "off",
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group, so that whatever is left after a failure can be ended with it.
    detached: true,
  });
  npm.stdout!.on("data", (d) => (output += d));
  npm.stderr!.on("data", (d) => (output += d));
  const health = `http://127.0.0.1:${port}/api/health`;
  try {
    await expect.poll(() => answers(health), { timeout: 90_000, intervals: [250] }).toBe(true);
    expect(output, "npm start rebuilt: run npm run build first").not.toContain("Building Plugsmith");

    const started = Date.now();
    npm.kill("SIGTERM");
    const code = await Promise.race([exited(npm), new Promise<"still running">((r) => setTimeout(() => r("still running"), 10_000))]);
    expect(code, output).not.toBe("still running");
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await answers(health)).toBe(false);
    expect(output).toContain('"msg":"stopped"');
  } finally {
    try {
      process.kill(-npm.pid!, "SIGKILL");
    } catch {
      // Nothing left in the group: the server ended as it should.
    }
    await new Promise((r) => setTimeout(r, 200));
    rmSync(dataDir, { recursive: true, force: true });
  }
});
