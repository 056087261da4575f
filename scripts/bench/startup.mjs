// Starting the built server on PGlite: a first start on a new data directory (initdb and migrations),
// then restarts on the same directory. For each, the time to the first answer of /api/health and the
// resident memory when idle after a settle period (issue #17: under 300 MB, before any WordPress runtime
// has started); a bare `node -e http.createServer` is the baseline measured in the same run, and the
// machine's load average is printed beside the figures. Run `npm run build` first.
// Usage: node scripts/bench/startup.mjs [runs]   (BENCH_PORT, default 3917; BENCH_SETTLE_MS, default 5000)
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { projectNodePath } from "../node-version.mjs";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "../server-runtime.mjs";

const runs = Number(process.argv[2] ?? 5);
const port = Number(process.env.BENCH_PORT ?? 3917);
const settleMs = Number(process.env.BENCH_SETTLE_MS ?? 5000);
// The Node `npm start` runs (Node 24 from node_modules), whichever Node runs this script; the baseline runs on it too.
const node = projectNodePath(path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../.."));

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
  const child = spawn(node, args, { env: { ...process.env, ...env }, stdio: "ignore" });
  const ms = await waitForHealth(url, child, started);
  await new Promise((r) => setTimeout(r, idleMs));
  const rss = rssMb(child.pid);
  child.kill("SIGTERM");
  await new Promise((r) => child.once("exit", r));
  return { ms, rss };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const load = () => loadavg().map((l) => l.toFixed(1)).join(" ");

const server = (dataDir) => ({
  // The live preview's port is the next one, so two benches on different ports do not collide.
  env: { ...SERVER_ENV, PORT: String(port), PREVIEW_PORT: String(port + 1), DATA_DIR: dataDir, LOG_LEVEL: "warn", PAYMENTS: "local" },
  url: `http://127.0.0.1:${port}/api/health`,
});
const bareNode = () =>
  measure(["-e", `require("http").createServer((q,s)=>s.end("ok")).listen(${port})`], {}, `http://127.0.0.1:${port}/`, settleMs);

const dirs = [];
const newDataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "plugsmith-bench-"));
  dirs.push(dir);
  return dir;
};

try {
  console.log(`${node}, load average before: ${load()} (1, 5, 15 min); settle ${settleMs} ms; port ${port}`);
  const first = [];
  const restart = [];
  const bare = [];
  for (let i = 0; i < runs; i++) {
    const { env, url } = server(newDataDir());
    first.push(await measure([...SERVER_NODE_FLAGS, "dist/server/main.js"], env, url, settleMs));
    restart.push(await measure([...SERVER_NODE_FLAGS, "dist/server/main.js"], env, url, settleMs));
    bare.push(await bareNode());
    const run = (r) => `${r.ms.toFixed(0)} ms, ${r.rss.toFixed(0)} MB`;
    console.log(`run ${i + 1}: first start ${run(first[i])}; restart ${run(restart[i])}; bare node ${run(bare[i])}; load ${load()}`);
  }
  const line = (label, rows) =>
    `${label}: start to first /api/health ${median(rows.map((r) => r.ms)).toFixed(0)} ms, idle resident memory ${median(rows.map((r) => r.rss)).toFixed(0)} MB` +
    ` (runs: ${rows.map((r) => `${r.ms.toFixed(0)} ms/${r.rss.toFixed(0)} MB`).join(", ")})`;
  console.log(`medians of ${runs}, resident memory ${settleMs / 1000} s after the first answer:`);
  console.log(line("first start on a new data directory", first));
  console.log(line("restart on the same data directory ", restart));
  console.log(line("bare node http server (baseline)   ", bare));
  const bareMs = median(bare.map((r) => r.ms));
  console.log(
    `ratios to bare node: first start ${(median(first.map((r) => r.ms)) / bareMs).toFixed(1)}x, restart ${(median(restart.map((r) => r.ms)) / bareMs).toFixed(1)}x`,
  );
  console.log("goals: first start < 3000 ms and restart < 1000 ms (issue #35); idle resident memory < 300 MB after a first start and after a restart (issue #17)");
  console.log(`load average after: ${load()}`);
} finally {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
