import { useTranslation } from "react-i18next";
import { CREDITS, PLANS } from "@shared/constants";
import { PATHS } from "@shared/routes";
import { PageTitle } from "~/components/layout/page-title";
import { CheckoutPendingNote } from "~/features/billing/checkout-pending-note";
import { ExtraCreditsCard } from "~/features/billing/extra-credits-card";
import { PlanCard } from "~/features/billing/plan-card";
import { usePurchaseGate } from "~/features/billing/use-purchase-gate";
import { fillCopy, useMarketingCopy } from "~/features/marketing/copy-values";
import { FaqSection } from "~/features/marketing/sections/faq-section";
import pricingEn from "~/features/marketing/copy/pricing.en.json";
import pricingSv from "~/features/marketing/copy/pricing.sv.json";
import { definePageCopy } from "~/lib/page-copy";
import { faqJsonLd, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/pricing";

const pricingCopy = definePageCopy(pricingEn, pricingSv);

export const meta: Route.MetaFunction = () => {
  const { meta, faq } = fillCopy(pricingCopy.en);
  return seoMeta({
    title: meta.title,
    description: meta.description,
    path: PATHS.pricing,
    keywords: meta.keywords,
    jsonLd: [faqJsonLd(faq.items)],
  });
};

export default function Pricing() {
  const { t } = useTranslation();
  const { checkoutUnavailable, requestPurchase } = usePurchaseGate();
  const copy = useMarketingCopy(pricingCopy);

  return (
    <>
      <div className="container-page pt-16 sm:pt-20">
        <PageTitle title={t("pricing.metaTitle")} />
        <header className="mx-auto max-w-3xl text-center">
          <p className="text-sm font-semibold text-primary">{t("pricing.eyebrow")}</p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{t("pricing.title")}</h1>
          <p className="mt-4 text-lg text-muted-foreground">
            {t("pricing.subtitle", { credits: CREDITS.signUpBonus })}
          </p>
        </header>
        {checkoutUnavailable ? (
          <div className="mx-auto mt-10 max-w-3xl">
            <CheckoutPendingNote />
          </div>
        ) : null}
        <ul className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {PLANS.map((plan) => (
            <li key={plan.id}>
              <PlanCard
                plan={plan}
                disabled={checkoutUnavailable}
                onSubscribe={() => void requestPurchase("subscribe")}
              />
            </li>
          ))}
        </ul>
        <div className="mt-12">
          <ExtraCreditsCard disabled={checkoutUnavailable} onBuy={() => void requestPurchase("buy")} />
        </div>
      </div>
      <FaqSection copy={copy.faq} id="pricing-faq" />
    </>
  );
}
