import { useTranslation } from "react-i18next";
import { CREDITS, PLANS } from "@shared/constants";
import { PageTitle } from "~/components/layout/page-title";
import { CheckoutPendingNote } from "~/features/billing/checkout-pending-note";
import { ExtraCreditsCard } from "~/features/billing/extra-credits-card";
import { PlanCard } from "~/features/billing/plan-card";
import { usePurchaseGate } from "~/features/billing/use-purchase-gate";

export default function Pricing() {
  const { t } = useTranslation();
  const { checkoutUnavailable, requestPurchase } = usePurchaseGate();

  return (
    <div className="container-page py-16 sm:py-20">
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
  );
}
