import { createHash } from "node:crypto";
import { and, eq, gt, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { ACCOUNTS } from "../../shared/constants";
import type { Database } from "../db/client";
import { signInFailures } from "../db/schema";
import { addressHash } from "./address-hash";

/**
 * Failed sign-ins, kept in the database so every process counts the same attempts (decisions 0018, 0058).
 * Two counters per address, both keyed by hashes whether or not an account exists, so a lock says nothing
 * about who has one: one per (address, client), locked after ACCOUNTS.signInFailuresBeforeLock, and one
 * for the address from every client, locked after SIGN_IN_FAILURES_BEFORE_ADDRESS_LOCK, so one address
 * cannot be guessed at from many addresses. A guesser locks out their own client, not the owner.
 */

/** Failures of one address from all clients within the window that lock it for everyone. */
export const SIGN_IN_FAILURES_BEFORE_ADDRESS_LOCK = 100;

/**
 * Who is trying: the browser's known-browser id (a signed cookie set when it signed in to this address,
 * known-browser.ts) when it has one, otherwise its IP address (null in-process, without a socket).
 */
export interface SignInClient {
  knownBrowser: string | null;
  ip: string | null;
}

const clientKey = (email: string, client: SignInClient) =>
  createHash("sha256")
    .update(`${addressHash(email)}\n${client.knownBrowser ? `browser:${client.knownBrowser}` : `ip:${client.ip ?? "none"}`}`)
    .digest("hex");

/** Minutes until this client may sign in to this address again; 0 when it may now. */
export async function signInLockMinutesLeft(db: Database, email: string, client: SignInClient): Promise<number> {
  const [row] = await db
    .select({ minutes: sql<string>`ceil(extract(epoch from (max(${signInFailures.lockedUntil}) - now())) / 60)` })
    .from(signInFailures)
    .where(and(inArray(signInFailures.emailHash, [addressHash(email), clientKey(email, client)]), gt(signInFailures.lockedUntil, sql`now()`)));
  return row?.minutes ? Math.max(1, Number(row.minutes)) : 0;
}

export function signInLockedMessage(minutes: number): string {
  return ACCOUNTS.signInLockedMessage.replace("{minutes}", String(minutes));
}

/** Counts one failure for this client and one for the address. */
export async function recordSignInFailure(db: Database, email: string, client: SignInClient): Promise<void> {
  await countFailure(db, clientKey(email, client), ACCOUNTS.signInFailuresBeforeLock);
  await countFailure(db, addressHash(email), SIGN_IN_FAILURES_BEFORE_ADDRESS_LOCK);
}

/**
 * Counts one failure in the current window (a window older than signInFailureWindowMinutes starts over);
 * the failure that reaches the limit locks the key and starts a fresh count for after the lock.
 * One statement, so concurrent failures from several processes all count.
 */
async function countFailure(db: Database, key: string, limit: number): Promise<void> {
  const windowOver = sql`sign_in_failures.window_started_at < now() - make_interval(mins => ${ACCOUNTS.signInFailureWindowMinutes})`;
  const counted = sql`(case when ${windowOver} then 1 else sign_in_failures.failures + 1 end)`;
  const reachesLimit = sql`${counted} >= ${limit}`;
  await db
    .insert(signInFailures)
    .values({ emailHash: key, failures: 1 })
    .onConflictDoUpdate({
      target: signInFailures.emailHash,
      set: {
        failures: sql`case when ${reachesLimit} then 0 else ${counted} end`,
        windowStartedAt: sql`case when ${windowOver} or ${reachesLimit} then now() else sign_in_failures.window_started_at end`,
        lockedUntil: sql`case when ${reachesLimit} then now() + make_interval(mins => ${ACCOUNTS.signInLockMinutes}) else sign_in_failures.locked_until end`,
      },
    });
}

/** A successful sign-in forgets this client's failures (the address's count runs out with its window). */
export async function clearSignInFailures(db: Database, email: string, client: SignInClient): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.emailHash, clientKey(email, client)));
}

/**
 * Deletes the counters that no longer count: their window is over (the next failure would start at 1 again,
 * as with no row) and they hold no lock still running. Every address and client ever tried leaves a row, so
 * without this the table only grows. Runs in the daily expiry job (jobs/mail-jobs.ts). Returns how many.
 */
export async function expireSignInFailures(db: Database): Promise<number> {
  const deleted = await db
    .delete(signInFailures)
    .where(
      and(
        lte(signInFailures.windowStartedAt, sql`now() - make_interval(mins => ${ACCOUNTS.signInFailureWindowMinutes})`),
        or(isNull(signInFailures.lockedUntil), lte(signInFailures.lockedUntil, sql`now()`)),
      ),
    )
    .returning({ emailHash: signInFailures.emailHash });
  return deleted.length;
}
