import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { EXTRA_CREDITS_PACK, PLANS } from "../../../shared/constants";
import { PATHS, checkoutPath } from "../../../shared/routes";
import type { LocalCheckoutSession, LocalPortalAction, PlanId } from "../../../shared/schemas/billing";
import type { Database, Transaction } from "../../db/client";
import { localBillingObjects } from "../../db/schema";
import type {
  BillingEvent,
  CheckoutInput,
  CheckoutState,
  InvoiceState,
  PaymentProvider,
  PaymentState,
  SubscriptionState,
} from "./payment-provider";
import { WebhookSignatureError } from "./payment-provider";

// The embedded default (design.md §1.3): a test-mode "provider" that keeps its checkout sessions,
// subscriptions, invoices and payments in one table of our own database. Completing its checkout page or
// using its portal substitute changes those records and returns the events a provider would send; the
// billing service handles them exactly like verified Stripe webhooks, by re-reading these records.

type Executor = Database | Transaction;

interface SessionData {
  status: "open" | "complete" | "canceled";
  mode: "subscription" | "payment";
  itemId: string;
  successUrl: string;
  cancelUrl: string;
  subscriptionId: string | null;
  paymentId: string | null;
}
interface SubscriptionData {
  status: SubscriptionState["status"];
  planId: string;
  /** The plan the next renewal switches to (absent: none chosen). */
  pendingPlanId?: string | null;
  currentPeriodStart: string;
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
  latestInvoiceId: string | null;
}
interface InvoiceData {
  subscriptionId: string;
  paid: boolean;
  startsPeriod: boolean;
  planId: string;
  periodStart: string;
  periodEnd: string;
  finalFailure: boolean;
}
interface PaymentData {
  succeeded: boolean;
  packId: string;
  /** Paid back in full (test mode: no money moved either way). */
  refunded?: boolean;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

/** One month on from `from` (the local checkout's billing period). */
export function addMonth(from: Date): Date {
  const next = new Date(from);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

export class LocalCheckoutError extends Error {
  constructor(
    readonly reason: "not_found" | "not_open" | "no_subscription",
    message: string,
  ) {
    super(message);
  }
}

export interface LocalProvider extends PaymentProvider {
  kind: "local";
  /** The session as the checkout page shows it, if it belongs to `userId`. */
  getSession(id: string, userId: string): Promise<LocalCheckoutSession | null>;
  /** Pays for an open session (test mode: no card): the events a provider would send, in its order. */
  completeSession(id: string, userId: string): Promise<{ events: BillingEvent[]; redirectUrl: string }>;
  cancelSession(id: string, userId: string): Promise<{ redirectUrl: string }>;
  /** The portal substitute: changes the person's current subscription and returns the events. */
  portalAction(customerId: string, action: LocalPortalAction): Promise<BillingEvent[]>;
  /** The portal's plan change: `planId` from the next renewal on (the current plan again withdraws a change). */
  changePlan(customerId: string, planId: PlanId): Promise<BillingEvent[]>;
}

export function createLocalProvider(deps: { db: Database; siteUrl: string; now?: () => Date }): LocalProvider {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const site = deps.siteUrl.replace(/\/$/, "");

  async function read<T>(ex: Executor, id: string, kind: string, lock = false) {
    const query = ex
      .select()
      .from(localBillingObjects)
      .where(and(eq(localBillingObjects.id, id), eq(localBillingObjects.kind, kind as "customer")));
    const [row] = lock ? await query.for("update") : await query;
    if (!row) throw new LocalCheckoutError("not_found", `No local ${kind} ${id}`);
    return { ...row, data: row.data as T };
  }
  async function write(ex: Executor, id: string, data: object) {
    await ex.update(localBillingObjects).set({ data, updatedAt: sql`now()` }).where(eq(localBillingObjects.id, id));
  }
  const event = (type: BillingEvent["type"], providerType: string, objectId: string): BillingEvent => ({
    id: newId("evt_local"),
    type,
    providerType,
    objectId,
  });

  /** Bills a period of `sub`: a paid invoice (or, with `fail`, one the provider gave up on). */
  async function insertInvoice(
    tx: Transaction,
    sub: { id: string; userId: string | null; customerId: string | null },
    data: Omit<InvoiceData, "subscriptionId">,
  ) {
    const id = newId("lin");
    await tx.insert(localBillingObjects).values({
      id,
      kind: "invoice",
      userId: sub.userId,
      customerId: sub.customerId,
      data: { ...data, subscriptionId: sub.id } satisfies InvoiceData,
    });
    return id;
  }

  /** The person's newest subscription that has not ended, locked for the change. */
  async function currentSubscription(tx: Transaction, customerId: string) {
    const subs = await tx
      .select()
      .from(localBillingObjects)
      .where(and(eq(localBillingObjects.customerId, customerId), eq(localBillingObjects.kind, "subscription")))
      .orderBy(sql`${localBillingObjects.createdAt} desc`)
      .for("update");
    const row = subs.find((r) => (r.data as SubscriptionData).status !== "canceled");
    if (!row) throw new LocalCheckoutError("no_subscription", "There is no subscription to change");
    return { row, sub: row.data as SubscriptionData };
  }

  function sessionView(row: { id: string; data: SessionData }): LocalCheckoutSession {
    const d = row.data;
    const plan = PLANS.find((p) => p.id === d.itemId);
    return {
      id: row.id,
      testMode: true,
      status: d.status,
      mode: d.mode,
      itemId: d.itemId,
      itemName: plan ? plan.name : `${EXTRA_CREDITS_PACK.credits} extra credits`,
      credits: plan ? plan.monthlyCredits : EXTRA_CREDITS_PACK.credits,
      priceUsd: plan ? plan.priceUsd : EXTRA_CREDITS_PACK.priceUsd,
      successUrl: d.successUrl,
      cancelUrl: d.cancelUrl,
    };
  }

  return {
    kind: "local",

    async createCustomer({ userId }) {
      // One customer per person, by construction: a second call finds the first.
      const id = `lcus_${userId}`;
      await db.insert(localBillingObjects).values({ id, kind: "customer", userId, customerId: id, data: {} }).onConflictDoNothing();
      return id;
    },

    async createCheckout(input: CheckoutInput) {
      const id = newId("lcs");
      const data: SessionData = {
        status: "open",
        mode: input.item.mode,
        itemId: input.item.mode === "subscription" ? input.item.planId : input.item.packId,
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
        subscriptionId: null,
        paymentId: null,
      };
      await db.insert(localBillingObjects).values({ id, kind: "checkout_session", userId: input.userId, customerId: input.customerId, data });
      return { url: `${site}${checkoutPath(id)}` };
    },

    async createPortal() {
      return { url: `${site}${PATHS.billingPortal}` };
    },

    verifyWebhook(): BillingEvent {
      throw new WebhookSignatureError("The local test-mode checkout sends no webhooks");
    },

    async readCheckout(id): Promise<CheckoutState> {
      const row = await read<SessionData>(db, id, "checkout_session");
      return {
        id,
        mode: row.data.mode,
        paid: row.data.status === "complete",
        customerId: row.customerId,
        userId: row.userId,
        subscriptionId: row.data.subscriptionId,
        paymentId: row.data.paymentId,
      };
    },

    async readSubscription(id): Promise<SubscriptionState> {
      const row = await read<SubscriptionData>(db, id, "subscription");
      return {
        id,
        customerId: row.customerId!,
        userId: row.userId,
        status: row.data.status,
        planId: row.data.planId,
        pendingPlanId: row.data.pendingPlanId ?? null,
        currentPeriodStart: new Date(row.data.currentPeriodStart),
        currentPeriodEnd: new Date(row.data.currentPeriodEnd),
        cancelAtPeriodEnd: row.data.cancelAtPeriodEnd,
        latestInvoiceId: row.data.latestInvoiceId,
      };
    },

    async readInvoice(id): Promise<InvoiceState> {
      const row = await read<InvoiceData>(db, id, "invoice");
      return {
        id,
        customerId: row.customerId!,
        subscriptionId: row.data.subscriptionId,
        paid: row.data.paid,
        startsPeriod: row.data.startsPeriod,
        planId: row.data.planId,
        periodStart: new Date(row.data.periodStart),
        periodEnd: new Date(row.data.periodEnd),
        finalFailure: row.data.finalFailure,
      };
    },

    async readPayment(id): Promise<PaymentState> {
      const row = await read<PaymentData>(db, id, "payment");
      return { id, customerId: row.customerId, userId: row.userId, succeeded: row.data.succeeded, packId: row.data.packId };
    },

    // The local checkout has no card network: nothing is charged back or disputed, and no event names a charge.
    async readCharge(id) {
      throw new LocalCheckoutError("not_found", `No local charge ${id}: the test-mode checkout has no charges`);
    },

    async readDispute(id) {
      throw new LocalCheckoutError("not_found", `No local dispute ${id}: the test-mode checkout has no disputes`);
    },

    async refundPayment(paymentId) {
      await db.transaction(async (tx) => {
        const row = await read<PaymentData>(tx, paymentId, "payment", true);
        if (!row.data.refunded) await write(tx, paymentId, { ...row.data, refunded: true });
      });
    },

    async cancelSubscriptions(customerId) {
      const rows = await db
        .select()
        .from(localBillingObjects)
        .where(and(eq(localBillingObjects.customerId, customerId), eq(localBillingObjects.kind, "subscription")));
      for (const row of rows) {
        const data = row.data as SubscriptionData;
        if (data.status !== "canceled") await write(db, row.id, { ...data, status: "canceled" });
      }
    },

    async getSession(id, userId) {
      const [row] = await db
        .select()
        .from(localBillingObjects)
        .where(and(eq(localBillingObjects.id, id), eq(localBillingObjects.kind, "checkout_session")));
      if (!row || row.userId !== userId) return null;
      return sessionView({ id: row.id, data: row.data as SessionData });
    },

    async completeSession(id, userId) {
      return db.transaction(async (tx) => {
        const row = await read<SessionData>(tx, id, "checkout_session", true);
        if (row.userId !== userId) throw new LocalCheckoutError("not_found", "No such checkout");
        if (row.data.status !== "open") throw new LocalCheckoutError("not_open", "This checkout is already finished");
        const owner = { userId: row.userId, customerId: row.customerId };
        const events = [event("checkout.completed", "checkout.session.completed", id)];
        const data: SessionData = { ...row.data, status: "complete" };
        if (row.data.mode === "subscription") {
          const subId = newId("lsub");
          const start = now();
          const end = addMonth(start);
          const invoiceId = await insertInvoice(tx, { id: subId, ...owner }, {
            paid: true,
            startsPeriod: true,
            planId: row.data.itemId,
            periodStart: start.toISOString(),
            periodEnd: end.toISOString(),
            finalFailure: false,
          });
          const sub: SubscriptionData = {
            status: "active",
            planId: row.data.itemId,
            currentPeriodStart: start.toISOString(),
            currentPeriodEnd: end.toISOString(),
            cancelAtPeriodEnd: false,
            latestInvoiceId: invoiceId,
          };
          await tx.insert(localBillingObjects).values({ id: subId, kind: "subscription", ...owner, data: sub });
          data.subscriptionId = subId;
          events.push(event("subscription.updated", "customer.subscription.created", subId));
          events.push(event("invoice.paid", "invoice.paid", invoiceId));
        } else {
          const paymentId = newId("lpay");
          const payment: PaymentData = { succeeded: true, packId: row.data.itemId };
          await tx.insert(localBillingObjects).values({ id: paymentId, kind: "payment", ...owner, data: payment });
          data.paymentId = paymentId;
          events.push(event("payment.succeeded", "payment_intent.succeeded", paymentId));
        }
        await write(tx, id, data);
        return { events, redirectUrl: row.data.successUrl };
      });
    },

    async cancelSession(id, userId) {
      return db.transaction(async (tx) => {
        const row = await read<SessionData>(tx, id, "checkout_session", true);
        if (row.userId !== userId) throw new LocalCheckoutError("not_found", "No such checkout");
        if (row.data.status === "open") await write(tx, id, { ...row.data, status: "canceled" });
        return { redirectUrl: row.data.cancelUrl };
      });
    },

    async changePlan(customerId, planId) {
      return db.transaction(async (tx) => {
        const { row, sub } = await currentSubscription(tx, customerId);
        await write(tx, row.id, { ...sub, pendingPlanId: planId === sub.planId ? null : planId } satisfies SubscriptionData);
        return [event("subscription.updated", "customer.subscription.updated", row.id)];
      });
    },

    async portalAction(customerId, action) {
      return db.transaction(async (tx) => {
        const { row, sub } = await currentSubscription(tx, customerId);
        const owner = { id: row.id, userId: row.userId, customerId: row.customerId };
        const updated = (next: SubscriptionData) => write(tx, row.id, next);
        switch (action) {
          case "cancel":
            await updated({ ...sub, cancelAtPeriodEnd: true });
            return [event("subscription.updated", "customer.subscription.updated", row.id)];
          case "resume":
            await updated({ ...sub, cancelAtPeriodEnd: false });
            return [event("subscription.updated", "customer.subscription.updated", row.id)];
          case "end":
            await updated({ ...sub, status: "canceled" });
            return [event("subscription.deleted", "customer.subscription.deleted", row.id)];
          case "renew":
          case "fail": {
            // Test mode: the month is over now. A subscription set to cancel ends instead of renewing.
            if (sub.cancelAtPeriodEnd) {
              await updated({ ...sub, status: "canceled" });
              return [event("subscription.deleted", "customer.subscription.deleted", row.id)];
            }
            const start = new Date(sub.currentPeriodEnd);
            const end = addMonth(start);
            const paid = action === "renew";
            // A chosen plan change takes effect with the new period: its invoice bills (and grants) that plan.
            const planId = sub.pendingPlanId ?? sub.planId;
            const invoiceId = await insertInvoice(tx, owner, {
              paid,
              startsPeriod: true,
              planId,
              periodStart: start.toISOString(),
              periodEnd: end.toISOString(),
              finalFailure: !paid,
            });
            await updated(
              paid
                ? {
                    ...sub,
                    planId,
                    pendingPlanId: null,
                    currentPeriodStart: start.toISOString(),
                    currentPeriodEnd: end.toISOString(),
                    latestInvoiceId: invoiceId,
                  }
                : { ...sub, status: "past_due", latestInvoiceId: invoiceId },
            );
            return [
              event("subscription.updated", "customer.subscription.updated", row.id),
              paid ? event("invoice.paid", "invoice.paid", invoiceId) : event("invoice.payment_failed", "invoice.payment_failed", invoiceId),
            ];
          }
        }
      });
    },
  };
}
