import { useMemo } from "react";
import {
  CHEAPEST_PLAN,
  CREDITS,
  EXTRA_CREDITS_PACK,
  INVITED_START_CREDITS,
  LIMITS,
  PLANS,
  PRODUCT_NAME,
  TERMS,
  formatUsd,
} from "@shared/constants";
import { fill, usePageCopy, type PageCopy } from "~/lib/page-copy";

// The figures marketing copy may quote, all read from src/shared/constants.ts. Copy files write
// `{{signUpBonus}}`, never "10" (design.md §1.4); a unit test keeps typed figures out of them.

const LARGEST_PLAN = PLANS.reduce((a, b) => (b.monthlyCredits > a.monthlyCredits ? b : a));

export const COPY_VALUES = {
  productName: PRODUCT_NAME,
  signUpBonus: CREDITS.signUpBonus,
  invitedStartCredits: INVITED_START_CREDITS,
  generationCost: CREDITS.generationCost,
  downloadCost: CREDITS.downloadCost,
  /** Chat turns the free credits pay for when one ZIP download is left over. */
  freeTurnsWithDownload: Math.floor((CREDITS.signUpBonus - CREDITS.downloadCost) / CREDITS.generationCost),
  cheapestPlanPrice: formatUsd(CHEAPEST_PLAN.priceUsd),
  cheapestPlanCredits: CHEAPEST_PLAN.monthlyCredits,
  largestPlanCredits: LARGEST_PLAN.monthlyCredits,
  pricePerCredit: formatUsd(CHEAPEST_PLAN.priceUsd / CHEAPEST_PLAN.monthlyCredits),
  extraCredits: EXTRA_CREDITS_PACK.credits,
  extraPrice: formatUsd(EXTRA_CREDITS_PACK.priceUsd),
  uploadMaxMb: Math.round(LIMITS.uploadMaxBytes / (1024 * 1024)),
  refundDays: TERMS.refundDays,
} as const satisfies Record<string, string | number>;

export type CopyValueName = keyof typeof COPY_VALUES;

/** Fills every `{{placeholder}}` in every string of a copy tree (objects and arrays, any depth). */
export function fillCopy<T>(copy: T, values: Readonly<Record<string, string | number>> = COPY_VALUES): T {
  if (typeof copy === "string") return fill(copy, values) as T;
  if (Array.isArray(copy)) return copy.map((item: unknown) => fillCopy(item, values)) as T;
  if (copy !== null && typeof copy === "object") {
    return Object.fromEntries(
      Object.entries(copy).map(([key, value]) => [key, fillCopy(value, values)]),
    ) as T;
  }
  return copy;
}

/** The page's copy in the visitor's language, with every figure filled in. */
export function useMarketingCopy<T>(copy: PageCopy<T>): T {
  const raw = usePageCopy(copy);
  return useMemo(() => fillCopy(raw), [raw]);
}
