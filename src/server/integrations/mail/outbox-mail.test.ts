import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { signUp, uniqueEmail } from "../../../../tests/support/factories";
import { useSharedTestApp } from "../../../../tests/support/test-app";
import { mailOutbox } from "../../db/schema";
import { passwordResetMail } from "../../modules/mail/system-mails";
import { SECRET_LINK_PLACEHOLDER } from "./mail-service";
import { createOutboxMail } from "./outbox-mail";

// Outbox mode (no SMTP_URL): mail is stored for admins and never delivered. No stored mail keeps a
// usable token (issue #9, finding 3): the link is logged once for the developer, and stored nowhere.

function capturingLogger() {
  const lines: Array<{ level: number; msg: string } & Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString("utf8").split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: pino({ level: "info" }, stream), lines };
}

const adminEmail = uniqueEmail("admin");
const testApp = useSharedTestApp({ ADMIN_EMAILS: adminEmail });

describe("[MAIL][OUTBOX]", () => {
  it("stores a reset mail with the placeholder and logs its link once, at info level", async () => {
    const app = testApp();
    const { logger, lines } = capturingLogger();
    const mail = createOutboxMail({ db: app.database.db, logger });
    const to = uniqueEmail("reset");
    const link = "http://localhost:3000/api/auth/reset-password/SecretToken123?callbackURL=%2Fauth";

    await mail.send({ ...passwordResetMail({ name: "Ann" }), to, secretLink: link });
    await new Promise((resolve) => setImmediate(resolve));

    const [row] = await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
    expect(row).toMatchObject({ kind: "password_reset", status: "stored", transport: "outbox", secretPayload: null });
    expect(JSON.stringify(row)).not.toContain("SecretToken123");
    expect(row!.text).toContain(SECRET_LINK_PLACEHOLDER);
    expect(row!.html).toContain(`href="${SECRET_LINK_PLACEHOLDER}"`);

    const mentions = lines.filter((l) => JSON.stringify(l).includes("SecretToken123"));
    expect(mentions).toHaveLength(1);
    expect(mentions[0]).toMatchObject({ level: 30, msg: `mail link for ${to}: ${link}` });
  });

  it("never stores a link the text carries by mistake, and refuses a secret link with nowhere to go", async () => {
    const app = testApp();
    const mail = createOutboxMail({ db: app.database.db, logger: pino({ level: "silent" }) });
    const to = uniqueEmail("leak");
    const link = "https://plugsmith.test/reset?token=Leaky&next=1";
    await mail.send({
      to,
      kind: "password_reset",
      subject: "Reset",
      text: `Open ${SECRET_LINK_PLACEHOLDER} (or ${link})`,
      html: `<a href="${link.replace("&", "&amp;")}">reset</a>`,
      secretLink: link,
    });
    const [row] = await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
    expect(JSON.stringify(row)).not.toContain("Leaky");

    await expect(
      mail.send({ to, kind: "password_reset", subject: "Reset", text: "no place for the link", html: "", secretLink: link }),
    ).rejects.toThrow(/SECRET_LINK_PLACEHOLDER/);
  });

  it("the admin outbox listing of a password-reset mail shows no body at all, so no token", async () => {
    const app = testApp();
    expect(app.services.mail.transport).toBe("outbox");
    const admin = app.newClient();
    await signUp(admin, { email: adminEmail });
    const account = await signUp(app.client);
    expect((await app.newClient().post("/api/auth/request-password-reset", { email: account.email, redirectTo: "/auth" })).status).toBe(200);

    const listing = await admin.get("/api/admin/outbox", { to: account.email });
    expect(listing.status).toBe(200);
    const reset = (listing.json.mails as Array<{ kind: string; text: string | null }>).find((m) => m.kind === "password_reset");
    expect(reset).toBeDefined();
    // Issue #13: a security mail's body is never shown (the stored copy keeps only the placeholder anyway).
    expect(reset!.text).toBeNull();
    expect((reset as { html?: string | null }).html).toBeNull();
    expect(JSON.stringify(listing.json)).not.toMatch(/reset-password\/[A-Za-z0-9]/);
  });
});
