// POST /api/plugins/import of a 10 MB ZIP of 1,000 files (600 PHP, 200 JS, 100 CSS, 100 PNG) through
// createApp on PGlite in memory: time per import and peak resident memory above idle (goals: < 1 s,
// < 150 MB), against fflate's unzipSync of the same bytes measured in the same run.
// Peak memory is the kernel's high-water mark (VmHWM), reset before each measurement (/proc/self/clear_refs).
// Usage: npx tsx --expose-gc scripts/bench/plugin-import.ts [runs=5] [postgres-url]
// (without a URL it uses PGlite in memory; with one it creates and drops a scratch database there)
import { randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { unzipSync } from "fflate";
import { createApp } from "../../src/server/app";
import { readEnv } from "../../src/server/env";
import { openBenchDatabase } from "./bench-database";
import { buildServices } from "../../src/server/services";
import { checkPluginFiles } from "../../src/server/modules/plugins/checks/version-checks";
import { scanForDangerousCode } from "../../src/server/wordpress/static-check/php-file-check";
import { readPluginZip } from "../../src/server/wordpress/zip-reader";
import { craftZip, pluginPhp, pngImage } from "../../tests/fixtures/plugin-zips";

const runs = Number(process.argv[2] ?? 5);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const mb = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

function statusKb(field: "VmRSS" | "VmHWM"): number {
  return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync("/proc/self/status", "utf8"))?.[1]) * 1024;
}
/** Resets the high-water mark so VmHWM measures from now (Linux 4.0+). */
const resetPeak = () => writeFileSync("/proc/self/clear_refs", "5");

/** Source-like text with random identifiers, so it compresses about as real code does. */
function sourceFile(kind: "php" | "js" | "css", size: number): string {
  let out = kind === "php" ? "<?php\ndefined( 'ABSPATH' ) || exit;\n" : "";
  while (out.length < size) {
    const id = randomBytes(4).toString("hex");
    out +=
      kind === "php"
        ? `function bench_${id}( $value ) {\n\treturn esc_html( sanitize_text_field( $value ) ) . '${id}';\n}\n`
        : kind === "js"
          ? `export function bench_${id}(value) { return String(value).trim() + "${id}"; }\n`
          : `.bench-${id} { color: #${id.slice(0, 6)}; margin: ${id.charCodeAt(0) % 16}px; }\n`;
  }
  return out;
}

const text = (s: string) => new TextEncoder().encode(s);
/**
 * A fresh ZIP each time: its PHP has new random identifiers, so no import finds its files' check results
 * remembered from an earlier one (php-file-check.ts keeps them by content) and every import is measured cold.
 */
function makeEntries(): Array<{ name: string; data: Uint8Array }> {
  const entries: Array<{ name: string; data: Uint8Array }> = [{ name: "bench/bench.php", data: text(pluginPhp({ name: "Import Bench", version: "1.0.0", author: "Bench" })) }];
  for (let i = 1; i < 600; i++) entries.push({ name: `bench/includes/part-${i}.php`, data: text(sourceFile("php", 8_000)) });
  for (let i = 0; i < 200; i++) entries.push({ name: `bench/assets/js/module-${i}.js`, data: text(sourceFile("js", 6_000)) });
  for (let i = 0; i < 100; i++) entries.push({ name: `bench/assets/css/style-${i}.css`, data: text(sourceFile("css", 4_000)) });
  for (let i = 0; i < 100; i++) entries.push({ name: `bench/assets/img/image-${i}.png`, data: pngImage(176, 176) });
  return entries;
}
const entries = makeEntries();
const zip = craftZip(entries);
const inflated = entries.reduce((n, e) => n + e.data.length, 0);
const freshZip = () => craftZip(makeEntries());

