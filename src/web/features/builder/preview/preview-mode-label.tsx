import { EyeIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "~/lib/utils";

/** The 'Preview Mode' label both preview frames carry. */
export function PreviewModeLabel({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-[11px] font-medium",
        className,
      )}
    >
      <EyeIcon className="size-3" aria-hidden />
      {t("builder.preview.previewMode")}
    </span>
  );
}
