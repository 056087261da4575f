// An account made through GitHub, Google or an OpenID Connect provider, or one that signs in only with
// passkeys, has no password to confirm a security change with. It confirms with a recent sign-in instead:
// the provider (or the passkey) was asked a moment ago, so a session stolen earlier is not enough.
// (Its better-auth hook is recent-sign-in-hook.ts: this file loads no better-auth, decision 0081.)

/** How recent the sign-in must be for an account without a password to delete itself or change two-factor. */
export const RECENT_SIGN_IN_MINUTES = 10;

export const SIGN_IN_AGAIN_MESSAGE = `For your safety, sign out and sign in again, then do this within ${RECENT_SIGN_IN_MINUTES} minutes.`;

/** Whether a session was made (by signing in) within RECENT_SIGN_IN_MINUTES of `now`. */
export function signedInRecently(sessionCreatedAt: Date, now = new Date()): boolean {
  return now.getTime() - sessionCreatedAt.getTime() <= RECENT_SIGN_IN_MINUTES * 60_000;
}
