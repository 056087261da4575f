import { AlertTriangleIcon, CrownIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { periodEndNotice } from "./subscription-dates";
import { useSubscription } from "./subscription-query";
import { hasFailedPayment, isSubscribed, planName } from "./subscription-status";
import { useOpenPortal } from "./use-open-portal";

/**
 * The dashboard's Pro Member banner (spec.md §2): plan, monthly credits, renewal (or end) date and Manage
 * Subscription. A subscription whose renewal finally failed shows what to do instead.
 */
export function ProMemberBanner() {
  const { t, i18n } = useTranslation();
  const { data: subscription } = useSubscription();
  const portal = useOpenPortal();
  if (!subscription) return null;

  const manage = (
    <Button variant="outline" onClick={() => void portal.open()} disabled={portal.opening} className="shrink-0 bg-card">
      {portal.opening ? <Spinner /> : null}
      {t("billing.banner.manage")}
    </Button>
  );

  if (hasFailedPayment(subscription)) {
    return (
      <section
        role="alert"
        className="flex flex-col gap-4 rounded-xl border border-destructive/40 bg-destructive/5 p-5 sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="flex items-start gap-3">
          <AlertTriangleIcon className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden />
          <div>
            <h2 className="font-semibold">{t("billing.banner.pastDueTitle")}</h2>
            <p className="mt-1 text-sm text-muted-foreground">{t("billing.banner.pastDueText")}</p>
          </div>
        </div>
        {manage}
      </section>
    );
  }
  if (!isSubscribed(subscription)) return null;

  const end = periodEndNotice(subscription, i18n.language);
  return (
    <section
      aria-labelledby="pro-member-title"
      className="flex flex-col gap-4 rounded-xl border border-primary/30 bg-gradient-to-r from-primary/10 via-accent to-card p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-4">
        <span className="grid size-11 shrink-0 place-items-center rounded-lg bg-primary text-primary-foreground">
          <CrownIcon className="size-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <h2 id="pro-member-title" className="text-lg font-semibold">
            {t("billing.banner.title")}
          </h2>
          <p className="text-sm">
            {t("billing.banner.plan", {
              plan: planName(subscription) ?? subscription.productId,
              credits: subscription.monthlyCredits,
            })}
          </p>
          {end ? (
            <p className="text-sm text-muted-foreground">
              {end.kind === "ends"
                ? t("billing.banner.ends", { date: end.date })
                : t("billing.banner.renews", { date: end.date })}
            </p>
          ) : null}
        </div>
      </div>
      {manage}
    </section>
  );
}
