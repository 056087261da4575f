// Bundles the server into dist/server/main.js, and its worker threads beside it: the PHP check worker
// (src/server/wordpress/static-check/php-check-pool.ts), the WordPress runtime worker (wordpress/runtime/runtime-pool.ts) and
// the live preview worker (wordpress/preview-sites/preview-pool.ts)
// start them from beside main.js. Dependencies stay in node_modules (php-wasm loads its .wasm from there).
// Then it makes the PGlite seed a first start copies instead of running initdb and the migrations (db/pglite-seed.ts).
import { spawnSync } from "node:child_process";
import { build } from "esbuild";
import { copyWordpressFiles } from "./copy-wordpress-files.mjs";
import { deferredAtStartup } from "./startup-imports.mjs";

await build({
  entryPoints: {
    main: "src/server/main.ts",
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
  packages: "external",
  // Modules loaded with import() (better-auth, decision 0081) become chunks of their own, read on first use.
  splitting: true,
  sourcemap: true,
  logLevel: "warning",
});
const loadedTooEarly = deferredAtStartup("dist/server/main.js");
if (loadedTooEarly.length > 0) {
  console.error(`dist/server/main.js loads ${loadedTooEarly.join(", ")} before it answers: import them with import() where first needed (decision 0081)`);
  process.exit(1);
}
copyWordpressFiles("dist/server");
const seed = spawnSync(process.execPath, ["dist/server/make-pglite-seed.js", "dist/server/pglite-seed"], { stdio: "inherit" });
if (seed.status !== 0) process.exit(seed.status ?? 1);
console.log("server built: dist/server/main.js, dist/server/php-check-worker.js, dist/server/runtime-worker.js, dist/server/preview-worker.js, the PHP, JS and CSS files of src/server/wordpress/ in dist/server/wordpress/, and the PGlite seed in dist/server/pglite-seed/");
