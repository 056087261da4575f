import { describe, expect, it } from "vitest";
import { readEmailVerified, readReferralOutcome } from "./referral-outcome";

describe("readReferralOutcome", () => {
  it("reads each outcome the server can send", () => {
    for (const outcome of ["none", "applied", "invalid", "self", "used"] as const) {
      expect(readReferralOutcome({ token: "t", user: {}, referral: outcome })).toBe(outcome);
    }
  });

  it("treats a missing or unknown value as none", () => {
    expect(readReferralOutcome(null)).toBe("none");
    expect(readReferralOutcome({ token: "t" })).toBe("none");
    expect(readReferralOutcome({ referral: "bonus" })).toBe("none");
  });
});

describe("readEmailVerified", () => {
  it("is true only when the sign-up answer says the address is confirmed", () => {
    expect(readEmailVerified({ user: { emailVerified: true } })).toBe(true);
    expect(readEmailVerified({ user: { emailVerified: false } })).toBe(false);
    expect(readEmailVerified({ token: "t" })).toBe(false);
    expect(readEmailVerified(null)).toBe(false);
  });
});
