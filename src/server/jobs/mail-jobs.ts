import type PgBoss from "pg-boss";
import {
  type MailDeliveryDeps,
  deliverMail,
  dueMailIds,
  expireOutbox,
  requeueStalledMail,
} from "../integrations/mail/mail-delivery";
import { expireSignInFailures } from "../auth/sign-in-throttle";
import { MAIL_QUEUED_CHANNEL } from "../integrations/mail/smtp-mail";
import { createSmtpTransport } from "../integrations/mail/smtp-transport";
import { ensureQueue } from "./ensure-queue";
import { wakeable } from "./wakeable-worker";
import type { JobRunnerOptions } from "./job-runner-options";

const DELIVER = "mail-deliver";
const SWEEP = "mail-sweep";
/** The daily expiry of old rows: outbox mail past its retention, and sign-in failure counters that no longer count. */
export const EXPIRE_QUEUE = "mail-outbox-expire";

export interface MailJobs {
  unlisten(): Promise<void>;
  close(): void;
}

interface DeliverJob {
  mailId: string;
}

/**
 * Mail jobs: with SMTP, deliver each queued mail (a job per mail, enqueued when the NOTIFY of its
 * commit arrives, again after each failed attempt, and by a sweep every minute for anything a crash
 * left behind); in every mode, delete outbox rows older than MAIL_DELIVERY.outboxRetentionDays daily, and
 * with them the sign-in failure counters whose window and lock are over (auth/sign-in-throttle.ts).
 * Returns what to stop outside pg-boss: the LISTEN (before pg-boss stops, so nothing is enqueued on a
 * stopped runner) and the SMTP connections (after, so running deliveries finish).
 */
export async function startMailJobs(boss: PgBoss, opts: JobRunnerOptions): Promise<MailJobs> {
  const db = opts.database.db;
  const { logger, env } = opts;

  // The queue keeps its first name, which databases already have a schedule for.
  await ensureQueue(boss, EXPIRE_QUEUE, { policy: "singleton" });
  await boss.work(EXPIRE_QUEUE, async () => {
    const deleted = await expireOutbox(db);
    if (deleted > 0) logger.info({ deleted }, "old outbox mail deleted");
    const counters = await expireSignInFailures(db);
    if (counters > 0) logger.info({ deleted: counters }, "expired sign-in failure counters deleted");
  });
  await boss.schedule(EXPIRE_QUEUE, "17 3 * * *");

  if (!env.SMTP_URL) return { unlisten: async () => {}, close: () => {} };

  const transport = createSmtpTransport(env.SMTP_URL);
  const deps: MailDeliveryDeps = {
    db,
    kind: opts.database.kind,
    instanceId: opts.database.instanceId,
    transport,
    from: env.MAIL_FROM,
    cipher: opts.cipher,
    logger,
    retryDelaysMs: opts.mailRetryDelaysMs,
  };
  // 'short': at most one waiting job per mail (the singleton key), however many processes hear the
  // NOTIFY or sweep at once. Duplicates would be harmless anyway: deliverMail claims the row first.
  await ensureQueue(boss, DELIVER, { policy: "short", retryLimit: 0 });
  await ensureQueue(boss, SWEEP, { policy: "singleton" });
  // A mail queued by this process goes out at once: the delivery worker is woken instead of waiting for its poll.
  const deliverer = wakeable(boss);
  const enqueue = (mailId: string, startAfter?: Date) => deliverer.send(DELIVER, { mailId } satisfies DeliverJob, { singletonKey: mailId, startAfter });

  deliverer.id = await boss.work<DeliverJob>(DELIVER, { batchSize: 4, pollingIntervalSeconds: opts.pollSeconds ?? 0.5 }, async (jobs) => {
    await Promise.all(
      jobs.map(async (job) => {
        const outcome = await deliverMail(deps, job.data.mailId);
        if (outcome.status === "retry" || outcome.status === "not-due") await enqueue(job.data.mailId, outcome.nextAttemptAt);
      }),
    );
  });
  const sweep = async () => {
    await requeueStalledMail(deps);
    for (const id of await dueMailIds(db)) await enqueue(id);
  };
  await boss.work(SWEEP, sweep);
  await boss.schedule(SWEEP, "* * * * *");

  const unlisten = await opts.database.listen(MAIL_QUEUED_CHANNEL, (mailId) => {
    enqueue(mailId).catch((err: unknown) =>
      logger.error({ err: err instanceof Error ? err.message : String(err), mailId }, "could not enqueue mail delivery"),
    );
  });
  // Mail queued while no process was running goes out now, not at the next minute.
  await sweep();
  return { unlisten, close: () => transport.close() };
}
