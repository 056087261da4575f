// Bundles the server into dist/server/main.js (the entry) and server.js (the server), and its worker threads beside it: the PHP check worker
// (src/server/wordpress/static-check/php-check-pool.ts), the WordPress runtime worker (wordpress/runtime/runtime-pool.ts) and
// the live preview worker (wordpress/preview-sites/preview-pool.ts)
// start them from beside main.js. The packages a start loads (INLINED_PACKAGES) are bundled in (decision 0085); the
// rest stay in node_modules (php-wasm and PGlite load their .wasm from there).
// Then it makes the PGlite seed a first start copies instead of running initdb and the migrations (db/pglite-seed.ts).
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { build } from "esbuild";
import { copyWordpressFiles } from "./copy-wordpress-files.mjs";
import { deferredAtStartup, isDeferredPackage, unbundledAtStartup } from "./startup-imports.mjs";

/**
 * Bundled into the server rather than loaded from node_modules: what every start loads, plain JavaScript with no
 * files of its own to find at run time. Node's loader took ~0.3 s of a restart to find and read their ~300 files
 * one by one (issue #35 item 4). PGlite, php-wasm and Playground stay out (their .wasm and data files are read from
 * beside their code), as does whatever loads after the first answer (DEFERRED_PACKAGES).
 */
const INLINED_PACKAGES = ["zod", "drizzle-orm", "hono", "@hono/node-server", "fflate", "p-limit", "tldts", "yaml", "pino", "pg", "pg-boss"];

const { dependencies, devDependencies } = JSON.parse(readFileSync("package.json", "utf8"));
const deferredInlined = INLINED_PACKAGES.filter(isDeferredPackage);
if (deferredInlined.length > 0) throw new Error(`INLINED_PACKAGES names ${deferredInlined.join(", ")}, which a start must not load (decision 0081)`);
const external = Object.keys({ ...dependencies, ...devDependencies })
  .filter((name) => !INLINED_PACKAGES.includes(name))
  .flatMap((name) => [name, `${name}/*`]);

// A build starts from nothing: chunks of earlier builds (named by their content) and their compile cache go with it.
rmSync("dist/server", { recursive: true, force: true });
await build({
  entryPoints: {
    main: "src/server/main.ts",
    // Loaded by main.js with import(), once Node's compile cache is on (decision 0085).
    server: "src/server/server.ts",
    "php-check-worker": "src/server/wordpress/static-check/php-check-worker.ts",
    "runtime-worker": "src/server/wordpress/runtime/runtime-worker.ts",
    "preview-worker": "src/server/wordpress/preview-sites/preview-worker.ts",
    "make-pglite-seed": "src/server/db/make-pglite-seed.ts",
  },
  outdir: "dist/server",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  external,
  // The CommonJS packages among INLINED_PACKAGES call require() (for Node's own modules, and each other's files).
  banner: { js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);' },
  // Modules loaded with import() (better-auth, decision 0081) become chunks of their own, read on first use.
  splitting: true,
  sourcemap: true,
  logLevel: "warning",
});
const loadedTooEarly = deferredAtStartup("dist/server/server.js");
if (loadedTooEarly.length > 0) {
  console.error(`dist/server/server.js loads ${loadedTooEarly.join(", ")} before it answers: import them with import() where first needed (decision 0081)`);
  process.exit(1);
}
for (const entry of ["main", "server", "php-check-worker", "runtime-worker", "preview-worker"]) {
  const unbundled = unbundledAtStartup(`dist/server/${entry}.js`);
  if (unbundled.length > 0) {
    console.error(`dist/server/${entry}.js loads ${unbundled.join(", ")} from node_modules before it runs: add them to INLINED_PACKAGES, or import them with import() where first needed (decisions 0081, 0085)`);
    process.exit(1);
  }
}
copyWordpressFiles("dist/server");
const seed = spawnSync(process.execPath, ["dist/server/make-pglite-seed.js", "dist/server/pglite-seed"], { stdio: "inherit" });
if (seed.status !== 0) process.exit(seed.status ?? 1);
console.log("server built: dist/server/main.js, dist/server/server.js, dist/server/php-check-worker.js, dist/server/runtime-worker.js, dist/server/preview-worker.js, the PHP, JS and CSS files of src/server/wordpress/ in dist/server/wordpress/, and the PGlite seed in dist/server/pglite-seed/");
