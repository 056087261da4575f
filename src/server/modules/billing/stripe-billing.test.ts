import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CREDITS, EXTRA_CREDITS_PACK, PLANS, formatUsd } from "../../../shared/constants";
import { type FakeStripeServer, type StripeEvent, startFakeStripeServer } from "../../../../tests/fakes/fake-stripe-server";
import { signUp, uniqueEmail } from "../../../../tests/support/factories";
import { mailOutbox, subscriptions, user } from "../../db/schema";
import { deliver, fakePrices, shuffled, stripeTestEnv, TEST_PRICES, TEST_STRIPE_KEY } from "../../../../tests/support/stripe-webhooks";
import type { TestClient } from "../../../../tests/support/test-client";
import { type TestApp, createTestApp } from "../../../../tests/support/test-app";
import { getBalance, listTransactions, spendCredits } from "../credits/credits.service";

let fake: FakeStripeServer;
let shared: TestApp;
const ADMIN_EMAIL = uniqueEmail("billing-admin");

beforeAll(async () => {
  fake = await startFakeStripeServer({ apiKey: TEST_STRIPE_KEY, prices: fakePrices() });
  shared = await createTestApp({ ...stripeTestEnv(fake.baseURL), ADMIN_EMAILS: ADMIN_EMAIL });
});
afterAll(async () => {
  await shared?.close();
  await fake?.close();
});

/** A signed-in person in a browser of their own, and a second browser playing Stripe's servers. */
async function person() {
  const client = shared.newClient();
  const { user } = await signUp(client);
  return { client, userId: user.id, stripe: shared.newClient() };
}

const sessionIdOf = (url: string) => url.split("/").pop()!;

async function subscribe(client: TestClient, planId = "pro-100") {
  const res = await client.post("/api/billing/checkout", { planId, consent: true });
  expect(res.status).toBe(200);
  const session = fake.sessions.get(sessionIdOf(res.json.url))!;
  return { session, events: fake.completeCheckout(session.id), subscriptionId: () => String(session.subscription) };
}

async function deliverAll(stripe: TestClient, events: StripeEvent[]) {
  for (const event of events) {
    const res = await deliver(stripe, event);
    expect(res.status, res.text).toBe(200);
  }
}

const balanceOf = (userId: string) => getBalance(shared.services.db, userId);
async function ledgerOf(userId: string) {
  const rows = await listTransactions(shared.services.db, userId);
  return { rows, sum: rows.reduce((s, r) => s + r.amount, 0), ofType: (type: string) => rows.filter((r) => r.type === type) };
}
async function eventCount() {
  const result = (await shared.database.db.execute(sql`select count(*)::int as n from billing_events`)) as unknown as { rows: Array<{ n: number }> };
  return Number(result.rows[0]!.n);
}

