import { Link } from "react-router";
import { PlugZapIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PRODUCT_NAME } from "@shared/constants";
import { cn } from "~/lib/utils";
import { PATHS } from "@shared/routes";

export function LogoMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        "grid size-8 place-items-center rounded-lg bg-gradient-to-br from-indigo-500 to-violet-600 text-white shadow-sm",
        className,
      )}
    >
      <PlugZapIcon className="size-4.5" />
    </span>
  );
}

/** The product mark and name, linking home. */
export function Logo({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={PATHS.home}
      aria-label={t("nav.homeLabel", { name: PRODUCT_NAME })}
      className={cn("flex items-center gap-2 rounded-md font-semibold tracking-tight", className)}
    >
      <LogoMark />
      <span className="text-lg">{PRODUCT_NAME}</span>
    </Link>
  );
}
