import { eq, inArray } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import { scratchPostgresDatabase } from "../support/scratch-postgres";
import { createApp } from "../../src/server/app";
import { openPostgres, type DatabaseHandle } from "../../src/server/db/client";
import { mailOutbox, profiles, user } from "../../src/server/db/schema";
import { readEnv } from "../../src/server/env";
import { NEWSLETTER_QUEUE } from "../../src/server/jobs/newsletter-jobs";
import { sendWeeklyNewsletter } from "../../src/server/modules/newsletter/newsletter.service";
import { buildServices, type Services } from "../../src/server/services";
import { startSmtpSink, type SmtpSink } from "../fakes/smtp-sink";
import { signUp, uniqueEmail } from "../support/factories";
import { createTestClient } from "../support/test-client";
import { testDatabaseKind } from "../support/test-database-setup";

// Issue #13: two app instances on one PostgreSQL (each its own connections and job runner, as in
// mail-two-processes) run the weekly newsletter at the same moment, with a real SMTP server that refuses
// one delivery: each subscribed, confirmed person gets exactly one mail.
const onPostgres = testDatabaseKind() === "postgres";
const SITE = "http://localhost:3000";

const opened: Array<{ services: Services; database: DatabaseHandle }> = [];
let sink: SmtpSink | undefined;

afterAll(async () => {
  for (const { services, database } of opened) {
    await services.close();
    await database.close();
  }
  await sink?.close();
});

async function startInstance(url: string, smtpUrl: string) {
  const env = readEnv({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    SITE_URL: SITE,
    AUTH_SECRET: "newsletter-two-processes-secret-0123456",
    DATABASE_URL: url,
    SMTP_URL: smtpUrl,
    EMAIL_VERIFICATION: "off",
  });
  const database = openPostgres(url);
  const services = await buildServices({ env, database });
  opened.push({ services, database });
  const jobs = await services.startJobs({ mailRetryDelaysMs: [300] });
  return { services, jobs };
}

describe.runIf(onPostgres)("[NEWSLETTER][SCALE_OUT]", () => {
  it("two instances running the weekly job at once mail each subscribed, confirmed person exactly once", async () => {
    const url = await scratchPostgresDatabase("news2p");
    sink = await startSmtpSink();
    const smtpUrl = `${sink.url}?tls=off`;
    const [a, b] = await Promise.all([startInstance(url, smtpUrl), startInstance(url, smtpUrl)]);

    // Eight readers (confirmed, subscribed), one who unsubscribed, one whose address is not confirmed.
    const app = createApp(a.services);
    const client = () => createTestClient((input, init) => app.request(input, init), { origin: SITE });
    const people = await Promise.all(Array.from({ length: 10 }, (_, i) => signUp(client(), { email: uniqueEmail(`reader-${i}`) })));
    const ids = people.map((p) => p.user.id);
    const db = a.services.db;
    await db.update(user).set({ emailVerified: true }).where(inArray(user.id, ids.slice(0, 9)));
    await db.update(user).set({ emailVerified: false }).where(eq(user.id, ids[9]!));
    await db.update(profiles).set({ newsletterSubscribed: false }).where(eq(profiles.id, ids[8]!));
    const readers = people.slice(0, 8).map((p) => p.email);
    // The sign-up mails out of the way first, so the one refusal below hits a newsletter.
    await vi.waitFor(
      async () => {
        const pending = (await db.select().from(mailOutbox)).filter((r) => r.status !== "sent");
        if (pending.length > 0) throw new Error(`${pending.length} sign-up mails not sent yet`);
      },
      { timeout: 30_000, interval: 200 },
    );
    sink.failNext(1, "rcpt");

    // The job's body on both instances at the same moment, then the scheduled job itself through pg-boss.
    const deps = (s: Services) => ({ db: s.db, mail: s.mail, tokens: s.unsubscribeTokens, siteUrl: SITE, logger: s.logger });
    const [fromA, fromB] = await Promise.all([sendWeeklyNewsletter(deps(a.services)), sendWeeklyNewsletter(deps(b.services))]);
    expect(fromA + fromB).toBe(8);
    const jobId = await a.jobs.boss.send(NEWSLETTER_QUEUE, {});
    await vi.waitFor(
      async () => {
        const job = await a.jobs.boss.getJobById(NEWSLETTER_QUEUE, jobId!);
        if (job?.state !== "completed") throw new Error(`job ${job?.state ?? "missing"}`);
      },
      { timeout: 30_000, interval: 200 },
    );

    const rows = await vi.waitFor(
      async () => {
        const found = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, "weekly_promo"));
        const notSent = found.filter((r) => r.status !== "sent");
        if (found.length !== 8 || notSent.length > 0) throw new Error(`${notSent.length} of ${found.length} not sent yet`);
        return found;
      },
      { timeout: 30_000, interval: 200 },
    );
    // The refused one went out on its second attempt, the rest on their first.
    expect(rows.map((r) => r.attempts).sort()).toEqual([1, 1, 1, 1, 1, 1, 1, 2]);

    // A while later, still exactly one newsletter per reader, none to the other two.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const newsletters = sink.messages.filter((m) => m.headers["list-unsubscribe-post"] === "List-Unsubscribe=One-Click");
    for (const reader of readers) expect(newsletters.filter((m) => m.to.includes(reader)), reader).toHaveLength(1);
    expect(newsletters).toHaveLength(8);
    expect(newsletters[0]!.headers["list-unsubscribe"]).toMatch(/^<http:\/\/localhost:3000\/api\/newsletter\/unsubscribe\?token=.+>$/);
  }, 120_000);
});
