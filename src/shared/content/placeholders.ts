import {
  CHEAPEST_PLAN,
  CONTACT,
  CREDITS,
  EXTRA_CREDITS_PACK,
  INVITED_START_CREDITS,
  LIMITS,
  PLANS,
  PRODUCT_NAME,
  TERMS,
  formatUsd,
} from "../constants";
import { fillTemplate } from "../fill-template";

// Articles, legal texts and page copy write figures as {{placeholders}}, filled from the constants,
// so no page can disagree with what the product charges or promises (design.md §1.4).

const MOST_EXPENSIVE_PLAN = PLANS.reduce((a, b) => (b.priceUsd > a.priceUsd ? b : a));

export const CONTENT_PLACEHOLDERS: Readonly<Record<string, string>> = {
  productName: PRODUCT_NAME,
  supportEmail: CONTACT.supportEmail,
  refundDays: String(TERMS.refundDays),
  withdrawalDays: String(TERMS.withdrawalDays),
  priceChangeNoticeDays: String(TERMS.priceChangeNoticeDays),
  purchaseInquiryBusinessDays: String(TERMS.purchaseInquiryBusinessDays),
  gdprResponseDays: String(TERMS.gdprResponseDays),
  minimumAge: String(TERMS.minimumAge),
  generationCost: String(CREDITS.generationCost),
  downloadCost: String(CREDITS.downloadCost),
  signUpBonus: String(CREDITS.signUpBonus),
  invitedStartCredits: String(INVITED_START_CREDITS),
  /** Chat turns the free credits pay for when one ZIP download is left over. */
  freeTurnsWithDownload: String(Math.floor((CREDITS.signUpBonus - CREDITS.downloadCost) / CREDITS.generationCost)),
  pricePerCredit: formatUsd(CHEAPEST_PLAN.priceUsd / CHEAPEST_PLAN.monthlyCredits),
  uploadMaxMb: String(Math.round(LIMITS.uploadMaxBytes / (1024 * 1024))),
  referralBonus: String(CREDITS.referralInviteeBonus),
  extraCredits: String(EXTRA_CREDITS_PACK.credits),
  extraCreditsPrice: formatUsd(EXTRA_CREDITS_PACK.priceUsd),
  cheapestPlanPrice: formatUsd(CHEAPEST_PLAN.priceUsd),
  cheapestPlanCredits: String(CHEAPEST_PLAN.monthlyCredits),
  mostExpensivePlanPrice: formatUsd(MOST_EXPENSIVE_PLAN.priceUsd),
  mostExpensivePlanCredits: String(MOST_EXPENSIVE_PLAN.monthlyCredits),
};

export class UnknownPlaceholderError extends Error {
  constructor(readonly names: string[]) {
    super(`Unknown placeholder(s): ${names.map((n) => `{{${n}}}`).join(", ")}`);
  }
}

/** Replaces every {{name}}; an unknown name is an error, so a typo fails the build instead of shipping. */
export function fillPlaceholders(text: string): string {
  const unknown = new Set<string>();
  const filled = fillTemplate(text, CONTENT_PLACEHOLDERS, { onUnknown: (name) => unknown.add(name) });
  if (unknown.size > 0) throw new UnknownPlaceholderError([...unknown]);
  return filled;
}
