import { type PaymentProviderKind, type SubscriptionStatus, subscriptionStatusSchema } from "../../../shared/schemas/billing";

// One small interface for the payment provider (design.md §1.3): Stripe when configured, the local
// test-mode checkout otherwise. Billing events are handled by re-reading the provider's objects through
// `read*`, so what an event's payload says never matters, only what the provider holds now.

/** The provider-neutral kinds of event that change credits or subscription state; anything else is ignored. */
export type BillingEventType =
  | "checkout.completed"
  | "invoice.paid"
  | "invoice.payment_failed"
  | "subscription.updated"
  | "subscription.deleted"
  | "payment.succeeded"
  | "charge.refunded"
  | "dispute.created"
  | "dispute.closed"
  | "ignored";

export interface BillingEvent {
  /** The provider's event id: each is processed once. */
  id: string;
  type: BillingEventType;
  /** The provider's own name for the event (`checkout.session.completed`), for the record. */
  providerType: string;
  /** The id of the object the event is about (session, invoice, subscription, payment, charge, dispute). */
  objectId: string;
}

export interface CheckoutState {
  id: string;
  mode: "subscription" | "payment";
  /** The session is complete and its payment went through. */
  paid: boolean;
  customerId: string | null;
  /** Our user id as we gave it when creating the session (client reference). */
  userId: string | null;
  subscriptionId: string | null;
  paymentId: string | null;
}

export interface SubscriptionState {
  id: string;
  customerId: string;
  userId: string | null;
  status: Exclude<SubscriptionStatus, "none">;
  /** Our plan id for the subscription's price, or null for a price not in our catalogue. */
  planId: string | null;
  /** A plan change scheduled for the next renewal (the local portal); Stripe's portal changes the price at once. */
  pendingPlanId: string | null;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  latestInvoiceId: string | null;
}

export interface InvoiceState {
  id: string;
  customerId: string;
  subscriptionId: string | null;
  paid: boolean;
  /** Only a subscription's first invoice and its renewals start a credit period; a proration does not. */
  startsPeriod: boolean;
  planId: string | null;
  /** The service period the invoice pays for. */
  periodStart: Date;
  periodEnd: Date;
  /** The provider has given up retrying this invoice (the subscription is then past due or unpaid). */
  finalFailure: boolean;
}

export interface PaymentState {
  id: string;
  customerId: string | null;
  userId: string | null;
  succeeded: boolean;
  /** Our pack id, as we gave it when creating the checkout. */
  packId: string | null;
}

/** One card payment (a Stripe Charge): what was paid, what of it went back, and what it paid for. */
export interface ChargeState {
  id: string;
  customerId: string | null;
  /** The payment (intent) the charge belongs to: a pack's purchase is keyed by it. */
  paymentId: string | null;
  /** The subscription invoice the charge paid, when it paid one. */
  invoiceId: string | null;
  /** In the currency's smallest unit. */
  amount: number;
  amountRefunded: number;
}

/** A chargeback: the card holder's bank disputes (part of) a charge. */
export interface DisputeState {
  id: string;
  chargeId: string;
  amount: number;
  /** Still undecided (needs a response or under review); false once won, lost or closed. */
  open: boolean;
  /** The bank decided for us: the money is ours again. */
  won: boolean;
}

export interface CheckoutInput {
  userId: string;
  customerId: string;
  successUrl: string;
  cancelUrl: string;
  item: { mode: "subscription"; planId: string } | { mode: "payment"; packId: string };
}

export interface PaymentProvider {
  kind: PaymentProviderKind;
  /** The customer for this person at the provider, created once (safe to call twice at once). */
  createCustomer(input: { userId: string; email: string }): Promise<string>;
  createCheckout(input: CheckoutInput): Promise<{ url: string }>;
  createPortal(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  /**
   * Checks a webhook's signature against its raw body and returns the event; throws
   * WebhookSignatureError for a missing, wrong or stale signature.
   */
  verifyWebhook(rawBody: string, signature: string | undefined): BillingEvent;
  readCheckout(id: string): Promise<CheckoutState>;
  readSubscription(id: string): Promise<SubscriptionState>;
  readInvoice(id: string): Promise<InvoiceState>;
  readPayment(id: string): Promise<PaymentState>;
  readCharge(id: string): Promise<ChargeState>;
  readDispute(id: string): Promise<DisputeState>;
  /**
   * Pays a one-off payment back in full to the card it came from. `idempotencyKey` makes a retry (after a
   * timeout, say) refund once.
   */
  refundPayment(paymentId: string, idempotencyKey: string): Promise<void>;
  /** Ends every live subscription of the customer at once (the account is being deleted). */
  cancelSubscriptions(customerId: string): Promise<void>;
}

export class WebhookSignatureError extends Error {}

/** Stripe's subscription statuses are ours; anything unknown (or 'none', which Stripe never says) counts as incomplete. */
export function toSubscriptionStatus(status: string): SubscriptionState["status"] {
  const parsed = subscriptionStatusSchema.exclude(["none"]).safeParse(status);
  return parsed.success ? parsed.data : "incomplete";
}
