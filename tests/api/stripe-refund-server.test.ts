import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Stripe from "stripe";
import { afterAll, describe, expect, it } from "vitest";
import { type FakeStripeServer, type StripeEvent, startFakeStripeServer } from "../fakes/fake-stripe-server";
import { scratchPostgresDatabase } from "../support/scratch-postgres";
import { fakePrices, stripeTestEnv, TEST_STRIPE_KEY, TEST_WEBHOOK_SECRET } from "../support/stripe-webhooks";
import { testDatabaseKind } from "../support/test-database-setup";
import { type ServerProcess, spawnServer, waitForListening } from "./spawn-server";

// Issue #31's must-show, against a running server (src/server/main.ts in its own process) on the test
// database: a refund event for a top-up takes its credits back exactly once, however often Stripe sends it.
const SITE = "http://localhost:3000";
let server: ServerProcess | undefined;
let fake: FakeStripeServer | undefined;
let dataDir = "";

afterAll(async () => {
  if (server) {
    server.child.kill("SIGTERM");
    await server.exited;
  }
  await fake?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const stripe = new Stripe(TEST_STRIPE_KEY);
async function post(base: string, event: StripeEvent): Promise<{ status: number; outcome: string }> {
  const payload = JSON.stringify(event);
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: TEST_WEBHOOK_SECRET });
  const res = await fetch(`${base}/api/billing/webhook`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    body: payload,
  });
  return { status: res.status, outcome: ((await res.json()) as { outcome: string }).outcome };
}

describe("[BILLING][STRIPE][REFUND][SERVER]", () => {
  it("a refund event for a top-up takes its 50 credits back exactly once (replayed, racing, and a second event of the same refund)", async () => {
    fake = await startFakeStripeServer({ apiKey: TEST_STRIPE_KEY, prices: fakePrices() });
    const database: Record<string, string> =
      testDatabaseKind() === "postgres"
        ? { DATABASE_URL: await scratchPostgresDatabase("refund") }
        : { DATA_DIR: (dataDir = mkdtempSync(path.join(tmpdir(), "plugsmith-refund-"))) };
    server = spawnServer({
      ...stripeTestEnv(fake.baseURL),
      ...database,
      PORT: "0",
      HOST: "127.0.0.1",
      SITE_URL: SITE,
      AUTH_SECRET: "refund-server-secret-refund-server-01",
      WP_RUNTIME: "off",
    });
    const base = await waitForListening(server);

    const headers = { "content-type": "application/json", Origin: SITE };
    const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
      method: "POST",
      headers,
      body: JSON.stringify({ name: "Refund", fullName: "Refund", email: `refund-${Date.now()}@plugsmith.test`, password: "refund-server" }),
    });
    expect(signUp.status).toBe(200);
    const cookie = signUp.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    const balance = async () =>
      ((await (await fetch(`${base}/api/me`, { headers: { cookie } })).json()) as { credits: { balance: number } }).credits.balance;

    const topup = await fetch(`${base}/api/billing/topup`, { method: "POST", headers: { ...headers, cookie }, body: JSON.stringify({ consent: true }) });
    expect(topup.status).toBe(200);
    const sessionId = ((await topup.json()) as { url: string }).url.split("/").pop()!;
    for (const event of fake.completeCheckout(sessionId)) expect((await post(base, event)).status).toBe(200);
    expect(await balance()).toBe(60);

    const charge = fake.chargeOf(String(fake.sessions.get(sessionId)!.payment_intent));
    const [refunded] = fake.refund(charge.id);
    const answers = await Promise.all([refunded!, refunded!, refunded!].map((e) => post(base, e)));
    expect(answers.map((a) => a.outcome).sort()).toEqual(["duplicate", "duplicate", "taken_back"]);
    expect((await post(base, refunded!)).outcome).toBe("duplicate");
    expect((await post(base, fake.event("charge.refunded", fake.charges.get(charge.id)!))).outcome).toBe("synced");
    expect(await balance()).toBe(10);

    const ledger = (await (await fetch(`${base}/api/credits/transactions`, { headers: { cookie } })).json()) as {
      transactions: Array<{ type: string; amount: number; balanceAfter: number }>;
    };
    expect(ledger.transactions.filter((t) => t.type === "payment_refunded")).toEqual([expect.objectContaining({ amount: -50, balanceAfter: 10 })]);
    expect(ledger.transactions.reduce((s, t) => s + t.amount, 0)).toBe(10);
  }, 180_000);
});
