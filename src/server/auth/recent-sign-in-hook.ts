import { APIError, getSessionFromCtx } from "better-auth/api";
import type { Database } from "../db/client";
import { hasPassword } from "./password-account";
import { SIGN_IN_AGAIN_MESSAGE, signedInRecently } from "./recent-sign-in";

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
