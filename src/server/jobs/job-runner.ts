import PgBoss from "pg-boss";
import { bossConnection } from "./boss-connection";
import type { JobRunnerOptions } from "./job-runner-options";
import { startMailJobs } from "./mail-jobs";
import { startNewsletterJobs } from "./newsletter-jobs";
import { startSitePushJobs } from "./site-push-jobs";
import { startStorageJobs } from "./storage-jobs";
import { startTurnSweepJobs } from "./turn-sweep-jobs";
import { startVersionCheckJobs } from "./version-check-jobs";
import { startWordPressReleaseJobs } from "./wordpress-release-jobs";

export type { JobRunnerOptions };

export interface JobRunner {
  boss: PgBoss;
  /** Stops taking jobs, lets running ones finish (up to a few seconds), and stops the schedules. */
  stop(): Promise<void>;
}

/**
 * Background jobs and schedules on pg-boss (design.md §2, §5): its tables live in the `pgboss` schema of
 * our database, so every process on one PostgreSQL shares one queue and each job runs once. server.ts
 * always starts it; API tests only when they test background work (docs/decisions: job runner in tests).
 */
export async function startJobRunner(opts: JobRunnerOptions): Promise<JobRunner> {
  const boss = new PgBoss({
    ...bossConnection(opts.database),
    // pg-boss's own bookkeeping: how often it checks the clock against the database and archives.
    clockMonitorIntervalSeconds: 600,
    cronMonitorIntervalSeconds: 30,
    maintenanceIntervalSeconds: 300,
  });
  boss.on("error", (err) => opts.logger.error({ err: err.message }, "job runner error"));
  const unlisten: Array<() => Promise<void>> = [];
  let mailJobs;
  try {
    await boss.start();
    mailJobs = await startMailJobs(boss, opts);
    unlisten.push(mailJobs.unlisten);
    await startNewsletterJobs(boss, opts);
    unlisten.push((await startVersionCheckJobs(boss, opts)).unlisten);
    await startTurnSweepJobs(boss, opts);
    await startStorageJobs(boss, opts);
    await startWordPressReleaseJobs(boss, opts);
    unlisten.push((await startSitePushJobs(boss, opts)).unlisten);
  } catch (err) {
    // A start that failed part-way (the database went away) leaves nothing running, so that it can be tried again.
    for (const stop of unlisten) await stop().catch(() => {});
    mailJobs?.close();
    await boss.stop({ graceful: false, wait: true, timeout: 1_000 }).catch(() => {});
    throw err;
  }
  const mail = mailJobs;
  let stopped: Promise<void> | undefined;
  return {
    boss,
    stop: () =>
      (stopped ??= (async () => {
        for (const stop of unlisten) await stop();
        await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
        mail.close();
      })()),
  };
}
