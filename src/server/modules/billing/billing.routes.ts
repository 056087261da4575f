import { Hono, type Context } from "hono";
import {
  type LocalCheckoutSession,
  checkoutRequestSchema,
  localPlanChangeSchema,
  localPortalActionSchema,
  topupRequestSchema,
} from "../../../shared/schemas/billing";
import type { AppEnv } from "../../app-env";
import { requireUser } from "../../auth/middleware";
import { LocalCheckoutError, type LocalProvider } from "../../integrations/payments/local-provider";
import { WebhookSignatureError } from "../../integrations/payments/payment-provider";
import { AppError, parseJson } from "../../lib/app-error";
import { handleBillingEvent } from "./billing-events.service";
import { customerOf, getSubscription, listPlans, openPortal, startCheckout, startTopup } from "./billing.service";

const billingDeps = (c: Context<AppEnv>) => ({
  db: c.var.services.db,
  payments: c.var.services.payments,
  siteUrl: c.var.services.env.SITE_URL,
});
const eventDeps = (c: Context<AppEnv>) => ({
  db: c.var.services.db,
  payments: c.var.services.payments,
  mail: c.var.services.mail,
  logger: c.var.services.logger,
});

/**
 * Each checkout is a session at the payment provider (a Stripe API call, or a row of the local checkout):
 * LIMITS.checkoutsPerHour a person, 429 with Retry-After beyond.
 */
function limitCheckouts(c: Context<AppEnv>): void {
  const hit = c.var.services.checkouts.hit(c.var.user.id);
  if (!hit.allowed) {
    throw new AppError("rate_limited", "Too many checkouts started. Please try again later.", Math.ceil(hit.retryAfterMs / 1000));
  }
}

/** GET/POST /api/billing/* (design.md §6). The webhook is exempt from the same-origin rule: it is signed. */
export const billingRoutes = new Hono<AppEnv>()
  .get("/plans", (c) => c.json(listPlans(c.var.services.payments)))
  .get("/subscription", requireUser, async (c) => c.json(await getSubscription(c.var.services.db, c.var.user.id)))
  .post("/checkout", requireUser, async (c) => {
    const { planId } = await parseJson(c, checkoutRequestSchema);
    limitCheckouts(c);
    return c.json(await startCheckout(billingDeps(c), c.var.user, planId));
  })
  .post("/topup", requireUser, async (c) => {
    await parseJson(c, topupRequestSchema);
    limitCheckouts(c);
    return c.json(await startTopup(billingDeps(c), c.var.user));
  })
  .post("/portal", requireUser, async (c) => c.json(await openPortal(billingDeps(c), c.var.user.id)))
  .post("/webhook", async (c) => {
    // The signature covers the exact bytes: read them as text, never a re-serialised JSON.
    const raw = await c.req.text();
    let event;
    try {
      event = c.var.services.payments.verifyWebhook(raw, c.req.header("stripe-signature"));
    } catch (err) {
      if (err instanceof WebhookSignatureError) throw new AppError("invalid_signature", "Webhook signature check failed");
      throw err;
    }
    const outcome = await handleBillingEvent(eventDeps(c), event);
    return c.json({ received: true, outcome });
  })
  .route("/local", localCheckoutRoutes());

/**
 * The local test-mode checkout and portal substitute (the embedded default): 404 when Stripe is configured.
 * The web app's /checkout and /billing pages call them.
 */
function localCheckoutRoutes() {
  const local = (c: Context<AppEnv>): LocalProvider => {
    const payments = c.var.services.payments;
    if (payments.kind !== "local") throw new AppError("not_found", "The local checkout is off: payments go through Stripe");
    return payments as LocalProvider;
  };
  const sessionOrThrow = async (c: Context<AppEnv>): Promise<LocalCheckoutSession> => {
    const session = await local(c).getSession(c.req.param("id") ?? "", c.var.user.id);
    if (!session) throw new AppError("not_found", "No such checkout");
    return session;
  };
  const mapLocalError = (err: unknown): never => {
    if (err instanceof LocalCheckoutError) {
      if (err.reason === "not_open") throw new AppError("checkout_finished", err.message);
      throw new AppError("not_found", err.message);
    }
    throw err;
  };
  const dispatch = async (c: Context<AppEnv>, events: Awaited<ReturnType<LocalProvider["portalAction"]>>) => {
    // The same handler, in the same order a provider would deliver them, as a verified webhook's events.
    for (const event of events) await handleBillingEvent(eventDeps(c), event);
  };

  return new Hono<AppEnv>()
    .use(requireUser)
    .get("/sessions/:id", async (c) => c.json(await sessionOrThrow(c)))
    .post("/sessions/:id/complete", async (c) => {
      const id = c.req.param("id");
      const { events, redirectUrl } = await local(c).completeSession(id, c.var.user.id).catch(mapLocalError);
      await dispatch(c, events);
      return c.json({ redirectUrl });
    })
    .post("/sessions/:id/cancel", async (c) => {
      const { redirectUrl } = await local(c).cancelSession(c.req.param("id"), c.var.user.id).catch(mapLocalError);
      return c.json({ redirectUrl });
    })
    // Registered before /portal/:action, which would otherwise take "plan" for an action name.
    .post("/portal/plan", async (c) => {
      const { planId } = await parseJson(c, localPlanChangeSchema);
      const provider = local(c);
      const customerId = await customerOf(billingDeps(c), c.var.user.id);
      await dispatch(c, await provider.changePlan(customerId, planId).catch(mapNoSubscription));
      return c.json(await getSubscription(c.var.services.db, c.var.user.id));
    })
    .post("/portal/:action", async (c) => {
      const parsed = localPortalActionSchema.safeParse(c.req.param("action"));
      if (!parsed.success) throw new AppError("not_found", "No such portal action");
      const provider = local(c);
      const customerId = await customerOf(billingDeps(c), c.var.user.id);
      await dispatch(c, await provider.portalAction(customerId, parsed.data).catch(mapNoSubscription));
      return c.json(await getSubscription(c.var.services.db, c.var.user.id));
    });
}

function mapNoSubscription(err: unknown): never {
  if (err instanceof LocalCheckoutError && err.reason === "no_subscription") {
    throw new AppError("no_subscription", err.message);
  }
  throw err;
}
