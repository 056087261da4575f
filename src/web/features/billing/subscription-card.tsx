import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { PATHS } from "@shared/routes";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { Spinner } from "~/components/ui/spinner";
import { periodEndNotice } from "./subscription-dates";
import { useSubscription } from "./subscription-query";
import { hasFailedPayment, isSubscribed, ongoingSubscription, pendingPlanName, planName } from "./subscription-status";
import { useOpenPortal } from "./use-open-portal";

/** Settings' Subscription section (spec.md §2): the plan as the provider has it, and Manage Subscription. */
export function SubscriptionCard() {
  const { t, i18n } = useTranslation();
  const query = useSubscription();
  const portal = useOpenPortal();
  const ongoing = ongoingSubscription(query.data);
  const end = ongoing ? periodEndNotice(ongoing, i18n.language) : null;
  const name = ongoing ? planName(ongoing) : null;
  const pending = ongoing ? pendingPlanName(ongoing) : null;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("billing.settings.title")}</CardTitle>
        <CardDescription>{t("billing.settings.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : query.isError ? (
          <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed p-4">
            <p className="text-sm text-muted-foreground">{t("billing.settings.loadError")}</p>
            <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
              {t("common.tryAgain")}
            </Button>
          </div>
        ) : ongoing ? (
          <div className="flex flex-col gap-3 rounded-lg border p-4 text-sm">
            <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr] sm:gap-y-3 [&>dt:not(:first-child)]:mt-3 sm:[&>dt:not(:first-child)]:mt-0">
              {name ? (
                <>
                  <dt className="text-muted-foreground">{t("billing.settings.plan")}</dt>
                  <dd className="font-medium">
                    {name}
                    {ongoing.monthlyCredits > 0
                      ? ` · ${t("billing.settings.credits", { credits: ongoing.monthlyCredits })}`
                      : ""}
                  </dd>
                </>
              ) : null}
              <dt className="text-muted-foreground">{t("billing.settings.status")}</dt>
              <dd>
                <Badge variant={isSubscribed(ongoing) ? "success" : "destructive"}>
                  {t(`billing.status.${ongoing.status}`)}
                </Badge>
              </dd>
              {end ? (
                <>
                  <dt className="text-muted-foreground">
                    {end.kind === "ends" ? t("billing.settings.ends") : t("billing.settings.renews")}
                  </dt>
                  <dd>{end.date}</dd>
                </>
              ) : null}
            </dl>
            {pending && end?.kind === "renews" ? (
              <p>{t("billing.settings.changesTo", { plan: pending, date: end.date })}</p>
            ) : null}
            {hasFailedPayment(ongoing) ? <p className="text-destructive">{t("billing.banner.pastDueText")}</p> : null}
          </div>
        ) : (
          <div className="rounded-lg border p-4 text-sm">
            <p className="font-medium">{t("billing.settings.free")}</p>
            <p className="mt-1 text-muted-foreground">{t("billing.settings.freeText")}</p>
          </div>
        )}
      </CardContent>
      <CardFooter className="flex-wrap justify-end gap-2">
        {ongoing || query.isPending ? null : (
          <Button asChild variant="outline">
            <Link to={PATHS.pricing}>{t("billing.settings.seePlans")}</Link>
          </Button>
        )}
        <Button onClick={() => void portal.open()} disabled={portal.opening}>
          {portal.opening ? <Spinner /> : null}
          {t("billing.settings.manage")}
        </Button>
      </CardFooter>
    </Card>
  );
}
