import { BotIcon, CpuIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "~/components/ui/badge";
import { Tooltip, TooltipContent, TooltipTrigger } from "~/components/ui/tooltip";
import { useGeneratorInfo } from "../queries/generator-query";

/** Says which generator answers: a configured model, or the offline blueprint generator. */
export function GeneratorBadge() {
  const { t } = useTranslation();
  const { data: info } = useGeneratorInfo();
  if (!info) return null;

  const label = info.offline ? t("builder.generator.offline") : info.label || info.model;
  const explanation = info.offline
    ? t("builder.generator.offlineHint")
    : t("builder.generator.modelHint", { provider: info.provider, model: info.model });
  const Icon = info.offline ? CpuIcon : BotIcon;

  return (
    <Tooltip>
      <TooltipTrigger asChild>
        {/* A button, so its label is allowed and read (a plain span may not carry one) and it takes focus for the tooltip. */}
        <Badge
          asChild
          variant={info.offline ? "secondary" : "accent"}
          className="h-7 max-w-56 cursor-help gap-1.5 rounded-md px-2 focus-visible:outline-2"
        >
          <button type="button" aria-label={`${label}. ${explanation}`} data-testid="generator-badge">
            <Icon aria-hidden />
            <span className="hidden truncate xl:inline">{label}</span>
          </button>
        </Badge>
      </TooltipTrigger>
      <TooltipContent>
        <p className="font-medium">{label}</p>
        <p className="opacity-80">{explanation}</p>
      </TooltipContent>
    </Tooltip>
  );
}
