#!/usr/bin/env node
// `npm test`: every check and test suite in turn, stopping at the first failure.
//   0. type check and lint                 react-router typegen && tsc --noEmit; eslint . and the import-cycle check
//   1. unit tests (no database)            vitest run --project unit
//   1b. WordPress tests (no database)      vitest run --project wordpress (they boot WordPress or PHP)
//   2. database tests on PGlite            TEST_DATABASE=pglite vitest run --project db
//   3. database tests on PostgreSQL        TEST_DATABASE=postgres vitest run --project db
//      (at TEST_POSTGRES_URL; when none answers: fails with CI=true, otherwise skipped with a warning)
//   4. npm run build, unless it was built from these very inputs (always with CI=true; scripts/build-state.mjs)
//   5. browser tests                       playwright test --fail-on-flaky-tests
// Every stage gets this process's environment (run() below), so TEST_WORDPRESS_ZIP, the current WordPress
// release zip .ci/run makes from Debian's archive (decision 0059), reaches the tests that need it.
// A stage that runs no test fails, and a browser test that passes only on a retry counts as failed
// (scripts/test-totals.mjs). The last line printed is the total: "N passed, N failed[, N skipped]".
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { staleReason } from "./build-state.mjs";
import { warnUnlessProjectNode } from "./node-version.mjs";
import { countPlaywright, countVitest } from "./test-totals.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const artifacts = path.join(root, "tests", ".artifacts");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const CI = process.env.CI === "true" || process.env.CI === "1";
const postgresUrl = process.env.TEST_POSTGRES_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const E2E_RESULTS_FILE = path.join(artifacts, "playwright-results.json"); // tests/support/e2e-env.ts

const totals = { passed: 0, failed: 0, skipped: 0 };
const timings = [];
const warnings = [];

function banner(text) {
  const line = "=".repeat(Math.max(20, text.length + 6));
  console.log(`\n${line}\n== ${text}\n${line}`);
}

function warn(text) {
  warnings.push(text);
  const line = "!".repeat(Math.min(100, Math.max(20, text.length + 6)));
  console.log(`\n${line}\n!! ${text}\n${line}\n`);
}

/**
 * No stage may hang a CI run: each is stopped after this long (a guard against hangs, not a budget: the
 * PGlite stage took 19 minutes in one CI run). The browser stage gets more: its 141 tests take 22 minutes
 * here. .ci/run stops the whole of npm test at 80 minutes.
 */
const STAGE_TIMEOUT_MS = 30 * 60 * 1000;
const BROWSER_STAGE_TIMEOUT_MS = 40 * 60 * 1000;
/** A stopped stage gets this long to write its report (Playwright does on SIGINT) before SIGKILL. */
const STOP_GRACE_MS = 30 * 1000;

/** Runs a command with its output streamed; resolves with its exit code. */
function run(command, args, env = {}, timeoutMs = STAGE_TIMEOUT_MS) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
    const timer = setTimeout(() => {
      warn(`${command} ${args.join(" ")} ran past ${timeoutMs / 60000} minutes: stopped`);
      child.kill("SIGINT");
      setTimeout(() => child.kill("SIGKILL"), STOP_GRACE_MS).unref();
    }, timeoutMs);
    timer.unref();
    const forward = (signal) => child.kill(signal);
    process.on("SIGINT", forward);
    process.on("SIGTERM", forward);
    child.on("error", (error) => {
      console.error(`could not start ${command}: ${error.message}`);
      resolve(127);
    });
    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      process.off("SIGINT", forward);
      process.off("SIGTERM", forward);
      resolve(code ?? (signal ? 128 : 1));
    });
  });
}

