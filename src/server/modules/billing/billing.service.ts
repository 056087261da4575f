import { eq, sql } from "drizzle-orm";
import { EXTRA_CREDITS_PACK, PLANS } from "../../../shared/constants";
import {
  NO_SUBSCRIPTION_HISTORY_MESSAGE,
  type BillingPlansResponse,
  type PlanId,
  type SubscriptionResponse,
  type SubscriptionStatus,
  planIdSchema,
  subscriptionStatusSchema,
} from "../../../shared/schemas/billing";
import type { Database } from "../../db/client";
import { subscriptions } from "../../db/schema";
import type { PaymentProvider } from "../../integrations/payments/payment-provider";
import { AppError } from "../../lib/app-error";

// Plans, subscription status, and the three ways to the provider's pages (spec.md §7: check-subscription,
// create-checkout, create-payment, customer-portal). Credits change only in billing-events.service.ts.

export interface BillingDeps {
  db: Database;
  payments: PaymentProvider;
  siteUrl: string;
}

/** Statuses that count as subscribed: the person has a plan and its credits (spec.md's `subscribed`). */
const SUBSCRIBED = new Set<string>(["active", "trialing"]);
/** Statuses of a subscription that is over (or never began): it names no plan any more. */
const ENDED_STATUSES = new Set<string>(["canceled", "incomplete_expired"]);
/** Statuses in which a new checkout would make a second subscription. */
const BLOCKS_NEW_CHECKOUT = new Set<string>(["active", "trialing", "past_due", "unpaid", "paused"]);

export function listPlans(payments: PaymentProvider): BillingPlansResponse {
  return {
    provider: payments.kind,
    testMode: payments.kind === "local",
    plans: PLANS.map((p) => ({
      id: planIdSchema.parse(p.id),
      name: p.name,
      monthlyCredits: p.monthlyCredits,
      priceUsd: p.priceUsd,
      popular: p.popular ?? false,
    })),
    extraCredits: { id: EXTRA_CREDITS_PACK.id, credits: EXTRA_CREDITS_PACK.credits, priceUsd: EXTRA_CREDITS_PACK.priceUsd },
  };
}

export async function getSubscription(db: Database, userId: string): Promise<SubscriptionResponse> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  if (!row || !row.subscriptionId) {
    return {
      subscribed: false,
      monthlyCredits: 0,
      subscriptionEnd: null,
      productId: null,
      status: "none",
      cancelAtPeriodEnd: false,
      pendingPlanId: null,
    };
  }
  const status: SubscriptionStatus = subscriptionStatusSchema.catch("incomplete").parse(row.status);
  const subscribed = SUBSCRIBED.has(status);
  const plan = planIdSchema.safeParse(row.planId);
  const pending = planIdSchema.safeParse(row.pendingPlanId);
  return {
    subscribed,
    monthlyCredits: subscribed ? row.monthlyCredits : 0,
    subscriptionEnd: row.currentPeriodEnd ? row.currentPeriodEnd.toISOString() : null,
    // The plan while the subscription exists, paid up or waiting on a failed payment; none once it ended.
    productId: !ENDED_STATUSES.has(status) && plan.success ? plan.data : null,
    status,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    // Only a subscription that will renew changes plan at its renewal.
    pendingPlanId: !ENDED_STATUSES.has(status) && !row.cancelAtPeriodEnd && pending.success ? pending.data : null,
  };
}

/**
 * The person's customer id at the current provider, created at the provider on first use. The row is
 * written only where it has none of this provider yet, so two racing checkouts keep one customer (the
 * provider's side is made idempotent by the provider implementation).
 */
export async function ensureCustomer(deps: BillingDeps, person: { id: string; email: string }): Promise<string> {
  const { db, payments } = deps;
  const [existing] = await db.select().from(subscriptions).where(eq(subscriptions.userId, person.id));
  if (existing?.customerId && existing.provider === payments.kind) return existing.customerId;
  const customerId = await payments.createCustomer({ userId: person.id, email: person.email });
  await db
    .insert(subscriptions)
    .values({ userId: person.id, provider: payments.kind, customerId })
    .onConflictDoUpdate({
      target: subscriptions.userId,
      set: { provider: payments.kind, customerId, updatedAt: sql`now()` },
      setWhere: sql`${subscriptions.customerId} is null or ${subscriptions.provider} <> ${payments.kind}`,
    });
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, person.id));
  return row!.customerId!;
}

export async function startCheckout(
  deps: BillingDeps,
  person: { id: string; email: string },
  planId: PlanId,
): Promise<{ url: string }> {
  const [row] = await deps.db.select().from(subscriptions).where(eq(subscriptions.userId, person.id));
  if (row?.subscriptionId && row.provider === deps.payments.kind && BLOCKS_NEW_CHECKOUT.has(row.status)) {
    throw new AppError(
      "already_subscribed",
      "You already have a subscription. Change your plan under Manage Subscription.",
    );
  }
  const customerId = await ensureCustomer(deps, person);
  const site = deps.siteUrl.replace(/\/$/, "");
  return deps.payments.createCheckout({
    userId: person.id,
    customerId,
    successUrl: `${site}/dashboard?success=true`,
    cancelUrl: `${site}/pricing`,
    item: { mode: "subscription", planId },
  });
}

export async function startTopup(deps: BillingDeps, person: { id: string; email: string }): Promise<{ url: string }> {
  const customerId = await ensureCustomer(deps, person);
  const site = deps.siteUrl.replace(/\/$/, "");
  return deps.payments.createCheckout({
    userId: person.id,
    customerId,
    successUrl: `${site}/dashboard?payment_success=true&credits=${EXTRA_CREDITS_PACK.credits}`,
    cancelUrl: `${site}/pricing`,
    item: { mode: "payment", packId: EXTRA_CREDITS_PACK.id },
  });
}

/** The person's customer id at the current provider, or 404 'No subscription history' (spec.md §8). */
export async function customerOf(deps: BillingDeps, userId: string): Promise<string> {
  const [row] = await deps.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  if (!row?.customerId || row.provider !== deps.payments.kind) {
    throw new AppError("no_customer", NO_SUBSCRIPTION_HISTORY_MESSAGE);
  }
  return row.customerId;
}

export async function openPortal(deps: BillingDeps, userId: string): Promise<{ url: string }> {
  const customerId = await customerOf(deps, userId);
  return deps.payments.createPortal({ customerId, returnUrl: `${deps.siteUrl.replace(/\/$/, "")}/settings` });
}

/**
 * Ends the person's subscriptions at the provider before their account is deleted (purchase terms §8: no
 * further payments). A provider that does not answer stops the deletion: 502, the account stays.
 */
export async function cancelSubscriptionsOf(deps: Omit<BillingDeps, "siteUrl">, userId: string): Promise<void> {
  const [row] = await deps.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  if (!row?.customerId || row.provider !== deps.payments.kind) return;
  try {
    await deps.payments.cancelSubscriptions(row.customerId);
  } catch {
    throw new AppError(
      "subscription_cancel_failed",
      "Your subscription could not be cancelled, so your account was not deleted. Please try again in a minute.",
    );
  }
}
