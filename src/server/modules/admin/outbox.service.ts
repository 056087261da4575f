import { desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { mailOutbox } from "../../db/schema";

export async function listOutbox(db: Database, opts: { to?: string; limit?: number }) {
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
    text: r.text,
    html: r.html,
    kind: r.kind,
    status: r.status,
    transport: r.transport,
    createdAt: r.createdAt.toISOString(),
  }));
}
