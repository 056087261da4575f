import { parentPort, workerData } from "node:worker_threads";
import { prepareOtherRuntime, prepareRuntime, type PreparedRuntime } from "./prepared-runtime";
import type { SupportedPHPVersion } from "@php-wasm/universal";
import { runPhpStep } from "./php-matrix-step";
import { adoptPhpModule } from "./php-module";
import { adoptSnapshotBytes, readSnapshotFile } from "./shared-snapshot";
import { releaseForPlugin } from "./release-for-plugin";
import { type InstalledPlugin, runGate } from "./run-gate";
import type { SiteOrder } from "./runtime-pool";
import { SpareSite } from "./spare-site";

// A WordPress runtime worker (runtime-pool.ts): prepares its snapshot once (prepared-runtime.ts), then
// checks the plugins it is sent one at a time (a main check, or one PHP matrix row), each in a fresh site
// started from the snapshot and thrown away after. A plugin that needs a newer WordPress than the release in
// use runs on a kept release that meets it (release-for-plugin.ts), prepared on first use; a worker holds
// one such release at a time besides its own. When the pool asks (a turn's check is coming), or after every task
// when the pool was made so, it holds the next main check's site, started ahead from the release in use
// (spare-site.ts).
if (!parentPort) throw new Error("runtime-worker runs as a worker thread");
const port = parentPort;

type CheckRuntime = Pick<PreparedRuntime, "snapshot" | "baseline">;

let ready: Promise<PreparedRuntime> | null = null;
let other: { zipPath: string; ready: Promise<CheckRuntime> } | null = null;
const settings = (workerData ?? {}) as { snapshotDir?: string | null; spareSite?: boolean; phpModule?: WebAssembly.Module | null; snapshotBytes?: unknown };
const snapshotDir = settings.snapshotDir ?? null;
adoptPhpModule(settings.phpModule, port);
adoptSnapshotBytes(settings.snapshotBytes, port);
const prepare = () => (ready ??= prepareRuntime(snapshotDir, readSnapshotFile));
const spare = new SpareSite();

/** The runtime to check `plugin` on: the release in use, or a kept one that meets its `Requires at least`. */
async function runtimeFor(plugin: InstalledPlugin): Promise<CheckRuntime> {
  const prepared = await prepare();
  const wanted = releaseForPlugin(plugin, prepared.release);
  if (!wanted) return prepared;
  if (other?.zipPath !== wanted.zipPath) other = { zipPath: wanted.zipPath, ready: prepareOtherRuntime(snapshotDir, wanted) };
  try {
    return await other.ready;
  } catch {
    // Deleted since it was listed (a newer release pushed it out): the release in use, and its plain finding.
    other = null;
    return prepared;
  }
}

type Task = { id: number; plugin: InstalledPlugin; phpVersion?: SupportedPHPVersion };

port.on("message", async (message: Task | SiteOrder) => {
  if ("site" in message) {
    if (message.site === "prepare") startSpare();
    else dropSpare();
    return;
  }
  const task = message;
  try {
    const { snapshot, baseline } = await runtimeFor(task.plugin);
    // The pool's time limit for the check starts now, not while WordPress was being installed.
    port.postMessage({ id: task.id, started: true });
    // A PHP matrix row (php-matrix-step.ts) runs the same snapshot on another PHP; the main check runs 8.3.
    const report = task.phpVersion
      ? await runPhpStep(snapshot, baseline, task.plugin, task.phpVersion)
      : await runGate(snapshot, baseline, task.plugin, (from) => spare.take(from));
    port.postMessage({ id: task.id, report });
  } catch (error) {
    port.postMessage({ id: task.id, error: error instanceof Error ? error.message : String(error) });
  }
  if (!task.phpVersion) spareWanted = false;
  if (settings.spareSite) startSpare();
});

/** Whether a site should be waiting for the next main check: a drop that comes while WordPress is still being prepared wins. */
let spareWanted = false;

/** The next main check's site, on the release in use (RuntimePoolOptions.spareSite, RuntimePool.prepareSite). */
function startSpare(): void {
  spareWanted = true;
  prepare().then(({ snapshot }) => {
    if (spareWanted) spare.prepare(snapshot);
  }, () => {});
}

function dropSpare(): void {
  spareWanted = false;
  spare.drop();
}

// Warm up at once: the first check should not wait for the install, nor (with a spare) for its site.
prepare().catch(() => {});
if (settings.spareSite) startSpare();
