import { and, count, eq, gt, sql } from "drizzle-orm";
import { ACCOUNTS } from "../../shared/constants";
import type { Database } from "../db/client";
import { mailOutbox } from "../db/schema";

/**
 * Whether this address has been sent its hourly share of confirmation mails. Counted from the outbox,
 * which every process writes, so the limit holds across processes and restarts.
 */
export async function verificationMailsLimitReached(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.kind, "email_verification"),
        eq(sql`lower(${mailOutbox.toAddress})`, email.toLowerCase()),
        gt(mailOutbox.createdAt, sql`now() - interval '1 hour'`),
      ),
    );
  return Number(row?.n ?? 0) >= ACCOUNTS.verificationMailsPerHour;
}
