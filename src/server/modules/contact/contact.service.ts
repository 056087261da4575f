import { and, count, eq, gt, isNull, min, sql } from "drizzle-orm";
import { CONTACT, PRODUCT_NAME } from "../../../shared/constants";
import type { ContactMessage } from "../../../shared/schemas/contact";
import type { Database } from "../../db/client";
import { contactMessages } from "../../db/schema";
import type { MailService, OutgoingMail } from "../../integrations/mail/mail-service";
import { AppError } from "../../lib/app-error";
import { escapeHtml } from "../mail/render";

export interface ContactDeps {
  db: Database;
  mail: MailService;
  /** Where messages are e-mailed (env SUPPORT_EMAIL). */
  supportEmail: string;
}

/** Who sent a message: the signed-in account, if any, and the client address that keys the limit. */
export interface ContactSender {
  userId?: string;
  ip?: string;
}

const WINDOW_MS = 60 * 60 * 1000;

/** Refused because this address already sent CONTACT.messagesPerHour messages within the hour. */
export class ContactRateLimitedError extends AppError {
  declare readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super("rate_limited", `You have sent ${CONTACT.messagesPerHour} messages in the last hour. Please try again later.`, retryAfterSeconds);
  }
}

/**
 * Stores the message and queues its mail to support in one transaction: both exist or neither, and the
 * visitor's answer never waits for an SMTP server (the delivery worker sends it, with retries). The
 * hourly limit counts stored messages per client address in the database, so it holds across
 * processes and restarts; a transaction-scoped advisory lock per address keeps two simultaneous
 * requests from both slipping under it.
 */
export async function submitContactMessage(
  deps: ContactDeps,
  input: ContactMessage,
  sender: ContactSender,
): Promise<{ id: string }> {
  const ip = sender.ip ?? null;
  const row = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`contact:${ip ?? ""}`}))`);
    const [recent] = await tx
      .select({ sent: count(), oldest: min(contactMessages.createdAt) })
      .from(contactMessages)
      .where(
        and(
          ip === null ? isNull(contactMessages.ip) : eq(contactMessages.ip, ip),
          gt(contactMessages.createdAt, sql`now() - make_interval(secs => ${WINDOW_MS / 1000})`),
        ),
      );
    if (recent && recent.sent >= CONTACT.messagesPerHour) {
      const oldest = recent.oldest ? new Date(recent.oldest).getTime() : Date.now();
      throw new ContactRateLimitedError(Math.max(1, Math.ceil((oldest + WINDOW_MS - Date.now()) / 1000)));
    }
    const [inserted] = await tx
      .insert(contactMessages)
      .values({ ...input, userId: sender.userId ?? null, ip })
      .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
    await deps.mail.send(contactMail({ ...input, ...sender, to: deps.supportEmail, sentAt: inserted!.createdAt }), tx);
    return inserted!;
  });
  return { id: row.id };
}

/** The mail to support. Everything the visitor typed is escaped in the HTML part. */
export function contactMail(m: ContactMessage & ContactSender & { to: string; sentAt: Date }): OutgoingMail {
  // A subject is one header line: no line breaks from the visitor's name.
  const subjectName = m.name.replace(/\s+/g, " ").slice(0, 80);
  const details: Array<[string, string]> = [
    ["Name", m.name],
    ["Email", m.email],
    ["Account", m.userId ?? "not signed in"],
    ["Sent", m.sentAt.toISOString()],
    ["IP address", m.ip ?? "unknown"],
  ];
  const text = [
    `New message from the ${PRODUCT_NAME} contact form. Reply to ${m.email}.`,
    "",
    ...details.map(([label, value]) => `${label}: ${value}`),
    "",
    "Message:",
    m.message,
  ].join("\n");
  const rows = details
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:2px 12px 2px 0;color:#6b7280;font-weight:normal">${label}</th><td>${
          label === "Email" ? `<a href="mailto:${escapeHtml(value)}">${escapeHtml(value)}</a>` : escapeHtml(value)
        }</td></tr>`,
    )
    .join("\n");
  const html = `<p>New message from the ${PRODUCT_NAME} contact form. Reply to <a href="mailto:${escapeHtml(m.email)}">${escapeHtml(m.email)}</a>.</p>
<table style="border-collapse:collapse;font-size:14px">
${rows}
</table>
<p style="margin-top:16px;font-weight:bold">Message:</p>
<div style="white-space:pre-wrap;border-left:3px solid #e5e7eb;padding-left:12px">${escapeHtml(m.message)}</div>`;
  return { to: m.to, subject: `Contact form: ${subjectName}`, text, html, kind: "contact_message" };
}
