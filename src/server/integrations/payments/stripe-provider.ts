import Stripe from "stripe";
import type {
  BillingEvent,
  BillingEventType,
  ChargeState,
  CheckoutInput,
  DisputeState,
  CheckoutState,
  InvoiceState,
  PaymentProvider,
  PaymentState,
  SubscriptionState,
} from "./payment-provider";
import { WebhookSignatureError, toSubscriptionStatus } from "./payment-provider";

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Our catalogue id (plan or pack) → Stripe price id. */
  prices: Readonly<Record<string, string>>;
  /** Another API base (a local fake in tests): host, port and protocol are taken from it. */
  apiBase?: string;
  /** Seconds a signature stays valid (Stripe's default 300). */
  webhookToleranceSeconds?: number;
}

/** Stripe's event names → the kinds we handle; everything else is recorded and ignored. */
const EVENT_TYPES: Record<string, BillingEventType> = {
  "checkout.session.completed": "checkout.completed",
  "checkout.session.async_payment_succeeded": "checkout.completed",
  "invoice.paid": "invoice.paid",
  "invoice.payment_succeeded": "invoice.paid",
  "invoice.payment_failed": "invoice.payment_failed",
  "customer.subscription.created": "subscription.updated",
  "customer.subscription.updated": "subscription.updated",
  "customer.subscription.deleted": "subscription.deleted",
  "payment_intent.succeeded": "payment.succeeded",
  "charge.refunded": "charge.refunded",
  "charge.dispute.created": "dispute.created",
  "charge.dispute.closed": "dispute.closed",
};

/** A dispute in these statuses is decided (or was only an inquiry that closed): it no longer blocks renewals. */
const DISPUTE_CLOSED = new Set(["won", "lost", "warning_closed", "prevented"]);

const LIVE_STATUSES = new Set(["active", "trialing", "past_due", "unpaid", "incomplete", "paused"]);

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === "string" ? value : value.id;

const fromUnix = (seconds: number) => new Date(seconds * 1000);

