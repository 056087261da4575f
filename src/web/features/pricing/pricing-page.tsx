// The pricing page's body (spec.md §2 Pricing): an island of routes/marketing/pricing.tsx (decision 0073), loaded
// when a visitor uses it, is signed in, or reads another language. It renders with i18next and the app's query
// client, which the root does not load.
import "~/lib/i18n";
import { QueryClientProvider } from "@tanstack/react-query";
import { queryClient } from "~/lib/query-client";
import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { CREDITS, PLANS } from "@shared/constants";
import { PageTitle } from "~/components/layout/page-title";
import { ExtraCreditsCard } from "~/features/billing/extra-credits-card";
import { PlanCard } from "~/features/billing/plan-card";
import { PurchaseConsent } from "~/features/billing/purchase-consent";
import { useBillingPlans, useSubscription } from "~/features/billing/subscription-query";
import { changesPlanInPortal, isSubscribed } from "~/features/billing/subscription-status";
import { TestModeNote } from "~/features/billing/test-mode-note";
import { useOpenPortal } from "~/features/billing/use-open-portal";
import { purchaseKey, usePurchase } from "~/features/billing/use-purchase";
import { useMarketingCopy } from "~/features/marketing/copy-values";
import { FaqSection } from "~/features/marketing/sections/faq-section";
import { pricingCopy } from "./pricing-copy";

// The page's queries and mutations: the root has no query client (decision 0073).
export default function PricingPage() {
  return (
    <QueryClientProvider client={queryClient}>
      <Pricing />
    </QueryClientProvider>
  );
}

function Pricing() {
  const { t } = useTranslation();
  const copy = useMarketingCopy(pricingCopy);
  const [consent, setConsent] = useState(false);
  const [consentMissing, setConsentMissing] = useState(false);
  const consentRef = useRef<HTMLButtonElement>(null);
  const onConsentMissing = useCallback(() => {
    setConsentMissing(true);
    consentRef.current?.focus();
    consentRef.current?.scrollIntoView({ block: "center", behavior: "smooth" });
  }, []);
  const { signedIn, pending, purchase } = usePurchase({ onConsentMissing });
  const portal = useOpenPortal();
  const { data: subscription } = useSubscription(signedIn);
  const { data: catalogue } = useBillingPlans();
  const subscribed = isSubscribed(subscription);
  // A subscription that still exists (paid up or not) is changed in the portal, not bought a second time.
  const hasSubscription = changesPlanInPortal(subscription);
  const busy = pending !== null || portal.opening;
  // Above the plans for a new buyer; beside the extra credits (the only thing left to buy) for a subscriber.
  const consentBox = (
    <PurchaseConsent
      ref={consentRef}
      checked={consent}
      invalid={consentMissing && !consent}
      onChange={(checked) => {
        setConsent(checked);
        if (checked) setConsentMissing(false);
      }}
    />
  );

  return (
    <>
      {/* In the prerendered HTML the buttons take no clicks until the page knows nobody is signed in
          (data-session-pending, decision 0073): a signed-in person's body is their component's, whose buttons
          can differ (a subscriber's 'Change plan'), so a click is never replayed onto another button. */}
      <div
        className="container-page pt-16 sm:pt-20 [&[data-session-pending]_button]:pointer-events-none [&[data-session-pending]_label]:pointer-events-none"
        data-session-pending={import.meta.env.SSR ? "" : undefined}
      >
        <PageTitle title={t("pricing.metaTitle")} />
        <header className="mx-auto max-w-3xl text-center">
          <p className="text-sm font-semibold text-primary">{t("pricing.eyebrow")}</p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{t("pricing.title")}</h1>
          <p className="mt-4 text-lg text-muted-foreground">
            {t("pricing.subtitle", { credits: CREDITS.signUpBonus })}
          </p>
        </header>
        <div className="mx-auto mt-10 flex max-w-3xl flex-col gap-4">
          {/* Prerendered hidden: the page kept as HTML shows it when a plain fetch of the plans says test mode. */}
          {import.meta.env.SSR ? <TestModeNote hidden data-test-mode-note="" /> : catalogue?.testMode ? <TestModeNote /> : null}
          {hasSubscription ? null : consentBox}
        </div>
        <ul className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {PLANS.map((plan) => (
            <li key={plan.id}>
              <PlanCard
                plan={plan}
                current={subscribed && subscription?.productId === plan.id}
                action={hasSubscription ? "change" : "subscribe"}
                pending={pending === plan.id}
                disabled={busy}
                onSelect={() =>
                  hasSubscription ? void portal.open() : void purchase({ kind: "subscribe", planId: plan.id }, consent)
                }
              />
            </li>
          ))}
        </ul>
        <div className="mt-12 flex flex-col gap-4">
          {hasSubscription ? consentBox : null}
          <ExtraCreditsCard
            pending={pending === purchaseKey({ kind: "buy" })}
            disabled={busy}
            onBuy={() => void purchase({ kind: "buy" }, consent)}
          />
        </div>
      </div>
      <FaqSection copy={copy.faq} id="pricing-faq" />
    </>
  );
}
