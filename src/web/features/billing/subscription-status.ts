import { PLANS } from "@shared/constants";
import type { SubscriptionResponse, SubscriptionStatus } from "@shared/schemas/billing";

// What the pages make of GET /api/billing/subscription. The statuses are the provider's (Stripe's).

type Subscription = Pick<SubscriptionResponse, "status" | "subscribed">;

/** Over, or never begun: there is nothing to show or to manage. */
const ENDED: ReadonlySet<SubscriptionStatus> = new Set(["none", "canceled", "incomplete_expired"]);
/** The renewal payment failed: the subscription credits are frozen until the payment method is fixed. */
const PAYMENT_FAILED: ReadonlySet<SubscriptionStatus> = new Set(["past_due", "unpaid"]);
/**
 * A subscription the server will not sell again (409 already_subscribed, billing.service.ts): its plan is
 * changed in the customer portal instead.
 */
const CHANGED_IN_PORTAL: ReadonlySet<SubscriptionStatus> = new Set(["active", "trialing", "past_due", "unpaid", "paused"]);

/** Paid up: the person has a plan and its monthly credits. */
export function isSubscribed(subscription: Subscription | undefined): boolean {
  return subscription?.subscribed === true;
}

/**
 * The subscription when it exists and has not ended (paid up, or waiting on a payment), else null: what
 * Settings and the portal show.
 */
export function ongoingSubscription<T extends Subscription>(subscription: T | undefined): T | null {
  return subscription !== undefined && !ENDED.has(subscription.status) ? subscription : null;
}

/** The last renewal failed: the person is asked to update the payment method. */
export function hasFailedPayment(subscription: Subscription | undefined): boolean {
  return subscription !== undefined && PAYMENT_FAILED.has(subscription.status);
}

/** Plan buttons open the portal rather than a second checkout. */
export function changesPlanInPortal(subscription: Subscription | undefined): boolean {
  return subscription !== undefined && CHANGED_IN_PORTAL.has(subscription.status);
}

/** The name of the plan the next renewal switches to; null when no change is chosen. */
export function pendingPlanName(subscription: Pick<SubscriptionResponse, "pendingPlanId">): string | null {
  return PLANS.find((plan) => plan.id === subscription.pendingPlanId)?.name ?? null;
}

/** The plan's name from the catalogue ('Pro 200'); null when the subscription names no plan we sell. */
export function planName(subscription: Pick<SubscriptionResponse, "productId">): string | null {
  return PLANS.find((plan) => plan.id === subscription.productId)?.name ?? null;
}