/** Stripe Checkout, the Customer Portal and webhooks through the official client. */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const base = options.apiBase ? new URL(options.apiBase) : undefined;
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === "http:" ? 80 : 443),
          protocol: base.protocol === "http:" ? ("http" as const) : ("https" as const),
        }
      : {}),
  });
  const planOfPrice = new Map(Object.entries(options.prices).map(([ours, price]) => [price, ours]));
  const priceOf = (id: string) => {
    const price = options.prices[id];
    if (!price) throw new Error(`No Stripe price configured for ${id}`);
    return price;
  };

  return {
    kind: "stripe",

    async createCustomer({ userId, email }) {
      // Stripe returns the first answer again for the same key (24 h), so two racing checkouts share one customer.
      const customer = await stripe.customers.create(
        { email, metadata: { userId } },
        { idempotencyKey: `plugsmith-customer-${userId}` },
      );
      return customer.id;
    },

    async createCheckout(input: CheckoutInput) {
      const metadata: Record<string, string> =
        input.item.mode === "subscription"
          ? { userId: input.userId, planId: input.item.planId }
          : { userId: input.userId, packId: input.item.packId };
      const price = priceOf(input.item.mode === "subscription" ? input.item.planId : input.item.packId);
      const session = await stripe.checkout.sessions.create({
        mode: input.item.mode,
        customer: input.customerId,
        client_reference_id: input.userId,
        line_items: [{ price, quantity: 1 }],
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        metadata,
        ...(input.item.mode === "subscription"
          ? { subscription_data: { metadata } }
          : { payment_intent_data: { metadata }, invoice_creation: { enabled: true } }),
      });
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
      return { url: session.url };
    },

    async createPortal({ customerId, returnUrl }) {
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return { url: session.url };
    },

    verifyWebhook(rawBody, signature): BillingEvent {
      if (!signature) throw new WebhookSignatureError("Missing Stripe-Signature header");
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret, options.webhookToleranceSeconds);
      } catch (err) {
        throw new WebhookSignatureError(err instanceof Error ? err.message : String(err));
      }
      const object = event.data.object as { id?: string };
      return {
        id: event.id,
        type: EVENT_TYPES[event.type] ?? "ignored",
        providerType: event.type,
        objectId: typeof object.id === "string" ? object.id : "",
      };
    },

    async readCheckout(id): Promise<CheckoutState> {
      const s = await stripe.checkout.sessions.retrieve(id);
      return {
        id: s.id,
        mode: s.mode === "subscription" ? "subscription" : "payment",
        paid: s.status === "complete" && (s.payment_status === "paid" || s.payment_status === "no_payment_required"),
        customerId: idOf(s.customer),
        userId: s.client_reference_id ?? s.metadata?.userId ?? null,
        subscriptionId: idOf(s.subscription),
        paymentId: idOf(s.payment_intent),
      };
    },

    async readSubscription(id): Promise<SubscriptionState> {
      const s = await stripe.subscriptions.retrieve(id);
      const item = s.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${id} has no items`);
      return {
        id: s.id,
        customerId: idOf(s.customer)!,
        userId: s.metadata?.userId ?? null,
        status: toSubscriptionStatus(s.status),
        planId: planOfPrice.get(item.price.id) ?? null,
        pendingPlanId: null,
        currentPeriodStart: fromUnix(item.current_period_start),
        currentPeriodEnd: fromUnix(item.current_period_end),
        cancelAtPeriodEnd: s.cancel_at_period_end,
        latestInvoiceId: idOf(s.latest_invoice),
      };
    },

    async readInvoice(id): Promise<InvoiceState> {
      const inv = await stripe.invoices.retrieve(id);
      // The subscription's own line (not a proration) says which price and period the invoice pays for.
      const line = inv.lines.data.find((l) => l.pricing?.price_details?.price) ?? inv.lines.data[0];
      const price = line?.pricing?.price_details?.price;
      const priceId = typeof price === "string" ? price : (price?.id ?? null);
      return {
        id: inv.id!,
        customerId: idOf(inv.customer)!,
        subscriptionId: idOf(inv.parent?.subscription_details?.subscription ?? null),
        paid: inv.status === "paid",
        startsPeriod: inv.billing_reason === "subscription_create" || inv.billing_reason === "subscription_cycle",
        planId: priceId ? (planOfPrice.get(priceId) ?? null) : null,
        periodStart: fromUnix(line?.period.start ?? inv.period_start),
        periodEnd: fromUnix(line?.period.end ?? inv.period_end),
        finalFailure: inv.status === "open" && inv.attempt_count > 0 && inv.next_payment_attempt === null,
      };
    },

    async readPayment(id): Promise<PaymentState> {
      const pi = await stripe.paymentIntents.retrieve(id);
      return {
        id: pi.id,
        customerId: idOf(pi.customer),
        userId: pi.metadata?.userId ?? null,
        succeeded: pi.status === "succeeded",
        packId: pi.metadata?.packId ?? null,
      };
    },

    async readCharge(id): Promise<ChargeState> {
      const ch = await stripe.charges.retrieve(id);
      // API versions before 2025-03-31 name the invoice on the charge; newer ones only through its invoice payment.
      const legacy = "invoice" in ch ? idOf(ch.invoice as string | { id: string } | null) : null;
      const paymentId = idOf(ch.payment_intent);
      let invoiceId = legacy;
      if (!invoiceId && paymentId) {
        const payments = await stripe.invoicePayments.list({ payment: { type: "payment_intent", payment_intent: paymentId }, limit: 1 });
        invoiceId = idOf(payments.data[0]?.invoice ?? null);
      }
      return {
        id: ch.id,
        customerId: idOf(ch.customer),
        paymentId,
        invoiceId,
        amount: ch.amount,
        amountRefunded: ch.amount_refunded,
      };
    },

    async readDispute(id): Promise<DisputeState> {
      const d = await stripe.disputes.retrieve(id);
      return { id: d.id, chargeId: idOf(d.charge)!, amount: d.amount, open: !DISPUTE_CLOSED.has(d.status), won: d.status === "won" };
    },

    async refundPayment(paymentId, idempotencyKey) {
      try {
        await stripe.refunds.create({ payment_intent: paymentId }, { idempotencyKey: `plugsmith-${idempotencyKey}` });
      } catch (err) {
        // Refunded before (a retry after Stripe's idempotency window of 24 h): the money is back already.
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === "charge_already_refunded") return;
        throw err;
      }
    },

    async cancelSubscriptions(customerId) {
      for await (const sub of stripe.subscriptions.list({ customer: customerId, status: "all", limit: 100 })) {
        if (LIVE_STATUSES.has(sub.status)) await stripe.subscriptions.cancel(sub.id);
      }
    },
  };
}
