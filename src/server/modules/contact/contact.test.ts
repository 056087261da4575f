import { desc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CONTACT } from "../../../shared/constants";
import { startSilentSmtpServer } from "../../../../tests/fakes/smtp-sink";
import { signUp, uniqueEmail } from "../../../../tests/support/factories";
import { countRows } from "../../../../tests/support/table-counts";
import type { TestClient } from "../../../../tests/support/test-client";
import { createTestApp, useSharedTestApp, type TestApp } from "../../../../tests/support/test-app";
import type { DatabaseHandle } from "../../db/client";
import { contactMessages, mailOutbox } from "../../db/schema";

// Each test speaks from an address of its own (X-Forwarded-For, trusted here), so the hourly limit of
// one test never reaches another.
const testApp = useSharedTestApp({ TRUST_PROXY: "true" });

let lastIp = 0;
const nextIp = () => `198.51.100.${++lastIp}`;

const valid = () => ({ name: "Ann Lee", email: uniqueEmail("visitor"), message: "Can I build a booking plugin with this?" });

function send(client: TestClient, body: unknown, ip: string, headers: Record<string, string> = {}) {
  return client.post("/api/contact", body, { headers: { "x-forwarded-for": ip, ...headers } });
}

/** Everything a contact request could leave behind: its table, the outbox, and every owned table. */
async function snapshot(database: DatabaseHandle) {
  const [messages] = await database.db.select({ n: sql<number>`count(*)::int` }).from(contactMessages);
  const [mails] = await database.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox);
  return { contactMessages: messages!.n, mailOutbox: mails!.n, owned: await countRows(database) };
}

async function mailsTo(app: TestApp, to: string) {
  return app.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(desc(mailOutbox.createdAt));
}

describe("[CONTACT][SEND]", () => {
  it("stores one row and e-mails the support address with name, e-mail and message", async () => {
    const app = testApp();
    const ip = nextIp();
    const before = await snapshot(app.database);
    const body = valid();

    const res = await send(app.client, body, ip);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ok: true });

    const after = await snapshot(app.database);
    expect(after.contactMessages).toBe(before.contactMessages + 1);
    expect(after.mailOutbox).toBe(before.mailOutbox + 1);

    const rows = await app.database.db.select().from(contactMessages).where(eq(contactMessages.email, body.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: body.name, email: body.email, message: body.message, userId: null, ip });

    expect(app.env.SUPPORT_EMAIL).toBe(CONTACT.supportEmail);
    const mail = (await mailsTo(app, CONTACT.supportEmail)).find((m) => m.text.includes(body.email));
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe("Contact form: Ann Lee");
    expect(mail!.kind).toBe("contact_message");
    for (const part of [mail!.text, mail!.html]) {
      expect(part).toContain(body.name);
      expect(part).toContain(body.email);
      expect(part).toContain(body.message);
    }
  });

  it("trims what it stores", async () => {
    const app = testApp();
    const email = uniqueEmail("trim");
    const res = await send(app.client, { name: "  Bo  ", email: `  ${email} `, message: "\n hello \n" }, nextIp());
    expect(res.status).toBe(200);
    const [row] = await app.database.db.select().from(contactMessages).where(eq(contactMessages.email, email));
    expect(row).toMatchObject({ name: "Bo", email, message: "hello" });
  });

  it("escapes HTML and script in the HTML mail, and keeps the subject to one line", async () => {
    const app = testApp();
    const body = {
      name: 'Eve <img src=x onerror="alert(1)">\r\nBcc: victim@example.com',
      email: uniqueEmail("eve"),
      message: `<script>alert("hi")</script> & <b>bold</b>`,
    };
    expect((await send(app.client, body, nextIp())).status).toBe(200);
    const mail = (await mailsTo(app, CONTACT.supportEmail)).find((m) => m.text.includes(body.email))!;
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).not.toContain("<b>bold</b>");
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;");
    expect(mail.html).toContain("Eve &lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject).toBe('Contact form: Eve <img src=x onerror="alert(1)"> Bcc: victim@example.com');
    // The plain-text part is the message as written.
    expect(mail.text).toContain(body.message);
  });

  it("links a signed-in sender's message to the account, and removes it when the account goes", async () => {
    const app = testApp();
    const account = await signUp(app.client);
    const body = valid();
    expect((await send(app.client, body, nextIp())).status).toBe(200);
    const byEmail = eq(contactMessages.email, body.email);
    expect((await app.database.db.select().from(contactMessages).where(byEmail))[0]!.userId).toBe(account.user.id);

    // Deleting the account takes the person's messages with it (issue #9, finding 15).
    expect((await app.client.delete("/api/me", { password: account.password })).status).toBe(200);
    expect(await app.database.db.select().from(contactMessages).where(byEmail)).toEqual([]);
  });

  it("treats an invalid session cookie as a visitor", async () => {
    const app = testApp();
    const body = valid();
    const res = await send(app.client, body, nextIp(), { cookie: "better-auth.session_token=not-a-session" });
    expect(res.status).toBe(200);
    const [row] = await app.database.db.select().from(contactMessages).where(eq(contactMessages.email, body.email));
    expect(row!.userId).toBeNull();
  });

  it("refuses a cross-site post (403) and stores nothing", async () => {
    const app = testApp();
    const before = await snapshot(app.database);
    const res = await app.client.post("/api/contact", valid(), { noOrigin: true, headers: { "x-forwarded-for": nextIp() } });
    expect(res.status).toBe(403);
    expect(await snapshot(app.database)).toEqual(before);
  });
});

