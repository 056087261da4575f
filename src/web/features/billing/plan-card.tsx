import { CheckIcon, StarIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { CREDITS, formatUsd, type Plan } from "@shared/constants";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";
import { cn } from "~/lib/utils";

export function PlanCard({
  plan,
  disabled,
  onSubscribe,
}: {
  plan: Plan;
  disabled: boolean;
  onSubscribe: () => void;
}) {
  const { t } = useTranslation();
  const features = [
    t("pricing.monthlyCredits", { credits: plan.monthlyCredits }),
    t("pricing.featureGeneration", { cost: CREDITS.generationCost }),
    t("pricing.featureDownload", { cost: CREDITS.downloadCost }),
    t("pricing.featureReset"),
    t("pricing.featureCancel"),
  ];

  return (
    <Card
      className={cn(
        "relative h-full",
        plan.popular && "border-primary shadow-lg ring-2 shadow-indigo-950/10 ring-primary",
      )}
    >
      {plan.popular ? (
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
          {t("pricing.perCredit", { price: formatUsd(plan.priceUsd / plan.monthlyCredits) })}
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
          variant={plan.popular ? "default" : "outline"}
          disabled={disabled}
          onClick={onSubscribe}
          aria-label={`${t("pricing.subscribe")}: ${plan.name}`}
        >
          {t("pricing.subscribe")}
        </Button>
      </CardFooter>
    </Card>
  );
}
