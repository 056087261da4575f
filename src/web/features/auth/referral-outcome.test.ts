import { describe, expect, it } from "vitest";
import "~/lib/i18n-app";
import { CREDITS } from "@shared/constants";
import { bonusNotices, readBonuses, readEmailVerified, readReferralOutcome } from "./referral-outcome";

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

// Issue #34, item 6: every notice says what was granted, and why not when not.
describe("bonusNotices", () => {
  const title = "Account created!";

  it("states the figures the server granted", () => {
    expect(bonusNotices({ signUp: 10, invitation: 10, invited: true, withheld: null }, title)).toEqual([
      { kind: "success", title, description: "You received 10 welcome credits and an invitation bonus of 10 credits." },
    ]);
    expect(bonusNotices({ signUp: 10, invitation: 0, invited: false, withheld: null }, title)).toEqual([
      { kind: "success", title, description: "You received 10 welcome credits." },
    ]);
  });

  it("never says an invitation bonus was added when one client address withheld it, and says why", () => {
    const notices = bonusNotices({ signUp: CREDITS.signUpBonus, invitation: 0, invited: true, withheld: "same_address" }, title);
    expect(notices.map((n) => n.description).join(" ")).not.toMatch(/invitation bonus of/);
    expect(notices).toEqual([
      { kind: "success", title, description: `You received ${CREDITS.signUpBonus} welcome credits.` },
      {
        kind: "warning",
        title: "No invitation bonus",
        description:
          "You signed up from the same network address as the friend who invited you, so neither of you gets the invitation bonus (our rule against bonus farming).",
      },
    ]);
  });

  it("tells a re-created account why it starts with 0 credits", () => {
    const notices = bonusNotices({ signUp: 0, invitation: 0, invited: false, withheld: "address_used" }, title);
    expect(notices[1]).toEqual({
      kind: "warning",
      title: "No welcome credits",
      description:
        "This e-mail address received its welcome credits with an earlier account: they are given once per address, so this account starts with 0 credits.",
    });
    expect(notices[0]!.description).not.toMatch(/credits/);
  });
});

describe("readBonuses", () => {
  it("reads the sign-up answer's bonuses, and null when absent or malformed", () => {
    const bonuses = { signUp: 0, invitation: 0, invited: true, withheld: "unconfirmed" };
    expect(readBonuses({ bonuses })).toEqual(bonuses);
    expect(readBonuses({ token: "t" })).toBeNull();
    expect(readBonuses({ bonuses: { signUp: "10" } })).toBeNull();
  });
});