const { database, close: closeDatabase } = await openBenchDatabase(process.argv[3]);
const env = readEnv({ LOG_LEVEL: "silent", AUTH_SECRET: "bench-secret-bench-secret-bench-secret", IMPORT_RATE_LIMIT_PER_HOUR: "100000" });
const services = await buildServices({ env, database });
const app = createApp(services);
const origin = env.SITE_URL;
const signUp = await app.request("/api/auth/sign-up/email", {
  method: "POST",
  headers: { "content-type": "application/json", Origin: origin },
  body: JSON.stringify({ name: "Bench", fullName: "Bench", email: "bench@plugsmith.test", password: "bench-password" }),
});
const cookie = signUp.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");

async function importOnce(bytes: Uint8Array): Promise<number> {
  const form = new FormData();
  form.append("file", new Blob([bytes as Uint8Array<ArrayBuffer>]), "bench.zip");
  const started = performance.now();
  const res = await app.request("/api/plugins/import", { method: "POST", headers: { Origin: origin, cookie }, body: form });
  const body = (await res.json()) as { plugin?: { filePaths: string[] }; error?: unknown };
  const ms = performance.now() - started;
  if (res.status !== 201) throw new Error(`import failed: ${res.status} ${JSON.stringify(body.error)}`);
  if (body.plugin!.filePaths.length !== entries.length - 1 + 1) throw new Error("not every file was imported");
  return ms;
}

/** Time of `task` and its peak resident memory above the resident memory just before it. */
async function measure(task: () => Promise<unknown> | unknown): Promise<{ ms: number; peak: number }> {
  global.gc?.();
  const idle = statusKb("VmRSS");
  resetPeak();
  const started = performance.now();
  await task();
  const ms = performance.now() - started;
  return { ms, peak: statusKb("VmHWM") - idle };
}

await importOnce(zip); // warm-up: code compiled, pools at their working size
unzipSync(zip);
const imports: Array<{ ms: number; peak: number }> = [];
const readers: Array<{ ms: number; peak: number }> = [];
const checks: Array<{ ms: number; peak: number }> = [];
const scans: Array<{ ms: number; peak: number }> = [];
const baselines: Array<{ ms: number; peak: number }> = [];
const loopStalls: number[] = [];
for (let i = 0; i < runs; i++) {
  const bytes = freshZip();
  // The longest the import held the event loop: what every other request in the process waited at worst.
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  imports.push(await measure(() => importOnce(bytes)));
  loop.disable();
  loopStalls.push(loop.max / 1e6);
  baselines.push(await measure(() => unzipSync(bytes)));
  const other = freshZip();
  readers.push(await measure(() => readPluginZip(other)));
  const { files } = await readPluginZip(other);
  checks.push(await measure(() => checkPluginFiles(files)));
  scans.push(await measure(() => scanForDangerousCode(files)));
}
const report = (rows: Array<{ ms: number; peak: number }>) =>
  `median ${median(rows.map((r) => r.ms)).toFixed(0)} ms, peak resident above idle: median ${mb(median(rows.map((r) => r.peak)))} MB, max ${mb(Math.max(...rows.map((r) => r.peak)))} MB`;

console.log(`ZIP: ${entries.length} files, ${mb(zip.length)} MB compressed, ${mb(inflated)} MB inflated; ${database.kind}; ${runs} runs`);
console.log(`POST /api/plugins/import: ${report(imports)} (goals < 1000 ms, < 150 MB)`);
console.log(`  longest event-loop stall during an import: median ${median(loopStalls).toFixed(0)} ms, max ${Math.max(...loopStalls).toFixed(0)} ms`);
console.log(`  its parts, measured alone: readPluginZip ${report(readers)}`);
console.log(`  checkPluginFiles (saveVersion's checks, each PHP file parsed once): ${report(checks)}`);
console.log(`  scanForDangerousCode of the same files after the checks (from memory): ${report(scans)}`);
console.log(`baseline fflate unzipSync of the same bytes: ${report(baselines)}`);
console.log(`ratio import / unzipSync: ${(median(imports.map((r) => r.ms)) / median(baselines.map((r) => r.ms))).toFixed(1)}x time`);
await services.close();
await closeDatabase();
