import { EXTRA_CREDITS_PACK, PLANS } from "../../../shared/constants";
import type { Database } from "../../db/client";
import { EnvError, type Env } from "../../env";
import { createLocalProvider } from "./local-provider";
import type { PaymentProvider } from "./payment-provider";

/** The env variable holding the Stripe price id of a catalogue entry: pro-100 → STRIPE_PRICE_PRO_100. */
export const stripePriceVariable = (id: string) => `STRIPE_PRICE_${id.toUpperCase().replace(/-/g, "_")}` as keyof Env;

/**
 * Stripe when STRIPE_SECRET_KEY is set (then the webhook secret and a price id for every plan and the pack
 * are required, or the start stops naming what is missing); the local test-mode checkout otherwise.
 */
export async function createPaymentProvider(env: Env, db: Database): Promise<PaymentProvider> {
  if (env.PAYMENTS === "local" || !env.STRIPE_SECRET_KEY) return createLocalProvider({ db, siteUrl: env.SITE_URL });
  const prices: Record<string, string> = {};
  const missing: string[] = [];
  for (const id of [...PLANS.map((p) => p.id), EXTRA_CREDITS_PACK.id]) {
    const variable = stripePriceVariable(id);
    const value = env[variable];
    if (typeof value === "string" && value) prices[id] = value;
    else missing.push(variable);
  }
  if (!env.STRIPE_WEBHOOK_SECRET) missing.push("STRIPE_WEBHOOK_SECRET");
  if (missing.length > 0) {
    throw new EnvError(`STRIPE_SECRET_KEY is set, so these are needed too: ${missing.join(", ")}`);
  }
  // Loaded only for Stripe: the local checkout starts without the Stripe SDK (decision 0081).
  const { createStripeProvider } = await import("./stripe-provider");
  return createStripeProvider({
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
    prices,
    apiBase: env.STRIPE_API_BASE,
  });
}
