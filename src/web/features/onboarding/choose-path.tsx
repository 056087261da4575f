import { useState, type ReactNode } from "react";
import { CheckIcon, CrownIcon, GiftIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { CHEAPEST_PLAN, CREDITS, formatUsd, PRODUCT_NAME } from "@shared/constants";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { cn } from "~/lib/utils";
import { useCompleteOnboarding, type OnboardingChoice } from "./use-complete-onboarding";

/** Slide 5: Free or Pro, or decide later. */
export function ChoosePath({ titleId }: { titleId: string }) {
  const { t } = useTranslation();
  const { complete, pending } = useCompleteOnboarding();
  const [chosen, setChosen] = useState<OnboardingChoice | null>(null);

  function choose(choice: OnboardingChoice) {
    setChosen(choice);
    void complete(choice);
  }
  const spinnerFor = (choice: OnboardingChoice) => (pending && chosen === choice ? <Spinner /> : null);

  return (
    <div className="flex flex-col items-center gap-8">
      <div className="text-center">
        <h2 id={titleId} className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t("onboarding.choose.title")}
        </h2>
        <p className="mt-2 text-muted-foreground">{t("onboarding.choose.text")}</p>
      </div>
      <div className="grid w-full gap-4 sm:grid-cols-2">
        <PathCard
          icon={<GiftIcon className="size-5" aria-hidden />}
          title={t("onboarding.choose.freeTitle")}
          price={t("onboarding.choose.freePrice", { credits: CREDITS.signUpBonus })}
          text={t("onboarding.choose.freeText", { name: PRODUCT_NAME })}
        >
          <Button variant="outline" className="w-full" disabled={pending} onClick={() => choose("free")}>
            {spinnerFor("free")}
            {t("onboarding.choose.freeButton")}
          </Button>
        </PathCard>
        <PathCard
          highlighted
          icon={<CrownIcon className="size-5" aria-hidden />}
          title={t("onboarding.choose.proTitle")}
          badge={t("onboarding.choose.recommended")}
          price={t("onboarding.choose.proPrice", { price: formatUsd(CHEAPEST_PLAN.priceUsd) })}
          text={t("onboarding.choose.proText")}
          detail={t("onboarding.choose.proCredits", { credits: CHEAPEST_PLAN.monthlyCredits })}
        >
          <Button className="w-full" disabled={pending} onClick={() => choose("pro")}>
            {spinnerFor("pro")}
            {t("onboarding.choose.proButton")}
          </Button>
        </PathCard>
      </div>
      <Button variant="link" disabled={pending} onClick={() => choose("later")}>
        {spinnerFor("later")}
        {t("onboarding.choose.later")}
      </Button>
    </div>
  );
}

function PathCard({
  icon,
  title,
  badge,
  price,
  text,
  detail,
  highlighted,
  children,
}: {
  icon: ReactNode;
  title: string;
  badge?: string;
  price: string;
  text: string;
  detail?: string;
  highlighted?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      className={cn(
        "flex flex-col gap-4 rounded-xl border bg-card p-5 text-left shadow-sm",
        highlighted && "border-primary ring-2 ring-primary",
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <span className="flex items-center gap-2">
          <span className="grid size-9 place-items-center rounded-lg bg-primary/10 text-primary">{icon}</span>
          <h3 className="text-lg font-semibold">{title}</h3>
        </span>
        {badge ? <Badge>{badge}</Badge> : null}
      </div>
      <div>
        <p className="text-xl font-bold tracking-tight">{price}</p>
        {detail ? (
          <p className="mt-1 flex items-center gap-1.5 text-sm font-medium text-accent-foreground">
            <CheckIcon className="size-4" aria-hidden />
            {detail}
          </p>
        ) : null}
        <p className="mt-2 text-sm text-muted-foreground">{text}</p>
      </div>
      <div className="mt-auto">{children}</div>
    </section>
  );
}