describe("[BILLING][STRIPE][API]", () => {
  it("lists the six plans and the pack from the catalogue, as real (not test-mode) purchases", async () => {
    const res = await shared.newClient().get("/api/billing/plans");
    expect(res.status).toBe(200);
    expect(res.json.provider).toBe("stripe");
    expect(res.json.testMode).toBe(false);
    expect(res.json.plans.map((p: { id: string }) => p.id)).toEqual(Object.keys(TEST_PRICES).filter((k) => k.startsWith("pro-")));
    expect(res.json.extraCredits).toEqual({ id: "extra-50", credits: 50, priceUsd: 9.99 });
  });

  it("creates a subscription-mode Checkout Session for the plan's price, with one customer per person", async () => {
    const { client, userId } = await person();
    const [a, b] = await Promise.all([
      client.post("/api/billing/checkout", { planId: "pro-200", consent: true }),
      client.post("/api/billing/checkout", { planId: "pro-200", consent: true }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const sessions = [a, b].map((r) => fake.sessions.get(sessionIdOf(r.json.url))!);
    for (const s of sessions) {
      expect(s).toMatchObject({ mode: "subscription", client_reference_id: userId, line_items: { 0: { price: TEST_PRICES["pro-200"] } } });
      expect(String(s.success_url)).toMatch(/\/dashboard\?success=true$/);
    }
    expect(sessions[0]!.customer).toBe(sessions[1]!.customer);
    expect(fake.customers.get(String(sessions[0]!.customer))?.metadata).toEqual({ userId });
  });

  it("creates a payment-mode session for the pack and sends the buyer back with the credits named", async () => {
    const { client } = await person();
    const res = await client.post("/api/billing/topup", { consent: true });
    expect(res.status).toBe(200);
    const s = fake.sessions.get(sessionIdOf(res.json.url))!;
    expect(s).toMatchObject({ mode: "payment", line_items: { 0: { price: TEST_PRICES["extra-50"] } } });
    expect(String(s.success_url)).toMatch(/\/dashboard\?payment_success=true&credits=50$/);
  });

  it("refuses a purchase without the consent to immediate delivery, an unknown plan, and a visitor", async () => {
    const { client } = await person();
    expect((await client.post("/api/billing/checkout", { planId: "pro-100" })).status).toBe(400);
    expect((await client.post("/api/billing/checkout", { planId: "pro-3", consent: true })).status).toBe(400);
    expect((await client.post("/api/billing/topup", {})).status).toBe(400);
    const visitor = shared.newClient();
    for (const path of ["/api/billing/checkout", "/api/billing/topup", "/api/billing/portal"]) {
      expect((await visitor.post(path, { planId: "pro-100", consent: true })).status).toBe(401);
    }
    expect((await visitor.get("/api/billing/subscription")).status).toBe(401);
  });

  it("answers the portal with 'No subscription history' before any purchase, and Stripe's portal after", async () => {
    const { client } = await person();
    const before = await client.post("/api/billing/portal");
    expect(before.status).toBe(404);
    expect(before.json.error).toEqual({ code: "no_customer", message: "No subscription history" });
    await subscribe(client);
    const after = await client.post("/api/billing/portal");
    expect(after.status).toBe(200);
    expect(after.json.url).toMatch(/\/portal\/cus_/);
  });
});

describe("[BILLING][STRIPE][WEBHOOK]", () => {
  it("checkout completed + invoice paid: the subscription bucket holds the plan's credits and the status says Pro", async () => {
    const { client, userId, stripe } = await person();
    const { events } = await subscribe(client, "pro-100");
    await deliverAll(stripe, events);
    expect(await balanceOf(userId)).toEqual({ balance: 110, subscription: 100, permanent: CREDITS.signUpBonus });
    const status = await client.get("/api/billing/subscription");
    expect(status.json).toMatchObject({ subscribed: true, productId: "pro-100", monthlyCredits: 100, status: "active", cancelAtPeriodEnd: false });
    expect(new Date(status.json.subscriptionEnd).getTime()).toBeGreaterThan(Date.now());
    const ledger = await ledgerOf(userId);
    expect(ledger.ofType("subscription_credits")).toHaveLength(1);
    expect(ledger.sum).toBe(110);
    // A second checkout while subscribed would be a second subscription.
    expect((await client.post("/api/billing/checkout", { planId: "pro-400", consent: true })).status).toBe(409);
  });

  it("the pack's payment adds 50 permanent credits once, whether checkout.session.completed or payment_intent.succeeded says so", async () => {
    const { client, userId, stripe } = await person();
    const res = await client.post("/api/billing/topup", { consent: true });
    await deliverAll(stripe, fake.completeCheckout(sessionIdOf(res.json.url)));
    expect(await balanceOf(userId)).toEqual({ balance: 60, subscription: 0, permanent: 60 });
    expect((await ledgerOf(userId)).ofType("purchase")).toHaveLength(1);
  });

  it("every event delivered three times in shuffled order (and concurrently) grants exactly once", async () => {
    for (const seed of [1, 2, 3]) {
      const { client, userId, stripe } = await person();
      const sub = await subscribe(client, "pro-200");
      const topup = await client.post("/api/billing/topup", { consent: true });
      const events = [...sub.events, ...fake.completeCheckout(sessionIdOf(topup.json.url))];
      const deliveries = shuffled([...events, ...events, ...events], seed);
      // Half one after another, half at once.
      const half = Math.floor(deliveries.length / 2);
      for (const event of deliveries.slice(0, half)) expect((await deliver(stripe, event)).status).toBe(200);
      const results = await Promise.all(deliveries.slice(half).map((event) => deliver(stripe, event)));
      expect(results.map((r) => r.status).every((s) => s === 200)).toBe(true);
      expect(await balanceOf(userId)).toEqual({ balance: 260, subscription: 200, permanent: 60 });
      const ledger = await ledgerOf(userId);
      expect(ledger.ofType("subscription_credits")).toHaveLength(1);
      expect(ledger.ofType("purchase")).toHaveLength(1);
      expect(ledger.sum).toBe(260);
    }
  });

  it("the same event racing itself is processed once (one billing_events row, one grant)", async () => {
    const { client, userId, stripe } = await person();
    const res = await client.post("/api/billing/topup", { consent: true });
    const [, paymentSucceeded] = fake.completeCheckout(sessionIdOf(res.json.url));
    const answers = await Promise.all(Array.from({ length: 6 }, () => deliver(stripe, paymentSucceeded!)));
    const outcomes = answers.map((a) => a.json.outcome).sort();
    expect(outcomes.filter((o: string) => o === "granted")).toHaveLength(1);
    expect(outcomes.filter((o: string) => o === "duplicate")).toHaveLength(5);
    expect((await balanceOf(userId)).permanent).toBe(60);
  });

  it("a bad, stale, missing or tampered signature is refused with 400 and changes nothing", async () => {
    const { client, userId, stripe } = await person();
    const res = await client.post("/api/billing/topup", { consent: true });
    const events = fake.completeCheckout(sessionIdOf(res.json.url));
    const before = { balance: await balanceOf(userId), events: await eventCount(), ledger: (await ledgerOf(userId)).rows.length };
    const tampered = JSON.stringify({ ...events[1]!, id: "evt_forged" });
    const refusals = await Promise.all(
      events.flatMap((event) => [
        deliver(stripe, event, { secret: "whsec_wrong" }),
        deliver(stripe, event, { timestamp: Math.floor(Date.now() / 1000) - 600 }),
        deliver(stripe, event, { signature: null }),
        deliver(stripe, event, { signature: "t=1,v1=abc" }),
        deliver(stripe, event, { payload: tampered }),
      ]),
    );
    for (const r of refusals) {
      expect(r.status).toBe(400);
      expect(r.json.error.code).toBe("invalid_signature");
    }
    expect(await balanceOf(userId)).toEqual(before.balance);
    expect(await eventCount()).toBe(before.events);
    expect((await ledgerOf(userId)).rows).toHaveLength(before.ledger);
    // The genuine deliveries still work afterwards.
    await deliverAll(stripe, events);
    expect((await balanceOf(userId)).permanent).toBe(60);
  });

  it("a renewal resets the subscription bucket to the plan's credits: no rollover, nothing added", async () => {
    const { client, userId, stripe } = await person();
    const sub = await subscribe(client, "pro-100");
    await deliverAll(stripe, sub.events);
    await shared.services.db.transaction((tx) =>
      spendCredits(tx, { userId, amount: 30, type: "generation", description: "turns", idempotencyKey: "spend-30" }),
    );
    expect(await balanceOf(userId)).toEqual({ balance: 80, subscription: 70, permanent: 10 });
    const renewal = fake.renew(sub.subscriptionId());
    await deliverAll(stripe, [...renewal, ...renewal]);
    expect(await balanceOf(userId)).toEqual({ balance: 110, subscription: 100, permanent: 10 });
    // Untouched credits expire too: a second renewal leaves exactly 100, not 200.
    await deliverAll(stripe, fake.renew(sub.subscriptionId()));
    expect(await balanceOf(userId)).toEqual({ balance: 110, subscription: 100, permanent: 10 });
    const ledger = await ledgerOf(userId);
    expect(ledger.ofType("subscription_credits")).toHaveLength(3);
    expect(ledger.ofType("subscription_expired").map((r) => r.amount).sort()).toEqual([-100, -70]);
    expect(ledger.sum).toBe(110);
  });

  it("an old period's invoice arriving after the new one's grants nothing more", async () => {
    const { client, userId, stripe } = await person();
    const sub = await subscribe(client, "pro-100");
    const renewal = fake.renew(sub.subscriptionId());
    await deliverAll(stripe, renewal);
    await deliverAll(stripe, sub.events);
    expect(await balanceOf(userId)).toEqual({ balance: 110, subscription: 100, permanent: 10 });
    expect((await ledgerOf(userId)).ofType("subscription_credits")).toHaveLength(1);
  });

  it("permanent credits survive renewals, a plan change and the end of the subscription", async () => {
    const { client, userId, stripe } = await person();
    const topup = await client.post("/api/billing/topup", { consent: true });
    await deliverAll(stripe, fake.completeCheckout(sessionIdOf(topup.json.url)));
    const sub = await subscribe(client, "pro-100");
    await deliverAll(stripe, sub.events);
    expect(await balanceOf(userId)).toEqual({ balance: 160, subscription: 100, permanent: 60 });

    // A plan change takes effect at the next cycle: nothing now, the new plan's credits at the renewal.
    await deliverAll(stripe, fake.update(sub.subscriptionId(), { priceId: TEST_PRICES["pro-200"] }));
    expect(await balanceOf(userId)).toEqual({ balance: 160, subscription: 100, permanent: 60 });
    expect((await client.get("/api/billing/subscription")).json).toMatchObject({ productId: "pro-200", monthlyCredits: 100 });
    await deliverAll(stripe, fake.renew(sub.subscriptionId()));
    expect(await balanceOf(userId)).toEqual({ balance: 260, subscription: 200, permanent: 60 });

    // Canceled at the period end: still Pro until then, then the bucket is emptied.
    await deliverAll(stripe, fake.update(sub.subscriptionId(), { cancelAtPeriodEnd: true }));
    expect((await client.get("/api/billing/subscription")).json).toMatchObject({ subscribed: true, cancelAtPeriodEnd: true });
    const end = fake.renew(sub.subscriptionId());
    expect(end[0]!.type).toBe("customer.subscription.deleted");
    await deliverAll(stripe, [...end, ...end]);
    expect(await balanceOf(userId)).toEqual({ balance: 60, subscription: 0, permanent: 60 });
    expect((await client.get("/api/billing/subscription")).json).toMatchObject({ subscribed: false, productId: null, status: "canceled" });
    const ledger = await ledgerOf(userId);
    expect(ledger.ofType("subscription_ended")).toEqual([expect.objectContaining({ amount: -200 })]);
    expect(ledger.sum).toBe(60);

    // A new subscription after the end works and grants its own period.
    const again = await subscribe(client, "pro-100");
    await deliverAll(stripe, again.events);
    expect(await balanceOf(userId)).toEqual({ balance: 160, subscription: 100, permanent: 60 });
  });

  it("a finally failed renewal makes the subscription past due and freezes the bucket (no reset); paying later resets it", async () => {
    const { client, userId, stripe } = await person();
    const sub = await subscribe(client, "pro-100");
    await deliverAll(stripe, sub.events);
    await shared.services.db.transaction((tx) =>
      spendCredits(tx, { userId, amount: 40, type: "generation", description: "turns", idempotencyKey: "spend-40" }),
    );
    const failed = fake.renew(sub.subscriptionId(), "failed");
    const answers = await Promise.all(failed.map((e) => deliver(stripe, e)));
    expect(answers.map((a) => a.json.outcome)).toContain("payment_failed");
    expect(await balanceOf(userId)).toEqual({ balance: 70, subscription: 60, permanent: 10 });
    expect((await client.get("/api/billing/subscription")).json).toMatchObject({ subscribed: false, status: "past_due" });
    // The person can neither start a second subscription nor lose the first one's history.
    expect((await client.post("/api/billing/checkout", { planId: "pro-100", consent: true })).status).toBe(409);
    expect((await client.post("/api/billing/portal")).status).toBe(200);
  });

  it("records event types it does not handle, once, and answers 200", async () => {
    const { stripe } = await person();
    const event = fake.event("customer.created", { id: "cus_unrelated", object: "customer" });
    expect((await deliver(stripe, event)).json).toEqual({ received: true, outcome: "ignored" });
    expect((await deliver(stripe, event)).json).toEqual({ received: true, outcome: "duplicate" });
  });

  it("an event for a customer we never made is recorded and changes no balance", async () => {
    const { stripe } = await person();
    const customer = { id: "cus_stranger", object: "customer" };
    fake.customers.set(customer.id, customer);
    const pi = { id: "pi_stranger", object: "payment_intent", customer: customer.id, status: "succeeded", metadata: { packId: EXTRA_CREDITS_PACK.id } };
    fake.paymentIntents.set(pi.id, pi);
    const res = await deliver(stripe, fake.event("payment_intent.succeeded", pi));
    expect(res.json.outcome).toBe("unknown_customer");
  });

  it("the webhook needs no Origin (it is signed), while the purchase routes still refuse another site", async () => {
    const { client } = await person();
    const res = await client.post("/api/billing/checkout", { planId: "pro-100", consent: true }, { headers: { origin: "https://evil.example" } });
    expect(res.status).toBe(403);
  });
});

async function mailsOf(userId: string, kind: string) {
  return shared.services.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.userId, userId), eq(mailOutbox.kind, kind)));
}

