import type { SubscriptionResponse } from "@shared/schemas/billing";

/**
 * What a person is told about the end of the paid period: it renews on that day, or (when they canceled)
 * it ends then. Null when the provider gave no date.
 */
export function periodEndNotice(
  subscription: Pick<SubscriptionResponse, "subscriptionEnd" | "cancelAtPeriodEnd">,
  locale: string,
): { kind: "renews" | "ends"; date: string } | null {
  if (!subscription.subscriptionEnd) return null;
  const date = new Date(subscription.subscriptionEnd);
  if (Number.isNaN(date.getTime())) return null;
  return {
    kind: subscription.cancelAtPeriodEnd ? "ends" : "renews",
    date: date.toLocaleDateString(locale, { year: "numeric", month: "long", day: "numeric" }),
  };
}
