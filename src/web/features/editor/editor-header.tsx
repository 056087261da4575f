import { Link } from "react-router";
import { ArrowLeftIcon, PencilRulerIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PATHS } from "@shared/routes";
import { Button } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { CreditBalanceBadge } from "~/features/credits/credit-balance-badge";
import { useBuilder } from "~/features/builder/builder-context";
import { DownloadButton } from "~/features/builder/header/download-button";
import { InstallOnSiteButton } from "~/features/sites/install-on-site-button";
import { GeneratorBadge } from "~/features/builder/header/generator-badge";

/** 'Editing Mode': back to the dashboard, the plugin's name and version, Download ZIP and the credit balance. */
export function EditorHeader({ balance }: { balance: number }) {
  const { t } = useTranslation();
  const { plugin, pluginQuery, generating } = useBuilder();
  // Only saved files can be downloaded: a turn still streaming hides the button (the builder's rule).
  const canDownload = plugin !== null && !generating && Object.keys(plugin.files).length > 0;

  return (
    <header className="flex h-14 shrink-0 items-center gap-2 border-b bg-card px-2 sm:gap-3 sm:px-4">
      <Button asChild variant="ghost" size="icon" className="shrink-0">
        <Link to={PATHS.dashboard} aria-label={t("editor.header.back")} title={t("editor.header.back")}>
          <ArrowLeftIcon aria-hidden />
        </Link>
      </Button>
      <div className="flex min-w-0 flex-1 flex-col justify-center">
        <p className="flex items-center gap-1 text-[11px] leading-tight font-medium tracking-wide text-primary uppercase">
          <PencilRulerIcon className="size-3" aria-hidden />
          {t("editor.header.mode")}
        </p>
        <div className="flex min-w-0 items-baseline gap-2">
          {pluginQuery.isPending ? (
            <Skeleton className="mt-0.5 h-4 w-40" />
          ) : (
            <h1 className="truncate text-sm font-semibold tracking-tight sm:text-base" title={plugin?.name}>
              {plugin?.name}
            </h1>
          )}
          {plugin ? (
            <span className="shrink-0 text-xs text-muted-foreground tabular-nums" data-testid="plugin-version">
              v{plugin.version}
            </span>
          ) : null}
        </div>
      </div>
      <div className="flex shrink-0 items-center gap-1.5 sm:gap-2">
        {/* On a phone the name needs the room; the chat says which generator answered. */}
        <span className="hidden sm:contents">
          <GeneratorBadge />
        </span>
        {canDownload ? (
          <>
            <InstallOnSiteButton pluginId={plugin.id} />
            <DownloadButton pluginId={plugin.id} />
          </>
        ) : null}
        <CreditBalanceBadge balance={balance} compact className="h-8 px-2 sm:px-3" />
      </div>
    </header>
  );
}
