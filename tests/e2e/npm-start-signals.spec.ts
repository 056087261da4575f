import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "../../scripts/server-runtime.mjs";
import { freePort } from "../support/free-port";

// Issue #35, item 6: a process manager or a container stop sends SIGTERM (or SIGINT) to the `npm start`
// process (a terminal's Ctrl+C reaches the whole process group anyway). npm forwards it to the script's shell, and a shell that only waits for node kept the server
// running and answering; `exec` in package.json's start script makes node the process npm signals. The
// server then shuts down cleanly (server.ts) within 10 s. Needs the build (this stage runs after it).

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

/** `npm start` on a new data dir and free ports, in its own process group; `stop` ends whatever is left of it. */
async function npmStart() {
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
  const stop = async () => {
    try {
      process.kill(-npm.pid!, "SIGKILL");
    } catch {
      // Nothing left in the group: the server ended as it should.
    }
    await new Promise((r) => setTimeout(r, 200));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await expect.poll(() => answers(health), { timeout: 90_000, intervals: [250] }).toBe(true);
    expect(output, "npm start rebuilt: run npm run build first").not.toContain("Building Plugsmith");
  } catch (error) {
    // A start that failed here must not leave a server (or a build) running for the tests after it.
    await stop();
    throw error;
  }
  return { npm, health, output: () => output, stop };
}

test("[SERVER][SIGNALS] SIGTERM to npm start ends the server within 10 s", async () => {
  test.setTimeout(120_000);
  const server = await npmStart();
  try {
    const started = Date.now();
    server.npm.kill("SIGTERM");
    const code = await Promise.race([exited(server.npm), new Promise<"still running">((r) => setTimeout(() => r("still running"), 10_000))]);
    expect(code, server.output()).not.toBe("still running");
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await answers(server.health)).toBe(false);
    expect(server.output()).toContain('"msg":"stopped"');
  } finally {
    await server.stop();
  }
});

// Issue #35 item 4 (decision 0085): the built server keeps V8's compiled code of its modules for its next start, and
// writes it once it answers, so a server that is killed keeps it too. Emptied by every build.
test("[SERVER][COMPILE_CACHE] once npm start answers, the compiled code of the server's modules is kept for the next start", async () => {
  test.setTimeout(120_000);
  const cache = path.resolve("dist/server/.compile-cache");
  rmSync(cache, { recursive: true, force: true });
  const server = await npmStart();
  try {
    const nodeDirs = existsSync(cache) ? readdirSync(cache) : [];
    // One directory, named by the Node that wrote it (npm start's Node 24).
    expect(nodeDirs).toEqual([expect.stringMatching(/^v24\./)]);
    // main.js, server.js, their chunks and PGlite's modules (25 here); none before the flush, which is at exit otherwise.
    expect(readdirSync(path.join(cache, nodeDirs[0]!)).length).toBeGreaterThanOrEqual(10);
  } finally {
    await server.stop();
  }
});

/** The pid of the process whose parent is `parent` (npm's script shell execs node, so node is npm's child). */
function childOf(parent: number): number | undefined {
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The fields after the command name (which may hold spaces) start with the state, then the parent's pid.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      if (Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === parent) return Number(entry);
    } catch {
      // The process ended meanwhile.
    }
  }
  return undefined;
}

// Decision 0086: the server runs with a 16 MB young generation and glibc giving back freed memory, which take an idle
// server from about 400 to 270 MB on Node 24. They are set on the process's command line and environment by the start
// script, so the test reads them from the running server, as the kernel has them.
test("[SERVER][MEMORY_SETTINGS] npm start's server runs with the young-generation flag and glibc's trim threshold", async () => {
  test.setTimeout(120_000);
  const server = await npmStart();
  try {
    const pid = childOf(server.npm.pid!);
    expect(pid, "the server process under npm").toBeDefined();
    const commandLine = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
    const environment = readFileSync(`/proc/${pid}/environ`, "utf8").split("\0");
    expect(commandLine).toEqual(expect.arrayContaining([...SERVER_NODE_FLAGS, "scripts/start.mjs"]));
    for (const [name, value] of Object.entries(SERVER_ENV)) expect(environment).toContain(`${name}=${value}`);
    expect(await answers(server.health)).toBe(true);
  } finally {
    await server.stop();
  }
});