async function adminClient() {
  const client = shared.newClient();
  await signUp(client, { email: ADMIN_EMAIL }).catch(async () => {
    // Signed up by an earlier test: sign in instead.
    const res = await client.post("/api/auth/sign-in/email", { email: ADMIN_EMAIL, password: "correct-horse-battery-staple" });
    expect(res.status).toBe(200);
  });
  return client;
}

async function buyPack(client: TestClient, stripe: TestClient) {
  const res = await client.post("/api/billing/topup", { consent: true });
  const events = fake.completeCheckout(sessionIdOf(res.json.url));
  await deliverAll(stripe, events);
  return String(fake.sessions.get(sessionIdOf(res.json.url))!.payment_intent);
}

describe("[BILLING][STRIPE][MAIL]", () => {
  it("sends one receipt per payment (the first period, a renewal, a pack) and one notice for a failed renewal", async () => {
    const { client, userId, stripe } = await person();
    const sub = await subscribe(client, "pro-400");
    await deliverAll(stripe, [...sub.events, ...sub.events]);
    const paymentId = await buyPack(client, stripe);
    const renewal = fake.renew(sub.subscriptionId());
    await deliverAll(stripe, [...renewal, ...renewal]);
    const receipts = await mailsOf(userId, "receipt");
    expect(receipts).toHaveLength(3);
    const texts = receipts.map((m) => m.text).join("\n---\n");
    const pro400 = PLANS.find((p) => p.id === "pro-400")!;
    expect(texts.split(`Amount paid: ${formatUsd(pro400.priceUsd)} (incl. VAT)`)).toHaveLength(3);
    expect(texts).toContain(`Amount paid: ${formatUsd(EXTRA_CREDITS_PACK.priceUsd)} (incl. VAT)`);
    expect(texts).toContain(`Reference: ${paymentId}`);
    expect(texts).not.toContain("TEST MODE");

    const failed = fake.renew(sub.subscriptionId(), "failed");
    await deliverAll(stripe, [...failed, ...failed]);
    const notices = await mailsOf(userId, "payment_failed");
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toBe("Your Plugsmith payment failed");
    expect(await mailsOf(userId, "receipt")).toHaveLength(3);
  });
});

