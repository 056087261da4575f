import type { Database, Transaction } from "../../db/client";
import type { mailOutbox } from "../../db/schema";

/**
 * Where a secret link (password reset, e-mail verification) stands in a mail's text and HTML. The
 * outbox keeps the mail with this placeholder, never the link itself: the link is stored encrypted
 * beside it and put in only when the mail is handed to the transport (issue #9, finding 3).
 */
export const SECRET_LINK_PLACEHOLDER = "[link removed from the stored copy]";

export interface OutgoingMail {
  to: string;
  subject: string;
  /** With `secretLink`, contains SECRET_LINK_PLACEHOLDER where the link goes. */
  html: string;
  text: string;
  /** What the mail is, for the outbox listing: 'password_reset', 'welcome', 'template_test', … */
  kind: string;
  /** The account the mail concerns; its mail is deleted with it. */
  userId?: string;
  /** A link that must never be readable from the outbox; replaces SECRET_LINK_PLACEHOLDER when sent. */
  secretLink?: string;
}

/** The one interface for sending mail (design.md §1.3). */
export interface MailService {
  readonly transport: "outbox" | "smtp";
  /**
   * Queues the mail: writes it to the outbox with `executor` (pass the caller's transaction so the mail
   * exists exactly when the caller's work commits) and returns at once. Delivery happens in a worker.
   */
  send(mail: OutgoingMail, executor?: Database | Transaction): Promise<void>;
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
