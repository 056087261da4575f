import { sql } from "drizzle-orm";
import type PgBoss from "pg-boss";
import type { NewsletterStatus } from "../../../shared/schemas/admin";
import type { Database } from "../../db/client";
import { NEWSLETTER_QUEUE } from "../../jobs/newsletter-jobs";
import { AppError } from "../../lib/app-error";
import { isoWeek } from "./newsletter.service";

// The admin's view of the weekly newsletter (issue #34 item 9): its real pg-boss schedule, the last
// send's figures, and 'Send now' as a job on the same queue, one at a time.

export const NEWSLETTER_RUNNING_MESSAGE = "The newsletter is being sent right now. Wait until this send has finished.";

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Whether a newsletter job is waiting or running (pg-boss's job table; none before the runner's first start). */
async function running(db: Database): Promise<boolean> {
  const [table] = rowsOf<{ exists: boolean }>(await db.execute(sql`select to_regclass('pgboss.job') is not null as exists`));
  if (!table?.exists) return false;
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from pgboss.job where name = ${NEWSLETTER_QUEUE} and state in ('created', 'retry', 'active')`),
  );
  return Number(row?.n ?? 0) > 0;
}

/** The people this week's send would still mail (sendWeeklyNewsletter's own condition). */
async function audience(db: Database, now: Date): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from "user" u join profiles p on p.id = u.id
      where p.newsletter_subscribed and u.email_verified
        and not exists (select 1 from newsletter_sends s where s.week = ${isoWeek(now)} and s.user_id = u.id)`),
  );
  return Number(row?.n ?? 0);
}

async function lastSend(db: Database): Promise<NewsletterStatus["lastSend"]> {
  const [week] = rowsOf<{ week: string; started: string; finished: string; queued: number }>(
    await db.execute(sql`select week, min(created_at)::text as started, max(created_at)::text as finished, count(*)::int as queued
      from newsletter_sends group by week order by week desc limit 1`),
  );
  if (!week) return null;
  // The week's mails: weekly_promo rows queued from its first claim on (the outbox keeps its own retention).
  const delivery = rowsOf<{ status: string; n: number }>(
    await db.execute(sql`select status, count(*)::int as n from mail_outbox
      where kind = 'weekly_promo' and created_at >= ${week.started}::timestamptz group by status`),
  );
  const count = (statuses: string[]) => delivery.filter((d) => statuses.includes(d.status)).reduce((sum, d) => sum + Number(d.n), 0);
  return {
    week: week.week,
    startedAt: new Date(week.started).toISOString(),
    finishedAt: new Date(week.finished).toISOString(),
    queued: Number(week.queued),
    sent: count(["sent", "stored"]),
    failed: count(["failed"]),
    pending: count(["queued", "sending"]),
  };
}

/**
 * The next time a cron of the form 'M H * * D' (numbers) fires after `now`, in UTC; null for any other
 * form, which the page then shows as the cron alone.
 */
export function nextWeeklyRun(cron: string, now: Date): string | null {
  const match = /^(\d{1,2}) (\d{1,2}) \* \* (\d)$/.exec(cron.trim());
  if (!match) return null;
  const [minute, hour, weekday] = match.slice(1).map(Number) as [number, number, number];
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour, minute));
  next.setUTCDate(next.getUTCDate() + ((weekday % 7) - next.getUTCDay() + 7) % 7);
  if (next <= now) next.setUTCDate(next.getUTCDate() + 7);
  return next.toISOString();
}

export async function newsletterStatus(db: Database, boss: PgBoss, now = new Date()): Promise<NewsletterStatus> {
  const schedule = (await boss.getSchedules()).find((s) => s.name === NEWSLETTER_QUEUE);
  const timezone = schedule?.options?.tz ?? "UTC";
  return {
    schedule: schedule ? { cron: schedule.cron, timezone, nextRun: timezone === "UTC" ? nextWeeklyRun(schedule.cron, now) : null } : null,
    lastSend: await lastSend(db),
    audience: await audience(db, now),
    running: await running(db),
  };
}

/**
 * 'Send now': this week's send as a job on the newsletter's queue, which mails only those not mailed this
 * week yet. 409 while a send is waiting or running, so one runs at a time; answers the reach it counted.
 */
export async function sendNewsletterNow(db: Database, boss: PgBoss, now = new Date()): Promise<{ audience: number }> {
  if (await running(db)) throw new AppError("newsletter_running", NEWSLETTER_RUNNING_MESSAGE);
  const reach = await audience(db, now);
  // The key keeps a second job of 'send now' out of the queue while one waits (pg-boss's singletonKey).
  const id = await boss.send(NEWSLETTER_QUEUE, {}, { singletonKey: "send-now" });
  if (!id) throw new AppError("newsletter_running", NEWSLETTER_RUNNING_MESSAGE);
  return { audience: reach };
}
