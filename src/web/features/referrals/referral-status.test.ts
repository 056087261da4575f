import { describe, expect, it } from "vitest";
import "~/lib/i18n-app";
import { i18n } from "~/lib/i18n";
import { CREDITS } from "@shared/constants";
import type { Me } from "@shared/schemas/account";
import { referralStatus } from "./referral-status";

const t = i18n.getFixedT("en");
const me = (counts: Pick<Me, "referralsCompleted" | "referralsRewarded" | "referralsSameAddress" | "referralsUnconfirmed">) =>
  ({ ...counts }) as Me;

// Issue #34, item 6: a referrer whose friend's bonus was withheld is not shown a plain "1 friend invited".
describe("referralStatus", () => {
  it("says nothing before a friend joined", () => {
    expect(referralStatus(me({ referralsCompleted: 0, referralsRewarded: 0, referralsSameAddress: 0, referralsUnconfirmed: 0 }), t)).toEqual([]);
  });

  it("says what was earned and why a friend earned nothing", () => {
    expect(referralStatus(me({ referralsCompleted: 1, referralsRewarded: 0, referralsSameAddress: 1, referralsUnconfirmed: 0 }), t)).toEqual([
      "1 signed up from your own network address: no bonus for either of you.",
    ]);
    expect(referralStatus(me({ referralsCompleted: 5, referralsRewarded: 2, referralsSameAddress: 1, referralsUnconfirmed: 1 }), t)).toEqual([
      `2 earned you ${2 * CREDITS.referralReferrerBonus} credits.`,
      "1 signed up from your own network address: no bonus for either of you.",
      "1 has not confirmed their e-mail address yet: the bonuses follow the confirmation.",
      `1 earned you nothing: your ${CREDITS.referralRewardsPerMonth} rewards of this month were used, or that address had its bonus before.`,
    ]);
  });
});
