import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CREDITS, EXTRA_CREDITS_PACK, LIMITS, PLANS, formatUsd } from "../../../shared/constants";
import { signUp } from "../../../../tests/support/factories";
import type { TestClient } from "../../../../tests/support/test-client";
import { useSharedTestApp } from "../../../../tests/support/test-app";
import { localBillingObjects, mailOutbox } from "../../db/schema";
import { getBalance, listTransactions, spendCredits } from "../credits/credits.service";

// The embedded default: no STRIPE_SECRET_KEY, so purchases go through the local test-mode checkout,
// whose completion drives the same event handling a verified Stripe webhook does.
const testApp = useSharedTestApp();

/** The local checkout is a page of the web app: /checkout?session={id}. */
const sessionIdOf = (url: string) => {
  const parsed = new URL(url);
  expect(parsed.origin + parsed.pathname).toBe("http://localhost:3000/checkout");
  return parsed.searchParams.get("session")!;
};
const pro100 = PLANS.find((p) => p.id === "pro-100")!;

async function person() {
  const { client, services } = testApp();
  const { user } = await signUp(client);
  return { client, userId: user.id, db: services.db };
}

async function checkout(client: TestClient, planId = "pro-100") {
  const res = await client.post("/api/billing/checkout", { planId, consent: true });
  expect(res.status, res.text).toBe(200);
  return sessionIdOf(res.json.url);
}

async function complete(client: TestClient, sessionId: string) {
  const res = await client.post(`/api/billing/local/sessions/${sessionId}/complete`);
  expect(res.status, res.text).toBe(200);
  return res.json.redirectUrl as string;
}

const portal = (client: TestClient, action: string) => client.post(`/api/billing/local/portal/${action}`);

describe("[BILLING][LOCAL][CHECKOUT]", () => {
  it("says purchases are in test mode and names the catalogue", async () => {
    const res = await testApp().client.get("/api/billing/plans");
    expect(res.json).toMatchObject({ provider: "local", testMode: true, extraCredits: { id: EXTRA_CREDITS_PACK.id } });
    expect(res.json.plans).toHaveLength(PLANS.length);
  });

  it("buys a plan: the session shows what is bought, paying grants the month's credits once and sends a receipt", async () => {
    const { client, userId, db } = await person();
    const id = await checkout(client);
    const session = await client.get(`/api/billing/local/sessions/${id}`);
    expect(session.json).toMatchObject({
      id,
      testMode: true,
      status: "open",
      mode: "subscription",
      itemId: "pro-100",
      itemName: pro100.name,
      credits: 100,
      priceUsd: pro100.priceUsd,
    });
    expect(await complete(client, id)).toBe("http://localhost:3000/dashboard?success=true");
    expect(await getBalance(db, userId)).toEqual({ balance: 110, subscription: 100, permanent: CREDITS.signUpBonus });
    expect((await client.get("/api/billing/subscription")).json).toMatchObject({
      subscribed: true,
      productId: "pro-100",
      monthlyCredits: 100,
      status: "active",
      cancelAtPeriodEnd: false,
    });

    // Paying twice: refused, nothing more granted.
    const again = await client.post(`/api/billing/local/sessions/${id}/complete`);
    expect(again.status).toBe(409);
    expect(again.json.error).toEqual({ code: "checkout_finished", message: "This checkout is already finished" });
    expect((await getBalance(db, userId)).balance).toBe(110);
    expect((await client.get(`/api/billing/local/sessions/${id}`)).json.status).toBe("complete");

    const receipts = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.userId, userId), eq(mailOutbox.kind, "receipt")));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).toContain(`Amount paid: ${formatUsd(pro100.priceUsd)} (incl. VAT)`);
    expect(receipts[0]!.text).toContain("TEST MODE: no real payment was taken or refunded.");
  });

  it("buys the pack: 50 permanent credits, back to the dashboard with the credits named", async () => {
    const { client, userId, db } = await person();
    const res = await client.post("/api/billing/topup", { consent: true });
    const redirect = await complete(client, sessionIdOf(res.json.url));
    expect(redirect).toBe("http://localhost:3000/dashboard?payment_success=true&credits=50");
    expect(await getBalance(db, userId)).toEqual({ balance: 60, subscription: 0, permanent: 60 });
  });

  it("a canceled checkout grants nothing and can no longer be paid", async () => {
    const { client, userId, db } = await person();
    const id = await checkout(client);
    const canceled = await client.post(`/api/billing/local/sessions/${id}/cancel`);
    expect(canceled.json).toEqual({ redirectUrl: "http://localhost:3000/pricing" });
    expect((await client.post(`/api/billing/local/sessions/${id}/complete`)).status).toBe(409);
    expect((await getBalance(db, userId)).balance).toBe(CREDITS.signUpBonus);
    expect((await client.get("/api/billing/subscription")).json.subscribed).toBe(false);
  });

  it("another person's checkout is not found: they can neither see nor pay nor cancel it", async () => {
    const buyer = await person();
    const id = await checkout(buyer.client);
    const other = await person();
    for (const res of [
      await other.client.get(`/api/billing/local/sessions/${id}`),
      await other.client.post(`/api/billing/local/sessions/${id}/complete`),
      await other.client.post(`/api/billing/local/sessions/${id}/cancel`),
    ]) {
      expect(res.status).toBe(404);
    }
    expect((await getBalance(buyer.db, other.userId)).balance).toBe(CREDITS.signUpBonus);
    expect((await getBalance(buyer.db, buyer.userId)).balance).toBe(CREDITS.signUpBonus);
    expect((await buyer.client.get(`/api/billing/local/sessions/${id}`)).json.status).toBe("open");
    expect((await testApp().newClient().get(`/api/billing/local/sessions/${id}`)).status).toBe(401);
  });
});

