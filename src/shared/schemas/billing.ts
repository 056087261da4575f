import { z } from "zod";
import { EXTRA_CREDITS_PACK, PLANS } from "../constants";

// Shapes of the billing API (design.md §6, issue #12), shared by the server and the web client.
// Prices and credits come from the plan catalogue in constants.ts; these schemas only carry them.

const planIds = PLANS.map((p) => p.id) as [string, ...string[]];
export const planIdSchema = z.enum(planIds);
export type PlanId = z.infer<typeof planIdSchema>;

export const packIdSchema = z.literal(EXTRA_CREDITS_PACK.id);

/** Which payment implementation the server runs: Stripe, or the local test-mode checkout (no real money). */
export const paymentProviderKindSchema = z.enum(["stripe", "local"]);
export type PaymentProviderKind = z.infer<typeof paymentProviderKindSchema>;

export const billingPlanSchema = z.object({
  id: planIdSchema,
  name: z.string(),
  monthlyCredits: z.number().int().positive(),
  /** The monthly price in US dollars, VAT included (purchase terms §4). */
  priceUsd: z.number().positive(),
  popular: z.boolean(),
});
export type BillingPlan = z.infer<typeof billingPlanSchema>;

export const creditPackSchema = z.object({
  id: packIdSchema,
  credits: z.number().int().positive(),
  /** The one-off price in US dollars, VAT included. */
  priceUsd: z.number().positive(),
});
export type CreditPack = z.infer<typeof creditPackSchema>;

/** GET /api/billing/plans: the catalogue, and whether purchases are real (Stripe) or test mode (local). */
export const billingPlansResponseSchema = z.object({
  provider: paymentProviderKindSchema,
  testMode: z.boolean(),
  plans: z.array(billingPlanSchema),
  extraCredits: creditPackSchema,
});
export type BillingPlansResponse = z.infer<typeof billingPlansResponseSchema>;

/** The provider's word for a subscription's state, as last synced (Stripe's statuses; `none` = never subscribed). */
export const subscriptionStatusSchema = z.enum([
  "none",
  "incomplete",
  "incomplete_expired",
  "trialing",
  "active",
  "past_due",
  "unpaid",
  "canceled",
  "paused",
]);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/**
 * GET /api/billing/subscription (spec.md §7 check-subscription). `productId` is the plan id of the
 * current plan (null when not subscribed); `subscriptionEnd` is the end of the paid period (ISO), the
 * renewal date unless `cancelAtPeriodEnd`.
 */
export const subscriptionResponseSchema = z.object({
  subscribed: z.boolean(),
  monthlyCredits: z.number().int().nonnegative(),
  subscriptionEnd: z.string().nullable(),
  productId: planIdSchema.nullable(),
  status: subscriptionStatusSchema,
  cancelAtPeriodEnd: z.boolean(),
  /** The plan that takes over at `subscriptionEnd`'s renewal, if the person chose a change. */
  pendingPlanId: planIdSchema.nullable(),
});
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;

/**
 * POST /api/billing/checkout. `consent` is the buyer's request for immediate delivery of digital content
 * and acknowledgement that the right of withdrawal ends once credits are used (purchase terms §6).
 */
export const checkoutRequestSchema = z.object({
  planId: planIdSchema,
  consent: z.literal(true, { error: "Please confirm immediate delivery of the credits to continue" }),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** POST /api/billing/topup: the 50-credit pack (the only pack). */
export const topupRequestSchema = z.object({
  packId: packIdSchema.default(EXTRA_CREDITS_PACK.id),
  consent: z.literal(true, { error: "Please confirm immediate delivery of the credits to continue" }),
});
export type TopupRequest = z.input<typeof topupRequestSchema>;

/** POST /api/billing/checkout, /topup and /portal: where to send the browser (the provider's page or ours). */
export const redirectUrlResponseSchema = z.object({ url: z.string() });
export type RedirectUrlResponse = z.infer<typeof redirectUrlResponseSchema>;

/** What the portal answers for a person who never bought anything (spec.md §8). */
export const NO_SUBSCRIPTION_HISTORY_MESSAGE = "No subscription history";

// ---- the local checkout (embedded default, test mode) ----

export const localCheckoutStatusSchema = z.enum(["open", "complete", "canceled"]);

/** GET /api/billing/local/sessions/:id: what the local checkout page shows. */
export const localCheckoutSessionSchema = z.object({
  id: z.string(),
  testMode: z.literal(true),
  status: localCheckoutStatusSchema,
  mode: z.enum(["subscription", "payment"]),
  /** The plan (subscription) or the pack (payment) being bought. */
  itemId: z.string(),
  itemName: z.string(),
  credits: z.number().int().positive(),
  priceUsd: z.number().positive(),
  successUrl: z.string(),
  cancelUrl: z.string(),
});
export type LocalCheckoutSession = z.infer<typeof localCheckoutSessionSchema>;

/** POST /api/billing/local/sessions/:id/complete and /cancel: where the browser goes next. */
export const localCheckoutResultSchema = z.object({ redirectUrl: z.string() });

/**
 * POST /api/billing/local/portal/:action: the portal substitute (test mode). cancel / resume: at the end of
 * the period or not; renew / fail: the month is over now, paid or finally failed; end: the subscription ends now.
 */
export const localPortalActionSchema = z.enum(["cancel", "resume", "renew", "fail", "end"]);
export type LocalPortalAction = z.infer<typeof localPortalActionSchema>;

/** POST /api/billing/local/portal/plan: the plan the next renewal switches to (the current plan: no change). */
export const localPlanChangeSchema = z.object({ planId: planIdSchema });

// ---- refunds of extra-credit packs (admin, purchase terms §7) ----

/**
 * Where a bought pack stands: `refundable`; `refunded`; `refund_pending` (its credits were removed but the
 * provider has not confirmed the money went back: refunding again retries only that); or why not:
 * `too_old` (over TERMS.refundDays), `used` (the other credits fell below their value after the purchase).
 */
export const packPurchaseStateSchema = z.enum(["refundable", "refunded", "refund_pending", "too_old", "used"]);
export type PackPurchaseState = z.infer<typeof packPurchaseStateSchema>;

/** GET /api/admin/users/:userId/purchases: one row per pack bought (newest first). */
export const packPurchaseSchema = z.object({
  /** The ledger row of the grant: what POST …/purchases/:transactionId/refund names. */
  transactionId: z.string(),
  paymentId: z.string(),
  credits: z.number().int().positive(),
  priceUsd: z.number().positive(),
  purchasedAt: z.string(),
  state: packPurchaseStateSchema,
});
export type PackPurchase = z.infer<typeof packPurchaseSchema>;
