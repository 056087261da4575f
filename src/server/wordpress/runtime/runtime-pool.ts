import { Worker } from "node:worker_threads";
import type { SupportedPHPVersion } from "@php-wasm/universal";
import { WP_RUNTIME_LIMITS } from "../../../shared/constants";
import { EarlyChecks } from "./early-checks";
import type { PhpStepResult } from "./php-matrix-step";
import { keepPhpModule, sharedPhpModule } from "./php-module";
import { keepSnapshotBytes, sharedSnapshotBytes } from "./shared-snapshot";
import type { GateReport, InstalledPlugin } from "./run-gate";

// Worker threads that each hold an installed WordPress (runtime-worker.ts) and check one plugin at a time.
// Workers start on first use and stay (unref'd); one that stops or overruns its time is thrown away and
// replaced. The queue is bounded: a check beyond it is refused at once and the job retries later.

export interface RuntimePool {
  /** Checks the plugin, or takes the report of an early check of exactly its files (checkEarly). */
  check(plugin: InstalledPlugin): Promise<GateReport>;
  /**
   * Starts the check of files a version is about to be saved with (early-checks.ts), when no check waits in the
   * queue and there is room for one more: false when it did not start. The version's check() takes its report.
   */
  checkEarly(plugin: InstalledPlugin): boolean;
  /** Early checks started, and those a check() took. */
  readonly earlyChecks: { readonly started: number; readonly taken: number };
  /**
   * Holds the PHP matrix's rows (background work) back while a person waits for a check that is still to come (a
   * turn whose reply streams): none starts until every hold is released, or it has waited `backgroundHoldMs`.
   * Checks always go ahead of waiting rows. Returns the release, which may be called more than once.
   */
  holdBackground(): () => void;
  /**
   * A person's check is coming (a turn's reply streams): an idle worker starts the site it will run in now
   * (spare-site.ts), and the next main check on that worker takes it. The release drops the site if no check has
   * taken it. One site per worker at most; nothing when every worker is busy or already holds one.
   */
  prepareSite(): () => void;
  /** Sites prepared ahead (prepareSite), those a check took, and those dropped untaken. */
  readonly preparedSites: { readonly prepared: number; readonly taken: number; readonly dropped: number };
  /**
   * One row of the PHP matrix (php-matrix-step.ts): the plugin linted and activated on `phpVersion`, in a
   * site of its own thrown away after. Queued with the checks; stopped with its worker past `timeoutMs`.
   */
  checkOnPhp(plugin: InstalledPlugin, phpVersion: SupportedPHPVersion, timeoutMs: number): Promise<PhpStepResult>;
  /**
   * A new WordPress release is in use (release/release-source.ts): idle workers stop now, busy ones after
   * their check, and the next ones prepare the new release.
   */
  refresh(): void;
  close(): Promise<void>;
}

export interface RuntimePoolOptions {
  size: number;
  /** A check that runs longer is stopped with its worker (a plugin stuck in a loop, say); counted from when its worker has WordPress ready. */
  timeoutMs: number;
  /** How long a worker may take to get WordPress ready (default WORKER_START_TIMEOUT_MS). */
  workerStartTimeoutMs?: number;
  /** Checks waiting beyond the running ones. */
  maxQueued: number;
  /** Heap of one worker's JavaScript (PHP's own memory is WebAssembly, capped by memory_limit). */
  heapMb: number;
  /** Where the installed site is kept between workers (snapshot-file.ts); without it each worker installs. */
  snapshotDir?: string | null;
  /** Early checks kept at once (default WP_RUNTIME_LIMITS.earlyChecks). */
  maxEarlyChecks?: number;
  /** Longest a PHP matrix row waits for holds (default WP_RUNTIME_LIMITS.backgroundHoldMs). */
  backgroundHoldMs?: number;
  /**
   * Each worker starts the next check's site after every task (spare-site.ts): 200-340 ms less in a check, but 80-110 MB
   * more resident with 4 previews open, past issue #35's bar (decision 0090). Off unless asked for; a site asked for
   * by prepareSite lives only while a turn waits for it (decision 0091).
   */
  spareSite?: boolean;
}

/** The check was not run (pool closed or full, or its worker failed): the job tries again later. */
export class RuntimeUnavailableError extends Error {}
/** The plugin kept PHP busy past the time limit. */
export class RuntimeTimeoutError extends Error {}

