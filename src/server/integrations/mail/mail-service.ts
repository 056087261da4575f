import type { Database, Transaction } from "../../db/client";
import type { mailOutbox } from "../../db/schema";
import { escapeHtml } from "../../../shared/escape-html";

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
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post on the newsletter). */
  headers?: Record<string, string>;
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

/**
 * The row the outbox keeps: the mail as written, with SECRET_LINK_PLACEHOLDER where a secret link goes.
 * A mail that names a secret link but has no placeholder would reach its recipient without the link,
 * so it is refused; a link that was written into the text anyway is replaced before the row is stored.
 */
export function outboxRow(mail: OutgoingMail, transport: string, status: "stored" | "queued") {
  const link = mail.secretLink;
  if (link !== undefined && !mail.text.includes(SECRET_LINK_PLACEHOLDER)) {
    throw new Error(`mail '${mail.kind}' has a secret link but no SECRET_LINK_PLACEHOLDER in its text`);
  }
  return {
    userId: mail.userId ?? null,
    toAddress: mail.to,
    subject: mail.subject,
    html: link ? withoutLink(mail.html, link) : mail.html,
    text: link ? withoutLink(mail.text, link) : mail.text,
    kind: mail.kind,
    status,
    transport,
    headers: mail.headers ?? null,
  } satisfies typeof mailOutbox.$inferInsert;
}

function withoutLink(content: string, link: string): string {
  return content.replaceAll(link, SECRET_LINK_PLACEHOLDER).replaceAll(escapeHtml(link), SECRET_LINK_PLACEHOLDER);
}

/** The mail as the transport gets it: the secret link where the placeholder stands (escaped in HTML). */
export function withSecretLink(content: { text: string; html: string }, link: string | undefined) {
  if (link === undefined) return content;
  // A function replacement: a link may contain `$&` or `$1`, which a string replacement would expand.
  return {
    text: content.text.replaceAll(SECRET_LINK_PLACEHOLDER, () => link),
    html: content.html.replaceAll(SECRET_LINK_PLACEHOLDER, () => escapeHtml(link)),
  };
}
