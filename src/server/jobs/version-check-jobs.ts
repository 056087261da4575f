import type PgBoss from "pg-boss";
import type { Database } from "../db/client";
import {
  type CheckQueueDeps,
  fillChecksAfterSave,
  fillChecksOf,
  ownerOfVersion,
  peopleWithChecksToSend,
  requeueAfterTimeout,
} from "../modules/plugins/checks/version-check-queue.service";
import { checkVersionInWordPress, RUNTIME_MAX_ATTEMPTS, type RuntimeCheckDeps, VERSION_SAVED_CHANNEL } from "../modules/plugins/checks/version-runtime-check.service";
import { completeStaticChecks, type StaticCheckDeps } from "../modules/plugins/checks/version-static-check.service";
import { createPhpMatrixRunner, PHP_MATRIX_MAX_ATTEMPTS, storedNote } from "../modules/plugins/checks/version-php-matrix.service";
import { resendLostPhpMatrices } from "../modules/plugins/checks/version-php-matrix-sweep";
import { pluginVersions } from "../db/schema";
import { WP_RUNTIME_LIMITS } from "../../shared/constants";
import { shippedPhpVersions } from "../wordpress/runtime/php-versions";
import { eq } from "drizzle-orm";
import { ensureQueue } from "./ensure-queue";
import { wakeable } from "./wakeable-worker";
import type { JobRunnerOptions } from "./job-runner-options";

export const VERSION_CHECK_QUEUE = "version-runtime-check";
/** The PHP compatibility matrix of a version whose main check is done (docs/decisions/0061). */
export const PHP_MATRIX_QUEUE = "version-php-matrix";
/** Every minute: checks and PHP matrix jobs a crash lost are sent again. */
export const VERSION_SWEEP_QUEUE = "version-runtime-sweep";
/** A version still pending this long after its check was sent lost its job (a crash): the sweep sends another. */
const LOST_AFTER_MS = 2 * 60_000;

interface MatrixJob {
  versionId: string;
}

interface CheckJob {
  versionId: string;
  /** The version's owner, whose turn it is (jobs sent before the fair queue have none: read from the row). */
  userId?: string;
}

/**
 * The fair queue's checks sent as jobs of VERSION_CHECK_QUEUE (one waiting job per version), through `sender`: the
 * runner passes its wakeable worker (wakeable-worker.ts), so that a check sent here starts at once.
 */
export function versionCheckQueue(sender: Pick<ReturnType<typeof wakeable>, "send">, db: Database): CheckQueueDeps {
  return {
    db,
    send: async ({ versionId, userId, priority, startAfter }) => {
      await sender.send(VERSION_CHECK_QUEUE, { versionId, userId } satisfies CheckJob, {
        singletonKey: versionId,
        priority,
        ...(startAfter ? { startAfter } : {}),
      });
    },
  };
}

export interface VersionCheckJobs {
  unlisten(): Promise<void>;
}

/**
 * Checks of saved versions (issue #14): the static checks an import left to do, then WordPress's; a job
 * per version. The queue is fair (issue #30, docs/decisions/0053, version-check-queue.service.ts): a
 * person has a few checks in it at a time, priced so that everyone's first check comes before anyone's
 * second, and the rest wait in their rows. They are sent when the NOTIFY of a save arrives (any process
 * may hear it; a lock per person and the singleton key keep one job per version), when a check of the
 * person ends, and by a sweep every minute for what a crash left behind. Every process on the database
 * works the queue, each with its own runtime pool. The job never blocks the request that saved.
 */
