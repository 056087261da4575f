// ZIP build time for a 200-file, ~2 MB plugin (goal < 50 ms), against the time to merely copy the
// same bytes into one buffer in the same run, and the longest the event loop stood still during the
// builds (they run on zlib's thread pool: goal < 10 ms). Usage: npx tsx scripts/bench/zip-build.ts [runs=30]
import { randomBytes } from "node:crypto";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { buildPluginZip } from "../../src/server/wordpress/plugin-zip";

const runs = Number(process.argv[2] ?? 30);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

// Source-like text: repeated PHP with random identifiers, so compression has realistic work.
function phpFile(i: number, size: number): string {
  let out = `<?php\n/** File ${i} */\ndefined('ABSPATH') || exit;\n`;
  while (out.length < size) {
    const id = randomBytes(4).toString("hex");
    out += `function ps_demo_${id}( $value ) {\n\treturn esc_html( sanitize_text_field( $value ) ) . '${id}';\n}\n`;
  }
  return out;
}
const files: Record<string, string> = {
  "demo/demo.php": "<?php\n/**\n * Plugin Name: Bench Demo\n * Version: 1.0.0\n * Author: Bench\n */\ndefined('ABSPATH') || exit;\n",
};
for (let i = 1; i < 200; i++) files[`demo/includes/part-${i}.php`] = phpFile(i, 10_400);
const totalBytes = Object.values(files).reduce((n, s) => n + Buffer.byteLength(s), 0);

await buildPluginZip(files, "demo"); // warm-up
const zipTimes: number[] = [];
const copyTimes: number[] = [];
let zipSize = 0;
const loop = monitorEventLoopDelay({ resolution: 1 });
loop.enable();
for (let i = 0; i < runs; i++) {
  let t = performance.now();
  zipSize = (await buildPluginZip(files, "demo")).zip.length;
  zipTimes.push(performance.now() - t);
  t = performance.now();
  Buffer.concat(Object.values(files).map((s) => Buffer.from(s)));
  copyTimes.push(performance.now() - t);
}
loop.disable();
console.log(`plugin: ${Object.keys(files).length} files, ${(totalBytes / 1e6).toFixed(2)} MB → ZIP ${(zipSize / 1e6).toFixed(2)} MB`);
console.log(`ZIP build: median ${median(zipTimes).toFixed(1)} ms over ${runs} runs (goal < 50 ms)`);
console.log(`baseline (copy the same bytes into one buffer): ${median(copyTimes).toFixed(2)} ms; ratio ${(median(zipTimes) / median(copyTimes)).toFixed(0)}x`);
console.log(`event loop during the builds: longest stall ${(loop.max / 1e6).toFixed(1)} ms (goal < 10 ms)`);
