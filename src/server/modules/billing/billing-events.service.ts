import { and, eq, sql } from "drizzle-orm";
import { EXTRA_CREDITS_PACK, PLANS } from "../../../shared/constants";
import type { Database, Transaction } from "../../db/client";
import { billingEvents, subscriptions, user } from "../../db/schema";
import type {
  BillingEvent,
  ChargeState,
  CheckoutState,
  DisputeState,
  InvoiceState,
  PaymentProvider,
  PaymentState,
  SubscriptionState,
} from "../../integrations/payments/payment-provider";
import type { MailService } from "../../integrations/mail/mail-service";
import type { Logger } from "../../lib/logger";
import { paymentFailedMail, receiptMail, recipientOf } from "./billing-mails";
import { applyPaymentReversal } from "./payment-reversals";
import { emptySubscriptionCredits, grantCredits, resetSubscriptionCredits } from "../credits/credits.service";

// The one code path after a payment event (issue #12), whether it came from a verified Stripe webhook or
// from the local test-mode checkout. An event's payload is never trusted: it only names an object, and
// the provider's current state is re-read, so replays and any order of delivery end in the same state.

export interface BillingEventDeps {
  db: Database;
  payments: PaymentProvider;
  mail: MailService;
  logger: Logger;
  now?: () => Date;
}

export type BillingEventOutcome =
  | "duplicate"
  | "ignored"
  | "unknown_customer"
  | "synced"
  | "reset"
  | "granted"
  | "ended"
  | "payment_failed"
  | "taken_back"
  | "dispute_opened"
  | "dispute_closed";

interface ProviderState {
  checkout?: CheckoutState;
  subscription?: SubscriptionState;
  invoice?: InvoiceState;
  payment?: PaymentState;
  /** A refunded or disputed charge, the dispute, and the invoice the charge paid (if it paid one). */
  charge?: ChargeState;
  dispute?: DisputeState;
  chargeInvoice?: InvoiceState;
}

/** Statuses in which a subscription still exists at the provider (it may yet be paid and renewed). */
const LIVE = new Set(["active", "trialing", "past_due", "unpaid", "paused", "incomplete"]);
const ENDED = new Set(["canceled", "incomplete_expired"]);

/**
 * Handles one provider event once: re-reads what it names, then in one transaction records the event id
 * (a second delivery, even a concurrent one in another process, finds it and changes nothing), locks the
 * person's subscription row and applies the state. A failure rolls back the record too, so the provider's
 * retry handles the event again.
 */
export async function handleBillingEvent(deps: BillingEventDeps, event: BillingEvent): Promise<BillingEventOutcome> {
  const { db, payments, logger } = deps;
  const eventKey = `${payments.kind}:${event.id}`;
  const [seen] = await db.select({ id: billingEvents.id }).from(billingEvents).where(eq(billingEvents.id, eventKey));
  if (seen) return "duplicate";

  // Read before the transaction: a provider call inside it would hold the row locks (and, on PGlite, the
  // whole database) for a network round trip. `readAt` orders competing reads (syncSubscription).
  const readAt = (deps.now ?? (() => new Date()))();
  const state = await readProviderState(payments, event);

  return db.transaction(async (tx) => {
    const recorded = await tx
      .insert(billingEvents)
      .values({ id: eventKey, type: event.providerType, outcome: "processing" })
      .onConflictDoNothing()
      .returning({ id: billingEvents.id });
    if (recorded.length === 0) return "duplicate";
    const outcome = event.type === "ignored" ? "ignored" : await applyState(tx, deps, state, readAt);
    await tx.update(billingEvents).set({ outcome }).where(eq(billingEvents.id, eventKey));
    if (outcome === "unknown_customer") {
      logger.warn({ event: event.id, type: event.providerType }, "billing event for a customer we do not know");
    }
    return outcome;
  });
}

