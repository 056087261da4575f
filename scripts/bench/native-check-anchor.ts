// Issue #35 item 3: the WordPress check of a version against the same check on native PHP, in one run. Both sides run
// run-gate.ts's own runGate on the offline generator's contact form, in a site started from the same snapshot:
// - php-wasm: a new site from the snapshot for each check, as a runtime worker's check does (PHP 8.3, OPcache with
//   the snapshot's bytecode, decisions 0092 and 0093);
// - native: Debian's PHP with its built-in server, without OPcache and with it, on the files of a site started from that snapshot
//   (native-php.ts). Its Site (nativeSite below) writes each script the check runs to a file of its own and requests
//   it, requests each page, and reads and writes the site's files on disk. A new site for each check is that site's
//   database restored and the plugin's files removed, and OPcache keeps core's bytecode between checks: native PHP
//   warm, the anchor the issue names.
// Run as root on Linux; needs Debian's PHP:  apt-get install -y --no-install-recommends php-cli php-sqlite3
// WORDPRESS_ZIP names the release (a current one, what a server runs); without it, the bundled 6.5.
// Usage: [WORDPRESS_ZIP=…] npx tsx scripts/bench/native-check-anchor.ts [runs=7]   (BENCH_PORT, default 3938)
import { request } from "node:http";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { GATE_LOG, PAGES_FILE, PLUGINS_DIR } from "../../src/server/wordpress/runtime/gate-php";
import { prepareRuntime } from "../../src/server/wordpress/runtime/prepared-runtime";
import { type GateReport, runGate } from "../../src/server/wordpress/runtime/run-gate";
import { CHECK_SITE_URL, type Site, startSite } from "../../src/server/wordpress/runtime/wordpress-site";
import { dumpSite, nativePhpVersion, removeDump, withNativePhp } from "./native-php";
import { benchSnapshotDir } from "./bench-release";
import { contactForm, contactFormFolder } from "./contact-form-plugin";

const runs = Number(process.argv[2] ?? 7);
const port = Number(process.env.BENCH_PORT ?? 3938);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const nativeVersion = nativePhpVersion();

const folder = contactFormFolder;
const plugin = contactForm;
const release = benchSnapshotDir();
const prepared = await prepareRuntime(release.snapshotDir);

/** Checks `runs` times after two unmeasured ones; each report's total and phases. */
async function timeChecks(check: () => Promise<GateReport>): Promise<Array<{ ms: number; report: GateReport }>> {
  for (let i = 0; i < 2; i++) await check();
  const out = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const report = await check();
    out.push({ ms: performance.now() - started, report });
  }
  return out;
}

const wasm = await timeChecks(() => runGate(prepared.snapshot, prepared.baseline, plugin));

// The same site's files on disk: a site started from the snapshot, before any check wrote to it.
const first = await startSite(prepared.snapshot);
const root = dumpSite(first.php, "plugsmith-native-check-");
first.dispose();
const at = (path: string) => join(root, path);
const DATABASE = "/wordpress/wp-content/database/.ht.sqlite";
const database = readFileSync(at(DATABASE));

/** An answer of PHP's built-in server to a GET, as the check's site would be asked (its host, the check's headers). */
function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, headers: { ...headers, host: new URL(CHECK_SITE_URL).host } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode!, text: Buffer.concat(chunks).toString("utf8") }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** What runGate uses of a Site, on native PHP. A fatal error answers 500 there, which php.run reports as a failed exit. */
function nativeSite(): Site {
  let scripts = 0;
  const php = {
    async run({ code }: { code: string }) {
      const name = `/plugsmith-run-${++scripts}.php`;
      writeFileSync(at(`/wordpress${name}`), code);
      try {
        const answer = await get(name);
        return { text: answer.text, exitCode: answer.status >= 500 ? 255 : 0 };
      } finally {
        rmSync(at(`/wordpress${name}`));
      }
    },
    fileExists: (path: string) => existsSync(at(path)),
    readFileAsText: (path: string) => readFileSync(at(path), "utf8"),
    writeFile: (path: string, data: string | Uint8Array) => writeFileSync(at(path), data),
    mkdir: (path: string) => mkdirSync(at(path), { recursive: true }),
  };
  const handler = { request: async ({ url, headers }: { url: string; headers?: Record<string, string> }) => ({ httpStatusCode: (await get(url, headers)).status }) };
  return { php, handler, answerCut: () => false, dispose: () => {} } as unknown as Site;
}

/** A new site on disk: the database as the site started, no plugin, no log of an earlier check. */
async function freshNativeSite(): Promise<Site> {
  writeFileSync(at(DATABASE), database);
  rmSync(at(`${PLUGINS_DIR}/${plugin.slug}`), { recursive: true, force: true });
  for (const path of ["/wordpress/wp-content/mu-plugins/0-plugsmith-gate.php", GATE_LOG, PAGES_FILE]) rmSync(at(path), { force: true });
  return nativeSite();
}

const nativeChecks = (opcache: boolean) => withNativePhp(root, port, opcache, () => timeChecks(() => runGate(prepared.snapshot, prepared.baseline, plugin, freshNativeSite)));
const plain = await nativeChecks(false);
const native = await nativeChecks(true);
removeDump(root);
release.remove();

const phases = Object.keys(wasm[0]!.report.timings);
const phase = (side: typeof wasm, name: string) => median(side.map((r) => r.report.timings[name] ?? 0));
const totals = (side: typeof wasm) => median(side.map((r) => r.ms));
console.log(`WordPress ${prepared.baseline.wordpressVersion}; the check of ${plugin.slug} (${folder.entries.length} files), ${runs} checks a side, medians; load ${loadavg().map((l) => l.toFixed(1)).join(" ")}`);
console.log(`reports: php-wasm ${wasm[0]!.report.status} with ${wasm[0]!.report.findings.length} findings, native PHP ${nativeVersion} ${native[0]!.report.status} with ${native[0]!.report.findings.length} findings (without OPcache: ${plain[0]!.report.status}, ${plain[0]!.report.findings.length})`);
console.log("phase          php-wasm    native      native+OPcache  ratio to native / to native+OPcache");
const cell = (ms: number) => `${ms} ms`.padStart(8);
const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(1)}x` : "-");
for (const name of phases) {
  const [w, p, n] = [phase(wasm, name), phase(plain, name), phase(native, name)];
  console.log(`${name.padEnd(14)} ${cell(w)}    ${cell(p)}    ${cell(n)}        ${ratio(w, p)} / ${ratio(w, n)}`);
}
const withoutStart = (side: typeof wasm) => median(side.map((r) => r.ms - (r.report.timings.start ?? 0)));
console.log(`whole check: php-wasm ${totals(wasm).toFixed(0)} ms, native ${totals(plain).toFixed(0)} ms, native+OPcache ${totals(native).toFixed(0)} ms: ${(totals(wasm) / totals(plain)).toFixed(2)}x / ${(totals(wasm) / totals(native)).toFixed(2)}x (goal <= 1.5x native warm)`);
console.log(`without starting the site: php-wasm ${withoutStart(wasm).toFixed(0)} ms, native ${withoutStart(plain).toFixed(0)} ms, native+OPcache ${withoutStart(native).toFixed(0)} ms: ${(withoutStart(wasm) / withoutStart(plain)).toFixed(2)}x / ${(withoutStart(wasm) / withoutStart(native)).toFixed(2)}x`);
