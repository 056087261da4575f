import { Link } from "react-router";
import { ArrowLeftIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { CreditBalanceBadge } from "~/features/credits/credit-balance-badge";
import { useBuilder } from "../builder-context";
import { CopyFileButton } from "./copy-file-button";
import { DownloadButton } from "./download-button";
import { InstallOnSiteButton } from "~/features/sites/install-on-site-button";
import { GeneratorBadge } from "./generator-badge";
import { PATHS } from "@shared/routes";

/** Back to the dashboard, the plugin's name, the generator, copy-file, Download ZIP and the credit balance. */
export function BuilderHeader({ balance }: { balance: number }) {
  const { t } = useTranslation();
  const { plugin, pluginId, pluginQuery, files, selectedFile, generating } = useBuilder();
  const loadingName = pluginId !== null && pluginQuery.isPending;
  // Only saved files can be downloaded: none yet, or a turn still streaming, hides the button.
  const canDownload = plugin !== null && !generating && Object.keys(plugin.files).length > 0;

  return (
    <header className="flex h-14 shrink-0 items-center gap-2 border-b bg-card px-2 sm:gap-3 sm:px-4">
      <Button asChild variant="ghost" size="icon" className="shrink-0">
        <Link to={PATHS.dashboard} aria-label={t("builder.header.back")} title={t("builder.header.back")}>
          <ArrowLeftIcon aria-hidden />
        </Link>
      </Button>
      <div className="flex min-w-0 flex-1 items-center gap-2">
        {loadingName ? (
          <Skeleton className="h-5 w-40" />
        ) : (
          <h1 className="truncate text-base font-semibold tracking-tight sm:text-lg" title={plugin?.name}>
            {plugin?.name ?? t("builder.header.newPlugin")}
          </h1>
        )}
        {plugin ? (
          <span className="hidden shrink-0 text-xs text-muted-foreground tabular-nums sm:inline">
            v{plugin.version}
          </span>
        ) : null}
      </div>
      <div className="flex shrink-0 items-center gap-1.5 sm:gap-2">
        <GeneratorBadge />
        {selectedFile && files[selectedFile] !== undefined ? (
          <CopyFileButton path={selectedFile} content={files[selectedFile]} />
        ) : null}
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
