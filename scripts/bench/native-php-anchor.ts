// Issue #35 items 1 and 3: what our PHP costs against native PHP on the same site, byte for byte, in one run.
// A live preview's WordPress (php-wasm, the contact form plugin installed and active, as the preview opens it)
// answers each page; then the same files (its SQLite database among them) are written to a folder and served by
// Debian's PHP with its built-in server, without OPcache and with it. Every side gets the same PHP settings of
// php-wasm's php.ini that change what runs (the auto-prepended constants and preloads, memory, errors), and is
// signed in as the administrator by the same must-use plugin. php-wasm runs OPcache with 32 MB of shared memory per
// site and its file cache, starting from the snapshot's bytecode of core (decisions 0092, 0093); native PHP's OPcache
// runs with its default shared memory.
//
// The native side sees php-wasm's absolute paths (/wordpress, /internal/shared) in a private mount namespace
// and a chroot (native-php.ts), so nothing is written outside a temporary folder: run as root on Linux.
// Needs Debian's PHP:  apt-get install -y --no-install-recommends php-cli php-sqlite3
// WORDPRESS_ZIP names the release (a current one, what a server runs); without it, the bundled 6.5.
// Usage: [WORDPRESS_ZIP=…] npx tsx scripts/bench/native-php-anchor.ts [runs=15]   (BENCH_PORT, default 3937)
import { writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { openPreviewSite, startPreviewSite } from "../../src/server/wordpress/preview-sites/preview-site";
import { OPCACHE_MEMORY_MB } from "../../src/server/wordpress/runtime/opcache";
import { prepareRuntime } from "../../src/server/wordpress/runtime/prepared-runtime";
import { PHP_VERSION } from "../../src/server/wordpress/runtime/wordpress-release";
import { dumpSite, nativePhpVersion, removeDump, withNativePhp } from "./native-php";
import { benchSnapshotDir } from "./bench-release";
import { contactForm } from "./contact-form-plugin";

const runs = Number(process.argv[2] ?? 15);
const port = Number(process.env.BENCH_PORT ?? 3937);
const siteUrl = `http://127.0.0.1:${port}`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const nativeVersion = nativePhpVersion();

// The plugin the offline generator writes for a contact form, opened as a live preview opens it.
const plugin = contactForm;
const release = benchSnapshotDir();
const prepared = await prepareRuntime(release.snapshotDir);
const site = await startPreviewSite(prepared, siteUrl);
const preview = await openPreviewSite(prepared, plugin, siteUrl, site);
const { php } = site;
// Signed in as the administrator on every side alike (the preview sends its cookies; native PHP would have none).
// auth_redirect() is pluggable: defined here (must-use plugins load first), it lets the admin pages through.
php.writeFile(
  "/wordpress/wp-content/mu-plugins/zz-bench-admin.php",
  "<?php\nadd_filter( 'determine_current_user', function ( $id ) { return $id ? $id : 1; }, 100 );\nfunction auth_redirect() {}\n",
);

/** The page a path ends on after WordPress's own redirects (a post's pretty address), as php-wasm answers. */
async function settled(path: string): Promise<string> {
  for (let hop = 0; hop < 3; hop++) {
    const res = await site.handler.request({ method: "GET", url: `${siteUrl}${path}` });
    const location = res.headers.location?.[0];
    if (res.httpStatusCode < 300 || res.httpStatusCode >= 400 || !location?.startsWith(siteUrl)) return path;
    path = location.slice(siteUrl.length) || "/";
  }
  return path;
}
const pages: Array<[name: string, path: string]> = [
  ["plugin admin page", await settled(preview.adminPath)],
  ["dashboard", await settled("/wp-admin/")],
  ["a post", await settled("/?p=1")],
  ["front page", await settled("/")],
  ["shortcode page", await settled(preview.sitePath)],
];

async function timeSide(request: (path: string) => Promise<{ status: number; bytes: number }>): Promise<Array<{ ms: number; status: number; bytes: number }>> {
  const out = [];
  for (const [, path] of pages) {
    for (let i = 0; i < 2; i++) await request(path); // warm-up
    const times: number[] = [];
    let last = { status: 0, bytes: 0 };
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      last = await request(path);
      times.push(performance.now() - started);
    }
    out.push({ ms: median(times), ...last });
  }
  return out;
}

const wasm = await timeSide(async (path) => {
  const res = await site.handler.request({ method: "GET", url: `${siteUrl}${path}` });
  return { status: res.httpStatusCode, bytes: res.bytes.length };
});

// The same files on disk, at the same absolute paths inside a chroot (native-php.ts).
const root = dumpSite(php, "plugsmith-native-anchor-");
writeFileSync(join(root, "wordpress/bench-opcache.php"), "<?php echo json_encode( function_exists( 'opcache_get_status' ) && opcache_get_status( false ) ? opcache_get_status( false )['opcache_statistics']['num_cached_scripts'] : false );\n");
site.dispose();

const nativeSide = (opcache: boolean) =>
  withNativePhp(root, port, opcache, async () => {
    const results = await timeSide(async (path) => {
      const res = await fetch(`${siteUrl}${path}`, { redirect: "manual" });
      return { status: res.status, bytes: (await res.arrayBuffer()).byteLength };
    });
    const cached = await (await fetch(`${siteUrl}/bench-opcache.php`)).text();
    return { results, cached };
  });

const plain = await nativeSide(false);
const cached = await nativeSide(true);
removeDump(root);
release.remove();

console.log(`WordPress ${prepared.baseline.wordpressVersion}; php-wasm PHP ${PHP_VERSION} (OPcache: ${OPCACHE_MEMORY_MB} MB shared memory, file cache) against native PHP ${nativeVersion}; ${runs} requests a page, medians; load ${loadavg().map((l) => l.toFixed(1)).join(" ")}`);
console.log(`native OPcache: ${cached.cached} scripts cached at the end (off: ${plain.cached})`);
console.log("page                 php-wasm      native        native+OPcache  ratio to native / to native+OPcache");
pages.forEach(([name, path], i) => {
  const w = wasm[i]!;
  const n = plain.results[i]!;
  const o = cached.results[i]!;
  const cell = (r: { ms: number; status: number }) => `${r.ms.toFixed(0).padStart(5)} ms ${r.status}`.padEnd(14);
  console.log(`${name.padEnd(20)} ${cell(w)} ${cell(n)} ${cell(o)}  ${(w.ms / n.ms).toFixed(1)}x / ${(w.ms / o.ms).toFixed(1)}x   ${path}`);
});
const sum = (xs: Array<{ ms: number }>) => xs.reduce((total, r) => total + r.ms, 0);
console.log(`all pages: php-wasm ${(sum(wasm) / sum(cached.results)).toFixed(1)}x native+OPcache (goal <= 2.5x), ${(sum(wasm) / sum(plain.results)).toFixed(1)}x native without it`);
