import { and, eq, inArray, sql } from "drizzle-orm";
import { NEWSLETTER } from "../../../shared/constants";
import { mailLanguageSchema } from "../../../shared/schemas/account";
import type { Database } from "../../db/client";
import { newsletterSends, profiles, user, userCredits } from "../../db/schema";
import type { MailService } from "../../integrations/mail/mail-service";
import type { Logger } from "../../lib/logger";
import { getTemplate, renderTemplate } from "../mail/templates.service";
import type { UnsubscribeTokens } from "./unsubscribe-token";

export interface NewsletterDeps {
  db: Database;
  mail: MailService;
  tokens: UnsubscribeTokens;
  siteUrl: string;
  logger: Logger;
}

/** The ISO 8601 week of `date` (UTC), e.g. 2026-W48: one newsletter per person per week. */
export function isoWeek(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, "0")}`;
}

/**
 * Sends this week's weekly_promo to every subscribed person with a confirmed address who has not had it.
 * Each batch claims its people (a row per week and person) and queues their mails in one transaction, so
 * several processes running at once send each mail once, and a run cut off resumes where it stopped.
 * Delivery (and its retries) is the mail worker's. Returns how many mails this run queued.
 */
export async function sendWeeklyNewsletter(deps: NewsletterDeps, now = new Date()): Promise<number> {
  const week = isoWeek(now);
  const templates = {
    en: await getTemplate(deps.db, "weekly_promo", "en"),
    sv: await getTemplate(deps.db, "weekly_promo", "sv"),
  };
  let sent = 0;
  for (;;) {
    const queued = await deps.db.transaction(async (tx) => {
      const claimed = await tx
        .insert(newsletterSends)
        .select(
          tx
            .select({ week: sql<string>`${week}`.as("week"), userId: user.id, createdAt: sql<Date>`now()`.as("created_at") })
            .from(user)
            .innerJoin(profiles, eq(profiles.id, user.id))
            .where(
              and(
                eq(profiles.newsletterSubscribed, true),
                eq(user.emailVerified, true),
                sql`not exists (select 1 from ${newsletterSends} s where s.week = ${week} and s.user_id = ${user.id})`,
              ),
            )
            .orderBy(user.id)
            .limit(NEWSLETTER.batchSize),
        )
        .onConflictDoNothing()
        .returning({ userId: newsletterSends.userId });
      if (claimed.length === 0) return 0;
      const people = await tx
        .select({
          id: user.id,
          email: user.email,
          name: profiles.fullName,
          language: profiles.language,
          credits: sql<number>`coalesce(${userCredits.subscriptionBalance} + ${userCredits.permanentBalance}, 0)`,
        })
        .from(user)
        .innerJoin(profiles, eq(profiles.id, user.id))
        .leftJoin(userCredits, eq(userCredits.userId, user.id))
        .where(inArray(user.id, claimed.map((c) => c.userId)));
      for (const person of people) {
        const rendered = renderTemplate(templates[mailLanguageSchema.catch("en").parse(person.language)], {
          name: person.name || person.email.split("@")[0]!,
          credits: Number(person.credits),
          site_url: deps.siteUrl,
          unsubscribe_url: deps.tokens.pageUrl(deps.siteUrl, person.id),
        });
        await deps.mail.send(
          {
            kind: "weekly_promo",
            to: person.email,
            userId: person.id,
            ...rendered,
            headers: {
              "List-Unsubscribe": `<${deps.tokens.apiUrl(deps.siteUrl, person.id)}>`,
              "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
            },
          },
          tx,
        );
      }
      return people.length;
    });
    if (queued === 0) break;
    sent += queued;
  }
  deps.logger.info({ week, sent }, "weekly newsletter queued");
  return sent;
}

/** Turns the newsletter off for the person a valid token names; true when the token was ours. */
export async function unsubscribe(db: Database, tokens: UnsubscribeTokens, token: string): Promise<boolean> {
  const userId = tokens.verify(token);
  if (!userId) return false;
  await db.update(profiles).set({ newsletterSubscribed: false }).where(eq(profiles.id, userId));
  return true;
}
