import PgBoss from "pg-boss";
import type { DatabaseHandle } from "../db/client";
import type { Env } from "../env";
import type { MailService } from "../integrations/mail/mail-service";
import type { SecretLinkCipher } from "../integrations/mail/secret-link-cipher";
import type { UnsubscribeTokens } from "../modules/newsletter/unsubscribe-token";
import type { Logger } from "../lib/logger";
import { bossConnection } from "./boss-connection";
import { startMailJobs } from "./mail-jobs";
import { startNewsletterJobs } from "./newsletter-jobs";
import { startStorageJobs } from "./storage-jobs";
import { startTurnSweepJobs } from "./turn-sweep-jobs";
import { startVersionCheckJobs } from "./version-check-jobs";
import type { PhpCheckPool } from "../wordpress/php-check-pool";
import type { RuntimePool } from "../wordpress/runtime/runtime-pool";
import type { ReleaseSource } from "../wordpress/release/release-source";
import { startWordPressReleaseJobs } from "./wordpress-release-jobs";

export interface JobRunnerOptions {
  database: DatabaseHandle;
  env: Env;
  logger: Logger;
  /** Opens the secret links of queued mails (the same key the mail service encrypted them with). */
  cipher: SecretLinkCipher;
  /** Mail back-off after each failed attempt; MAIL_DELIVERY.retryDelaysMs unless a test wants seconds. */
  mailRetryDelaysMs?: readonly number[];
  /** The mail service and unsubscribe tokens the weekly newsletter needs (services.ts passes both). */
  mail?: MailService;
  tokens?: UnsubscribeTokens;
  /** The WordPress runtime that checks saved versions; null or missing when WP_RUNTIME=off. */
  runtime?: RuntimePool | null;
  /** Where the version check job parses the PHP of versions saved with their static checks still to do. */
  phpChecks: PhpCheckPool;
  /** The WordPress release the runtime runs, resolved again once a day; null or missing when WP_RUNTIME=off. */
  wordpressRelease?: ReleaseSource | null;
}

export interface JobRunner {
  boss: PgBoss;
  /** Stops taking jobs, lets running ones finish (up to a few seconds), and stops the schedules. */
  stop(): Promise<void>;
}

/**
 * Background jobs and schedules on pg-boss (design.md §2, §5): its tables live in the `pgboss` schema of
 * our database, so every process on one PostgreSQL shares one queue and each job runs once. main.ts
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
  await boss.start();
  const mailJobs = await startMailJobs(boss, opts);
  await startNewsletterJobs(boss, opts);
  const versionChecks = await startVersionCheckJobs(boss, opts);
  await startTurnSweepJobs(boss, opts);
  await startStorageJobs(boss, opts);
  await startWordPressReleaseJobs(boss, opts);
  let stopped: Promise<void> | undefined;
  return {
    boss,
    stop: () =>
      (stopped ??= (async () => {
        await mailJobs.unlisten();
        await versionChecks.unlisten();
        await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
        mailJobs.close();
      })()),
  };
}
