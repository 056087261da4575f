import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { LIMITS } from "../../../shared/constants";
import type { PhpFileCheck } from "./php-file-check";

// Worker threads that parse and check PHP for imports (php-file-check.ts checkPhpFilesOffThread), so a
// big plugin's second of parsing neither stops this thread's other requests nor uses only one core.
// Workers start on first use and stay (unref'd: they never keep the process alive); one that stops is
// replaced. Each has a bounded heap, so a hostile file can fail its import but not exhaust the process.

export interface PhpCheckPool {
  /** The checks of `sources`, in their order. */
  check(sources: readonly string[]): Promise<PhpFileCheck[]>;
  close(): Promise<void>;
}

/** Sources sent to a worker at once: small enough to spread a plugin over the workers, big enough to be cheap. */
const BATCH_BYTES = 256 * 1024;

interface Batch {
  id: number;
  sources: string[];
  resolve: (results: PhpFileCheck[]) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  busy: Batch | null;
}

/** A worker stopped with this check on it (it ran out of its bounded heap, typically). */
export class PhpCheckWorkerError extends Error {}

type WorkerAnswer = { id: number; results: PhpFileCheck[] } | { id: number; error: string };

/**
 * In the build, the worker is a bundle of its own beside the server's (scripts/build-server.mjs). From the
 * sources (tsx, vitest) it is the .ts file, loaded through tsx's API: Node 20 does not pass tsx's module
 * hooks to a worker's entry.
 */
function startWorker(heapMb: number): Worker {
  // Parsing allocates short-lived nodes by the million: with an 8 MB young generation a worker spent so
  // long collecting it that it parsed 1.5x slower than the main thread (scripts/bench/plugin-import.ts).
  const resourceLimits = { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: 32 };
  if (!import.meta.url.endsWith(".ts")) return new Worker(new URL("./php-check-worker.js", import.meta.url), { resourceLimits });
  const entry = new URL("./php-check-worker.ts", import.meta.url).href;
  const load = `import(${JSON.stringify(import.meta.resolve("tsx/esm/api"))}).then(({ tsImport }) => tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}))`;
  return new Worker(load, { eval: true, resourceLimits });
}

export function createPhpCheckPool({
  size = Math.max(1, Math.min(LIMITS.phpCheckWorkers, availableParallelism())),
  heapMb = LIMITS.phpCheckWorkerHeapMb,
}: { size?: number; heapMb?: number } = {}): PhpCheckPool {
  const slots: Slot[] = [];
  const queue: Batch[] = [];
  let nextId = 1;
  let closed = false;

  function addSlot(): Slot {
    const slot: Slot = { worker: startWorker(heapMb), busy: null };
    slot.worker.unref();
    slot.worker.on("message", (answer: WorkerAnswer) => {
      const batch = slot.busy;
      if (!batch || batch.id !== answer.id) return;
      slot.busy = null;
      if ("error" in answer) batch.reject(new Error(`PHP check failed: ${answer.error}`));
      else batch.resolve(answer.results);
      dispatch();
    });
    // An error that escapes the worker ends it; 'exit' follows and replaces it.
    slot.worker.on("error", () => {});
    slot.worker.on("exit", (code) => {
      slots.splice(slots.indexOf(slot), 1);
      slot.busy?.reject(new PhpCheckWorkerError(`PHP check worker stopped (exit code ${code})`));
      slot.busy = null;
      if (!closed) dispatch();
    });
    slots.push(slot);
    return slot;
  }

  function dispatch(): void {
    while (queue.length > 0) {
      const slot = slots.find((s) => !s.busy) ?? (slots.length < size ? addSlot() : null);
      if (!slot) return;
      const batch = queue.shift()!;
      slot.busy = batch;
      slot.worker.postMessage({ id: batch.id, sources: batch.sources });
    }
  }

  function run(sources: string[]): Promise<PhpFileCheck[]> {
    return new Promise((resolve, reject) => {
      if (closed) return reject(new Error("PHP check pool is closed"));
      queue.push({ id: nextId++, sources, resolve, reject });
      dispatch();
    });
  }

  return {
    async check(sources) {
      const batches: string[][] = [];
      let current: string[] = [];
      let bytes = 0;
      for (const source of sources) {
        current.push(source);
        bytes += source.length;
        if (bytes >= BATCH_BYTES) {
          batches.push(current);
          current = [];
          bytes = 0;
        }
      }
      if (current.length > 0) batches.push(current);
      return (await Promise.all(batches.map(run))).flat();
    },

    async close() {
      closed = true;
      for (const batch of queue.splice(0)) batch.reject(new Error("PHP check pool is closed"));
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
  };
}
