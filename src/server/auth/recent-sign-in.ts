import { and, eq, isNotNull, type SQLWrapper } from "drizzle-orm";
import { APIError, getSessionFromCtx } from "better-auth/api";
import type { Database } from "../db/client";
import { account } from "../db/schema";
import { PASSWORD_PROVIDER_ID } from "./account-linking";

// An account made through GitHub, Google or an OpenID Connect provider, or one that signs in only with
// passkeys, has no password to confirm a security change with. It confirms with a recent sign-in instead:
// the provider (or the passkey) was asked a moment ago, so a session stolen earlier is not enough.

/** How recent the sign-in must be for an account without a password to delete itself or change two-factor. */
export const RECENT_SIGN_IN_MINUTES = 10;

export const SIGN_IN_AGAIN_MESSAGE = `For your safety, sign out and sign in again, then do this within ${RECENT_SIGN_IN_MINUTES} minutes.`;

/** The account row that holds the person's password, for a user id or a user id column (account.service's getMe). */
export function passwordAccountOf(userId: string | SQLWrapper) {
  return and(eq(account.userId, userId), eq(account.providerId, PASSWORD_PROVIDER_ID), isNotNull(account.password));
}

export async function hasPassword(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: account.id }).from(account).where(passwordAccountOf(userId)).limit(1);
  return row !== undefined;
}

/** Whether a session was made (by signing in) within RECENT_SIGN_IN_MINUTES of `now`. */
export function signedInRecently(sessionCreatedAt: Date, now = new Date()): boolean {
  return now.getTime() - sessionCreatedAt.getTime() <= RECENT_SIGN_IN_MINUTES * 60_000;
}

/**
 * Before better-auth's /two-factor/enable and /disable, which it lets an account without a password call
 * with no password (allowPasswordless): such an account must have signed in within RECENT_SIGN_IN_MINUTES.
 * An account with a password is left to better-auth, which asks for it.
 */
export async function requireRecentSignInWithoutPassword(db: Database, ctx: Parameters<typeof getSessionFromCtx>[0]): Promise<void> {
  const current = await getSessionFromCtx(ctx);
  if (!current || (await hasPassword(db, current.user.id))) return;
  if (!signedInRecently(new Date(current.session.createdAt))) {
    throw new APIError("FORBIDDEN", { code: "SIGN_IN_AGAIN", message: SIGN_IN_AGAIN_MESSAGE });
  }
}
