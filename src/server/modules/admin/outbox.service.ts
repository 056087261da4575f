import { desc, eq } from "drizzle-orm";
import type { OutboxEntry } from "../../../shared/schemas/admin";
import type { Database } from "../../db/client";
import { mailOutbox } from "../../db/schema";

/** Mails whose bodies exist to carry a secret link: the outbox view never shows them (issue #9, #13). */
const SECURITY_MAILS = new Set(["password_reset", "email_verification"]);

/** The admin outbox view: recipient, kind, status, attempts, error and body (text and HTML) of each mail, newest first. */
export async function listOutbox(db: Database, opts: { to?: string; limit?: number }): Promise<OutboxEntry[]> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(opts.to ? eq(mailOutbox.toAddress, opts.to.toLowerCase()) : undefined)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(opts.limit ?? 100);
  return rows.map((r) => ({
    id: r.id,
    to: r.toAddress,
    subject: r.subject,
    kind: r.kind,
    status: r.status,
    attempts: r.attempts,
    error: r.error,
    createdAt: r.createdAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
    text: SECURITY_MAILS.has(r.kind) ? null : r.text,
    html: SECURITY_MAILS.has(r.kind) ? null : r.html,
  }));
}
