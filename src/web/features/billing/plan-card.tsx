import { CheckIcon, StarIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { CREDITS, formatUsd, type Plan } from "@shared/constants";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";
import { Spinner } from "~/components/ui/spinner";
import { cn } from "~/lib/utils";

/**
 * One Pro plan (spec.md §2 Pricing). The person's current plan wears 'Your Plan' and a disabled 'Current
 * Plan' button; a subscriber's other plans say 'Change plan' (the portal); 'Processing...' while the
 * checkout is being made.
 */
export function PlanCard({
  plan,
  current,
  action,
  pending,
  disabled,
  onSelect,
}: {
  plan: Plan;
  current: boolean;
  action: "subscribe" | "change";
  pending: boolean;
  disabled: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation();
  const features = [
    t("pricing.monthlyCredits", { credits: plan.monthlyCredits }),
    t("pricing.featureGeneration", { cost: CREDITS.generationCost }),
    t("pricing.featureDownload", { cost: CREDITS.downloadCost }),
    t("pricing.featureReset"),
    t("pricing.featureCancel"),
  ];
  const label = current
    ? t("pricing.currentPlan")
    : action === "change"
      ? t("pricing.changePlan")
      : t("pricing.subscribe");

  return (
    <Card
      className={cn(
        "relative h-full",
        plan.popular && !current && "border-primary shadow-lg ring-2 shadow-indigo-950/10 ring-primary",
        current && "border-success ring-2 ring-success",
      )}
    >
      {current ? (
        <Badge
          variant="success"
          className="absolute -top-3 left-1/2 -translate-x-1/2 gap-1 bg-card px-3 py-1 ring-1 ring-success"
        >
          <CheckIcon aria-hidden />
          {t("pricing.yourPlan")}
        </Badge>
      ) : plan.popular ? (
        <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 gap-1 px-3 py-1">
          <StarIcon aria-hidden className="fill-current" />
          {t("pricing.popular")}
        </Badge>
      ) : null}
      <CardHeader>
        <CardTitle as="h2">{plan.name}</CardTitle>
        <p className="mt-2 flex items-baseline gap-1">
          <span className="text-4xl font-bold tracking-tight">{formatUsd(plan.priceUsd)}</span>
          <span className="text-sm text-muted-foreground">{t("common.perMonth")}</span>
        </p>
        <p className="text-sm text-muted-foreground">
          {t("pricing.inclVat")} · {t("pricing.perCredit", { price: formatUsd(plan.priceUsd / plan.monthlyCredits) })}
        </p>
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="flex flex-col gap-2.5 text-sm">
          {features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <CheckIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <Button
          className="w-full"
          variant={plan.popular && !current ? "default" : "outline"}
          disabled={current || disabled}
          onClick={onSelect}
          aria-label={`${pending ? t("pricing.processing") : label}: ${plan.name}`}
        >
          {pending ? <Spinner /> : null}
          {pending ? t("pricing.processing") : label}
        </Button>
      </CardFooter>
    </Card>
  );
}
