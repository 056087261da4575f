import { randomBytes } from "node:crypto";
import { Worker } from "node:worker_threads";
import { AppError } from "../../lib/app-error";
import { KeyedTurns } from "../../lib/keyed-turns";
import { keepPhpModule, sharedPhpModule } from "../runtime/php-module";
import { keepSnapshotBytes, sharedSnapshotBytes } from "../runtime/shared-snapshot";
import type { InstalledPlugin } from "../runtime/run-gate";
import type { CaughtMail } from "../../../shared/schemas/previews";
import type { PreviewRequest, PreviewResponse } from "./preview-site";
import type { OpenedSite, PreviewTask } from "./preview-worker";

// The live preview sites of this process (issue #15), each in a worker thread of its own (docs/decisions/0051):
// a plugin stuck in a loop holds only its own thread, and a request that runs past its limit stops only
// that thread, so one person's PHP never slows or ends another person's preview. One worker is started
// ahead (the spare: WordPress already running at the address of a preview id drawn here), so an open only
// installs the plugin. How many sites are open at once is the sessions' bound (preview-sessions.ts).

/** The site is not (or no longer) in any worker: open the preview again. */
export class PreviewGoneError extends Error {}

export interface PreviewPoolOptions {
  /** Heap of one worker's JavaScript (each site's PHP memory is WebAssembly, capped by memory_limit). */
  heapMb: number;
  /** Longest one proxied request may take before its site's worker is stopped. */
  timeoutMs: number;
  /** Longest opening a site may take, starting its WordPress included when no spare was ready (seconds, more on a busy machine). */
  openTimeoutMs: number;
  snapshotDir?: string | null;
  /** Where previews live, up to their id: `${origin}/preview/` (a worker starts its site there). */
  previewBase: string;
}

export interface PreviewPool {
  /** Opens `plugin` in a WordPress of its own, at `${previewBase}${previewId}`: the id is the pool's choice. */
  open(plugin: InstalledPlugin): Promise<OpenedSite>;
  request(previewId: string, request: PreviewRequest): Promise<PreviewResponse>;
  mails(previewId: string): Promise<CaughtMail[]>;
  /** Stops the site's worker (at once: it may be stuck in PHP). */
  close(previewId: string): Promise<void>;
  /**
   * A new WordPress release is in use (release/release-source.ts): the spare, started on the old one, stops
   * and the next preview opens on the new one. Open previews keep theirs until they are closed.
   */
  refresh(): void;
  shutdown(): Promise<void>;
}

/** A new spare waits this long after an open, so it does not slow the pages the browser asks for next. */
const SPARE_DELAY_MS = 1500;

/**
 * Requests one preview may have waiting for its WordPress. A site runs one PHP request at a time (its
 * request handler holds a single PHP instance and answers a second, concurrent request with a bare 500), so
 * the pool sends them one after another; past this many waiting, a request is refused (503) rather than
 * holding its body in memory.
 */
export const MAX_WAITING_REQUESTS = 24;

type Task = PreviewTask extends infer T ? (T extends PreviewTask ? Omit<T, "id"> : never) : never;

interface Slot {
  previewId: string;
  worker: Worker;
  pending: Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void; timer: NodeJS.Timeout }>;
  /** Stopped or stopping: nothing more is sent to it. */
  gone: boolean;
}

/**
 * A preview worker's JavaScript heap. The young generation is held small: V8 grows it to tens of MB in each worker
 * for short-lived objects (request and answer bodies), which stay resident. With 4 MB the built server with 4 previews
 * open on WordPress 7.1.4 measured +463 and +466 MB against +527 and +558 MB with V8's default, and +487 MB with 8 MB
 * (scripts/bench/preview-memory.mjs; issue #35's bar is +480 MB).
 */
export function previewWorkerLimits(heapMb: number) {
  return { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: 4 };
}

function startWorker(options: PreviewPoolOptions, siteUrl: string): Worker {
  const settings = {
    resourceLimits: previewWorkerLimits(options.heapMb),
    // PHP compiled and the snapshot read by an earlier worker, when there was one (php-module.ts,
    // shared-snapshot.ts): this one shares them.
    workerData: { snapshotDir: options.snapshotDir ?? null, siteUrl, phpModule: sharedPhpModule(), snapshotBytes: sharedSnapshotBytes() },
  };
  if (!import.meta.url.endsWith(".ts")) return new Worker(new URL("./preview-worker.js", import.meta.url), settings);
  const entry = new URL("./preview-worker.ts", import.meta.url).href;
  const load = `import(${JSON.stringify(import.meta.resolve("tsx/esm/api"))}).then(({ tsImport }) => tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}))`;
  return new Worker(load, { eval: true, ...settings });
}

