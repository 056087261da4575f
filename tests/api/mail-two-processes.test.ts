import { asc, inArray } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import { scratchPostgresDatabase } from "../support/scratch-postgres";
import { openPostgres, type DatabaseHandle } from "../../src/server/db/client";
import { mailAttempts, mailOutbox } from "../../src/server/db/schema";
import { readEnv } from "../../src/server/env";
import { SECRET_LINK_PLACEHOLDER } from "../../src/server/integrations/mail/mail-service";
import { buildServices, type Services } from "../../src/server/services";
import { startSmtpSink, type SmtpSink } from "../fakes/smtp-sink";
import { uniqueEmail } from "../support/factories";
import { testDatabaseKind } from "../support/test-database-setup";

// design.md §5 and issue #9 (finding 13): several processes on one PostgreSQL deliver each queued mail
// exactly once. Two service instances, each with its own connections and its own job runner, share one
// database; the SMTP server refuses the first attempt to every recipient. Only meaningful on PostgreSQL.
const onPostgres = testDatabaseKind() === "postgres";

const opened: Array<{ services: Services; database: DatabaseHandle }> = [];
let sink: SmtpSink | undefined;

afterAll(async () => {
  for (const { services, database } of opened) {
    await services.close();
    await database.close();
  }
  await sink?.close();
});

async function startInstance(url: string, smtpUrl: string): Promise<Services> {
  const env = readEnv({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    SITE_URL: "http://localhost:3000",
    AUTH_SECRET: "mail-two-processes-secret-mail-two-1",
    DATABASE_URL: url,
    SMTP_URL: smtpUrl,
  });
  const database = openPostgres(url);
  const services = await buildServices({ env, database });
  opened.push({ services, database });
  // Back-off in milliseconds instead of minutes.
  await services.startJobs({ mailRetryDelaysMs: [300] });
  return services;
}

describe.runIf(onPostgres)("[MAIL][SCALE_OUT]", () => {
  // Alone it takes ~9 s; beside the kill tests' servers on 2 cores it ran past the default 30 s.
  it("two processes on one PostgreSQL deliver each queued mail exactly once, after a refused first attempt", { timeout: 90_000 }, async () => {
    const url = await scratchPostgresDatabase("mail2p");
    sink = await startSmtpSink();
    sink.failEachRecipient(1, "rcpt");
    const smtpUrl = `${sink.url}?tls=off`;
    const [a, b] = await Promise.all([startInstance(url, smtpUrl), startInstance(url, smtpUrl)]);

    // Twelve mails, half queued through each process, half with a secret link.
    const mails = Array.from({ length: 12 }, (_, i) => ({
      to: uniqueEmail(`two-${i}`),
      kind: "template_test",
      subject: `Mail ${i}`,
      text: `Mail ${i}: ${SECRET_LINK_PLACEHOLDER}`,
      html: `<p>Mail ${i}: <a href="${SECRET_LINK_PLACEHOLDER}">open</a></p>`,
      ...(i % 2 === 0 ? { secretLink: `https://plugsmith.test/confirm/${i}-token` } : {}),
    }));
    await Promise.all(mails.map((mail, i) => (i < 6 ? a : b).mail.send(mail)));
    const recipients = mails.map((m) => m.to);

    const db = a.db;
    const rows = await vi.waitFor(
      async () => {
        const found = await db.select().from(mailOutbox).where(inArray(mailOutbox.toAddress, recipients));
        const notSent = found.filter((r) => r.status !== "sent");
        if (found.length !== mails.length || notSent.length > 0) throw new Error(`${notSent.length} of ${found.length} not sent yet`);
        return found;
      },
      { timeout: 60_000, interval: 200 },
    );

    for (const [i, mail] of mails.entries()) {
      const received = sink.messages.filter((m) => m.to.includes(mail.to));
      expect(received, mail.to).toHaveLength(1);
      expect(received[0]!.text).toBe(`Mail ${i}: ${mail.secretLink ?? SECRET_LINK_PLACEHOLDER}`);
      expect(sink.refused.filter((r) => r === mail.to)).toHaveLength(1);
    }
    expect(rows.every((r) => r.attempts === 2 && r.secretPayload === null)).toBe(true);

    const attempts = await db
      .select()
      .from(mailAttempts)
      .where(inArray(mailAttempts.mailId, rows.map((r) => r.id)))
      .orderBy(asc(mailAttempts.createdAt));
    for (const row of rows) {
      const own = attempts.filter((x) => x.mailId === row.id);
      expect(own.map((x) => x.ok), row.toAddress).toEqual([false, true]);
      expect(own[0]!.error).toMatch(/451|Try again later/);
    }

    // A while later, nothing was sent twice (a duplicate job or a late sweep would show up here).
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(sink.messages.filter((m) => recipients.some((to) => m.to.includes(to)))).toHaveLength(mails.length);
  });
});
