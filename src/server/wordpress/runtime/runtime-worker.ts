import { parentPort, workerData } from "node:worker_threads";
import { prepareRuntime, type PreparedRuntime } from "./prepared-runtime";
import type { SupportedPHPVersion } from "@php-wasm/universal";
import { runPhpStep } from "./php-matrix-step";
import { type InstalledPlugin, runGate } from "./run-gate";

// A WordPress runtime worker (runtime-pool.ts): prepares its snapshot once (prepared-runtime.ts), then
// checks the plugins it is sent one at a time (a main check, or one PHP matrix row), each in a fresh site
// started from the snapshot and thrown away after.
if (!parentPort) throw new Error("runtime-worker runs as a worker thread");
const port = parentPort;

let ready: Promise<PreparedRuntime> | null = null;
const snapshotDir = (workerData as { snapshotDir?: string | null } | null)?.snapshotDir ?? null;
const prepare = () => (ready ??= prepareRuntime(snapshotDir));

port.on("message", async (task: { id: number; plugin: InstalledPlugin; phpVersion?: SupportedPHPVersion }) => {
  try {
    const { snapshot, baseline } = await prepare();
    // The pool's time limit for the check starts now, not while WordPress was being installed.
    port.postMessage({ id: task.id, started: true });
    // A PHP matrix row (php-matrix-step.ts) runs the same snapshot on another PHP; the main check runs 8.3.
    const report = task.phpVersion ? await runPhpStep(snapshot, baseline, task.plugin, task.phpVersion) : await runGate(snapshot, baseline, task.plugin);
    port.postMessage({ id: task.id, report });
  } catch (error) {
    port.postMessage({ id: task.id, error: error instanceof Error ? error.message : String(error) });
  }
});

// Warm up at once: the first check should not wait for the install.
prepare().catch(() => {});