function finish(code, reason) {
  if (timings.length > 0) {
    console.log("\nStages:");
    for (const t of timings) console.log(`  ${t.status.padEnd(7)} ${t.name.padEnd(34)} ${(t.ms / 1000).toFixed(1)} s`);
  }
  for (const text of warnings) console.log(`\nWARNING: ${text}`);
  if (reason) console.log(`\nStopped: ${reason}`);
  const parts = [`${totals.passed} passed`, `${totals.failed} failed`];
  if (totals.skipped > 0) parts.push(`${totals.skipped} skipped`);
  console.log(`\n${parts.join(", ")}`);
  process.exit(code);
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

/** A vitest stage with the JSON reporter beside the default one; adds its counts to the totals. */
async function vitestStage(name, project, env) {
  const outputFile = path.join(artifacts, `vitest-${name.replace(/[^a-z0-9]+/gi, "-")}.json`);
  rmSync(outputFile, { force: true });
  const started = performance.now();
  banner(name);
  const code = await run(
    bin("vitest"),
    ["run", "--project", project, "--reporter=default", "--reporter=json", `--outputFile.json=${outputFile}`],
    env,
  );
  const counts = countVitest(code, readJson(outputFile));
  addToTotals(counts);
  const failed = code !== 0 || counts.problem !== null;
  timings.push({ name, status: failed ? "FAILED" : "passed", ms: performance.now() - started });
  if (failed) finish(1, `${name} ${counts.problem ?? "failed"} (exit code ${code})`);
}

function addToTotals({ passed, failed, skipped }) {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
}

/** A stage that counts no tests but fails the run when its command fails (type errors, lint errors). */
async function checkStage(name, command, args) {
  banner(name);
  const started = performance.now();
  const code = await run(command, args);
  timings.push({ name, status: code === 0 ? "passed" : "FAILED", ms: performance.now() - started });
  if (code !== 0) {
    totals.failed += 1;
    finish(1, `${name} failed (exit code ${code})`);
  }
}

async function postgresReachable() {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query("select 1");
    return { ok: true };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  } finally {
    await client.end().catch(() => {});
  }
}

/** Why the build must run again, or null when dist/server/main.js and build/client are up to date. */
function buildReason() {
  if (CI) return "CI=true always builds";
  return staleReason(root);
}

async function main() {
  mkdirSync(artifacts, { recursive: true });
  console.log(`Node ${process.version}`);
  warnUnlessProjectNode("npm test");

  await checkStage("type check", "npm", ["run", "typecheck"]);
  await checkStage("lint", "npm", ["run", "lint"]);
  await vitestStage("unit tests", "unit", {});
  await vitestStage("WordPress tests", "wordpress", {});
  await vitestStage("database tests on PGlite", "db", { TEST_DATABASE: "pglite" });

  const pgStatus = await postgresReachable();
  if (pgStatus.ok) {
    await vitestStage("database tests on PostgreSQL", "db", { TEST_DATABASE: "postgres", TEST_POSTGRES_URL: postgresUrl });
  } else if (CI) {
    timings.push({ name: "database tests on PostgreSQL", status: "FAILED", ms: 0 });
    totals.failed += 1;
    finish(1, `PostgreSQL is not reachable at ${postgresUrl} (${pgStatus.error}); CI requires it`);
  } else {
    warn(`SKIPPED the PostgreSQL database tests: nothing answers at ${postgresUrl} (${pgStatus.error}). Set TEST_POSTGRES_URL or start PostgreSQL.`);
    timings.push({ name: "database tests on PostgreSQL", status: "SKIPPED", ms: 0 });
  }

  const reason = buildReason();
  if (reason) {
    banner(`build (${reason})`);
    const started = performance.now();
    const code = await run("npm", ["run", "build"]);
    timings.push({ name: "build", status: code === 0 ? "passed" : "FAILED", ms: performance.now() - started });
    if (code !== 0) {
      totals.failed += 1;
      finish(1, `npm run build failed (exit code ${code})`);
    }
  } else {
    timings.push({ name: "build (up to date, not rebuilt)", status: "skipped", ms: 0 });
    console.log("\nbuild: up to date (built from the same inputs, compared by content; scripts/build-state.mjs)");
  }

  banner("browser tests (Playwright)");
  rmSync(E2E_RESULTS_FILE, { force: true });
  const started = performance.now();
  const code = await run(
    bin("playwright"),
    ["test", "--fail-on-flaky-tests"],
    { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" },
    BROWSER_STAGE_TIMEOUT_MS,
  );
  const counts = countPlaywright(code, readJson(E2E_RESULTS_FILE));
  addToTotals(counts);
  const failed = code !== 0 || counts.problem !== null;
  timings.push({ name: "browser tests", status: failed ? "FAILED" : "passed", ms: performance.now() - started });
  if (failed) finish(1, `browser tests ${counts.problem ?? "failed"} (exit code ${code})`);

  finish(0);
}

main().catch((error) => {
  console.error(error);
  finish(1, "scripts/test.mjs crashed");
});
