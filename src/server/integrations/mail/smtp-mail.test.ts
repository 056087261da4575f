import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startSilentSmtpServer, startSmtpSink, type SmtpSink } from "../../../../tests/fakes/smtp-sink";
import { signUp, uniqueEmail } from "../../../../tests/support/factories";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { mailAttempts, mailOutbox } from "../../db/schema";
import { outboxRow, SECRET_LINK_PLACEHOLDER } from "./mail-service";
import { MAIL_QUEUED_CHANNEL } from "./smtp-mail";

// With SMTP_URL, MailService.send only queues (the row commits with the caller's work) and the job
// runner's delivery worker sends, with retries (issue #9, finding 13). Apps here start the runner
// themselves (services.startJobs), since createTestApp does not.

const RESET_LINK = /http:\/\/localhost:3000\/api\/auth\/reset-password\/([A-Za-z0-9_-]+)\?callbackURL=%2Fauth/;

async function outboxRows(app: TestApp, to: string) {
  return app.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(asc(mailOutbox.createdAt));
}

async function attemptsOf(app: TestApp, mailId: string) {
  return app.database.db.select().from(mailAttempts).where(eq(mailAttempts.mailId, mailId)).orderBy(asc(mailAttempts.createdAt));
}

/** The one row of `kind` to `to`, once its status is `status`. */
async function rowOnceIn(app: TestApp, to: string, kind: string, status: string, timeout = 10_000) {
  return vi.waitFor(
    async () => {
      const row = (await outboxRows(app, to)).find((r) => r.kind === kind);
      if (row?.status !== status) throw new Error(`${kind} to ${to} is ${row?.status ?? "missing"}, waiting for ${status}`);
      return row;
    },
    { timeout, interval: 100 },
  );
}

describe("[MAIL][SMTP]", () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink.close();
  });

  it("queues in the request; the worker delivers the real reset link, while the outbox and its listing keep only the placeholder", async () => {
    const adminEmail = uniqueEmail("admin");
    const app = await createTestApp({
      SMTP_URL: `${sink.url}?tls=off`,
      MAIL_FROM: "Plugsmith <hello@plugsmith.test>",
      EMAIL_VERIFICATION: "off",
      ADMIN_EMAILS: adminEmail,
    });
    expect(app.services.mail.transport).toBe("smtp");
    const admin = app.newClient();
    await signUp(admin, { email: adminEmail });
    const account = await signUp(app.client, { fullName: "Ann Lee" });
    expect((await app.client.post("/api/auth/request-password-reset", { email: account.email, redirectTo: "/auth" })).status).toBe(200);

    // No worker yet: the request left the mails queued, and nothing reached the SMTP server.
    const queued = (await outboxRows(app, account.email)).find((r) => r.kind === "password_reset")!;
    expect(queued).toMatchObject({ status: "queued", transport: "smtp", attempts: 0 });
    expect(sink.messages.filter((m) => m.to.includes(account.email))).toEqual([]);
    for (const stored of [queued.text, queued.html]) {
      expect(stored).toContain(SECRET_LINK_PLACEHOLDER);
      expect(stored).not.toMatch(/reset-password\//);
    }
    expect(queued.secretPayload).toMatch(/^v1\./);

    await app.services.startJobs();
    const reset = await sink.waitFor((m) => m.to.includes(account.email) && /Reset/.test(m.subject), 10_000);
    const token = RESET_LINK.exec(reset.text)?.[1];
    expect(token, reset.text).toBeDefined();
    expect(reset.html).toContain(`/api/auth/reset-password/${token}?callbackURL=%2Fauth`);
    expect(reset.text).not.toContain(SECRET_LINK_PLACEHOLDER);
    expect(reset.from).toBe("hello@plugsmith.test");
    expect(queued.secretPayload).not.toContain(token);

    const sent = await rowOnceIn(app, account.email, "password_reset", "sent");
    expect(sent).toMatchObject({ attempts: 1, secretPayload: null, error: null });
    expect(sent.sentAt).toBeInstanceOf(Date);
    expect((await attemptsOf(app, sent.id)).map((a) => a.ok)).toEqual([true]);

    // The admin listing shows the mail, never the link; the link itself works once.
    const listing = await admin.get("/api/admin/outbox", { to: account.email });
    expect(listing.status).toBe(200);
    const listed = (listing.json.mails as Array<{ kind: string; text: string | null; attempts: number }>).find((m) => m.kind === "password_reset")!;
    // Issue #13: a security mail's body is never shown; its delivery is.
    expect(listed.text).toBeNull();
    expect(listed).toMatchObject({ status: "sent", attempts: 1, error: null });
    expect(JSON.stringify(listing.json)).not.toContain(token!);
    expect((await app.newClient().post("/api/auth/reset-password", { token, newPassword: "a-new-password-1" })).status).toBe(200);
  });

  it("answers sign-up and the reset form at once when the SMTP server never answers; the mails wait in the queue", async () => {
    const silent = await startSilentSmtpServer();
    try {
      const app = await createTestApp({ SMTP_URL: `${silent.url}?tls=off`, EMAIL_VERIFICATION: "off" });
      let started = performance.now();
      const account = await signUp(app.client);
      const signUpMs = performance.now() - started;

      started = performance.now();
      const reset = await app.newClient().post("/api/auth/request-password-reset", { email: account.email, redirectTo: "/auth" });
      const resetMs = performance.now() - started;
      expect(reset.status).toBe(200);

      // Before, each waited for the SMTP greeting (30 s); scrypt and PGlite take well under 3 s here.
      expect(signUpMs).toBeLessThan(3_000);
      expect(resetMs).toBeLessThan(3_000);
      const rows = await outboxRows(app, account.email);
      expect(rows.map((r) => [r.kind, r.status])).toEqual(
        expect.arrayContaining([
          ["welcome", "queued"],
          ["password_reset", "queued"],
        ]),
      );
    } finally {
      await silent.close();
    }
  });
});

