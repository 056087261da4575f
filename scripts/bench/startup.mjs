// Time from starting the built server (PGlite, data dir already initialised) to the first answer of
// /api/health, and its resident memory when idle; a bare `node -e http.createServer` is the baseline
// measured in the same run. Run `npm run build` first. Usage: node scripts/bench/startup.mjs [runs]
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const runs = Number(process.argv[2] ?? 5);
const port = 3917;

async function waitForHealth(url, child, started) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
}

const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").split("\n").find((l) => l.startsWith("VmRSS:"));
  return Number(line.split(/\s+/)[1]) / 1024;
};

async function measure(args, env, url, idleMs) {
  const started = performance.now();
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: "ignore" });
  const ms = await waitForHealth(url, child, started);
  await new Promise((r) => setTimeout(r, idleMs));
  const rss = rssMb(child.pid);
  child.kill("SIGTERM");
  await new Promise((r) => child.once("exit", r));
  return { ms, rss };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const dataDir = mkdtempSync(path.join(tmpdir(), "plugsmith-bench-"));
const env = { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" };
const health = `http://127.0.0.1:${port}/api/health`;
try {
  const first = await measure(["dist/server/main.js"], env, health, 0);
  console.log(`first start (creates the database): ${first.ms.toFixed(0)} ms`);
  const app = [];
  const bare = [];
  for (let i = 0; i < runs; i++) {
    app.push(await measure(["dist/server/main.js"], env, health, 3000));
    bare.push(
      await measure(
        ["-e", `require("http").createServer((q,s)=>s.end("ok")).listen(${port})`],
        {},
        `http://127.0.0.1:${port}/`,
        0,
      ),
    );
  }
  const appMs = median(app.map((r) => r.ms));
  const bareMs = median(bare.map((r) => r.ms));
  console.log(`start to first /api/health (median of ${runs}): ${appMs.toFixed(0)} ms (goal < 3000 ms)`);
  console.log(`bare node http server in the same run: ${bareMs.toFixed(0)} ms (ratio ${(appMs / bareMs).toFixed(1)}x)`);
  console.log(`resident memory idle 3 s after start (median): ${median(app.map((r) => r.rss)).toFixed(0)} MB (goal < 500 MB)`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
