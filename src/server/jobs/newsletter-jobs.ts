import type PgBoss from "pg-boss";
import { NEWSLETTER } from "../../shared/constants";
import { sendWeeklyNewsletter } from "../modules/newsletter/newsletter.service";
import { ensureQueue } from "./ensure-queue";
import type { JobRunnerOptions } from "./job-runner-options";

/** The weekly newsletter's queue: its cron job, and a job sent to it by hand runs the same send. */
export const NEWSLETTER_QUEUE = "newsletter-weekly";

/**
 * Schedules the weekly newsletter (NEWSLETTER.cron, UTC). pg-boss starts one job per slot across every
 * process; a second run in the same week (a retry, a job sent by hand, two processes) sends nothing twice,
 * because sendWeeklyNewsletter claims each person per week.
 */
export async function startNewsletterJobs(boss: PgBoss, opts: JobRunnerOptions): Promise<void> {
  const { mail, tokens } = opts;
  if (!mail || !tokens) return;
  await ensureQueue(boss, NEWSLETTER_QUEUE, { retryLimit: 3, retryDelay: 300 });
  await boss.work(NEWSLETTER_QUEUE, async () => {
    await sendWeeklyNewsletter({ db: opts.database.db, mail, tokens, siteUrl: opts.env.SITE_URL, logger: opts.logger });
  });
  await boss.schedule(NEWSLETTER_QUEUE, NEWSLETTER.cron, {}, { tz: "UTC" });
}
