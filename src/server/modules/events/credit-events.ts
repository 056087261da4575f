import { sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";

/** The PostgreSQL channel on which balance changes are announced to every app process. */
export const CREDITS_CHANNEL = "plugsmith_credits";

export interface CreditsChanged {
  userId: string;
  balance: number;
}

/**
 * Announces a balance change. NOTIFY inside a transaction is delivered only when it commits, so a
 * rolled-back spend or grant is never announced.
 */
export async function notifyCreditsChanged(tx: Database | Transaction, change: CreditsChanged): Promise<void> {
  await tx.execute(sql`select pg_notify(${CREDITS_CHANNEL}, ${JSON.stringify(change)})`);
}

export function parseCreditsChanged(payload: string): CreditsChanged | null {
  try {
    const value = JSON.parse(payload) as Partial<CreditsChanged>;
    if (typeof value.userId === "string" && typeof value.balance === "number") {
      return { userId: value.userId, balance: value.balance };
    }
  } catch {
    // A payload we did not write: ignore it.
  }
  return null;
}