async function readProviderState(payments: PaymentProvider, event: BillingEvent): Promise<ProviderState> {
  const state: ProviderState = {};
  switch (event.type) {
    case "checkout.completed": {
      state.checkout = await payments.readCheckout(event.objectId);
      if (!state.checkout.paid) break;
      if (state.checkout.subscriptionId) {
        // The subscription's first invoice pays for its first period: granting here too (keyed by the
        // invoice) means the credits arrive with whichever of the two events comes first.
        state.subscription = await payments.readSubscription(state.checkout.subscriptionId);
        if (state.subscription.latestInvoiceId) state.invoice = await payments.readInvoice(state.subscription.latestInvoiceId);
      }
      if (state.checkout.paymentId) state.payment = await payments.readPayment(state.checkout.paymentId);
      break;
    }
    case "invoice.paid":
    case "invoice.payment_failed":
      state.invoice = await payments.readInvoice(event.objectId);
      if (state.invoice.subscriptionId) state.subscription = await payments.readSubscription(state.invoice.subscriptionId);
      break;
    case "subscription.updated":
    case "subscription.deleted":
      state.subscription = await payments.readSubscription(event.objectId);
      break;
    case "payment.succeeded":
      state.payment = await payments.readPayment(event.objectId);
      break;
    case "dispute.created":
    case "dispute.closed":
      state.dispute = await payments.readDispute(event.objectId);
      state.charge = await payments.readCharge(state.dispute.chargeId);
      if (state.charge.invoiceId) state.chargeInvoice = await payments.readInvoice(state.charge.invoiceId);
      break;
    case "charge.refunded":
      state.charge = await payments.readCharge(event.objectId);
      if (state.charge.invoiceId) state.chargeInvoice = await payments.readInvoice(state.charge.invoiceId);
      break;
    case "ignored":
      break;
  }
  return state;
}

type SubscriptionRow = typeof subscriptions.$inferSelect;

async function applyState(
  tx: Transaction,
  deps: BillingEventDeps,
  state: ProviderState,
  readAt: Date,
): Promise<BillingEventOutcome> {
  const kind = deps.payments.kind;
  const row = await lockSubscriptionRow(tx, kind, state);
  if (!row) return "unknown_customer";
  const userId = row.userId;
  let outcome: BillingEventOutcome = "synced";
  let current = row;

  const sub = state.subscription;
  if (sub) current = await syncSubscription(tx, current, sub, readAt);

  const inv = state.invoice;
  if (inv && inv.paid && inv.startsPeriod && sub && inv.subscriptionId === sub.id && current.subscriptionId === sub.id) {
    const plan = PLANS.find((p) => p.id === inv.planId);
    const stale = current.creditsPeriodStart !== null && current.creditsPeriodStart >= inv.periodStart;
    if (!plan) {
      deps.logger.error({ invoice: inv.id }, "paid invoice for a price that is not in the plan catalogue");
    } else if (current.openDisputeId !== null) {
      // A payment of this subscription is disputed at the bank: no period grants credits until it is settled.
      deps.logger.warn({ invoice: inv.id, dispute: current.openDisputeId }, "renewal grants nothing: a payment is disputed");
    } else if (!stale && !ENDED.has(sub.status)) {
      const result = await resetSubscriptionCredits(tx, {
        userId,
        amount: plan.monthlyCredits,
        type: "subscription_credits",
        description: `${plan.name}: ${plan.monthlyCredits} credits for the period`,
        idempotencyKey: `${kind}:invoice:${inv.id}`,
      });
      await tx
        .update(subscriptions)
        .set({ creditsPeriodStart: inv.periodStart, monthlyCredits: plan.monthlyCredits, updatedAt: sql`now()` })
        .where(eq(subscriptions.userId, userId));
      if (result.reset) {
        outcome = "reset";
        await deps.mail.send(
          receiptMail(await recipientOf(tx, userId), {
            item: `${plan.name} (monthly)`,
            priceUsd: plan.priceUsd,
            credits: plan.monthlyCredits,
            reference: inv.id,
            paidAt: readAt,
            period: { start: inv.periodStart, end: inv.periodEnd },
            testMode: kind === "local",
          }),
          tx,
        );
      }
    }
  } else if (inv && !inv.paid && inv.finalFailure) {
    // The provider gave up: the subscription is past due (synced above) and its bucket is frozen: it is
    // neither reset nor emptied until the subscription is paid again or ends (docs/decisions).
    outcome = "payment_failed";
    const plan = PLANS.find((p) => p.id === (inv.planId ?? sub?.planId));
    if (await firstTime(tx, `${kind}:mail:payment_failed:${inv.id}`)) {
      await deps.mail.send(
        paymentFailedMail(await recipientOf(tx, userId), { plan: plan?.name ?? "Pro", reference: inv.id, testMode: kind === "local" }),
        tx,
      );
    }
  }

  if (sub && ENDED.has(sub.status) && current.subscriptionId === sub.id) {
    const { emptied } = await emptySubscriptionCredits(tx, {
      userId,
      description: "Subscription ended: its credits expired",
      idempotencyKey: `${kind}:subscription_end:${sub.id}`,
    });
    await tx.update(subscriptions).set({ monthlyCredits: 0, updatedAt: sql`now()` }).where(eq(subscriptions.userId, userId));
    if (emptied > 0 || outcome === "synced") outcome = "ended";
  }

  if (state.charge) {
    const reversal = await applyPaymentReversal(tx, {
      kind,
      mail: deps.mail,
      userId,
      subscription: current,
      charge: state.charge,
      dispute: state.dispute,
      invoice: state.chargeInvoice,
    });
    if (reversal !== "synced") outcome = reversal;
  }

  const pay = state.payment;
  if (pay && pay.succeeded && pay.packId === EXTRA_CREDITS_PACK.id) {
    const result = await grantCredits(tx, {
      userId,
      amount: EXTRA_CREDITS_PACK.credits,
      bucket: "permanent",
      type: "purchase",
      description: `${EXTRA_CREDITS_PACK.credits} extra credits`,
      idempotencyKey: `${kind}:payment:${pay.id}`,
    });
    if (result.granted) {
      outcome = "granted";
      await deps.mail.send(
        receiptMail(await recipientOf(tx, userId), {
          item: `${EXTRA_CREDITS_PACK.credits} extra credits`,
          priceUsd: EXTRA_CREDITS_PACK.priceUsd,
          credits: EXTRA_CREDITS_PACK.credits,
          reference: pay.id,
          paidAt: readAt,
          testMode: kind === "local",
        }),
        tx,
      );
    }
  }
  return outcome;
}

