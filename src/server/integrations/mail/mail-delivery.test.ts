import { randomUUID } from "node:crypto";
import { type SQL, asc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAIL_DELIVERY } from "../../../shared/constants";
import { startSmtpSink, type SmtpSink } from "../../../../tests/fakes/smtp-sink";
import { uniqueEmail } from "../../../../tests/support/factories";
import { openTestDatabase } from "../../../../tests/support/test-database";
import type { DatabaseHandle } from "../../db/client";
import { mailAttempts, mailOutbox } from "../../db/schema";
import { createLogger } from "../../lib/logger";
import { type MailDeliveryDeps, deliverMail, dueMailIds, expireOutbox, requeueStalledMail } from "./mail-delivery";
import { SECRET_LINK_PLACEHOLDER, outboxRow } from "./mail-service";
import { createSecretLinkCipher } from "./secret-link-cipher";
import { createSmtpTransport } from "./smtp-transport";

let database: DatabaseHandle;
let sink: SmtpSink;
let deps: MailDeliveryDeps;
beforeAll(async () => {
  database = await openTestDatabase();
  sink = await startSmtpSink();
  deps = {
    db: database.db,
    kind: database.kind,
    instanceId: database.instanceId,
    transport: createSmtpTransport(`${sink.url}?tls=off`),
    from: "hello@plugsmith.test",
    cipher: createSecretLinkCipher("delivery-test-secret-delivery-test-secret"),
    logger: createLogger("silent"),
  };
});
afterAll(async () => {
  deps.transport.close();
  await sink.close();
});

type OutboxInsert = typeof mailOutbox.$inferInsert;

/** A queued mail, with any column overridden by a value or an SQL expression (times relative to now()). */
async function queueMail(overrides: { [K in keyof OutboxInsert]?: OutboxInsert[K] | SQL } = {}) {
  const to = uniqueEmail("mail");
  const [row] = await database.db
    .insert(mailOutbox)
    .values({
      ...outboxRow({ to, kind: "template_test", subject: "Hello", text: "Hello", html: "<p>Hello</p>" }, "smtp", "queued"),
      nextAttemptAt: sql`now()`,
      ...overrides,
    })
    .returning();
  return row!;
}

const rowOf = async (id: string) => (await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];
const attemptsOf = (id: string) =>
  database.db.select().from(mailAttempts).where(eq(mailAttempts.mailId, id)).orderBy(asc(mailAttempts.createdAt));

describe("[MAIL][DELIVERY][CLAIM]", () => {
  it("sends a mail once when several workers take it at the same time", async () => {
    const mail = await queueMail();
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => deliverMail(deps, mail.id)));
    expect(outcomes.map((o) => o.status).sort()).toEqual(["sent", "skipped", "skipped", "skipped", "skipped"]);
    expect(sink.messages.filter((m) => m.to.includes(mail.toAddress))).toHaveLength(1);
    expect(await rowOf(mail.id)).toMatchObject({ status: "sent", attempts: 1 });
    expect(await deliverMail(deps, mail.id)).toEqual({ status: "skipped" });
  });

  it("leaves a mail alone before its next attempt is due, and says when that is", async () => {
    const mail = await queueMail({ nextAttemptAt: sql`now() + interval '1 minute'` });
    const { nextAttemptAt } = (await rowOf(mail.id))!;
    expect(await deliverMail(deps, mail.id)).toEqual({ status: "not-due", nextAttemptAt });
    expect(await rowOf(mail.id)).toMatchObject({ status: "queued", attempts: 0 });
    expect(await dueMailIds(database.db)).not.toContain(mail.id);
  });

  it("fails a mail for good when its secret link cannot be decrypted (another key), and clears it", async () => {
    const other = createSecretLinkCipher("another-secret-another-secret-another-1");
    const mail = await queueMail({ text: `Open ${SECRET_LINK_PLACEHOLDER}`, secretPayload: other.encrypt("https://x.test/t") });
    expect(await deliverMail(deps, mail.id)).toEqual({ status: "failed" });
    expect(await rowOf(mail.id)).toMatchObject({ status: "failed", secretPayload: null, attempts: 1 });
    expect((await attemptsOf(mail.id)).map((a) => a.ok)).toEqual([false]);
  });
});

