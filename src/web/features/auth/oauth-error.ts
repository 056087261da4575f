import type { TFunction } from "i18next";

/** Reset links come back with this; /auth shows it as the expired-link notice instead. */
const RESET_LINK_ERROR = "INVALID_TOKEN";

/**
 * What to tell a person sent back to /auth by a provider sign-in that did not work (better-auth's
 * ?error=… code), or null when the address carries no such error.
 */
export function oauthErrorMessage(t: TFunction, code: string | null): string | null {
  if (!code || code === RESET_LINK_ERROR) return null;
  switch (code) {
    case "account_not_linked":
      return t("auth.providers.errors.account_not_linked");
    case "email_not_found":
      return t("auth.providers.errors.email_not_found");
    case "email_not_verified":
      return t("auth.providers.errors.email_not_verified");
    case "access_denied":
      return t("auth.providers.errors.access_denied");
    case "signup_disabled":
      return t("auth.providers.errors.signup_disabled");
    default:
      return t("auth.providers.errors.generic", { code: code.slice(0, 60) });
  }
}

/** What to tell a person sent back to Settings when connecting a provider did not work. */
export function linkErrorMessage(t: TFunction, code: string, email: string): string {
  switch (code) {
    case "email_does_not_match":
      return t("settings.identities.errors.email_does_not_match", { email });
    case "unable_to_link_account":
      return t("settings.identities.errors.unable_to_link_account");
    case "account_already_linked_to_different_user":
      return t("settings.identities.errors.account_already_linked_to_different_user");
    default:
      return t("settings.identities.errors.generic", { code: code.slice(0, 60) });
  }
}
