import { CoinsIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { EXTRA_CREDITS_PACK, formatUsd } from "@shared/constants";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";

export function ExtraCreditsCard({
  pending,
  disabled,
  onBuy,
}: {
  pending: boolean;
  disabled: boolean;
  onBuy: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="extra-credits-title"
      className="flex flex-col gap-5 rounded-xl border bg-card p-6 shadow-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-4">
        <span className="grid size-11 shrink-0 place-items-center rounded-lg bg-primary/10 text-primary">
          <CoinsIcon className="size-5" aria-hidden />
        </span>
        <div>
          <h2 id="extra-credits-title" className="text-lg font-semibold">
            {t("pricing.extraTitle")}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            {t("pricing.extraText", {
              credits: EXTRA_CREDITS_PACK.credits,
              price: formatUsd(EXTRA_CREDITS_PACK.priceUsd),
            })}
          </p>
        </div>
      </div>
      <Button variant="outline" disabled={disabled} onClick={onBuy} className="shrink-0">
        {pending ? <Spinner /> : null}
        {pending ? t("pricing.processing") : t("pricing.buy")}
      </Button>
    </section>
  );
}