describe("[BILLING][LOCAL][PORTAL]", () => {
  it("answers 'No subscription history' before any purchase, and 409 for a portal action with nothing to change", async () => {
    const { client } = await person();
    const res = await client.post("/api/billing/portal");
    expect(res.status).toBe(404);
    expect(res.json.error.message).toBe("No subscription history");
    expect(res.json.error).toEqual({ code: "no_customer", message: "No subscription history" });
    const topup = await client.post("/api/billing/topup", { consent: true });
    await complete(client, sessionIdOf(topup.json.url));
    expect((await client.post("/api/billing/portal")).json).toEqual({ url: "http://localhost:3000/billing" });
    expect((await portal(client, "cancel")).status).toBe(409);
    expect((await client.post("/api/billing/local/portal/plan", { planId: "pro-200" })).status).toBe(409);
    expect((await portal(client, "explode")).status).toBe(404);
  });

  it("renewing resets the bucket, canceling ends it at the period end, permanent credits stay throughout", async () => {
    const { client, userId, db } = await person();
    await complete(client, await checkout(client));
    await db.transaction((tx) =>
      spendCredits(tx, {
        userId,
        amount: 30,
        type: "generation",
        description: "turns",
        idempotencyKey: "local-spend-30",
      }),
    );
    const renewed = await portal(client, "renew");
    expect(renewed.status).toBe(200);
    expect(await getBalance(db, userId)).toEqual({ balance: 110, subscription: 100, permanent: 10 });

    const canceled = await portal(client, "cancel");
    expect(canceled.json).toMatchObject({ subscribed: true, cancelAtPeriodEnd: true });
    const kept = await portal(client, "resume");
    expect(kept.json).toMatchObject({ subscribed: true, cancelAtPeriodEnd: false });
    await portal(client, "cancel");
    // The month ends with the subscription set to cancel: it ends, its credits lapse.
    const ended = await portal(client, "renew");
    expect(ended.json).toMatchObject({ subscribed: false, status: "canceled", productId: null });
    expect(await getBalance(db, userId)).toEqual({ balance: 10, subscription: 0, permanent: 10 });
    const ledger = await listTransactions(db, userId);
    expect(ledger.reduce((sum, row) => sum + row.amount, 0)).toBe(10);
    expect(ledger.filter((r) => r.type === "subscription_credits")).toHaveLength(2);

    // Subscribing again after the end is allowed.
    await complete(client, await checkout(client, "pro-200"));
    expect(await getBalance(db, userId)).toEqual({ balance: 210, subscription: 200, permanent: 10 });
  });

  it("a plan change takes effect at the next renewal: nothing charged or granted now, the new plan's credits then", async () => {
    const { client, userId, db } = await person();
    const changePlan = (planId: string) => client.post("/api/billing/local/portal/plan", { planId });
    expect((await changePlan("pro-400")).json.error.code).toBe("no_customer");
    await complete(client, await checkout(client, "pro-100"));
    const receipts = async () =>
      db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.userId, userId), eq(mailOutbox.kind, "receipt")));
    expect(await receipts()).toHaveLength(1);

    expect((await changePlan("pro-3")).status).toBe(400);
    const chosen = await changePlan("pro-400");
    expect(chosen.status, chosen.text).toBe(200);
    expect(chosen.json).toMatchObject({ productId: "pro-100", pendingPlanId: "pro-400", monthlyCredits: 100 });
    // Chosen again before the renewal: the newer choice replaces it.
    expect((await changePlan("pro-200")).json).toMatchObject({ productId: "pro-100", pendingPlanId: "pro-200" });
    expect(await getBalance(db, userId)).toEqual({ balance: 110, subscription: 100, permanent: 10 });
    expect(await receipts()).toHaveLength(1);

    // Set to cancel, nothing changes at the period end; kept, the change stands again.
    expect((await portal(client, "cancel")).json).toMatchObject({ cancelAtPeriodEnd: true, pendingPlanId: null });
    expect((await portal(client, "resume")).json).toMatchObject({ cancelAtPeriodEnd: false, pendingPlanId: "pro-200" });

    const renewed = await portal(client, "renew");
    expect(renewed.json).toMatchObject({ subscribed: true, productId: "pro-200", pendingPlanId: null, monthlyCredits: 200 });
    expect(await getBalance(db, userId)).toEqual({ balance: 210, subscription: 200, permanent: 10 });
    const pro200 = PLANS.find((p) => p.id === "pro-200")!;
    const mails = await receipts();
    expect(mails).toHaveLength(2);
    expect(mails.map((m) => m.text).join("\n")).toContain(`Amount paid: ${formatUsd(pro200.priceUsd)} (incl. VAT)`);

    // The current plan chosen again withdraws a change: the next renewal stays on it.
    expect((await changePlan("pro-800")).json.pendingPlanId).toBe("pro-800");
    expect((await changePlan("pro-200")).json.pendingPlanId).toBeNull();
    expect((await portal(client, "renew")).json).toMatchObject({ productId: "pro-200", monthlyCredits: 200 });
    expect(await getBalance(db, userId)).toEqual({ balance: 210, subscription: 200, permanent: 10 });
    const ledger = await listTransactions(db, userId);
    expect(ledger.filter((r) => r.type === "subscription_credits").map((r) => r.amount)).toEqual(
      expect.arrayContaining([100, 200]),
    );
  });

  it("a failed renewal: past due, the bucket frozen, one notice mail; a second checkout is refused", async () => {
    const { client, userId, db } = await person();
    await complete(client, await checkout(client));
    const failed = await portal(client, "fail");
    expect(failed.json).toMatchObject({
      subscribed: false,
      status: "past_due",
      productId: "pro-100",
      monthlyCredits: 0,
    });
    expect(await getBalance(db, userId)).toEqual({ balance: 110, subscription: 100, permanent: 10 });
    const notices = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.userId, userId), eq(mailOutbox.kind, "payment_failed")));
    expect(notices).toHaveLength(1);
    expect((await client.post("/api/billing/checkout", { planId: "pro-100", consent: true })).status).toBe(409);
    // Ended now: the frozen bucket is emptied.
    const ended = await portal(client, "end");
    expect(ended.json.status).toBe("canceled");
    expect(await getBalance(db, userId)).toEqual({ balance: 10, subscription: 0, permanent: 10 });
  });
});