describe("[MAIL][DELIVERY][STALLED]", () => {
  it("takes back a claim whose lease ran out or whose process is gone, counting the lost attempt; fails it after the last attempt", async () => {
    const expired = sql`now() - interval '1 second'`;
    const early = await queueMail({ status: "sending", attempts: 1, nextAttemptAt: expired, secretPayload: "v1.a.b.c" });
    const last = await queueMail({ status: "sending", attempts: MAIL_DELIVERY.maxAttempts, nextAttemptAt: expired, secretPayload: "v1.a.b.c" });
    const running = await queueMail({ status: "sending", attempts: 1, nextAttemptAt: sql`now() + interval '1 minute'`, claimedBy: deps.instanceId });
    // Claimed by a process that no longer runs (killed): taken back at once, lease or not.
    const orphan = await queueMail({ status: "sending", attempts: 1, nextAttemptAt: sql`now() + interval '1 minute'`, claimedBy: randomUUID() });

    expect(await requeueStalledMail(deps)).toBe(3);
    expect(await rowOf(orphan.id)).toMatchObject({ status: "queued", attempts: 1 });
    expect(await rowOf(early.id)).toMatchObject({ status: "queued", attempts: 1, secretPayload: "v1.a.b.c" });
    expect(await rowOf(last.id)).toMatchObject({ status: "failed", secretPayload: null, nextAttemptAt: null });
    expect(await rowOf(running.id)).toMatchObject({ status: "sending" });
    expect((await attemptsOf(early.id)).map((a) => [a.ok, a.error])).toEqual([[false, expect.stringMatching(/interrupted/)]]);
    expect(await dueMailIds(database.db)).toContain(early.id);
  });
});

describe("[MAIL][OUTBOX][EXPIRY]", () => {
  it(`deletes outbox rows older than ${MAIL_DELIVERY.outboxRetentionDays} days with their attempts, and keeps younger ones`, async () => {
    const days = (n: number) => sql`now() - make_interval(days => ${n})`;
    const old = await queueMail({ status: "sent", createdAt: days(MAIL_DELIVERY.outboxRetentionDays + 1) });
    const oldQueued = await queueMail({ createdAt: days(45) });
    const young = await queueMail({ status: "sent", createdAt: days(MAIL_DELIVERY.outboxRetentionDays - 1) });
    const fresh = await queueMail();
    await database.db.insert(mailAttempts).values([
      { mailId: old.id, ok: true },
      { mailId: young.id, ok: true },
    ]);

    expect(await expireOutbox(database.db)).toBe(2);
    const left = await database.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(inArray(mailOutbox.id, [old.id, oldQueued.id, young.id, fresh.id]));
    expect(left.map((r) => r.id).sort()).toEqual([young.id, fresh.id].sort());
    expect(await attemptsOf(old.id)).toEqual([]);
    expect(await attemptsOf(young.id)).toHaveLength(1);
    expect(await expireOutbox(database.db)).toBe(0);
  });
});

describe("[MAIL][SECRET_LINK_CIPHER]", () => {
  const cipher = createSecretLinkCipher("cipher-test-secret-cipher-test-secret-1");
  const link = "http://localhost:3000/api/auth/reset-password/AbC123?callbackURL=%2Fauth";

  it("round-trips a link, with a fresh nonce each time, and never holds it in the clear", () => {
    const a = cipher.encrypt(link);
    const b = cipher.encrypt(link);
    expect(a).not.toBe(b);
    expect(a).not.toContain("AbC123");
    expect(cipher.decrypt(a)).toBe(link);
    expect(cipher.decrypt(b)).toBe(link);
  });

  it("refuses a payload that was altered or made with another key", () => {
    const payload = cipher.encrypt(link);
    const [version, iv, tag, body] = payload.split(".");
    const flipped = Buffer.from(body!, "base64url");
    flipped[0] = flipped[0]! ^ 1;
    expect(() => cipher.decrypt([version, iv, tag, flipped.toString("base64url")].join("."))).toThrow();
    expect(() => createSecretLinkCipher("another-secret-another-secret-another-1").decrypt(payload)).toThrow();
    expect(() => cipher.decrypt("not a payload")).toThrow();
  });
});
