import type { ComponentProps } from "react";
import { FlaskConicalIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "~/lib/utils";

/** Says that purchases go through the local test-mode checkout: no card, no money (design.md §1.3). */
export function TestModeNote({ className, ...props }: Omit<ComponentProps<"p">, "role" | "children">) {
  const { t } = useTranslation();
  return (
    <p
      {...props}
      role="note"
      className={cn(
        "flex items-start gap-2 rounded-lg border border-amber-400/60 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:bg-amber-950/30 dark:text-amber-100",
        className,
      )}
    >
      <FlaskConicalIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        <strong className="font-semibold">{t("billing.testMode.badge")}</strong> {t("billing.testMode.text")}
      </span>
    </p>
  );
}