describe("[MAIL][DELIVERY]", () => {
  let sink: SmtpSink;
  let app: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await createTestApp({ SMTP_URL: `${sink.url}?tls=off` });
    // Back-off injected in milliseconds: the real one is 1 min, 5 min, 30 min, 2 h.
    await app.services.startJobs({ mailRetryDelaysMs: [400, 100] });
  });
  afterAll(async () => {
    await app.close();
    await sink.close();
  });

  const mailTo = (to: string, extra: { secretLink?: string } = {}) => ({
    to,
    kind: "template_test",
    subject: "Delivery test",
    text: `Hello ${SECRET_LINK_PLACEHOLDER}`,
    html: `<p>Hello <a href="${SECRET_LINK_PLACEHOLDER}">link</a></p>`,
    ...extra,
  });

  it("retries a refused attempt after its back-off; the mail arrives once and both attempts are recorded", async () => {
    const to = uniqueEmail("retry");
    sink.failNext(1, "rcpt");
    await app.services.mail.send(mailTo(to, { secretLink: "https://plugsmith.test/confirm?token=abc&x=1" }));

    const row = await rowOnceIn(app, to, "template_test", "sent");
    expect(row).toMatchObject({ attempts: 2, secretPayload: null, error: null });
    const attempts = await attemptsOf(app, row.id);
    expect(attempts.map((a) => a.ok)).toEqual([false, true]);
    expect(attempts[0]!.error).toMatch(/451|Try again later/);
    expect(attempts[1]!.createdAt.getTime() - attempts[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(350);

    expect(sink.refused).toContain(to);
    const received = sink.messages.filter((m) => m.to.includes(to));
    expect(received).toHaveLength(1);
    expect(received[0]!.text).toBe("Hello https://plugsmith.test/confirm?token=abc&x=1");
    expect(received[0]!.html).toContain('href="https://plugsmith.test/confirm?token=abc&amp;x=1"');
  });

  it(`gives up after the last attempt: the mail is failed, every attempt recorded, the link cleared`, async () => {
    const to = uniqueEmail("gives-up");
    sink.failNext(5, "data");
    await app.services.mail.send(mailTo(to, { secretLink: "https://plugsmith.test/reset/secret-token" }));

    const row = await rowOnceIn(app, to, "template_test", "failed", 15_000);
    expect(row).toMatchObject({ attempts: 5, secretPayload: null, nextAttemptAt: null });
    expect(row.error).toMatch(/554|refused/i);
    const attempts = await attemptsOf(app, row.id);
    expect(attempts.map((a) => a.ok)).toEqual([false, false, false, false, false]);
    expect(sink.messages.filter((m) => m.to.includes(to))).toEqual([]);
    expect(JSON.stringify(await outboxRows(app, to))).not.toContain("secret-token");
  });

  it("delivers a mail whose job came before it was due at its due time, not at the next minute's sweep", async () => {
    // What two processes can do: one's retry is refused as the duplicate of the other's waiting job, which then
    // runs before the retry is due (newsletter-two-processes failed in CI on this: a mail waited for the sweep).
    const to = uniqueEmail("early-job");
    const [row] = await app.database.db
      .insert(mailOutbox)
      .values({ ...outboxRow(mailTo(to), "smtp", "queued"), nextAttemptAt: sql`now() + interval '2 seconds'` })
      .returning({ id: mailOutbox.id, due: mailOutbox.nextAttemptAt });
    await app.database.db.execute(sql`select pg_notify(${MAIL_QUEUED_CHANNEL}, ${row!.id})`);

    const sent = await rowOnceIn(app, to, "template_test", "sent", 8_000);
    expect(sent.attempts).toBe(1);
    // Sent once due, and soon after: the sweep runs once a minute, so it would land in this window only by chance.
    const late = sent.sentAt!.getTime() - row!.due!.getTime();
    expect(late).toBeGreaterThanOrEqual(0);
    expect(late).toBeLessThan(1_500);
  });

  it("delivers a mail queued inside a transaction only after it commits, and none from a rolled-back one", async () => {
    const kept = uniqueEmail("committed");
    const dropped = uniqueEmail("rolled-back");
    await app.database.db.transaction(async (tx) => {
      await app.services.mail.send(mailTo(kept), tx);
    });
    await expect(
      app.database.db.transaction(async (tx) => {
        await app.services.mail.send(mailTo(dropped), tx);
        throw new Error("the caller's work failed");
      }),
    ).rejects.toThrow("the caller's work failed");

    await sink.waitFor((m) => m.to.includes(kept), 10_000);
    expect((await rowOnceIn(app, kept, "template_test", "sent")).attempts).toBe(1);
    expect(await outboxRows(app, dropped)).toEqual([]);
    expect(sink.messages.filter((m) => m.to.includes(dropped))).toEqual([]);
  });
});
