import { and, eq } from "drizzle-orm";
import { APIError, getSessionFromCtx } from "better-auth/api";
import type { Database } from "../db/client";
import { account } from "../db/schema";
import type { Env } from "../env";
import { PASSWORD_PROVIDER_ID } from "./password-account";

export const PASSWORD_KEPT_MESSAGE =
  "Your password can't be removed: deleting the account and two-factor sign-in ask for it. Connect or remove other sign-in methods instead.";

/**
 * better-auth's account linking, with every choice spelt out (decision 0046). No provider is trusted
 * without the e-mail_verified it reports: an unverified address never joins an existing account (the
 * callback ends in `account_not_linked`, no second account is made). Linking while signed in needs the
 * same address as the account. Signing in through a provider joins an existing account only when that
 * account's own address was confirmed by us, so with EMAIL_VERIFICATION=off (nobody's address is
 * confirmed) it never happens on its own: the person signs in with the password and connects the
 * provider in Settings. The last way to sign in can never be unlinked.
 */
export function accountLinkingOf(env: Env) {
  return {
    enabled: true,
    trustedProviders: [] as string[],
    requireLocalEmailVerified: true,
    disableImplicitLinking: env.EMAIL_VERIFICATION === "off",
    allowDifferentEmails: false,
    allowUnlinkingAll: false,
    updateUserInfoOnLink: false,
  };
}

/**
 * Before better-auth's /unlink-account: the password stays (PASSWORD_KEPT_MESSAGE). better-auth itself
 * refuses to unlink the last account; this only adds the password to what cannot go.
 */
export async function refuseRemovingPassword(
  db: Database,
  ctx: Parameters<typeof getSessionFromCtx>[0] & { body?: unknown },
): Promise<void> {
  const body = (ctx.body ?? {}) as { accountId?: unknown };
  if (typeof body.accountId !== "string") return;
  const session = await getSessionFromCtx(ctx);
  if (!session) return;
  const [row] = await db
    .select({ providerId: account.providerId })
    .from(account)
    .where(and(eq(account.id, body.accountId), eq(account.userId, session.user.id)));
  if (row?.providerId === PASSWORD_PROVIDER_ID) {
    throw new APIError("BAD_REQUEST", { code: "PASSWORD_CANNOT_BE_REMOVED", message: PASSWORD_KEPT_MESSAGE });
  }
}
