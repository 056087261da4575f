import { parentPort, workerData } from "node:worker_threads";
import { type InstalledPlugin, readBaseline, runGate, type SiteBaseline } from "./run-gate";
import { loadSnapshotFile, saveSnapshotFile } from "./snapshot-file";
import { installSnapshot, type SiteSnapshot } from "./wordpress-site";

// A WordPress runtime worker (runtime-pool.ts): installs WordPress once into a snapshot (or reads the one
// saved in the snapshot folder, and saves the one it made there), reads what the bare site registers, then checks the plugins it is sent one at a time, each in a fresh site started
// from the snapshot and thrown away after.
if (!parentPort) throw new Error("runtime-worker runs as a worker thread");
const port = parentPort;

let ready: Promise<{ snapshot: SiteSnapshot; baseline: SiteBaseline }> | null = null;
const snapshotDir = (workerData as { snapshotDir?: string | null } | null)?.snapshotDir ?? null;
const prepare = () =>
  (ready ??= (async () => {
    const saved = snapshotDir ? loadSnapshotFile(snapshotDir) : null;
    if (saved) return saved;
    const snapshot = await installSnapshot();
    const baseline = await readBaseline(snapshot);
    if (snapshotDir) {
      try {
        saveSnapshotFile(snapshotDir, snapshot, baseline);
      } catch {
        // A read-only or full disk only costs the next worker the install.
      }
    }
    return { snapshot, baseline };
  })());

port.on("message", async (task: { id: number; plugin: InstalledPlugin }) => {
  try {
    const { snapshot, baseline } = await prepare();
    port.postMessage({ id: task.id, report: await runGate(snapshot, baseline, task.plugin) });
  } catch (error) {
    port.postMessage({ id: task.id, error: error instanceof Error ? error.message : String(error) });
  }
});

// Warm up at once: the first check should not wait for the install.
prepare().catch(() => {});
