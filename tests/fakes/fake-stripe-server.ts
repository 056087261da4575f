import { randomBytes } from "node:crypto";
import { type IncomingMessage, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";

// A real HTTP server speaking the part of Stripe's API that Plugsmith uses (customers, Checkout Sessions,
// billing portal sessions, subscriptions, invoices, payment intents, charges, invoice payments, refunds,
// disputes), driven by the real `stripe` client
// through its host/port/protocol options. Form-encoded bodies with bracket keys, bearer-key auth,
// Stripe's error shape and Idempotency-Key replay (stripe-node sends its own keys on retries).
//
// Tests play Stripe's part with the control methods (completeCheckout, renew, update, end, refund, dispute,
// closeDispute): each changes
// the fake's objects as Stripe would and returns the events Stripe would send, to be signed with
// stripe.webhooks.generateTestHeaderString and posted to the webhook.

type Obj = Record<string, unknown> & { id: string };

export interface StripeEvent {
  id: string;
  object: "event";
  type: string;
  created: number;
  api_version: string;
  livemode: false;
  pending_webhooks: number;
  request: null;
  data: { object: Obj };
}

export interface FakeStripeOptions {
  apiKey: string;
  /** price id → whether it is a monthly recurring price (plans) or one-off (the pack). */
  prices: Record<string, { recurring: boolean }>;
  /** The fake's clock, in Unix seconds (a test can move it). */
  now?: () => number;
}

export interface FakeStripeServer {
  port: number;
  /** http://127.0.0.1:PORT: give it to STRIPE_API_BASE. */
  baseURL: string;
  /** Every API request, oldest first. */
  requests: Array<{ method: string; path: string; body: Record<string, unknown>; idempotencyKey?: string }>;
  customers: Map<string, Obj>;
  sessions: Map<string, Obj>;
  subscriptions: Map<string, Obj>;
  invoices: Map<string, Obj>;
  paymentIntents: Map<string, Obj>;
  /** Every paid invoice and pack has one charge (API 2025-03-31 and later: no `invoice` field on it). */
  charges: Map<string, Obj>;
  /** Invoice ↔ payment intent links, as `GET /v1/invoice_payments` lists them. */
  invoicePayments: Map<string, Obj>;
  refunds: Map<string, Obj>;
  disputes: Map<string, Obj>;
  /** Requests whose path matches answer 500 (Stripe is having trouble) until set back to null. */
  failing: RegExp | null;
  /** Pays for a checkout session as a buyer would: the events Stripe sends afterwards, in its order. */
  completeCheckout(sessionId: string): StripeEvent[];
  /** The month is over: a renewal invoice, paid (the period moves on) or finally failed (past due). */
  renew(subscriptionId: string, outcome?: "paid" | "failed"): StripeEvent[];
  /** A change through the portal: cancel at period end, resume, or another price from the next cycle. */
  update(subscriptionId: string, change: { cancelAtPeriodEnd?: boolean; priceId?: string }): StripeEvent[];
  /** The subscription ends (at its period end, or canceled at once). */
  end(subscriptionId: string): StripeEvent[];
  /** The charge of a payment intent or of a paid invoice. */
  chargeOf(paymentIntentOrInvoiceId: string): Obj;
  /** Refunds (part of) a charge from the Dashboard: `amount` in cents, the rest of the charge by default. */
  refund(chargeId: string, amount?: number): StripeEvent[];
  /** The card holder's bank disputes (part of) a charge. */
  dispute(chargeId: string, amount?: number): StripeEvent[];
  /** The bank decides a dispute. */
  closeDispute(disputeId: string, status: "won" | "lost"): StripeEvent[];
  /** An event of any type about any object (types Plugsmith ignores, for instance). */
  event(type: string, object: Obj): StripeEvent;
  close(): Promise<void>;
}

const MONTH = 30 * 24 * 60 * 60;
/** What the fake charges: the pack's price, and one amount for every plan's invoice (only ratios matter). */
const PACK_AMOUNT = 999;
const INVOICE_AMOUNT = 2500;
const id = (prefix: string) => `${prefix}_${randomBytes(10).toString("hex")}`;
const clone = <T>(value: T): T => structuredClone(value);

/** Parses Stripe's form encoding: `a[b][0][c]=x` → { a: { b: { 0: { c: "x" } } } }. */
export function parseStripeForm(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.split(/\[|\]\[|\]/).filter((p) => p !== "");
    let node = out;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return out;
}

export async function startFakeStripeServer(options: FakeStripeOptions): Promise<FakeStripeServer> {
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  const customers = new Map<string, Obj>();
  const sessions = new Map<string, Obj>();
  const subscriptions = new Map<string, Obj>();
  const invoices = new Map<string, Obj>();
  const paymentIntents = new Map<string, Obj>();
  const charges = new Map<string, Obj>();
  const invoicePayments = new Map<string, Obj>();
  const refunds = new Map<string, Obj>();
  const disputes = new Map<string, Obj>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const requests: FakeStripeServer["requests"] = [];
  let baseURL = "";

  const makeEvent = (type: string, object: Obj): StripeEvent => ({
    id: id("evt"),
    object: "event",
    type,
    created: now(),
    api_version: "2026-10-28.endive",
    livemode: false,
    pending_webhooks: 1,
    request: null,
    data: { object: clone(object) },
  });

  function newInvoice(sub: Obj, billingReason: string, start: number, paid: boolean): Obj {
    const item = (sub.items as { data: Array<{ price: { id: string } }> }).data[0]!;
    const invoice: Obj = {
      id: id("in"),
      object: "invoice",
      customer: sub.customer,
      status: paid ? "paid" : "open",
      billing_reason: billingReason,
      attempt_count: paid ? 1 : 4,
      next_payment_attempt: null,
      period_start: start,
      period_end: start,
      parent: { type: "subscription_details", subscription_details: { subscription: sub.id, metadata: sub.metadata } },
      lines: {
        object: "list",
        has_more: false,
        url: "/v1/invoices/lines",
        data: [
          {
            id: id("il"),
            object: "line_item",
            period: { start, end: start + MONTH },
            pricing: { type: "price_details", price_details: { price: item.price.id, product: "prod_plan" } },
          },
        ],
      },
    };
    invoices.set(invoice.id, invoice);
    if (paid) pay(sub.customer, INVOICE_AMOUNT, {}, invoice.id);
    return invoice;
  }

  /** A succeeded payment intent with its charge (and, for an invoice, the invoice payment linking them). */
  function pay(customer: unknown, amount: number, metadata: unknown, invoiceId?: string): Obj {
    const pi: Obj = { id: id("pi"), object: "payment_intent", customer, status: "succeeded", amount, amount_received: amount, metadata, latest_charge: null };
    const charge: Obj = {
      id: id("ch"),
      object: "charge",
      customer,
      payment_intent: pi.id,
      amount,
      amount_captured: amount,
      amount_refunded: 0,
      refunded: false,
      disputed: false,
      currency: "usd",
      status: "succeeded",
      paid: true,
    };
    pi.latest_charge = charge.id;
    paymentIntents.set(pi.id, pi);
    charges.set(charge.id, charge);
    if (invoiceId) {
      const link: Obj = {
        id: id("inpay"),
        object: "invoice_payment",
        invoice: invoiceId,
        amount_paid: amount,
        is_default: true,
        status: "paid",
        payment: { type: "payment_intent", payment_intent: pi.id },
      };
      invoicePayments.set(link.id, link);
    }
    return pi;
  }

  function setPeriod(sub: Obj, start: number) {
    const item = (sub.items as { data: Array<Record<string, unknown>> }).data[0]!;
    item.current_period_start = start;
    item.current_period_end = start + MONTH;
  }

  const control = {
    completeCheckout(sessionId: string): StripeEvent[] {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      if (session.status !== "open") throw new Error(`session ${sessionId} is ${String(session.status)}`);
      const events: StripeEvent[] = [];
      const price = (session.line_items as Record<string, { price: string }>)["0"]!.price;
      if (session.mode === "subscription") {
        const start = now();
        const sub: Obj = {
          id: id("sub"),
          object: "subscription",
          customer: session.customer,
          status: "active",
          metadata: (session.subscription_data as { metadata?: unknown } | undefined)?.metadata ?? {},
          cancel_at_period_end: false,
          latest_invoice: null,
          items: { object: "list", has_more: false, url: "/v1/subscription_items", data: [{ id: id("si"), object: "subscription_item", price: { id: price, object: "price" } }] },
        };
        setPeriod(sub, start);
        const invoice = newInvoice(sub, "subscription_create", start, true);
        sub.latest_invoice = invoice.id;
        subscriptions.set(sub.id, sub);
        Object.assign(session, { status: "complete", payment_status: "paid", subscription: sub.id });
        events.push(makeEvent("customer.subscription.created", sub), makeEvent("invoice.paid", invoice), makeEvent("invoice.payment_succeeded", invoice));
      } else {
        const pi = pay(session.customer, PACK_AMOUNT, (session.payment_intent_data as { metadata?: unknown } | undefined)?.metadata ?? {});
        Object.assign(session, { status: "complete", payment_status: "paid", payment_intent: pi.id });
        events.push(makeEvent("payment_intent.succeeded", pi));
      }
      events.unshift(makeEvent("checkout.session.completed", session));
      return events;
    },

    renew(subscriptionId: string, outcome: "paid" | "failed" = "paid"): StripeEvent[] {
      const sub = subscriptions.get(subscriptionId);
      if (!sub) throw new Error(`no subscription ${subscriptionId}`);
      const item = (sub.items as { data: Array<{ current_period_end: number }> }).data[0]!;
      const start = item.current_period_end;
      if (sub.cancel_at_period_end) return control.end(subscriptionId);
      const invoice = newInvoice(sub, "subscription_cycle", start, outcome === "paid");
      sub.latest_invoice = invoice.id;
      if (outcome === "paid") {
        setPeriod(sub, start);
        return [makeEvent("invoice.paid", invoice), makeEvent("customer.subscription.updated", sub)];
      }
      sub.status = "past_due";
      return [makeEvent("invoice.payment_failed", invoice), makeEvent("customer.subscription.updated", sub)];
    },

    update(subscriptionId: string, change: { cancelAtPeriodEnd?: boolean; priceId?: string }): StripeEvent[] {
      const sub = subscriptions.get(subscriptionId);
      if (!sub) throw new Error(`no subscription ${subscriptionId}`);
      if (change.cancelAtPeriodEnd !== undefined) sub.cancel_at_period_end = change.cancelAtPeriodEnd;
      if (change.priceId) (sub.items as { data: Array<{ price: { id: string } }> }).data[0]!.price.id = change.priceId;
      return [makeEvent("customer.subscription.updated", sub)];
    },

    end(subscriptionId: string): StripeEvent[] {
      const sub = subscriptions.get(subscriptionId);
      if (!sub) throw new Error(`no subscription ${subscriptionId}`);
      sub.status = "canceled";
      return [makeEvent("customer.subscription.deleted", sub)];
    },

    chargeOf(paymentIntentOrInvoiceId: string): Obj {
      const link = [...invoicePayments.values()].find((l) => l.invoice === paymentIntentOrInvoiceId);
      const piId = link ? (link.payment as { payment_intent: string }).payment_intent : paymentIntentOrInvoiceId;
      const charge = [...charges.values()].find((c) => c.payment_intent === piId);
      if (!charge) throw new Error(`no charge for ${paymentIntentOrInvoiceId}`);
      return charge;
    },

    refund(chargeId: string, amount?: number): StripeEvent[] {
      const charge = charges.get(chargeId);
      if (!charge) throw new Error(`no charge ${chargeId}`);
      refundCharge(charge, amount ?? Number(charge.amount) - Number(charge.amount_refunded));
      return [makeEvent("charge.refunded", charge)];
    },

    dispute(chargeId: string, amount?: number): StripeEvent[] {
      const charge = charges.get(chargeId);
      if (!charge) throw new Error(`no charge ${chargeId}`);
      const dispute: Obj = {
        id: id("dp"),
        object: "dispute",
        charge: charge.id,
        payment_intent: charge.payment_intent,
        amount: amount ?? charge.amount,
        currency: "usd",
        reason: "fraudulent",
        status: "needs_response",
        created: now(),
      };
      disputes.set(dispute.id, dispute);
      charge.disputed = true;
      return [makeEvent("charge.dispute.created", dispute)];
    },

    closeDispute(disputeId: string, status: "won" | "lost"): StripeEvent[] {
      const dispute = disputes.get(disputeId);
      if (!dispute) throw new Error(`no dispute ${disputeId}`);
      dispute.status = status;
      return [makeEvent("charge.dispute.closed", dispute)];
    },

    event: makeEvent,
  };

  function refundCharge(charge: Obj, amount: number): Obj {
    const refund: Obj = { id: id("re"), object: "refund", charge: charge.id, payment_intent: charge.payment_intent, amount, status: "succeeded" };
    refunds.set(refund.id, refund);
    charge.amount_refunded = Number(charge.amount_refunded) + amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    return refund;
  }

  function error(res: ServerResponse, status: number, message: string, code?: string) {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify({ error: { type: "invalid_request_error", message, ...(code ? { code } : {}) } }));
  }

  function route(method: string, path: string, body: Record<string, unknown>): { status: number; body: unknown } {
    const parts = path.split("?")[0]!.split("/").filter(Boolean); // ["v1", ...]
    const missing = (what: string) => ({ status: 404, body: { error: { type: "invalid_request_error", code: "resource_missing", message: `No such ${what}` } } });
    const get = (map: Map<string, Obj>, key: string | undefined, what: string) => {
      const found = key ? map.get(key) : undefined;
      return found ? { status: 200, body: found } : missing(what);
    };
    const [, resource, a, b] = parts;
    if (resource === "customers" && method === "POST" && !a) {
      const customer: Obj = { id: id("cus"), object: "customer", email: body.email ?? null, metadata: body.metadata ?? {} };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (resource === "customers" && method === "GET") return get(customers, a, "customer");
    if (resource === "checkout" && a === "sessions" && method === "POST" && !b) {
      const lineItems = (body.line_items ?? {}) as Record<string, { price?: string }>;
      const price = lineItems["0"]?.price;
      if (!price || !options.prices[price]) return missing(`price: '${price}'`);
      if ((body.mode === "subscription") !== options.prices[price].recurring) {
        return { status: 400, body: { error: { type: "invalid_request_error", message: `price ${price} does not fit mode ${String(body.mode)}` } } };
      }
      const session: Obj = {
        id: id("cs_test"),
        object: "checkout.session",
        mode: body.mode,
        status: "open",
        payment_status: "unpaid",
        customer: body.customer ?? null,
        client_reference_id: body.client_reference_id ?? null,
        metadata: body.metadata ?? {},
        subscription: null,
        payment_intent: null,
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        line_items: lineItems,
        subscription_data: body.subscription_data,
        payment_intent_data: body.payment_intent_data,
      };
      session.url = `${baseURL}/pay/${session.id}`;
      sessions.set(session.id, session);
      return { status: 200, body: session };
    }
    if (resource === "checkout" && a === "sessions" && method === "GET") return get(sessions, b, "checkout.session");
    if (resource === "billing_portal" && a === "sessions" && method === "POST") {
      if (typeof body.customer !== "string" || !customers.has(body.customer)) return missing(`customer: '${String(body.customer)}'`);
      return { status: 200, body: { id: id("bps"), object: "billing_portal.session", customer: body.customer, return_url: body.return_url, url: `${baseURL}/portal/${body.customer}` } };
    }
    if (resource === "subscriptions" && method === "GET" && !a) {
      const data = [...subscriptions.values()].filter((s) => s.customer === body.customer);
      return { status: 200, body: { object: "list", data, has_more: false, url: "/v1/subscriptions" } };
    }
    if (resource === "subscriptions" && method === "GET") return get(subscriptions, a, "subscription");
    if (resource === "subscriptions" && method === "DELETE") {
      const sub = subscriptions.get(a ?? "");
      if (!sub) return missing("subscription");
      sub.status = "canceled";
      return { status: 200, body: sub };
    }
    if (resource === "invoices" && method === "GET") return get(invoices, a, "invoice");
    if (resource === "payment_intents" && method === "GET") return get(paymentIntents, a, "payment_intent");
    if (resource === "charges" && method === "GET") return get(charges, a, "charge");
    if (resource === "disputes" && method === "GET") return get(disputes, a, "dispute");
    if (resource === "invoice_payments" && method === "GET" && !a) {
      const payment = body.payment as { payment_intent?: string } | undefined;
      const data = [...invoicePayments.values()].filter(
        (l) =>
          (body.invoice === undefined || l.invoice === body.invoice) &&
          (payment?.payment_intent === undefined || (l.payment as { payment_intent: string }).payment_intent === payment.payment_intent),
      );
      return { status: 200, body: { object: "list", data, has_more: false, url: "/v1/invoice_payments" } };
    }
    if (resource === "refunds" && method === "POST" && !a) {
      const pi = paymentIntents.get(String(body.payment_intent));
      if (!pi) return missing(`payment_intent: '${String(body.payment_intent)}'`);
      if ([...refunds.values()].some((r) => r.payment_intent === pi.id)) {
        return { status: 400, body: { error: { type: "invalid_request_error", code: "charge_already_refunded", message: `Charge for ${pi.id} has already been refunded.` } } };
      }
      const charge = [...charges.values()].find((c) => c.payment_intent === pi.id);
      if (!charge) return missing(`charge of payment_intent: '${pi.id}'`);
      return { status: 200, body: refundCharge(charge, Number(charge.amount) - Number(charge.amount_refunded)) };
    }
    return { status: 404, body: { error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path})` } } };
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? "/", "http://fake");
    const method = req.method ?? "GET";
    const body = method === "GET" || method === "DELETE" ? parseStripeForm(url.search.slice(1)) : parseStripeForm(Buffer.concat(chunks).toString("utf8"));
    const idempotencyKey = req.headers["idempotency-key"] as string | undefined;
    requests.push({ method, path: url.pathname, body, idempotencyKey });
    if (req.headers.authorization !== `Bearer ${options.apiKey}`) return error(res, 401, "Invalid API Key provided");
    if (fake.failing?.test(url.pathname)) return error(res, 500, "An unknown error occurred");
    const replayKey = idempotencyKey && method === "POST" ? `${url.pathname}:${idempotencyKey}` : undefined;
    const answer = (replayKey && idempotent.get(replayKey)) || route(method, url.pathname, body);
    if (replayKey && !idempotent.has(replayKey)) idempotent.set(replayKey, answer);
    res.writeHead(answer.status, { "content-type": "application/json", "request-id": id("req") });
    res.end(JSON.stringify(answer.body));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => error(res, 500, String(err)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  baseURL = `http://127.0.0.1:${port}`;
  const fake: FakeStripeServer = {
    failing: null,
    port,
    baseURL,
    requests,
    customers,
    sessions,
    subscriptions,
    invoices,
    paymentIntents,
    charges,
    invoicePayments,
    refunds,
    disputes,
    ...control,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
  return fake;
}