export function createPreviewPool(options: PreviewPoolOptions): PreviewPool {
  const all = new Set<Slot>();
  /** Opened previews by id. */
  const sites = new Map<string, Slot>();
  let spare: Slot | null = null;
  let spareTimer: NodeJS.Timeout | null = null;
  let nextId = 1;
  let closed = false;
  const requestTurns = new KeyedTurns(MAX_WAITING_REQUESTS);

  /** Takes a worker out of service: its site is gone, and whatever waited on it is told so. */
  function retire(slot: Slot, reason: string): void {
    if (slot.gone) return;
    slot.gone = true;
    all.delete(slot);
    if (sites.get(slot.previewId) === slot) sites.delete(slot.previewId);
    if (spare === slot) spare = null;
    for (const { reject, timer } of slot.pending.values()) {
      clearTimeout(timer);
      reject(new PreviewGoneError(reason));
    }
    slot.pending.clear();
  }

  function stop(slot: Slot, reason: string): Promise<unknown> {
    retire(slot, reason);
    return slot.worker.terminate();
  }

  function addSlot(): Slot {
    const previewId = randomBytes(24).toString("base64url");
    const slot: Slot = { previewId, worker: startWorker(options, options.previewBase + previewId), pending: new Map(), gone: false };
    slot.worker.unref();
    slot.worker.on("message", (answer: { id: number; result?: unknown; error?: string }) => {
      if (keepPhpModule(answer) || keepSnapshotBytes(answer)) return;
      const waiting = slot.pending.get(answer.id);
      if (!waiting) return;
      slot.pending.delete(answer.id);
      clearTimeout(waiting.timer);
      if (answer.error === undefined) waiting.resolve(answer.result);
      else waiting.reject(answer.error === "preview_gone" ? new PreviewGoneError("The preview was closed") : new Error(`WordPress preview failed: ${answer.error}`));
    });
    slot.worker.on("error", () => {});
    slot.worker.on("exit", () => retire(slot, "The preview's WordPress stopped"));
    all.add(slot);
    return slot;
  }

  function startSpareSoon(): void {
    if (spareTimer) clearTimeout(spareTimer);
    spareTimer = setTimeout(() => {
      spareTimer = null;
      if (!spare && !closed) spare = addSlot();
    }, SPARE_DELAY_MS);
    spareTimer.unref();
  }

  function send<T>(slot: Slot, task: Task): Promise<T> {
    if (slot.gone) return Promise.reject(new PreviewGoneError("The preview was closed"));
    const limit = task.type === "open" ? options.openTimeoutMs : options.timeoutMs;
    return new Promise<T>((resolve, reject) => {
      const id = nextId++;
      const timer = setTimeout(() => {
        // A site that does not answer holds its own worker's PHP: that worker goes, and no other.
        void stop(slot, `The preview's WordPress ran past ${Math.round(limit / 1000)} seconds`);
      }, limit);
      timer.unref();
      slot.pending.set(id, { resolve: resolve as (value: unknown) => void, reject, timer });
      slot.worker.postMessage({ ...task, id });
    });
  }

  /** Sends a request once the site has answered the ones before it; its time limit starts when it is sent. */
  function sendInTurn<T>(slot: Slot, task: Task): Promise<T> {
    const turn = requestTurns.run(slot.previewId, () => send<T>(slot, task));
    return turn ?? Promise.reject(new AppError("busy", "This preview is still answering earlier requests. Please wait a moment."));
  }

  function slotOf(previewId: string): Slot {
    const slot = sites.get(previewId);
    if (!slot) throw new PreviewGoneError("The preview was closed");
    return slot;
  }

  return {
    async open(plugin) {
      if (closed) throw new PreviewGoneError("Previews are shut down");
      const slot = spare ?? addSlot();
      spare = null;
      try {
        const pages = await send<Omit<OpenedSite, "previewId">>(slot, { type: "open", plugin });
        if (slot.gone) throw new PreviewGoneError("The preview's WordPress stopped");
        sites.set(slot.previewId, slot);
        return { previewId: slot.previewId, ...pages };
      } catch (error) {
        void stop(slot, "The preview could not open");
        throw error;
      } finally {
        startSpareSoon();
      }
    },
    // async: a closed preview is a rejected promise, like every other failure here, never a throw.
    async request(previewId, request) {
      return sendInTurn<PreviewResponse>(slotOf(previewId), { type: "request", request });
    },
    async mails(previewId) {
      return send<CaughtMail[]>(slotOf(previewId), { type: "mails" });
    },
    async close(previewId) {
      const slot = sites.get(previewId);
      if (slot) await stop(slot, "The preview was closed");
    },
    refresh() {
      if (spareTimer) clearTimeout(spareTimer);
      spareTimer = null;
      if (!spare) return;
      void stop(spare, "A new WordPress release is in use");
      startSpareSoon();
    },
    async shutdown() {
      closed = true;
      if (spareTimer) clearTimeout(spareTimer);
      await Promise.all([...all].map((slot) => stop(slot, "Previews are shut down")));
    },
  };
}
