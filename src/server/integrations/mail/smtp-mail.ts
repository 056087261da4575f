import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { mailOutbox } from "../../db/schema";
import { type MailService, outboxRow } from "./mail-service";
import type { SecretLinkCipher } from "./secret-link-cipher";

/** NOTIFY channel carrying the id of each newly queued mail; the job runner enqueues its delivery. */
export const MAIL_QUEUED_CHANNEL = "mail_queued";

/**
 * SMTP configured: send() only queues. The row, its encrypted secret link and a NOTIFY are written with
 * the caller's executor, so the mail exists exactly when the caller's work commits, and the request
 * never waits for an SMTP server (finding 13: a slow server stalled sign-up, and the reset form's
 * timing told whether an account exists). NOTIFY is delivered on commit only, so no worker looks for a
 * row that is not visible yet; the delivery worker (mail-delivery.ts) sends it.
 */
export function createSmtpMail(opts: { db: Database; cipher: SecretLinkCipher }): MailService {
  return {
    transport: "smtp",
    async send(mail, executor = opts.db) {
      const [row] = await executor
        .insert(mailOutbox)
        .values({
          ...outboxRow(mail, "smtp", "queued"),
          nextAttemptAt: sql`now()`,
          secretPayload: mail.secretLink === undefined ? null : opts.cipher.encrypt(mail.secretLink),
        })
        .returning({ id: mailOutbox.id });
      await executor.execute(sql`select pg_notify(${MAIL_QUEUED_CHANNEL}, ${row!.id})`);
    },
  };
}