export async function startVersionCheckJobs(boss: PgBoss, opts: JobRunnerOptions): Promise<VersionCheckJobs> {
  const deps: RuntimeCheckDeps = { db: opts.database.db, runtime: opts.runtime ?? null, logger: opts.logger };
  await ensureQueue(boss, VERSION_CHECK_QUEUE, { policy: "short", retryLimit: RUNTIME_MAX_ATTEMPTS, retryDelay: 20, retryBackoff: true });
  await ensureQueue(boss, VERSION_SWEEP_QUEUE, { policy: "singleton" });
  // A check sent by this process starts at once: its worker (below) is woken instead of waiting for its next poll.
  const checkWorker = wakeable(boss);
  const queue = versionCheckQueue(checkWorker, opts.database.db);

  const staticDeps: StaticCheckDeps = { db: opts.database.db, phpChecks: opts.phpChecks };
  // The PHP matrix: background work after the main check, one at a time in this process (the runner's own
  // bound, and this single worker's), its rows queued in the same pool between the main checks.
  await ensureQueue(boss, PHP_MATRIX_QUEUE, { policy: "short", retryLimit: PHP_MATRIX_MAX_ATTEMPTS - 1, retryDelay: 20, retryBackoff: true });
  const matrix = createPhpMatrixRunner({
    db: deps.db,
    runtime: deps.runtime,
    logger: opts.logger,
    phpVersions: shippedPhpVersions(),
    stepTimeoutMs: WP_RUNTIME_LIMITS.phpMatrixStepTimeoutMs,
  });
  const matrixWorker = wakeable(boss);
  matrixWorker.id = await boss.work<MatrixJob>(PHP_MATRIX_QUEUE, { batchSize: 1, pollingIntervalSeconds: opts.pollSeconds ?? 1, includeMetadata: true }, async ([job]) => {
    const started = performance.now();
    const outcome = await matrix.run(job!.data.versionId, { lastAttempt: job!.retryCount >= job!.retryLimit });
    opts.logger.info({ versionId: job!.data.versionId, outcome, ms: Math.round(performance.now() - started) }, "PHP matrix finished");
  });
  const afterCheck = async (versionId: string) => {
    if (opts.env.PHP_MATRIX === "on") await matrixWorker.send(PHP_MATRIX_QUEUE, { versionId } satisfies MatrixJob, { singletonKey: versionId });
    else await deps.db.update(pluginVersions).set({ phpMatrix: { rows: [], finished: true, ...storedNote("off") } }).where(eq(pluginVersions.id, versionId));
  };

  checkWorker.id = await boss.work<CheckJob>(VERSION_CHECK_QUEUE, { batchSize: 1, pollingIntervalSeconds: opts.pollSeconds ?? 0.5, includeMetadata: true }, async ([job]) => {
    const { versionId } = job!.data;
    const userId = job!.data.userId ?? (await ownerOfVersion(deps.db, versionId));
    if (!userId) return; // the plugin was deleted
    // Sent before this person's latest time-out: priced again, so the slow-down reaches it too.
    if (await requeueAfterTimeout(queue, { versionId, userId, sentAt: job!.createdOn })) return;
    // An import's static checks first (saved 'pending'): WordPress's report then reads beside them.
    await completeStaticChecks(staticDeps, versionId);
    // Checked (passed or failed): its PHP matrix comes next, as a job of its own.
    if ((await checkVersionInWordPress(deps, versionId)) === "checked") await afterCheck(versionId);
    // The person has room in the queue again: their next waiting version goes in.
    await fillChecksOf(queue, userId);
  });
  const sweep = async () => {
    for (const userId of await peopleWithChecksToSend(deps.db, LOST_AFTER_MS)) await fillChecksOf(queue, userId, { resendAfterMs: LOST_AFTER_MS });
    // Checked versions whose PHP matrix job a crash lost: sent again (a few per sweep, a few times each).
    await resendLostPhpMatrices({ db: deps.db, queue: PHP_MATRIX_QUEUE, send: afterCheck, lostAfterMs: LOST_AFTER_MS });
  };
  await boss.work(VERSION_SWEEP_QUEUE, sweep);
  await boss.schedule(VERSION_SWEEP_QUEUE, "* * * * *");

  const unlisten = await opts.database.listen(VERSION_SAVED_CHANNEL, (versionId) => {
    fillChecksAfterSave(queue, versionId).catch((err: unknown) =>
      opts.logger.error({ err: err instanceof Error ? err.message : String(err), versionId }, "could not enqueue a version check"),
    );
  });
  // Versions saved while no process listened (the server answers before its job runner starts) are sent now, not at
  // the next minute's sweep.
  await sweep();
  return { unlisten };
}
