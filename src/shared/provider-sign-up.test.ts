import { describe, expect, it } from "vitest";
import { decodeProviderSignUp, encodeProviderSignUp } from "./provider-sign-up";

describe("[AUTH][PROVIDER_SIGN_UP] the cookie /auth sets before leaving for a provider", () => {
  it("carries the invite code and the language there and back", () => {
    expect(decodeProviderSignUp(encodeProviderSignUp({ referralCode: "AB12CD34", language: "sv" }))).toEqual({ referralCode: "AB12CD34", language: "sv" });
    expect(decodeProviderSignUp(encodeProviderSignUp({ referralCode: null, language: "en" }))).toEqual({ referralCode: null, language: "en" });
  });

  it("reads anything else as nothing: no cookie, broken escapes, an unknown language, an overlong code", () => {
    expect(decodeProviderSignUp(null)).toEqual({ referralCode: null, language: null });
    expect(decodeProviderSignUp("%E0%A4%A")).toEqual({ referralCode: null, language: null });
    expect(decodeProviderSignUp(encodeURIComponent("lang=de&ref=%20%20"))).toEqual({ referralCode: null, language: null });
    expect(decodeProviderSignUp(encodeURIComponent(`ref=${"X".repeat(500)}`)).referralCode).toHaveLength(32);
  });
});
