import { eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Database } from "../../db/client";
import { mailOutbox } from "../../db/schema";
import type { Logger } from "../../lib/logger";
import { type MailService, outboxRow } from "./mail-service";

/** Real delivery over SMTP; every mail is also recorded in the outbox with its outcome. */
export function createSmtpMail(opts: {
  db: Database;
  smtpUrl: string;
  from: string;
  logger: Logger;
}): MailService {
  const url = new URL(opts.smtpUrl);
  const transporter = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port) || (url.protocol === "smtps:" ? 465 : 587),
    secure: url.protocol === "smtps:",
    ignoreTLS: url.searchParams.get("tls") === "off",
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
  });
  return {
    transport: "smtp",
    async send(mail) {
      const [row] = await opts.db
        .insert(mailOutbox)
        .values(outboxRow(mail, "smtp", "queued"))
        .returning({ id: mailOutbox.id });
      try {
        await transporter.sendMail({
          from: opts.from,
          to: mail.to,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
        });
        await opts.db
          .update(mailOutbox)
          .set({ status: "sent", sentAt: new Date() })
          .where(eq(mailOutbox.id, row!.id));
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        opts.logger.error({ err: message, kind: mail.kind }, "smtp send failed");
        await opts.db
          .update(mailOutbox)
          .set({ status: "failed", error: message })
          .where(eq(mailOutbox.id, row!.id));
        throw err;
      }
    },
  };
}
