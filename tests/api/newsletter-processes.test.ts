import pg from "pg";
import PgBoss from "pg-boss";
import { afterAll, describe, expect, it, vi } from "vitest";
import { NEWSLETTER_QUEUE } from "../../src/server/jobs/newsletter-jobs";
import { startSmtpSink, type SmtpSink } from "../fakes/smtp-sink";
import { uniqueEmail } from "../support/factories";
import { scratchPostgresDatabase } from "../support/scratch-postgres";
import { testDatabaseKind } from "../support/test-database-setup";
import { type ServerProcess, spawnServer, waitForListening } from "./spawn-server";

// Issue #13's must-show on real server processes: two servers (src/server/main.ts) on one PostgreSQL
// pick up the weekly newsletter job at the same moment, with a real SMTP server that refuses one
// delivery (retried by the delivery worker after its first back-off, a minute). Each subscribed,
// confirmed person gets exactly one mail; nobody else gets one.
const onPostgres = testDatabaseKind() === "postgres";
const SITE = "http://localhost:3000";
const servers: ServerProcess[] = [];
let sink: SmtpSink | undefined;
let boss: PgBoss | undefined;

afterAll(async () => {
  await boss?.stop({ graceful: false, wait: true });
  for (const server of servers) server.child.kill("SIGTERM");
  await Promise.all(servers.map((s) => s.exited));
  await sink?.close();
});

describe.runIf(onPostgres)("[NEWSLETTER][PROCESSES]", () => {
  it("two server processes take the weekly job at once: one mail per subscribed, confirmed person", async () => {
    const url = await scratchPostgresDatabase("newsproc");
    sink = await startSmtpSink();
    const env = {
      DATABASE_URL: url,
      PORT: "0",
      HOST: "127.0.0.1",
      SITE_URL: SITE,
      AUTH_SECRET: "newsletter-processes-secret-0123456789",
      SMTP_URL: `${sink.url}?tls=off`,
      EMAIL_VERIFICATION: "off",
    };
    for (let i = 0; i < 2; i++) servers.push(spawnServer(env));
    const [a] = await Promise.all(servers.map((s) => waitForListening(s)));

    const emails = Array.from({ length: 10 }, (_, i) => uniqueEmail(`proc-reader-${i}`));
    for (const email of emails) {
      const res = await fetch(`${a}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { "content-type": "application/json", Origin: SITE },
        body: JSON.stringify({ name: "Reader", fullName: "Reader", email, password: "newsletter-processes" }),
      });
      expect(res.status).toBe(200);
    }
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    try {
      // Eight confirmed readers; one confirmed but unsubscribed; one subscribed but unconfirmed.
      await db.query(`update "user" set email_verified = (email <> $1) where email = any($2)`, [emails[9], emails]);
      await db.query(`update profiles set newsletter_subscribed = false where email = $1`, [emails[8]]);
      // The sign-up mails out of the way first, so the one refusal below hits a newsletter.
      await vi.waitFor(
        async () => {
          const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from mail_outbox where status <> 'sent'`);
          if (rows[0]!.n > 0) throw new Error(`${rows[0]!.n} sign-up mails not sent yet`);
        },
        { timeout: 30_000, interval: 200 },
      );
      sink.failNext(1, "rcpt");

      // The job twice at once: each process's worker takes one (as two cron slots or a retry would).
      boss = new PgBoss({ connectionString: url });
      await boss.start();
      await Promise.all([boss.send(NEWSLETTER_QUEUE, {}), boss.send(NEWSLETTER_QUEUE, {})]);

      // Eight newsletters sent, one of them on its second attempt after the worker's one-minute back-off.
      const rows = await vi.waitFor(
        async () => {
          const { rows: found } = await db.query<{ to_address: string; status: string; attempts: number }>(
            `select to_address, status, attempts from mail_outbox where kind = 'weekly_promo'`,
          );
          const pending = found.filter((r) => r.status !== "sent");
          if (found.length < 8 || pending.length > 0) throw new Error(`${pending.length} of ${found.length} not sent yet`);
          return found;
        },
        { timeout: 150_000, interval: 500 },
      );
      expect(rows).toHaveLength(8);
      expect(rows.map((r) => r.attempts).sort()).toEqual([1, 1, 1, 1, 1, 1, 1, 2]);
      const { rows: claims } = await db.query<{ n: number }>(`select count(*)::int as n from newsletter_sends`);
      expect(claims[0]!.n).toBe(8);
    } finally {
      await db.end();
    }

    // A while later: still exactly one newsletter per reader, none to the other two.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const newsletters = sink.messages.filter((m) => m.headers["list-unsubscribe-post"] === "List-Unsubscribe=One-Click");
    for (const email of emails.slice(0, 8)) expect(newsletters.filter((m) => m.to.includes(email)), email).toHaveLength(1);
    expect(newsletters).toHaveLength(8);
  }, 240_000);
});
