import { CoinsIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/utils";
import { useAnimatedNumber } from "./use-animated-number";

/**
 * The balance as a pill; the number animates when it changes. `compact`: below the sm breakpoint only the number
 * shows (the words stay for screen readers and in the title), so a crowded header keeps room for what it names.
 */
export function CreditBalanceBadge({ balance, className, compact = false }: { balance: number; className?: string; compact?: boolean }) {
  const { t } = useTranslation();
  const shown = useAnimatedNumber(balance);
  const words = t("credits.badge", { count: shown });
  return (
    <Badge variant="accent" className={cn("h-9 gap-1.5 px-3 text-sm", className)} title={t("credits.badgeLabel", { count: balance })}>
      <CoinsIcon aria-hidden className="size-4!" />
      {compact ? (
        <>
          <span aria-hidden className="tabular-nums sm:hidden">
            {shown}
          </span>
          <span className="sr-only tabular-nums sm:not-sr-only">{words}</span>
        </>
      ) : (
        <span className="tabular-nums">{words}</span>
      )}
    </Badge>
  );
}