interface Task {
  id: number;
  plugin: InstalledPlugin;
  /** A PHP matrix row on this PHP, rather than the main check. */
  phpVersion?: SupportedPHPVersion;
  timeoutMs: number;
  /** When it entered the queue (Date.now()). */
  queuedAt: number;
  resolve: (report: never) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  busy: Task | null;
  timer: NodeJS.Timeout | null;
  /** The release generation it was started in (refresh() starts a new one). */
  generation: number;
  /** The prepareSite call whose site the worker holds, until a main check takes it or the call releases it. */
  site: number | null;
}

/** What the pool tells a worker besides its tasks: start a site for the next main check, or drop the one it holds. */
export type SiteOrder = { site: "prepare" | "drop" };

type WorkerAnswer = { id: number; report: GateReport | PhpStepResult } | { id: number; error: string } | { id: number; started: true };

/**
 * How long a worker may take to have its WordPress ready (installing a full release on a loaded machine takes
 * a minute): that time is not the plugin's, so it is not counted in the check's `timeoutMs`, and running past
 * it is the runtime's failure (the job retries), never a finding against the plugin.
 */
export const WORKER_START_TIMEOUT_MS = 5 * 60_000;

/** As php-check-pool.ts: the built worker beside the server's bundle, or the .ts through tsx from the sources. */
function startWorker(heapMb: number, snapshotDir: string | null, spareSite: boolean): Worker {
  const resourceLimits = { maxOldGenerationSizeMb: heapMb };
  // PHP compiled and the snapshot read by an earlier worker, when there was one (php-module.ts,
  // shared-snapshot.ts): this one shares them.
  const workerData = { snapshotDir, spareSite, phpModule: sharedPhpModule(), snapshotBytes: sharedSnapshotBytes() };
  if (!import.meta.url.endsWith(".ts")) return new Worker(new URL("./runtime-worker.js", import.meta.url), { resourceLimits, workerData });
  const entry = new URL("./runtime-worker.ts", import.meta.url).href;
  const load = `import(${JSON.stringify(import.meta.resolve("tsx/esm/api"))}).then(({ tsImport }) => tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}))`;
  return new Worker(load, { eval: true, resourceLimits, workerData });
}

