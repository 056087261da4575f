import type { mailOutbox } from "../../db/schema";

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** What the mail is, for the outbox listing: 'password_reset', 'welcome', 'template_test', … */
  kind: string;
  /** The account the mail concerns; its mail is deleted with it. */
  userId?: string;
}

/** The one interface for sending mail (design.md §1.3). */
export interface MailService {
  readonly transport: "outbox" | "smtp";
  send(mail: OutgoingMail): Promise<void>;
}

export function outboxRow(mail: OutgoingMail, transport: string, status: "stored" | "queued") {
  return {
    userId: mail.userId ?? null,
    toAddress: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    kind: mail.kind,
    status,
    transport,
  } satisfies typeof mailOutbox.$inferInsert;
}
