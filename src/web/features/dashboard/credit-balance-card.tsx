import { Link } from "react-router";
import { CoinsIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { CREDITS } from "@shared/constants";
import type { CreditBalance } from "@shared/schemas/account";
import { Button } from "~/components/ui/button";
import { StatCard } from "./stat-card";
import { PATHS } from "@shared/routes";

export function CreditBalanceCard({ credits }: { credits: CreditBalance }) {
  const { t } = useTranslation();
  return (
    <StatCard
      icon={<CoinsIcon className="size-5" aria-hidden />}
      title={t("dashboard.creditsTitle")}
      value={<span className="tabular-nums">{credits.balance}</span>}
      text={
        credits.subscription > 0
          ? t("dashboard.creditsBreakdown", { subscription: credits.subscription, permanent: credits.permanent })
          : t("dashboard.creditsHint", { generation: CREDITS.generationCost, download: CREDITS.downloadCost })
      }
      action={
        <Button asChild variant="outline" size="sm">
          <Link to={PATHS.pricing}>{t("dashboard.buyCredits")}</Link>
        </Button>
      }
    />
  );
}
