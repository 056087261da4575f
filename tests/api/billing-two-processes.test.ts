import pg from "pg";
import Stripe from "stripe";
import { afterAll, describe, expect, it } from "vitest";
import { scratchPostgresDatabase } from "../support/scratch-postgres";
import { type FakeStripeServer, type StripeEvent, startFakeStripeServer } from "../fakes/fake-stripe-server";
import { fakePrices, stripeTestEnv, TEST_STRIPE_KEY, TEST_WEBHOOK_SECRET } from "../support/stripe-webhooks";
import { testDatabaseKind } from "../support/test-database-setup";
import { type ServerProcess, spawnServer, waitForListening } from "./spawn-server";

// Issue #12: two app processes on one PostgreSQL receive the same Stripe events at the same moment
// (Stripe retries, or two deliveries of one event racing across a load balancer): each is handled once.
const onPostgres = testDatabaseKind() === "postgres";
const SITE = "http://localhost:3000";
const servers: ServerProcess[] = [];
let fake: FakeStripeServer | undefined;

afterAll(async () => {
  for (const server of servers) server.child.kill("SIGTERM");
  await Promise.all(servers.map((s) => s.exited));
  await fake?.close();
});

const stripe = new Stripe(TEST_STRIPE_KEY);
function post(base: string, event: StripeEvent): Promise<number> {
  const payload = JSON.stringify(event);
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: TEST_WEBHOOK_SECRET });
  return fetch(`${base}/api/billing/webhook`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    body: payload,
  }).then((r) => r.status);
}

describe.runIf(onPostgres)("[BILLING][SCALE_OUT]", () => {
  it("the same events delivered to two processes at once grant exactly once", async () => {
    fake = await startFakeStripeServer({ apiKey: TEST_STRIPE_KEY, prices: fakePrices() });
    const url = await scratchPostgresDatabase("billing");
    const env = {
      ...stripeTestEnv(fake.baseURL),
      DATABASE_URL: url,
      PORT: "0",
      HOST: "127.0.0.1",
      SITE_URL: SITE,
      AUTH_SECRET: "billing-two-processes-secret-0123456789",
    };
    for (let i = 0; i < 2; i++) servers.push(spawnServer(env));
    const [a, b] = await Promise.all(servers.map((s) => waitForListening(s)));

    const headers = { "content-type": "application/json", Origin: SITE };
    const email = `billing-two-${Date.now()}@plugsmith.test`;
    const signUp = await fetch(`${a}/api/auth/sign-up/email`, {
      method: "POST",
      headers,
      body: JSON.stringify({ name: "Two", fullName: "Two", email, password: "two-processes" }),
    });
    expect(signUp.status).toBe(200);
    const cookie = signUp.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    const buy = async (path: string, body: object) => {
      const res = await fetch(`${a}${path}`, { method: "POST", headers: { ...headers, cookie }, body: JSON.stringify(body) });
      expect(res.status).toBe(200);
      return ((await res.json()) as { url: string }).url.split("/").pop()!;
    };
    const events = [
      ...fake.completeCheckout(await buy("/api/billing/checkout", { planId: "pro-100", consent: true })),
      ...fake.completeCheckout(await buy("/api/billing/topup", { consent: true })),
    ];

    // Every event to both processes three times, all at once.
    const statuses = await Promise.all(events.flatMap((event) => [a!, b!, a!, b!, a!, b!].map((base) => post(base, event))));
    expect(statuses.every((s) => s === 200)).toBe(true);

    const me = (await (await fetch(`${b}/api/me`, { headers: { cookie } })).json()) as { credits: { balance: number } };
    expect(me.credits.balance).toBe(10 + 100 + 50);
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    try {
      const ledger = await db.query<{ transaction_type: string; n: number }>(
        `select transaction_type, count(*)::int as n from credit_transactions t join "user" u on u.id = t.user_id
         where u.email = $1 group by transaction_type order by transaction_type`,
        [email],
      );
      expect(ledger.rows).toEqual([
        { transaction_type: "purchase", n: 1 },
        { transaction_type: "signup_bonus", n: 1 },
        { transaction_type: "subscription_credits", n: 1 },
      ]);
      const handled = await db.query<{ n: number }>(`select count(*)::int as n from billing_events where type <> 'mail'`);
      expect(handled.rows[0]!.n).toBe(events.length);
      const receipts = await db.query<{ n: number }>(`select count(*)::int as n from mail_outbox where kind = 'receipt'`);
      expect(receipts.rows[0]!.n).toBe(2);
    } finally {
      await db.end();
    }
  }, 180_000);
});
