import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpSink, type SmtpSink } from "../../../../tests/fakes/smtp-sink";
import { signUp } from "../../../../tests/support/factories";
import { createTestApp } from "../../../../tests/support/test-app";

describe("[MAIL][SMTP]", () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink.close();
  });

  it("delivers the welcome and password-reset mails over SMTP and marks them sent", async () => {
    const { client, services } = await createTestApp({ SMTP_URL: `${sink.url}?tls=off`, MAIL_FROM: "Plugsmith <hello@plugsmith.test>" });
    expect(services.mail.transport).toBe("smtp");
    const account = await signUp(client, { fullName: "Ann Lee" });

    const welcome = await sink.waitFor((m) => m.to.includes(account.email) && /Welcome/.test(m.subject));
    expect(welcome.subject).toBe("Welcome to Plugsmith, Ann Lee!");
    expect(welcome.text).toContain("10 free credits");
    expect(welcome.from).toContain("hello@plugsmith.test");

    await client.post("/api/auth/request-password-reset", { email: account.email, redirectTo: "/auth" });
    const reset = await sink.waitFor((m) => m.to.includes(account.email) && /Reset/.test(m.subject));
    expect(reset.text).toMatch(/http:\/\/localhost:3000\/api\/auth\/reset-password\/\S+callbackURL=%2Fauth/);

    const rows = await services.db.query.mailOutbox.findMany({ where: (m, { eq }) => eq(m.toAddress, account.email) });
    expect(rows.map((r) => [r.kind, r.status, r.transport]).sort()).toEqual([
      ["password_reset", "sent", "smtp"],
      ["welcome", "sent", "smtp"],
    ]);
  });

  it("records a failed delivery and still lets the person sign up", async () => {
    const { client, services } = await createTestApp({ SMTP_URL: "smtp://127.0.0.1:1?tls=off" });
    const account = await signUp(client);
    const rows = await services.db.query.mailOutbox.findMany({ where: (m, { eq }) => eq(m.toAddress, account.email) });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: "welcome", status: "failed", transport: "smtp" });
    expect(rows[0]!.error).toMatch(/ECONNREFUSED|connect/i);
    expect((await client.get("/api/me")).status).toBe(200);
  });
});
