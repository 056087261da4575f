import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PreviewModeLabel } from "./preview-mode-label";

/** A simple website frame around the public preview: site title, navigation and footer. */
export function SiteFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const links = [
    t("builder.preview.site.home"),
    t("builder.preview.site.about"),
    t("builder.preview.site.services"),
    t("builder.preview.site.contact"),
  ];

  return (
    <div
      className="@container flex h-full min-h-0 flex-col overflow-hidden rounded-lg border bg-white shadow-sm"
      role="region"
      aria-label={t("builder.preview.siteFrame")}
      data-testid="site-frame"
    >
      <div className="flex shrink-0 flex-wrap items-center gap-x-4 gap-y-1 border-b bg-white px-4 py-2.5">
        <div className="min-w-0">
          <p className="truncate text-sm font-bold text-[#1d2327]">{t("builder.preview.site.title")}</p>
          <p className="hidden truncate text-[11px] text-[#646970] @md:block">{t("builder.preview.site.tagline")}</p>
        </div>
        <ul
          className="order-3 flex w-full flex-wrap gap-x-4 gap-y-1 text-[13px] text-[#2271b1] @lg:order-none @lg:ml-auto @lg:w-auto"
          aria-label={t("builder.preview.site.menu")}
        >
          {links.map((label) => (
            <li key={label}>{label}</li>
          ))}
        </ul>
        <PreviewModeLabel className="ml-auto bg-[#f0f0f1] text-[#50575e] @lg:ml-0" />
      </div>
      <div className="min-h-0 flex-1">{children}</div>
      <p className="shrink-0 border-t bg-[#f6f7f7] px-4 py-1.5 text-center text-[11px] text-[#646970]">
        {t("builder.preview.site.footer")}
      </p>
    </div>
  );
}
