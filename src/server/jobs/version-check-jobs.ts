import type PgBoss from "pg-boss";
import {
  checkVersionInWordPress,
  pendingVersionIds,
  RUNTIME_MAX_ATTEMPTS,
  type RuntimeCheckDeps,
  VERSION_SAVED_CHANNEL,
} from "../modules/plugins/version-runtime-check.service";
import { completeStaticChecks, type StaticCheckDeps } from "../modules/plugins/version-static-check.service";
import { ensureQueue } from "./ensure-queue";
import type { JobRunnerOptions } from "./job-runner";

const CHECK = "version-runtime-check";
const SWEEP = "version-runtime-sweep";
/** A version still pending this long after its save lost its job (a crash, a full queue): the sweep sends another. */
const LOST_AFTER_MS = 2 * 60_000;

interface CheckJob {
  versionId: string;
}

export interface VersionCheckJobs {
  unlisten(): Promise<void>;
}

/**
 * Checks of saved versions (issue #14): the static checks an import left to do, then WordPress's; a job per version, sent when the NOTIFY of its save
 * arrives (any process may hear it; the singleton key keeps one waiting job per version), and by a sweep
 * every minute for versions a crash left pending. Every process on the database works the queue, each
 * with its own runtime pool, so the checks spread over them. The job never blocks the request that saved.
 */
export async function startVersionCheckJobs(boss: PgBoss, opts: JobRunnerOptions): Promise<VersionCheckJobs> {
  const deps: RuntimeCheckDeps = { db: opts.database.db, runtime: opts.runtime ?? null, logger: opts.logger };
  await ensureQueue(boss, CHECK, { policy: "short", retryLimit: RUNTIME_MAX_ATTEMPTS, retryDelay: 20, retryBackoff: true });
  await ensureQueue(boss, SWEEP, { policy: "singleton" });
  const enqueue = (versionId: string) => boss.send(CHECK, { versionId } satisfies CheckJob, { singletonKey: versionId });

  const staticDeps: StaticCheckDeps = { db: opts.database.db, phpChecks: opts.phpChecks };
  await boss.work<CheckJob>(CHECK, { batchSize: 1, pollingIntervalSeconds: 0.5 }, async ([job]) => {
    // An import's static checks first (saved 'pending'): WordPress's report then reads beside them.
    await completeStaticChecks(staticDeps, job!.data.versionId);
    await checkVersionInWordPress(deps, job!.data.versionId);
  });
  const sweep = async () => {
    for (const id of await pendingVersionIds(deps.db, LOST_AFTER_MS)) await enqueue(id);
  };
  await boss.work(SWEEP, sweep);
  await boss.schedule(SWEEP, "* * * * *");

  const unlisten = await opts.database.listen(VERSION_SAVED_CHANNEL, (versionId) => {
    enqueue(versionId).catch((err: unknown) =>
      opts.logger.error({ err: err instanceof Error ? err.message : String(err), versionId }, "could not enqueue a version check"),
    );
  });
  return { unlisten };
}
