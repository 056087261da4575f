import type { ReactNode } from "react";
import { FileTextIcon, GaugeIcon, ImageIcon, PinIcon, PlugIcon, SettingsIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "~/lib/utils";
import { PreviewModeLabel } from "./preview-mode-label";

/** A WordPress-admin-like frame around the admin preview: top admin bar and the dark side menu. */
export function AdminFrame({ pluginName, children }: { pluginName: string; children: ReactNode }) {
  const { t } = useTranslation();
  const menu = [
    { label: t("builder.preview.wp.dashboard"), icon: GaugeIcon },
    { label: t("builder.preview.wp.posts"), icon: PinIcon },
    { label: t("builder.preview.wp.media"), icon: ImageIcon },
    { label: t("builder.preview.wp.pages"), icon: FileTextIcon },
    { label: pluginName, icon: PlugIcon, current: true },
    { label: t("builder.preview.wp.settings"), icon: SettingsIcon },
  ];

  return (
    <div
      className="@container flex h-full min-h-0 flex-col overflow-hidden rounded-lg border border-[#c3c4c7] bg-[#f0f0f1] shadow-sm"
      role="region"
      aria-label={t("builder.preview.adminFrame")}
      data-testid="admin-frame"
    >
      <div className="flex h-8 shrink-0 items-center gap-2 bg-[#1d2327] px-2 text-[13px] text-[#f0f0f1]">
        <span
          className="grid size-5 place-items-center rounded-full border border-[#a7aaad] font-serif text-[11px] font-bold"
          aria-hidden
        >
          W
        </span>
        <span className="truncate">{t("builder.preview.wp.siteName")}</span>
        <PreviewModeLabel className="ml-auto bg-[#2271b1] text-white" />
        <span className="hidden text-[#c3c4c7] @lg:inline">{t("builder.preview.wp.howdy")}</span>
      </div>
      <div className="flex min-h-0 flex-1">
        <ul
          className="w-10 shrink-0 overflow-y-auto bg-[#1d2327] py-2 text-[13px] text-[#f0f0f1] @xl:w-40"
          aria-label={t("builder.preview.wp.menu")}
        >
          {menu.map(({ label, icon: Icon, current }) => (
            <li
              key={`${label}-${current ? "plugin" : ""}`}
              className={cn(
                "flex h-9 items-center gap-2 px-3 @xl:px-2.5",
                current ? "bg-[#2271b1] font-semibold text-white" : "text-[#f0f0f1]/90",
              )}
              aria-current={current ? "page" : undefined}
              title={label}
            >
              <Icon className={cn("size-4 shrink-0", current ? "text-white" : "text-[#a7aaad]")} aria-hidden />
              <span className="hidden truncate @xl:inline">{label}</span>
            </li>
          ))}
        </ul>
        <div className="min-w-0 flex-1">{children}</div>
      </div>
    </div>
  );
}