describe("[CONTACT][VALIDATION]", () => {
  const base = { name: "Ann", email: "ann@example.com", message: "Hello" };
  const { name: _name, ...noName } = base;
  const { email: _email, ...noEmail } = base;
  const { message: _message, ...noMessage } = base;

  it.each<[string, unknown, string]>([
    ["a missing name", noName, "name: Name is required"],
    ["a blank name", { ...base, name: "   " }, "name: Name is required"],
    ["a missing e-mail", noEmail, "email: Email is required"],
    ["a blank e-mail", { ...base, email: " " }, "email: Email is required"],
    ["an invalid e-mail", { ...base, email: "ann@" }, "email: Please enter a valid e-mail address"],
    ["a missing message", noMessage, "message: Message is required"],
    ["a blank message", { ...base, message: " \n\t " }, "message: Message is required"],
    ["a too long name", { ...base, name: "n".repeat(CONTACT.nameMaxChars + 1) }, `name: Name must be at most ${CONTACT.nameMaxChars} characters`],
    [
      "a too long message",
      { ...base, message: "m".repeat(CONTACT.messageMaxChars + 1) },
      `message: Message must be at most ${CONTACT.messageMaxChars} characters`,
    ],
    ["a non-string name", { ...base, name: 42 }, "name: Name is required"],
    ["an empty body", {}, "name: Name is required"],
  ])("refuses %s with 400 and stores and sends nothing", async (_label, body, message) => {
    const app = testApp();
    const before = await snapshot(app.database);
    const res = await send(app.client, body, nextIp());
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: { code: "invalid_input", message } });
    expect(await snapshot(app.database)).toEqual(before);
  });

  it("accepts a name and message at their limits", async () => {
    const app = testApp();
    const body = { name: "n".repeat(CONTACT.nameMaxChars), email: uniqueEmail("max"), message: "m".repeat(CONTACT.messageMaxChars) };
    expect((await send(app.client, body, nextIp())).status).toBe(200);
  });

  it.each<[string, BodyInit, Record<string, string>, string]>([
    ["a body that is not JSON", "name=Ann&email=a@b.c", { "content-type": "application/json" }, "invalid_json"],
    ["a truncated JSON body", '{"name":"Ann",', { "content-type": "application/json" }, "invalid_json"],
    ["a form-encoded body", "name=Ann&email=ann%40example.com&message=Hi", { "content-type": "application/x-www-form-urlencoded" }, "invalid_content_type"],
    ["JSON sent as text/plain", JSON.stringify(base), { "content-type": "text/plain" }, "invalid_content_type"],
    ["a body without a content type", JSON.stringify(base), {}, "invalid_content_type"],
  ])("refuses %s with 400 and stores and sends nothing", async (_label, body, headers, code) => {
    const app = testApp();
    const before = await snapshot(app.database);
    const res = await app.client.request("/api/contact", {
      method: "POST",
      body,
      headers: { "x-forwarded-for": nextIp(), ...headers },
    });
    expect(res.status).toBe(400);
    const json = (await res.json()) as { error: { code: string; message: string } };
    expect(json.error.code).toBe(code);
    expect(json.error.message).toMatch(/JSON/);
    expect(await snapshot(app.database)).toEqual(before);
  });
});

