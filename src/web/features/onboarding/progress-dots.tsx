import { useTranslation } from "react-i18next";
import { cn } from "~/lib/utils";

export function ProgressDots({
  total,
  current,
  onSelect,
  disabled,
}: {
  total: number;
  current: number;
  onSelect: (index: number) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ol className="flex items-center gap-2">
      {Array.from({ length: total }, (_, index) => (
        <li key={index}>
          <button
            type="button"
            disabled={disabled}
            onClick={() => onSelect(index)}
            aria-label={t("onboarding.goToStep", { number: index + 1 })}
            aria-current={index === current ? "step" : undefined}
            className={cn(
              "block h-2 cursor-pointer rounded-full transition-all disabled:cursor-not-allowed",
              index === current ? "w-6 bg-primary" : "w-2 bg-muted-foreground/25 hover:bg-muted-foreground/40",
            )}
          />
        </li>
      ))}
    </ol>
  );
}
