import { describe, expect, it } from "vitest";
import "~/lib/i18n-app";
import { i18n } from "~/lib/i18n";
import { linkErrorMessage, oauthErrorMessage } from "./oauth-error";

const t = i18n.getFixedT("en");

describe("[AUTH][PROVIDERS] what a failed provider round trip says", () => {
  it("says nothing without an error, or for a reset link's error (the expired-link notice covers it)", () => {
    expect(oauthErrorMessage(t, null)).toBeNull();
    expect(oauthErrorMessage(t, "")).toBeNull();
    expect(oauthErrorMessage(t, "INVALID_TOKEN")).toBeNull();
  });

  it("explains an existing account and an unverified address in words, and names any other code", () => {
    expect(oauthErrorMessage(t, "account_not_linked")).toMatch(/already exists.*Sign in with your password.*Connected identities/);
    expect(oauthErrorMessage(t, "email_not_verified")).toMatch(/not verified/);
    expect(oauthErrorMessage(t, "state_mismatch")).toMatch(/did not work \(state_mismatch\)/);
    expect(oauthErrorMessage(t, "x".repeat(500))).toHaveLength(t("auth.providers.errors.generic", { code: "x".repeat(60) }).length);
  });

  it("tells Settings why connecting failed, with the account's address when they differ", () => {
    expect(linkErrorMessage(t, "email_does_not_match", "ann@example.com")).toMatch(/Only an identity with ann@example.com/);
    expect(linkErrorMessage(t, "unable_to_link_account", "ann@example.com")).toMatch(/not verified/);
    expect(linkErrorMessage(t, "invalid_code", "ann@example.com")).toMatch(/\(invalid_code\)/);
  });
});
