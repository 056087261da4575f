import { useTranslation } from "react-i18next";
import { cn } from "~/lib/utils";

export type PreviewSource = "mock" | "live";

/** Which preview is shown: the generator's mock page or the plugin running in a real WordPress. */
export function PreviewSourceSwitch({ value, onChange }: { value: PreviewSource; onChange: (source: PreviewSource) => void }) {
  const { t } = useTranslation();
  const options = [
    { source: "mock" as const, label: t("builder.preview.source.mock") },
    { source: "live" as const, label: t("builder.preview.source.live") },
  ];
  return (
    <div role="group" aria-label={t("builder.preview.source.label")} className="inline-flex h-8 items-center rounded-lg bg-muted p-[3px]">
      {options.map(({ source, label }) => (
        <button
          key={source}
          type="button"
          aria-pressed={value === source}
          onClick={() => onChange(source)}
          className={cn(
            "inline-flex h-full cursor-pointer items-center rounded-md px-2.5 text-xs font-medium transition-colors",
            value === source ? "bg-card text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
          )}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
