import { sql } from "drizzle-orm";
import { EXTRA_CREDITS_PACK, PLANS } from "../../../shared/constants";
import type { AdminDailyStats, AdminStats } from "../../../shared/schemas/admin";
import type { Database } from "../../db/client";

// The admin page's five cards and its 30-day charts (issue #13), each one query.

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export async function getStats(db: Database): Promise<AdminStats> {
  const [row] = rowsOf<Record<keyof AdminStats, number | string>>(
    await db.execute(sql`select
      (select count(*) from "user") as "totalUsers",
      (select count(*) from subscriptions where status in ('active', 'trialing')) as "subscribers",
      (select count(*) from plugins) as "totalPlugins",
      (select coalesce(sum(subscription_balance + permanent_balance), 0) from user_credits) as "totalCredits",
      (select count(*) from profiles where newsletter_subscribed) as "newsletter"`),
  );
  return {
    totalUsers: Number(row!.totalUsers),
    subscribers: Number(row!.subscribers),
    totalPlugins: Number(row!.totalPlugins),
    totalCredits: Number(row!.totalCredits),
    newsletter: Number(row!.newsletter),
  };
}

export const DAILY_STATS_DAYS = 30;

/**
 * Per UTC day over the last 30: sign-ups, paid turns and downloads (ledger rows net of refunds), credits
 * spent, and revenue by what was bought (the catalogue price of each subscription period and pack granted).
 */
export async function getDailyStats(db: Database, now = new Date()): Promise<AdminDailyStats> {
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const start = new Date(end.getTime() - (DAILY_STATS_DAYS - 1) * 86_400_000);
  const since = start.toISOString();
  const signUps = rowsOf<{ day: string; n: number }>(
    await db.execute(sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as n
      from "user" where created_at >= ${since}::timestamptz group by 1`),
  );
  const ledger = rowsOf<{ day: string; type: string; description: string; n: number; amount: number }>(
    await db.execute(sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, transaction_type as type,
        case when transaction_type = 'subscription_credits' then description else '' end as description,
        count(*)::int as n, sum(amount)::int as amount
      from credit_transactions
      where created_at >= ${since}::timestamptz
        and transaction_type in ('generation', 'generation_refund', 'plugin_download', 'subscription_credits', 'purchase', 'refund')
      group by 1, 2, 3`),
  );
  const days = new Map<string, AdminDailyStats["days"][number]>();
  for (let i = 0; i < DAILY_STATS_DAYS; i++) {
    const date = new Date(start.getTime() + i * 86_400_000).toISOString().slice(0, 10);
    days.set(date, { date, signUps: 0, turns: 0, downloads: 0, creditsSpent: 0, revenueUsd: {} });
  }
  for (const r of signUps) {
    const day = days.get(r.day);
    if (day) day.signUps = Number(r.n);
  }
  const addRevenue = (day: AdminDailyStats["days"][number], id: string, usd: number) => {
    day.revenueUsd[id] = Math.round(((day.revenueUsd[id] ?? 0) + usd) * 100) / 100;
  };
  for (const r of ledger) {
    const day = days.get(r.day);
    if (!day) continue;
    const n = Number(r.n);
    const amount = Number(r.amount);
    if (r.type === "generation") {
      day.turns += n;
      day.creditsSpent -= amount;
    } else if (r.type === "generation_refund") {
      day.turns -= n;
      day.creditsSpent -= amount;
    } else if (r.type === "plugin_download") {
      day.downloads += n;
      day.creditsSpent -= amount;
    } else if (r.type === "subscription_credits") {
      // billing-events.service.ts writes '{plan name}: N credits for the period'.
      const plan = PLANS.find((p) => r.description.startsWith(`${p.name}:`));
      if (plan) addRevenue(day, plan.id, plan.priceUsd * n);
    } else if (r.type === "purchase") {
      addRevenue(day, EXTRA_CREDITS_PACK.id, EXTRA_CREDITS_PACK.priceUsd * n);
    } else if (r.type === "refund") {
      addRevenue(day, EXTRA_CREDITS_PACK.id, -EXTRA_CREDITS_PACK.priceUsd * n);
    }
  }
  return { days: [...days.values()] };
}
