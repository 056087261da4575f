import { InfinityIcon, SparklesIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { StatCard } from "./stat-card";

export function PossibilitiesCard() {
  const { t } = useTranslation();
  return (
    <StatCard
      icon={<SparklesIcon className="size-5" aria-hidden />}
      title={t("dashboard.possibilitiesTitle")}
      value={<InfinityIcon className="size-8" aria-label="∞" />}
      text={t("dashboard.possibilitiesText")}
    />
  );
}
