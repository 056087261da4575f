import { CoinsIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/utils";
import { useAnimatedNumber } from "./use-animated-number";

/** The balance as a pill; the number animates when it changes. */
export function CreditBalanceBadge({ balance, className }: { balance: number; className?: string }) {
  const { t } = useTranslation();
  const shown = useAnimatedNumber(balance);
  return (
    <Badge variant="accent" className={cn("h-9 gap-1.5 px-3 text-sm", className)} title={t("credits.badgeLabel", { count: balance })}>
      <CoinsIcon aria-hidden className="size-4!" />
      <span className="tabular-nums">{t("credits.badge", { count: shown })}</span>
    </Badge>
  );
}
