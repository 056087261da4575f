import type { MailLanguage } from "./schemas/account";

// A sign-up through GitHub, Google or an OpenID Connect provider leaves for the provider and comes back to
// better-auth's callback, which makes the account. What the e-mail sign-up form sends in its body (the
// invite code of /auth?ref=…, the app's language for the person's mails) rides along in a short-lived
// cookie set by /auth just before leaving, read by the callback's account set-up (server/auth/oauth-sign-up.ts).

export const PROVIDER_SIGN_UP_COOKIE = "plugsmith_provider_sign_up";
/** Long enough for a sign-in at the provider, short enough not to apply to a later, unrelated sign-up. */
export const PROVIDER_SIGN_UP_COOKIE_SECONDS = 10 * 60;

export interface ProviderSignUp {
  referralCode: string | null;
  language: MailLanguage | null;
}

export function encodeProviderSignUp(value: ProviderSignUp): string {
  const params = new URLSearchParams();
  if (value.referralCode) params.set("ref", value.referralCode.slice(0, 32));
  if (value.language) params.set("lang", value.language);
  return encodeURIComponent(params.toString());
}

/** The cookie's value as the browser sent it back; anything unexpected reads as nothing. */
export function decodeProviderSignUp(raw: string | null | undefined): ProviderSignUp {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(decodeURIComponent(raw ?? ""));
  } catch {
    return { referralCode: null, language: null };
  }
  const ref = params.get("ref")?.trim().slice(0, 32) || null;
  // Checked by hand rather than with mailLanguageSchema: /auth imports this, and zod stays off its first load.
  const lang = params.get("lang");
  return { referralCode: ref, language: lang === "en" || lang === "sv" ? lang : null };
}