describe("[BILLING][LIMITS]", () => {
  it("lets one person start LIMITS.checkoutsPerHour checkouts an hour, then answers 429 with Retry-After and makes no session", async () => {
    const { client, userId, db } = await person();
    for (let i = 0; i < LIMITS.checkoutsPerHour; i++) {
      const res =
        i % 2 === 0
          ? await client.post("/api/billing/topup", { consent: true })
          : await client.post("/api/billing/checkout", { planId: "pro-100", consent: true });
      expect(res.status).toBe(200);
    }
    const sessions = async () =>
      (
        await db
          .select()
          .from(localBillingObjects)
          .where(and(eq(localBillingObjects.userId, userId), eq(localBillingObjects.kind, "checkout_session")))
      ).length;
    expect(await sessions()).toBe(LIMITS.checkoutsPerHour);
    const refused = await client.post("/api/billing/checkout", { planId: "pro-100", consent: true });
    expect(refused.status).toBe(429);
    expect(refused.json.error.code).toBe("rate_limited");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await client.post("/api/billing/topup", { consent: true })).status).toBe(429);
    expect(await sessions()).toBe(LIMITS.checkoutsPerHour);
    // Someone else is not held back by it.
    expect((await (await person()).client.post("/api/billing/topup", { consent: true })).status).toBe(200);
  });
});
