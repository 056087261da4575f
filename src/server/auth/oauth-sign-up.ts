import { parse as parseCookies } from "hono/utils/cookie";
import { decodeProviderSignUp, PROVIDER_SIGN_UP_COOKIE } from "../../shared/provider-sign-up";
import type { Database } from "../db/client";
import type { Env } from "../env";
import { CLIENT_IP_HEADER } from "../http/client-ip";
import type { MailService } from "../integrations/mail/mail-service";
import type { Logger } from "../lib/logger";
import { setUpNewAccount } from "../modules/account/account.service";
import { sendWelcomeMail } from "../modules/mail/welcome-mail";
import type { UnsubscribeTokens } from "../modules/newsletter/unsubscribe-token";
import { grantVerifiedBonuses } from "../modules/referrals/verified-bonuses";

/** better-auth's OAuth callback, shared by GitHub, Google and the generic-oauth (OpenID Connect) provider. */
const OAUTH_CALLBACK_PATH = "/callback/:id";

/** What better-auth tells a database hook about the request (its endpoint context, or null). */
interface HookContext {
  path?: string | undefined;
  headers?: Headers | undefined;
}

/** Whether a user row is being written by an OAuth callback (a sign-up through a provider). */
export function isOAuthCallback(context: HookContext | null | undefined): boolean {
  return context?.path === OAUTH_CALLBACK_PATH;
}

/** The full name a provider gave, else the part of the address before the @ (GitHub allows no name). */
export function fullNameFromProvider(name: string | null | undefined, email: string): string {
  const given = (name ?? "").trim().slice(0, 200);
  return given || email.split("@")[0] || email;
}

/**
 * What an account made through a provider gets, like one made with a password: profile, balance row,
 * invite code, the invite code it came with and its language (from /auth's cookie). The sign-up bonus comes now when the provider vouched for the address (or confirmation
 * is off); otherwise better-auth has mailed a confirmation link and the bonus waits for it.
 */
export async function setUpOAuthAccount(
  deps: { db: Database; mail: MailService; logger: Logger; env: Env; tokens: UnsubscribeTokens },
  created: { id: string; email: string; name: string; emailVerified: boolean },
  context: HookContext | null | undefined,
): Promise<void> {
  const fullName = fullNameFromProvider(created.name, created.email);
  const cookie = parseCookies(context?.headers?.get("cookie") ?? "", PROVIDER_SIGN_UP_COOKIE)[PROVIDER_SIGN_UP_COOKIE];
  const { referralCode, language } = decodeProviderSignUp(cookie);
  await setUpNewAccount(deps.db, {
    userId: created.id,
    email: created.email,
    fullName,
    referralCode,
    language: language ?? undefined,
    signupIp: context?.headers?.get(CLIENT_IP_HEADER) ?? null,
  });
  if (created.emailVerified && (await grantVerifiedBonuses(deps.db, created.id))) {
    await sendWelcomeMail(deps, { userId: created.id, email: created.email, name: fullName });
  }
}