/** Marks `key` as done (a billing_events row of its own); true only the first time, across processes. */
async function firstTime(tx: Transaction, key: string): Promise<boolean> {
  const rows = await tx
    .insert(billingEvents)
    .values({ id: key, type: "mail", outcome: "sent" })
    .onConflictDoNothing()
    .returning({ id: billingEvents.id });
  return rows.length > 0;
}

/**
 * The person the state belongs to, found by the provider's customer id (stored when they first went to a
 * checkout), else by the user id we gave the provider; their subscription row is locked until commit, so
 * two events for one person apply one after the other.
 */
async function lockSubscriptionRow(tx: Transaction, kind: string, state: ProviderState): Promise<SubscriptionRow | null> {
  const customerId =
    state.subscription?.customerId ??
    state.invoice?.customerId ??
    state.checkout?.customerId ??
    state.payment?.customerId ??
    state.charge?.customerId ??
    null;
  if (customerId) {
    const [row] = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.provider, kind), eq(subscriptions.customerId, customerId)))
      .for("update");
    if (row) return row;
  }
  const claimedUser = state.checkout?.userId ?? state.subscription?.userId ?? state.payment?.userId ?? null;
  if (!claimedUser || !customerId) return null;
  const [exists] = await tx.select({ id: user.id }).from(user).where(eq(user.id, claimedUser));
  if (!exists) return null;
  // Known to the provider by our user id but not yet to us (the row was lost or made elsewhere): adopt the
  // customer only if the person has none of this provider.
  await tx.insert(subscriptions).values({ userId: claimedUser, provider: kind, customerId }).onConflictDoNothing();
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, claimedUser)).for("update");
  if (!row) return null;
  if (row.customerId === customerId && row.provider === kind) return row;
  if (row.customerId === null || row.provider !== kind) {
    const [adopted] = await tx
      .update(subscriptions)
      .set({ customerId, provider: kind, updatedAt: sql`now()` })
      .where(eq(subscriptions.userId, claimedUser))
      .returning();
    return adopted ?? null;
  }
  return null;
}

/**
 * Writes the subscription's state to the row, unless what the row holds is newer: a read that started
 * before the one written last (two events racing), or an old subscription's state while another is live.
 */
async function syncSubscription(
  tx: Transaction,
  row: SubscriptionRow,
  sub: SubscriptionState,
  readAt: Date,
): Promise<SubscriptionRow> {
  if (row.subscriptionId === sub.id && row.stateReadAt !== null && row.stateReadAt > readAt) return row;
  if (row.subscriptionId && row.subscriptionId !== sub.id && LIVE.has(row.status) && !LIVE.has(sub.status)) return row;
  const [updated] = await tx
    .update(subscriptions)
    .set({
      subscriptionId: sub.id,
      planId: sub.planId,
      pendingPlanId: sub.pendingPlanId,
      status: sub.status,
      currentPeriodEnd: sub.currentPeriodEnd,
      cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
      stateReadAt: readAt,
      // A new subscription starts its own credit periods.
      ...(row.subscriptionId !== sub.id ? { creditsPeriodStart: null, openDisputeId: null } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(subscriptions.userId, row.userId))
    .returning();
  return updated!;
}
