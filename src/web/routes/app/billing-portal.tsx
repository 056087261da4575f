// The signed-in app's English strings, before this page renders (decision 0041).
import "~/lib/i18n-app";
import { Link } from "react-router";
import { ArrowLeftIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "~/lib/toast";
import { PLANS, formatUsd } from "@shared/constants";
import { PATHS } from "@shared/routes";
import type { LocalPortalAction, PlanId } from "@shared/schemas/billing";
import { PageTitle } from "~/components/layout/page-title";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { Spinner } from "~/components/ui/spinner";
import { requireMe } from "~/features/auth/route-guards";
import { useChangePlan, usePortalAction } from "~/features/billing/local-checkout/local-checkout-query";
import { periodEndNotice } from "~/features/billing/subscription-dates";
import { useSubscription } from "~/features/billing/subscription-query";
import {
  hasFailedPayment,
  isSubscribed,
  ongoingSubscription,
  pendingPlanName,
  planName,
} from "~/features/billing/subscription-status";
import { TestModeNote } from "~/features/billing/test-mode-note";
import { errorMessage } from "~/lib/api";

export async function clientLoader() {
  await requireMe();
  return null;
}

/** The local test-mode stand-in for the provider's customer portal: cancel or keep, and move time on. */
export default function BillingPortal() {
  const { t, i18n } = useTranslation();
  const query = useSubscription();
  const action = usePortalAction();
  const change = useChangePlan();
  const busy = action.isPending || change.isPending;
  const ongoing = ongoingSubscription(query.data);
  const end = ongoing ? periodEndNotice(ongoing, i18n.language) : null;

  function run(name: LocalPortalAction) {
    action.mutate(name, {
      onSuccess: () => toast.success(t("billing.portalPage.done")),
      onError: (error) => toast.error(t("billing.portalPage.failed"), { description: errorMessage(error) }),
    });
  }
  function choose(planId: PlanId) {
    change.mutate(planId, {
      onSuccess: () => toast.success(t("billing.portalPage.done")),
      onError: (error) => toast.error(t("billing.portalPage.failed"), { description: errorMessage(error) }),
    });
  }
  const button = (
    name: LocalPortalAction,
    label: string,
    variant: "default" | "outline" | "destructive" = "outline",
  ) => (
    <Button
      key={name}
      variant={variant}
      disabled={busy}
      onClick={() => run(name)}
      className="h-auto min-h-9 justify-start py-2 text-left whitespace-normal"
    >
      {action.isPending && action.variables === name ? <Spinner /> : null}
      {label}
    </Button>
  );

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-6">
      <PageTitle title={t("billing.portalPage.metaTitle")} />
      <TestModeNote />
      <section
        className="rounded-2xl border bg-card p-6 shadow-lg shadow-indigo-950/5 sm:p-8"
        aria-labelledby="portal-title"
      >
        <h1 id="portal-title" className="text-2xl font-bold tracking-tight">
          {t("billing.portalPage.title")}
        </h1>
        {query.isPending ? (
          <Skeleton className="mt-6 h-24 w-full" />
        ) : query.isError ? (
          <div role="alert" className="mt-6 flex flex-col items-start gap-3 rounded-lg border border-dashed p-4">
            <p className="text-sm font-medium">{t("billing.portalPage.loadError")}</p>
            <p className="text-sm text-muted-foreground">{errorMessage(query.error)}</p>
            <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
              {t("common.tryAgain")}
            </Button>
          </div>
        ) : ongoing ? (
          <div className="mt-6 flex flex-col gap-6">
            <div className="flex flex-col gap-2 rounded-lg border bg-muted/40 p-4 text-sm">
              <p className="flex flex-wrap items-center gap-2 text-base font-medium">
                {planName(ongoing) ?? t("billing.settings.title")}
                <Badge variant={isSubscribed(ongoing) ? "success" : "destructive"}>
                  {t(`billing.status.${ongoing.status}`)}
                </Badge>
              </p>
              {ongoing.monthlyCredits > 0 ? (
                <p>{t("billing.settings.credits", { credits: ongoing.monthlyCredits })}</p>
              ) : null}
              {end ? (
                <p className="text-muted-foreground">
                  {end.kind === "ends"
                    ? t("billing.banner.ends", { date: end.date })
                    : t("billing.banner.renews", { date: end.date })}
                </p>
              ) : null}
              {pendingPlanName(ongoing) && end?.kind === "renews" ? (
                <p>{t("billing.settings.changesTo", { plan: pendingPlanName(ongoing), date: end.date })}</p>
              ) : null}
              {hasFailedPayment(ongoing) ? <p className="text-destructive">{t("billing.banner.pastDueText")}</p> : null}
            </div>
            <div className="flex flex-col gap-2">
              {ongoing.cancelAtPeriodEnd
                ? button("resume", t("billing.portalPage.resume"), "default")
                : button("cancel", t("billing.portalPage.cancel"))}
            </div>
            {ongoing.productId && !ongoing.cancelAtPeriodEnd ? (
              <section className="flex flex-col gap-2 border-t pt-6" aria-labelledby="portal-plan-title">
                <h2 id="portal-plan-title" className="font-semibold">
                  {t("billing.portalPage.changePlan")}
                </h2>
                <p className="text-sm text-muted-foreground">{t("billing.portalPage.changePlanText")}</p>
                {PLANS.map((plan) => {
                  const current = plan.id === ongoing.productId;
                  const chosen = plan.id === (ongoing.pendingPlanId ?? ongoing.productId);
                  const next = plan.id === ongoing.pendingPlanId;
                  return (
                    <Button
                      key={plan.id}
                      variant="outline"
                      aria-pressed={chosen}
                      disabled={busy || chosen}
                      onClick={() => choose(plan.id as PlanId)}
                      // The chosen plan reads as selected, not as greyed out.
                      className={`h-auto min-h-9 justify-between gap-3 py-2 text-left whitespace-normal ${chosen ? "border-primary bg-primary/5 disabled:opacity-100" : ""}`}
                    >
                      <span className="flex items-center gap-2">
                        {change.isPending && change.variables === plan.id ? <Spinner /> : null}
                        {t("billing.portalPage.planChoice", {
                          plan: plan.name,
                          credits: plan.monthlyCredits,
                          price: formatUsd(plan.priceUsd),
                        })}
                      </span>
                      {current ? (
                        <Badge variant="outline" className="shrink-0">
                          {t("billing.portalPage.currentPlan")}
                        </Badge>
                      ) : null}
                      {next ? (
                        <Badge variant="accent" className="shrink-0">
                          {t("billing.portalPage.nextPlan")}
                        </Badge>
                      ) : null}
                    </Button>
                  );
                })}
              </section>
            ) : null}
            <div className="flex flex-col gap-2 border-t pt-6">
              <h2 className="font-semibold">{t("billing.portalPage.testActions")}</h2>
              <p className="text-sm text-muted-foreground">{t("billing.portalPage.testActionsText")}</p>
              {button("renew", t("billing.portalPage.renew"))}
              {button("fail", t("billing.portalPage.fail"))}
              {button("end", t("billing.portalPage.end"), "destructive")}
            </div>
          </div>
        ) : (
          <p className="mt-6 text-sm text-muted-foreground">{t("billing.portalPage.none")}</p>
        )}
        <Link to={PATHS.settings} className={buttonVariants({ variant: "ghost", className: "mt-6 -ml-3" })}>
          <ArrowLeftIcon aria-hidden />
          {t("billing.portalPage.back")}
        </Link>
      </section>
    </div>
  );
}
