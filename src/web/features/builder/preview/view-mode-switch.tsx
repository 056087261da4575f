import { GlobeIcon, LayoutDashboardIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "~/lib/utils";
import type { ViewMode } from "../view-mode";

/** Admin (backend) or Website (frontend) preview; the choice is also sent with each turn. */
export function ViewModeSwitch({ value, onChange }: { value: ViewMode; onChange: (mode: ViewMode) => void }) {
  const { t } = useTranslation();
  const options = [
    { mode: "backend" as const, label: t("builder.preview.admin"), icon: LayoutDashboardIcon },
    { mode: "frontend" as const, label: t("builder.preview.website"), icon: GlobeIcon },
  ];
  return (
    <div
      role="group"
      aria-label={t("builder.preview.viewLabel")}
      className="inline-flex h-8 items-center rounded-lg bg-muted p-[3px]"
    >
      {options.map(({ mode, label, icon: Icon }) => (
        <button
          key={mode}
          type="button"
          aria-pressed={value === mode}
          onClick={() => onChange(mode)}
          className={cn(
            "inline-flex h-full cursor-pointer items-center gap-1.5 rounded-md px-2.5 text-xs font-medium transition-colors",
            value === mode ? "bg-card text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
          )}
        >
          <Icon className="size-3.5" aria-hidden />
          {label}
        </button>
      ))}
    </div>
  );
}
