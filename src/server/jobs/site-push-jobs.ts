import { eq } from "drizzle-orm";
import { siteInstalls } from "../db/schema";
import type PgBoss from "pg-boss";
import { SITES } from "../../shared/schemas/sites";
import { pushesToSend, runPush, SITE_PUSH_CHANNEL } from "../modules/sites/sites.service";
import { ensureQueue } from "./ensure-queue";
import type { JobRunnerOptions } from "./job-runner-options";

export const SITE_PUSH_QUEUE = "site-push";
const SITE_PUSH_SWEEP_QUEUE = "site-push-sweep";
/** A site that is busy with another push: this one comes back after this long. */
const BUSY_DELAY_SECONDS = 2;

interface PushJob {
  installId: string;
}

/**
 * Pushes to paired sites (issue #37): a job per push (site_installs row), sent when the NOTIFY of its queueing
 * arrives, again after a site did not answer (back-off 5 s, 20 s…, SITES.pushAttempts tries in all), and by a sweep
 * every minute for what a crash left. The row is the durable state the UI polls; runPush claims it, so a duplicate
 * job does nothing. A site gets one push at a time (runPush answers "busy" and the job comes back).
 */
export async function startSitePushJobs(boss: PgBoss, opts: JobRunnerOptions): Promise<{ unlisten(): Promise<void> }> {
  const deps = opts.sites;
  if (!deps) return { unlisten: async () => {} };
  await ensureQueue(boss, SITE_PUSH_QUEUE, { policy: "short", retryLimit: 2, retryDelay: 10, retryBackoff: true });
  await ensureQueue(boss, SITE_PUSH_SWEEP_QUEUE, { policy: "singleton" });
  // Several workers: a site that takes its 30 s to not answer holds one of them, not every push of the process.
  // A send of this process wakes them all (wakeable-worker.ts's idea, for more than one worker).
  const workerIds: string[] = [];
  const send = async (installId: string, startAfterSeconds?: number) => {
    const id = await boss.send(SITE_PUSH_QUEUE, { installId } satisfies PushJob, { singletonKey: installId, ...(startAfterSeconds ? { startAfter: startAfterSeconds } : {}) });
    if (id && !startAfterSeconds) for (const workerId of workerIds) boss.notifyWorker(workerId);
    return id;
  };
  const handle = async ([job]: PgBoss.Job<PushJob>[]) => {
    const { installId } = job!.data;
    const outcome = await runPush(deps, installId);
    if (outcome === "busy") await send(installId, BUSY_DELAY_SECONDS);
    if (outcome === "retry") {
      const [row] = await deps.db.select({ attempts: siteInstalls.attempts }).from(siteInstalls).where(eq(siteInstalls.id, installId));
      // The next try waits longer each time (SITES.retryDelaysSeconds).
      const delays = deps.retryDelaysSeconds;
      await send(installId, delays[Math.min(Math.max(0, (row?.attempts ?? 1) - 1), delays.length - 1)] ?? 5);
    }
    opts.logger.info({ installId, outcome }, "site push");
  };
  for (let i = 0; i < SITES.workersPerProcess; i++) {
    workerIds.push(await boss.work<PushJob>(SITE_PUSH_QUEUE, { batchSize: 1, pollingIntervalSeconds: opts.pollSeconds ?? 1 }, handle));
  }
  // 'sending' longer than every attempt could take: the process that sent it died.
  const lostAfterMs = SITES.pushAttempts * (SITES.timeoutMs + 60_000);
  const sweep = async () => {
    for (const id of await pushesToSend(deps.db, lostAfterMs)) await send(id);
  };
  await boss.work(SITE_PUSH_SWEEP_QUEUE, sweep);
  await boss.schedule(SITE_PUSH_SWEEP_QUEUE, "* * * * *");
  const unlisten = await opts.database.listen(SITE_PUSH_CHANNEL, (installId) => {
    send(installId).catch((err: unknown) =>
      opts.logger.error({ err: err instanceof Error ? err.message : String(err), installId }, "could not enqueue a site push"),
    );
  });
  await sweep();
  return { unlisten };
}