export function createRuntimePool(options: RuntimePoolOptions): RuntimePool {
  const slots: Slot[] = [];
  const queue: Task[] = [];
  let nextId = 1;
  let closed = false;
  let generation = 0;
  const prepared = { prepared: 0, taken: 0, dropped: 0 };
  const early = new EarlyChecks(options.maxEarlyChecks ?? WP_RUNTIME_LIMITS.earlyChecks, WP_RUNTIME_LIMITS.earlyCheckKeepMs);
  const holdMs = options.backgroundHoldMs ?? WP_RUNTIME_LIMITS.backgroundHoldMs;
  let holds = 0;
  let heldTimer: NodeJS.Timeout | null = null;

  function finish(slot: Slot): Task | null {
    const task = slot.busy;
    slot.busy = null;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    return task;
  }

  /** Takes a slot out of service (its worker stopped or is being stopped): no task is given to it again. */
  function retire(slot: Slot): void {
    const at = slots.indexOf(slot);
    if (at >= 0) slots.splice(at, 1);
  }

  /** A worker on an older release: out of service, and stopped. */
  function stopStale(slot: Slot): void {
    retire(slot);
    void slot.worker.terminate();
  }

  function addSlot(): Slot {
    const slot: Slot = { worker: startWorker(options.heapMb, options.snapshotDir ?? null, options.spareSite ?? false), busy: null, timer: null, generation, site: null };
    slot.worker.unref();
    slot.worker.on("message", (answer: WorkerAnswer) => {
      if (keepPhpModule(answer) || keepSnapshotBytes(answer)) return;
      if (slot.busy?.id !== answer.id) return;
      if ("started" in answer) {
        const ms = slot.busy.timeoutMs;
        startTimer(slot, slot.busy, ms, () => new RuntimeTimeoutError(`The check ran past ${Math.round(ms / 1000)} seconds`));
        return;
      }
      const task = finish(slot)!;
      if ("error" in answer) task.reject(new RuntimeUnavailableError(`WordPress runtime failed: ${answer.error}`));
      else task.resolve(answer.report as never);
      if (slot.generation !== generation) stopStale(slot);
      dispatch();
    });
    slot.worker.on("error", () => {});
    slot.worker.on("exit", () => {
      retire(slot);
      finish(slot)?.reject(new RuntimeUnavailableError("WordPress runtime worker stopped"));
      if (!closed) dispatch();
    });
    slots.push(slot);
    return slot;
  }

  /** Ends the task with `error` and stops its worker unless it answers within `ms`. */
  function startTimer(slot: Slot, task: Task, ms: number, error: () => Error): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = setTimeout(() => {
      if (slot.busy !== task) return;
      finish(slot);
      task.reject(error());
      retire(slot);
      void slot.worker.terminate();
      dispatch();
    }, ms);
    slot.timer.unref();
  }

  /** Where the next task to run is in the queue: the first check, else the first PHP matrix row unless held; -1 for none. */
  function nextTask(): number {
    const check = queue.findIndex((task) => !task.phpVersion);
    if (check >= 0 || queue.length === 0) return check;
    const waited = Date.now() - queue[0]!.queuedAt;
    if (holds === 0 || waited >= holdMs) return 0;
    // Held: looked at again when the holds end, or when its wait runs out.
    heldTimer ??= setTimeout(() => {
      heldTimer = null;
      dispatch();
    }, holdMs - waited);
    heldTimer.unref();
    return -1;
  }

  /** An idle worker for `task`: a main check goes where a site waits for it, a PHP matrix row where none does. */
  function slotFor(task: Task): Slot | null {
    const idle = slots.filter((s) => !s.busy);
    const withSite = (s: Slot) => s.site !== null;
    const preferred = task.phpVersion ? idle.find((s) => !withSite(s)) : idle.find(withSite);
    return preferred ?? idle[0] ?? (slots.length < options.size ? addSlot() : null);
  }

  function dispatch(): void {
    for (;;) {
      const next = nextTask();
      if (next < 0) return;
      const slot = slotFor(queue[next]!);
      if (!slot) return;
      const [task] = queue.splice(next, 1) as [Task];
      slot.busy = task;
      // The worker's site is this check's (runtime-worker.ts), and not the release's to drop any more.
      if (!task.phpVersion && slot.site !== null) {
        slot.site = null;
        prepared.taken++;
      }
      // Until the worker says the check started, it is still preparing WordPress (runtime-worker.ts).
      const startMs = options.workerStartTimeoutMs ?? WORKER_START_TIMEOUT_MS;
      startTimer(slot, task, startMs, () => new RuntimeUnavailableError(`WordPress runtime did not start in ${Math.round(startMs / 1000)} seconds`));
      slot.worker.postMessage({ id: task.id, plugin: task.plugin, phpVersion: task.phpVersion });
    }
  }

  function enqueue<T>(plugin: InstalledPlugin, timeoutMs: number, phpVersion?: SupportedPHPVersion): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (closed) return reject(new RuntimeUnavailableError("WordPress runtime is closed"));
      if (queue.length >= options.maxQueued) return reject(new RuntimeUnavailableError("WordPress runtime is busy"));
      queue.push({ id: nextId++, plugin, phpVersion, timeoutMs, queuedAt: Date.now(), resolve: resolve as (report: never) => void, reject });
      dispatch();
    });
  }

  return {
    check(plugin) {
      const started = early.take(plugin);
      if (!started) return enqueue<GateReport>(plugin, options.timeoutMs);
      // A time-out is the plugin's own result; a check that could not run (a worker lost) runs now.
      return started.catch((error: unknown) => {
        if (error instanceof RuntimeTimeoutError) throw error;
        return enqueue<GateReport>(plugin, options.timeoutMs);
      });
    },
    checkEarly(plugin) {
      // Never ahead of a check that waits: an early check only uses a runtime no check is queued for.
      if (closed || queue.some((task) => !task.phpVersion)) return false;
      return early.start(plugin, () => enqueue<GateReport>(plugin, options.timeoutMs));
    },
    earlyChecks: early.counts,
    holdBackground() {
      holds++;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holds--;
        dispatch();
      };
    },
    prepareSite() {
      if (closed) return () => {};
      const slot = slots.find((s) => !s.busy && s.site === null) ?? (slots.length < options.size ? addSlot() : null);
      if (!slot) return () => {};
      const id = nextId++;
      slot.site = id;
      prepared.prepared++;
      slot.worker.postMessage({ site: "prepare" } satisfies SiteOrder);
      return () => {
        if (slot.site !== id) return;
        slot.site = null;
        prepared.dropped++;
        slot.worker.postMessage({ site: "drop" } satisfies SiteOrder);
      };
    },
    preparedSites: prepared,
    checkOnPhp: (plugin, phpVersion, timeoutMs) => enqueue<PhpStepResult>(plugin, timeoutMs, phpVersion),
    refresh() {
      generation++;
      for (const slot of [...slots]) if (!slot.busy) stopStale(slot);
    },
    async close() {
      closed = true;
      if (heldTimer) clearTimeout(heldTimer);
      for (const task of queue.splice(0)) task.reject(new RuntimeUnavailableError("WordPress runtime is closed"));
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
  };
}
