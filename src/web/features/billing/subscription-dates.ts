import type { SubscriptionResponse } from "@shared/schemas/billing";
import { hasFailedPayment } from "./subscription-status";

/**
 * What a person is told about the end of the paid period: it renews on that day, or (when they canceled)
 * it ends then. Null when the provider gave no date, and while a renewal payment is owed: the period it
 * names was not paid for, so it would promise a renewal that is not happening.
 */
export function periodEndNotice(
  subscription: Pick<SubscriptionResponse, "subscriptionEnd" | "cancelAtPeriodEnd" | "status" | "subscribed">,
  locale: string,
): { kind: "renews" | "ends"; date: string } | null {
  if (!subscription.subscriptionEnd || hasFailedPayment(subscription)) return null;
  const date = new Date(subscription.subscriptionEnd);
  if (Number.isNaN(date.getTime())) return null;
  return {
    kind: subscription.cancelAtPeriodEnd ? "ends" : "renews",
    date: date.toLocaleDateString(locale, { year: "numeric", month: "long", day: "numeric" }),
  };
}
