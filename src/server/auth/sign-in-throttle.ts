import { and, eq, gt, sql } from "drizzle-orm";
import { ACCOUNTS } from "../../shared/constants";
import type { Database } from "../db/client";
import { signInFailures } from "../db/schema";
import { addressHash } from "./address-hash";

/**
 * Failed sign-ins per account, kept in the database so every process counts the same attempts. Keyed
 * by the address hash whether or not an account exists, so a lock says nothing about who has one.
 */

/** Minutes until sign-ins for this address are allowed again; 0 when they are allowed now. */
export async function signInLockMinutesLeft(db: Database, email: string): Promise<number> {
  const [row] = await db
    .select({ minutes: sql<string>`ceil(extract(epoch from (${signInFailures.lockedUntil} - now())) / 60)` })
    .from(signInFailures)
    .where(and(eq(signInFailures.emailHash, addressHash(email)), gt(signInFailures.lockedUntil, sql`now()`)));
  return row ? Math.max(1, Number(row.minutes)) : 0;
}

export function signInLockedMessage(minutes: number): string {
  return ACCOUNTS.signInLockedMessage.replace("{minutes}", String(minutes));
}

/**
 * Counts one failure in the current window (a window older than signInFailureWindowMinutes starts over);
 * the failure that reaches the limit locks the address and starts a fresh count for after the lock.
 * One statement, so concurrent failures from several processes all count.
 */
export async function recordSignInFailure(db: Database, email: string): Promise<void> {
  const windowOver = sql`sign_in_failures.window_started_at < now() - make_interval(mins => ${ACCOUNTS.signInFailureWindowMinutes})`;
  const counted = sql`(case when ${windowOver} then 1 else sign_in_failures.failures + 1 end)`;
  const reachesLimit = sql`${counted} >= ${ACCOUNTS.signInFailuresBeforeLock}`;
  await db
    .insert(signInFailures)
    .values({ emailHash: addressHash(email), failures: 1 })
    .onConflictDoUpdate({
      target: signInFailures.emailHash,
      set: {
        failures: sql`case when ${reachesLimit} then 0 else ${counted} end`,
        windowStartedAt: sql`case when ${windowOver} or ${reachesLimit} then now() else sign_in_failures.window_started_at end`,
        lockedUntil: sql`case when ${reachesLimit} then now() + make_interval(mins => ${ACCOUNTS.signInLockMinutes}) else sign_in_failures.locked_until end`,
      },
    });
}

/** A successful sign-in forgets the failures. */
export async function clearSignInFailures(db: Database, email: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.emailHash, addressHash(email)));
}
