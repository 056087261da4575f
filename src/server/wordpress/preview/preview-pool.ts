import { Worker } from "node:worker_threads";
import type { InstalledPlugin } from "../runtime/run-gate";
import type { CaughtMail } from "../../../shared/schemas/previews";
import type { PreviewRequest, PreviewResponse } from "./preview-site";
import type { OpenedSite, PreviewTask } from "./preview-worker";

// The live preview sites of this process (issue #15), in worker threads beside the checks' runtime: each
// worker holds the sites it opened; a request that runs past its limit (a plugin stuck in a loop) takes
// its worker down with every site in it, and those previews are opened again on the person's next try.

/** The site is not (or no longer) in any worker: open the preview again. */
export class PreviewGoneError extends Error {}

export interface PreviewPoolOptions {
  /** Worker threads; the sites are spread over them. */
  workers: number;
  /** Heap of one worker's JavaScript (each site's PHP memory is WebAssembly, capped by memory_limit). */
  heapMb: number;
  /** Longest one proxied request may take before its worker is stopped. */
  timeoutMs: number;
  /** Longest opening a site may take: on a new worker it includes starting PHP (seconds, more on a busy machine). */
  openTimeoutMs: number;
  snapshotDir?: string | null;
  /** Where previews live, up to their id: `${origin}/preview/` (a worker starts its spare site there). */
  previewBase: string;
}

export interface PreviewPool {
  /** Opens `plugin` in a WordPress of its own, at `${previewBase}${previewId}`: the id is the worker's choice. */
  open(plugin: InstalledPlugin): Promise<OpenedSite>;
  request(previewId: string, request: PreviewRequest): Promise<PreviewResponse>;
  mails(previewId: string): Promise<CaughtMail[]>;
  close(previewId: string): Promise<void>;
  shutdown(): Promise<void>;
}

type Task = PreviewTask extends infer T ? (T extends PreviewTask ? Omit<T, "id"> : never) : never;

interface Slot {
  worker: Worker;
  pending: Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void; timer: NodeJS.Timeout }>;
  sites: Set<string>;
  /** Opens sent and not answered yet: they count as sites when choosing a worker. */
  opening: number;
}

function startWorker(options: PreviewPoolOptions): Worker {
  const settings = {
    resourceLimits: { maxOldGenerationSizeMb: options.heapMb },
    workerData: { snapshotDir: options.snapshotDir ?? null, previewBase: options.previewBase },
  };
  if (!import.meta.url.endsWith(".ts")) return new Worker(new URL("./preview-worker.js", import.meta.url), settings);
  const entry = new URL("./preview-worker.ts", import.meta.url).href;
  const load = `import(${JSON.stringify(import.meta.resolve("tsx/esm/api"))}).then(({ tsImport }) => tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}))`;
  return new Worker(load, { eval: true, ...settings });
}

export function createPreviewPool(options: PreviewPoolOptions): PreviewPool {
  const slots: Slot[] = [];
  const home = new Map<string, Slot>();
  let nextId = 1;
  let closed = false;

  function retire(slot: Slot, reason: string): void {
    const at = slots.indexOf(slot);
    if (at >= 0) slots.splice(at, 1);
    for (const previewId of slot.sites) if (home.get(previewId) === slot) home.delete(previewId);
    for (const { reject, timer } of slot.pending.values()) {
      clearTimeout(timer);
      reject(new PreviewGoneError(reason));
    }
    slot.pending.clear();
  }

  function addSlot(): Slot {
    const slot: Slot = { worker: startWorker(options), pending: new Map(), sites: new Set(), opening: 0 };
    slot.worker.unref();
    slot.worker.on("message", (answer: { id: number; result?: unknown; error?: string }) => {
      const waiting = slot.pending.get(answer.id);
      if (!waiting) return;
      slot.pending.delete(answer.id);
      clearTimeout(waiting.timer);
      if (answer.error === undefined) waiting.resolve(answer.result);
      else waiting.reject(answer.error === "preview_gone" ? new PreviewGoneError("The preview was closed") : new Error(`WordPress preview failed: ${answer.error}`));
    });
    slot.worker.on("error", () => {});
    slot.worker.on("exit", () => retire(slot, "The preview's WordPress stopped"));
    slots.push(slot);
    return slot;
  }

  /** The worker with the fewest sites, a new one while there are fewer than `options.workers`. */
  function pick(): Slot {
    if (slots.length < options.workers) return addSlot();
    const load = (slot: Slot) => slot.sites.size + slot.opening;
    return slots.reduce((a, b) => (load(b) < load(a) ? b : a));
  }

  function send<T>(slot: Slot, task: Task): Promise<T> {
    const limit = task.type === "open" ? options.openTimeoutMs : options.timeoutMs;
    return new Promise<T>((resolve, reject) => {
      const id = nextId++;
      const timer = setTimeout(() => {
        // A site that does not answer holds its worker's PHP: the worker goes, with its sites.
        retire(slot, `The preview's WordPress ran past ${Math.round(limit / 1000)} seconds`);
        void slot.worker.terminate();
      }, limit);
      timer.unref();
      slot.pending.set(id, { resolve: resolve as (value: unknown) => void, reject, timer });
      slot.worker.postMessage({ ...task, id });
    });
  }

  function slotOf(previewId: string): Slot {
    const slot = home.get(previewId);
    if (!slot) throw new PreviewGoneError("The preview was closed");
    return slot;
  }

  return {
    async open(plugin) {
      if (closed) throw new PreviewGoneError("Previews are shut down");
      const slot = pick();
      slot.opening++;
      try {
        const opened = await send<OpenedSite>(slot, { type: "open", plugin });
        home.set(opened.previewId, slot);
        slot.sites.add(opened.previewId);
        return opened;
      } finally {
        slot.opening--;
      }
    },
    // async: a closed preview is a rejected promise, like every other failure here, never a throw.
    async request(previewId, request) {
      return send<PreviewResponse>(slotOf(previewId), { type: "request", previewId, request });
    },
    async mails(previewId) {
      return send<CaughtMail[]>(slotOf(previewId), { type: "mails", previewId });
    },
    async close(previewId) {
      const slot = home.get(previewId);
      if (!slot) return;
      home.delete(previewId);
      slot.sites.delete(previewId);
      await send(slot, { type: "close", previewId }).catch(() => {});
    },
    async shutdown() {
      closed = true;
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
  };
}