describe("[CONTACT][RATE_LIMIT]", () => {
  it(`allows ${CONTACT.messagesPerHour} messages an hour per client address, then answers 429 and stores nothing`, async () => {
    const app = testApp();
    const ip = nextIp();
    for (let i = 0; i < CONTACT.messagesPerHour; i++) {
      expect((await send(app.client, valid(), ip)).status).toBe(200);
    }
    const before = await snapshot(app.database);
    const limited = await send(app.client, valid(), ip);
    expect(limited.status).toBe(429);
    expect(limited.json.error.code).toBe("rate_limited");
    expect(limited.json.error.message).toBe(
      `You have sent ${CONTACT.messagesPerHour} messages in the last hour. Please try again later.`,
    );
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await snapshot(app.database)).toEqual(before);

    // Another address is not affected; a client cannot pick its address with our internal header.
    expect((await send(app.client, valid(), nextIp(), { "x-plugsmith-client-ip": "10.0.0.1" })).status).toBe(200);
    expect((await send(app.client, valid(), ip, { "x-plugsmith-client-ip": "10.0.0.2" })).status).toBe(429);

    // An hour later the address may write again.
    await app.database.db
      .update(contactMessages)
      .set({ createdAt: sql`now() - interval '61 minutes'` })
      .where(eq(contactMessages.ip, ip));
    expect((await send(app.client, valid(), ip)).status).toBe(200);
  });

  it("does not count refused (invalid) messages against the limit", async () => {
    const app = testApp();
    const ip = nextIp();
    for (let i = 0; i < CONTACT.messagesPerHour + 2; i++) {
      expect((await send(app.client, { ...valid(), email: "nope" }, ip)).status).toBe(400);
    }
    expect((await send(app.client, valid(), ip)).status).toBe(200);
  });

  it("holds under simultaneous requests from one address", async () => {
    const app = testApp();
    const ip = nextIp();
    const statuses = await Promise.all(
      Array.from({ length: CONTACT.messagesPerHour + 3 }, () => send(app.client, valid(), ip).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(CONTACT.messagesPerHour);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    const [stored] = await app.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(contactMessages)
      .where(eq(contactMessages.ip, ip));
    expect(stored!.n).toBe(CONTACT.messagesPerHour);
  });
});

describe("[CONTACT][MAIL_QUEUE]", () => {
  it("answers at once when the SMTP server never answers: the message is stored and its mail queued with it", async () => {
    // A server that accepts the connection and never greets: before, the request waited for it (30 s).
    const silent = await startSilentSmtpServer();
    try {
      const app = await createTestApp({
        TRUST_PROXY: "true",
        SMTP_URL: `${silent.url}?tls=off`,
        SUPPORT_EMAIL: "help@plugsmith.test",
      });
      // The delivery worker runs too, and is stuck on the silent server: the request does not wait for it.
      await app.services.startJobs();
      const body = valid();
      const started = performance.now();
      const res = await send(app.client, body, nextIp());
      expect(performance.now() - started).toBeLessThan(2_000);
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ ok: true });

      const rows = await app.database.db.select().from(contactMessages).where(eq(contactMessages.email, body.email));
      expect(rows).toHaveLength(1);
      const [mail] = await mailsTo(app, "help@plugsmith.test");
      expect(mail).toMatchObject({ transport: "smtp", subject: "Contact form: Ann Lee", error: null });
      expect(["queued", "sending"]).toContain(mail!.status);
      expect(mail!.text).toContain(body.message);
    } finally {
      await silent.close();
    }
  });

  it("stores no message when its mail cannot be queued, and no mail when the message is refused", async () => {
    const app = testApp();
    const ip = nextIp();
    const before = await snapshot(app.database);
    // One transaction: a failure inside it (here the outbox table refusing the row) leaves neither behind.
    await app.database.db.execute(sql`alter table mail_outbox add constraint contact_test_refuse check (kind <> 'contact_message') not valid`);
    try {
      expect((await send(app.client, valid(), ip)).status).toBe(500);
    } finally {
      await app.database.db.execute(sql`alter table mail_outbox drop constraint contact_test_refuse`);
    }
    expect(await snapshot(app.database)).toEqual(before);
  });
});
