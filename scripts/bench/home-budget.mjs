// The public home page's weight and speed in headless Chromium, against the built server:
//  - JavaScript shipped to / (bytes on the wire, gzip as served) and per file; goal under 120 KB;
//  - time to largest contentful paint, median of N cold loads, with the same page loaded with its scripts
//    blocked as the baseline measured in the same run (the prerendered HTML and CSS alone).
// Run `npm run build` first. Usage: node scripts/bench/home-budget.mjs [runs] [path]
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";

const runs = Number(process.argv[2] ?? 5);
const pagePath = process.argv[3] ?? "/";
const port = Number(process.env.BENCH_PORT) || 3918;
const origin = `http://localhost:${port}`;
const BUDGET_KB = 120;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function startServer(dataDir) {
  const child = spawn(process.execPath, ["dist/server/main.js"], {
    env: { ...process.env, PORT: String(port), SITE_URL: origin, DATA_DIR: dataDir, LOG_LEVEL: "warn", NODE_ENV: "production", PAYMENTS: "local" },
    stdio: "ignore",
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** One cold load in a fresh context: its JS responses and LCP time. The baseline blocks every script. */
async function load(browser, withScripts) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (!withScripts) await context.route(/\.js(\?|$)/, (route) => route.abort());
  const page = await context.newPage();
  // Injected by the browser itself, so it also runs when the page's own scripts are blocked.
  await page.addInitScript(() => {
    window.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = entry.startTime;
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
  const scripts = [];
  page.on("requestfinished", async (request) => {
    if (request.resourceType() !== "script") return;
    const sizes = await request.sizes();
    scripts.push({ url: new URL(request.url()).pathname, bytes: sizes.responseBodySize });
  });
  await page.goto(`${origin}${pagePath}`, { waitUntil: "networkidle" });
  await page.waitForTimeout(200);
  const lcp = await page.evaluate(() => window.__lcp);
  await context.close();
  return { scripts, lcp };
}

// A server already on the port would be measured instead of this build's: refuse.
if (await fetch(`${origin}/api/health`).then(() => true, () => false)) {
  throw new Error(`something already listens on ${origin}; stop it or set BENCH_PORT`);
}
const dataDir = mkdtempSync(path.join(tmpdir(), "plugsmith-budget-"));
const server = await startServer(dataDir);
let browser;
try {
  browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  await load(browser, true); // warm the server's compression cache
  const withJs = [];
  const withoutJs = [];
  let scripts = [];
  for (let i = 0; i < runs; i++) {
    const run = await load(browser, true);
    scripts = run.scripts;
    withJs.push(run.lcp);
    withoutJs.push((await load(browser, false)).lcp);
  }
  const totalKb = scripts.reduce((sum, s) => sum + s.bytes, 0) / 1024;
  console.log(`JavaScript on ${pagePath}: ${scripts.length} files, ${totalKb.toFixed(1)} KB gzip (goal < ${BUDGET_KB} KB)`);
  for (const s of [...scripts].sort((a, b) => b.bytes - a.bytes).slice(0, Number(process.env.BUDGET_TOP ?? 8))) {
    console.log(`  ${(s.bytes / 1024).toFixed(1).padStart(6)} KB  ${s.url}`);
  }
  const lcp = median(withJs);
  const base = median(withoutJs);
  console.log(`largest contentful paint, median of ${runs}: ${lcp.toFixed(0)} ms; HTML+CSS alone (scripts blocked): ${base.toFixed(0)} ms; ratio ${(lcp / base).toFixed(2)}`);
} finally {
  await browser?.close();
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}
