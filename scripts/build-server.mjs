// Bundles the server into dist/server/main.js, and its PHP check worker into dist/server/php-check-worker.js
// (src/server/wordpress/php-check-pool.ts starts it from beside main.js); dependencies stay in node_modules.
import { build } from "esbuild";

await build({
  entryPoints: { main: "src/server/main.ts", "php-check-worker": "src/server/wordpress/php-check-worker.ts" },
  outdir: "dist/server",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
console.log("server built: dist/server/main.js, dist/server/php-check-worker.js");
