import Stripe from "stripe";
import type { StripeEvent } from "../fakes/fake-stripe-server";
import type { TestClient, TestResponse } from "./test-client";

export const TEST_STRIPE_KEY = "sk_test_plugsmith_fake";
export const TEST_WEBHOOK_SECRET = "whsec_plugsmith_test_secret";

/** Price ids the fake knows, and the env that maps the catalogue to them. */
export const TEST_PRICES = {
  "pro-100": "price_pro_100",
  "pro-200": "price_pro_200",
  "pro-400": "price_pro_400",
  "pro-800": "price_pro_800",
  "pro-1200": "price_pro_1200",
  "pro-2000": "price_pro_2000",
  "extra-50": "price_extra_50",
} as const;

export function stripeTestEnv(apiBase: string): Record<string, string> {
  const env: Record<string, string> = {
    STRIPE_SECRET_KEY: TEST_STRIPE_KEY,
    STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    STRIPE_API_BASE: apiBase,
  };
  for (const [ours, price] of Object.entries(TEST_PRICES)) env[`STRIPE_PRICE_${ours.toUpperCase().replace(/-/g, "_")}`] = price;
  return env;
}

export const fakePrices = () =>
  Object.fromEntries(Object.entries(TEST_PRICES).map(([ours, price]) => [price, { recurring: ours.startsWith("pro-") }]));

const stripe = new Stripe(TEST_STRIPE_KEY);

/**
 * Posts an event to the webhook as Stripe does: the exact JSON bytes, signed with the endpoint's secret by
 * the real client's generateTestHeaderString, and no Origin (Stripe's servers send none).
 */
export function deliver(
  client: TestClient,
  event: StripeEvent,
  options: { secret?: string; timestamp?: number; signature?: string | null; payload?: string } = {},
): Promise<TestResponse> {
  const payload = options.payload ?? JSON.stringify(event);
  const signature =
    options.signature === undefined
      ? stripe.webhooks.generateTestHeaderString({
          payload: JSON.stringify(event),
          secret: options.secret ?? TEST_WEBHOOK_SECRET,
          timestamp: options.timestamp,
        })
      : options.signature;
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (signature !== null) headers["stripe-signature"] = signature;
  return client.post("/api/billing/webhook", payload, { headers, noOrigin: true });
}

/** A seeded shuffle (mulberry32), so a failing order can be replayed. */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  let a = seed >>> 0;
  const random = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