describe("[BILLING][STRIPE][REFUND]", () => {
  it("an admin refunds an unused pack: 50 credits removed with a ledger row, the payment refunded once at Stripe, a mail", async () => {
    const { client, userId, stripe } = await person();
    const paymentId = await buyPack(client, stripe);
    const admin = await adminClient();
    const list = await admin.get(`/api/admin/users/${userId}/purchases`);
    expect(list.status).toBe(200);
    expect(list.json.purchases).toEqual([expect.objectContaining({ paymentId, credits: 50, priceUsd: 9.99, state: "refundable" })]);
    const transactionId = list.json.purchases[0].transactionId as string;

    const [a, b] = await Promise.all([
      admin.post(`/api/admin/users/${userId}/purchases/${transactionId}/refund`),
      admin.post(`/api/admin/users/${userId}/purchases/${transactionId}/refund`),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.json.purchase.state).toBe("refunded");
    expect(await balanceOf(userId)).toEqual({ balance: 10, subscription: 0, permanent: 10 });
    const ledger = await ledgerOf(userId);
    expect(ledger.ofType("refund")).toEqual([expect.objectContaining({ amount: -50, balanceAfter: 10 })]);
    expect(ledger.sum).toBe(10);
    expect([...fake.refunds.values()].filter((r) => r.payment_intent === paymentId)).toHaveLength(1);
    expect(await mailsOf(userId, "refund")).toHaveLength(1);
    // Again later: answered as refunded, nothing more taken or paid back.
    const again = await admin.post(`/api/admin/users/${userId}/purchases/${transactionId}/refund`);
    expect(again.json.purchase.state).toBe("refunded");
    expect((await balanceOf(userId)).balance).toBe(10);
    expect([...fake.refunds.values()].filter((r) => r.payment_intent === paymentId)).toHaveLength(1);
  });

  it("refuses a used pack, an old pack, another person's purchase and a non-admin, and changes nothing", async () => {
    const { client, userId, stripe } = await person();
    await buyPack(client, stripe);
    const admin = await adminClient();
    const [purchase] = (await admin.get(`/api/admin/users/${userId}/purchases`)).json.purchases as Array<{ transactionId: string }>;
    const refund = (who: TestClient, owner = userId) => who.post(`/api/admin/users/${owner}/purchases/${purchase!.transactionId}/refund`);

    expect((await refund(client)).status).toBe(403);
    const stranger = await person();
    expect((await refund(admin, stranger.userId)).json).toEqual({ error: { code: "not_found", message: "No such purchase" } });
    expect((await admin.post(`/api/admin/users/${userId}/purchases/not-a-uuid/refund`)).status).toBe(404);

    // 15 of the 60 permanent credits spent: the other credits fell below their value after the purchase.
    await shared.services.db.transaction((tx) =>
      spendCredits(tx, { userId, amount: 15, type: "generation", description: "turns", idempotencyKey: "spend-15" }),
    );
    const used = await refund(admin);
    expect(used.status).toBe(409);
    expect(used.json.error).toEqual({ code: "refund_not_allowed", message: "Credits from this pack have been used" });
    expect(await balanceOf(userId)).toEqual({ balance: 45, subscription: 0, permanent: 45 });

    // Another person's pack, bought 15 days ago (its ledger row moved back in time), is too old.
    const second = await person();
    const secondPayment = await buyPack(second.client, second.stripe);
    await shared.services.db.execute(
      sql`update credit_transactions set created_at = now() - interval '15 days' where user_id = ${second.userId} and transaction_type = 'purchase'`,
    );
    const [old] = (await admin.get(`/api/admin/users/${second.userId}/purchases`)).json.purchases as Array<{ transactionId: string; state: string }>;
    expect(old!.state).toBe("too_old");
    const tooOld = await admin.post(`/api/admin/users/${second.userId}/purchases/${old!.transactionId}/refund`);
    expect(tooOld.status).toBe(409);
    expect(tooOld.json.error).toEqual({ code: "refund_not_allowed", message: "This pack was bought more than 14 days ago" });
    expect(await balanceOf(second.userId)).toEqual({ balance: 60, subscription: 0, permanent: 60 });
    const refundedPayments = [...fake.refunds.values()].map((r) => r.payment_intent);
    expect(refundedPayments).not.toContain(secondPayment);
    expect((await ledgerOf(userId)).ofType("refund")).toHaveLength(0);
  });

  it("a refund Stripe does not confirm keeps the credits removed and answers 502; the retry refunds once", async () => {
    const { client, userId, stripe } = await person();
    const paymentId = await buyPack(client, stripe);
    const admin = await adminClient();
    const [purchase] = (await admin.get(`/api/admin/users/${userId}/purchases`)).json.purchases as Array<{ transactionId: string }>;
    const path = `/api/admin/users/${userId}/purchases/${purchase!.transactionId}/refund`;
    fake.failing = /\/v1\/refunds/;
    try {
      const failed = await admin.post(path);
      expect(failed.status).toBe(502);
      expect(failed.json.error.code).toBe("refund_failed");
    } finally {
      fake.failing = null;
    }
    expect((await balanceOf(userId)).permanent).toBe(10);
    expect((await admin.get(`/api/admin/users/${userId}/purchases`)).json.purchases[0].state).toBe("refund_pending");
    expect((await admin.post(path)).json.purchase.state).toBe("refunded");
    expect((await balanceOf(userId)).permanent).toBe(10);
    expect((await ledgerOf(userId)).ofType("refund")).toHaveLength(1);
    expect([...fake.refunds.values()].filter((r) => r.payment_intent === paymentId)).toHaveLength(1);
  });
});

describe("[BILLING][STRIPE][ACCOUNT_DELETION]", () => {
  it("deleting the account cancels the subscription at Stripe; when Stripe fails, the account stays", async () => {
    const { client, userId, stripe } = await person();
    const sub = await subscribe(client, "pro-100");
    await deliverAll(stripe, sub.events);

    fake.failing = /\/v1\/subscriptions/;
    try {
      const refused = await client.delete("/api/me", { password: "correct-horse-battery-staple" });
      expect(refused.status).toBe(502);
      expect(refused.json.error.code).toBe("subscription_cancel_failed");
    } finally {
      fake.failing = null;
    }
    expect(fake.subscriptions.get(sub.subscriptionId())!.status).toBe("active");
    expect(await shared.services.db.select().from(user).where(eq(user.id, userId))).toHaveLength(1);

    const deleted = await client.delete("/api/me", { password: "correct-horse-battery-staple" });
    expect(deleted.status).toBe(200);
    expect(fake.subscriptions.get(sub.subscriptionId())!.status).toBe("canceled");
    expect(await shared.services.db.select().from(user).where(eq(user.id, userId))).toHaveLength(0);
  });
});

const latestInvoiceOf = (subscriptionId: string) => String(fake.subscriptions.get(subscriptionId)!.latest_invoice);
async function openDisputeOf(userId: string) {
  const [row] = await shared.services.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row?.openDisputeId ?? null;
}

describe("[BILLING][STRIPE][REVERSAL]", () => {
  it("a refunded pack takes its 50 credits back exactly once: replayed, repeated and racing events change nothing more", async () => {
    const { client, userId, stripe } = await person();
    const paymentId = await buyPack(client, stripe);
    const charge = fake.chargeOf(paymentId);
    const refunded = fake.refund(charge.id);
    const first = await deliver(stripe, refunded[0]!);
    expect(first.json.outcome).toBe("taken_back");
    // The same event again, racing itself, and another event about the same refunded charge.
    const again = await Promise.all([...refunded, ...refunded, ...refunded].map((e) => deliver(stripe, e)));
    expect(again.map((r) => r.json.outcome)).toEqual(["duplicate", "duplicate", "duplicate"]);
    expect((await deliver(stripe, fake.event("charge.refunded", fake.charges.get(charge.id)!))).json.outcome).toBe("synced");
    expect(await balanceOf(userId)).toEqual({ balance: CREDITS.signUpBonus, subscription: 0, permanent: CREDITS.signUpBonus });
    const ledger = await ledgerOf(userId);
    expect(ledger.ofType("payment_refunded")).toEqual([expect.objectContaining({ amount: -50, balanceAfter: 10 })]);
    expect(ledger.sum).toBe(10);
    const mails = await mailsOf(userId, "payment_refunded");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Your Plugsmith payment was refunded: 50 extra credits");
    expect(mails[0]!.text).toContain("Credits removed: 50");
    expect(mails[0]!.text).toContain(`Amount refunded: ${formatUsd(EXTRA_CREDITS_PACK.priceUsd)}`);
    expect(mails[0]!.text).toContain(`Reference: ${paymentId}`);
  });

  it("never below zero: with 30 of the pack's 50 credits spent (and the 10 bonus), the refund takes the 20 left and the balance is 0", async () => {
    const { client, userId, stripe } = await person();
    const paymentId = await buyPack(client, stripe);
    await shared.services.db.transaction((tx) =>
      spendCredits(tx, { userId, amount: 40, type: "generation", description: "turns", idempotencyKey: "spend-40" }),
    );
    await deliverAll(stripe, fake.refund(fake.chargeOf(paymentId).id));
    expect(await balanceOf(userId)).toEqual({ balance: 0, subscription: 0, permanent: 0 });
    const ledger = await ledgerOf(userId);
    expect(ledger.ofType("payment_refunded")).toEqual([
      expect.objectContaining({ amount: -20, balanceAfter: 0, description: "Payment refunded (50 extra credits): 20 of 50 credits taken back, the rest was used" }),
    ]);
    expect(ledger.sum).toBe(0);
    expect((await mailsOf(userId, "payment_refunded"))[0]!.text).toContain("Credits removed: 20");
  });

  it("a partial refund takes back its share (floor of credits × refunded ÷ paid); refunding the rest later takes the rest", async () => {
    const { client, userId, stripe } = await person();
    const paymentId = await buyPack(client, stripe);
    const charge = fake.chargeOf(paymentId);
    await deliverAll(stripe, fake.refund(charge.id, 500)); // 500 of 999 cents: floor(50 × 500 / 999) = 25
    expect((await balanceOf(userId)).permanent).toBe(35);
    await deliverAll(stripe, fake.refund(charge.id)); // the other 499 cents
    expect((await balanceOf(userId)).permanent).toBe(10);
    const ledger = await ledgerOf(userId);
    expect(ledger.ofType("payment_refunded").map((r) => r.amount)).toEqual([-25, -25]);
    expect(ledger.sum).toBe(10);
    expect(await mailsOf(userId, "payment_refunded")).toHaveLength(2);
  });

  it("a pack an admin already refunded (its credits removed) takes nothing more when Stripe's charge.refunded arrives", async () => {
    const { client, userId, stripe } = await person();
    const paymentId = await buyPack(client, stripe);
    const admin = await adminClient();
    const [purchase] = (await admin.get(`/api/admin/users/${userId}/purchases`)).json.purchases as Array<{ transactionId: string }>;
    expect((await admin.post(`/api/admin/users/${userId}/purchases/${purchase!.transactionId}/refund`)).status).toBe(200);
    const charge = fake.charges.get(fake.chargeOf(paymentId).id)!;
    expect(charge.refunded).toBe(true);
    expect((await deliver(stripe, fake.event("charge.refunded", charge))).json.outcome).toBe("synced");
    expect(await balanceOf(userId)).toEqual({ balance: 10, subscription: 0, permanent: 10 });
    expect((await ledgerOf(userId)).ofType("payment_refunded")).toHaveLength(0);
    expect(await mailsOf(userId, "payment_refunded")).toHaveLength(0);
  });

  it("a disputed pack takes its unused credits back once; a refund of the same charge afterwards takes nothing more", async () => {
    const { client, userId, stripe } = await person();
    const paymentId = await buyPack(client, stripe);
    const charge = fake.chargeOf(paymentId);
    const disputed = fake.dispute(charge.id);
    await deliverAll(stripe, [...disputed, ...disputed]);
    expect(await balanceOf(userId)).toEqual({ balance: 10, subscription: 0, permanent: 10 });
    await deliverAll(stripe, fake.refund(charge.id));
    expect(await balanceOf(userId)).toEqual({ balance: 10, subscription: 0, permanent: 10 });
    const ledger = await ledgerOf(userId);
    expect(ledger.ofType("payment_disputed")).toEqual([expect.objectContaining({ amount: -50 })]);
    expect(ledger.ofType("payment_refunded")).toHaveLength(0);
    const mails = await mailsOf(userId, "payment_disputed");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Credits removed: 50");
    expect(mails[0]!.text).not.toContain("subscription adds no new credits");
  });

  it("a disputed subscription payment takes back its period's unused credits and renewals grant nothing until the dispute closes", async () => {
    const { client, userId, stripe } = await person();
    const sub = await subscribe(client, "pro-100");
    await deliverAll(stripe, sub.events);
    await shared.services.db.transaction((tx) =>
      spendCredits(tx, { userId, amount: 30, type: "generation", description: "turns", idempotencyKey: "spend-30" }),
    );
    const charge = fake.chargeOf(latestInvoiceOf(sub.subscriptionId()));
    const disputed = fake.dispute(charge.id);
    const answers = await Promise.all([...disputed, ...disputed].map((e) => deliver(stripe, e)));
    expect(answers.map((a) => a.json.outcome).sort()).toEqual(["duplicate", "taken_back"]);
    expect(await balanceOf(userId)).toEqual({ balance: 10, subscription: 0, permanent: 10 });
    expect(await openDisputeOf(userId)).toBe(String(disputed[0]!.data.object.id));

    // The month is over and Stripe takes the next payment: while the dispute is open, it grants nothing.
    await deliverAll(stripe, fake.renew(sub.subscriptionId()));
    expect(await balanceOf(userId)).toEqual({ balance: 10, subscription: 0, permanent: 10 });

    const closed = fake.closeDispute(String(disputed[0]!.data.object.id), "lost");
    expect((await deliver(stripe, closed[0]!)).json.outcome).toBe("dispute_closed");
    expect(await openDisputeOf(userId)).toBeNull();
    await deliverAll(stripe, fake.renew(sub.subscriptionId()));
    expect(await balanceOf(userId)).toEqual({ balance: 110, subscription: 100, permanent: 10 });

    const ledger = await ledgerOf(userId);
    expect(ledger.ofType("payment_disputed")).toEqual([expect.objectContaining({ amount: -70, balanceAfter: 10 })]);
    expect(ledger.ofType("subscription_credits")).toHaveLength(2);
    expect(ledger.sum).toBe(110);
    const mails = await mailsOf(userId, "payment_disputed");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Your bank disputes a payment to Plugsmith: Pro 100 (monthly)");
    expect(mails[0]!.text).toContain("Credits removed: 70");
    expect(mails[0]!.text).toContain("your subscription adds no new credits until the dispute is settled");
  });

  it("a refund of an earlier period's payment takes nothing from the current period (its credits expired), with a ledger row saying so", async () => {
    const { client, userId, stripe } = await person();
    const sub = await subscribe(client, "pro-100");
    await deliverAll(stripe, sub.events);
    const firstInvoice = latestInvoiceOf(sub.subscriptionId());
    await deliverAll(stripe, fake.renew(sub.subscriptionId()));
    await deliverAll(stripe, fake.refund(fake.chargeOf(firstInvoice).id));
    expect(await balanceOf(userId)).toEqual({ balance: 110, subscription: 100, permanent: 10 });
    const ledger = await ledgerOf(userId);
    expect(ledger.ofType("payment_refunded")).toEqual([expect.objectContaining({ amount: 0 })]);
    expect(ledger.sum).toBe(110);
    expect((await mailsOf(userId, "payment_refunded"))[0]!.text).toContain("Credits removed: 0");
  });
});
