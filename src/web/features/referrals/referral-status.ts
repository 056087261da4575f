import type { TFunction } from "i18next";
import { CREDITS } from "@shared/constants";
import type { Me } from "@shared/schemas/account";

/**
 * How the person's invitations went, one sentence each (issue #34, item 6): what they earned, and why a
 * friend who joined earned them nothing (one client address, an unconfirmed address, or the monthly cap
 * and addresses that had their bonus before). Nothing while no friend has joined.
 */
export function referralStatus(me: Me, t: TFunction): string[] {
  if (me.referralsCompleted === 0) return [];
  const unpaid = me.referralsCompleted - me.referralsRewarded - me.referralsSameAddress - me.referralsUnconfirmed;
  const lines: string[] = [];
  if (me.referralsRewarded > 0) {
    lines.push(t("referrals.rewarded", { count: me.referralsRewarded, credits: me.referralsRewarded * CREDITS.referralReferrerBonus }));
  }
  if (me.referralsSameAddress > 0) lines.push(t("referrals.sameAddress", { count: me.referralsSameAddress }));
  if (me.referralsUnconfirmed > 0) lines.push(t("referrals.unconfirmed", { count: me.referralsUnconfirmed }));
  if (unpaid > 0) lines.push(t("referrals.unpaid", { count: unpaid, limit: CREDITS.referralRewardsPerMonth }));
  return lines;
}
