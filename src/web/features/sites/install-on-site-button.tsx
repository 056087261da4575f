import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { AlertTriangleIcon, CheckCircle2Icon, SendIcon, XCircleIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PATHS } from "@shared/routes";
import { downloadPriceSchema, versionCheckReportSchema } from "@shared/schemas/plugins";
import type { SiteInstall } from "@shared/schemas/sites";
import { Button, buttonVariants } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Label } from "~/components/ui/label";
import { Spinner } from "~/components/ui/spinner";
import { CREDITS_RELOAD_EVENT } from "~/features/credits/use-credits-reload";
import { api, errorMessage } from "~/lib/api";
import { installOnSite, isWaiting, useInstall, useSites } from "./sites-query";

/**
 * "Install on a site…" (issue #37) in the builder's and editor's header: the current version goes to one of the
 * person's paired sites. The dialog names the price (a download's: 5 credits, or free for a version already paid),
 * asks a second time when our check failed the version, then shows the push's progress and the site's answer.
 */
export function InstallOnSiteButton({ pluginId }: { pluginId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="outline" className="px-2 sm:px-3" onClick={() => setOpen(true)} aria-label={t("sites.install.button")} title={t("sites.install.button")}>
        <SendIcon aria-hidden />
        <span className="hidden lg:inline">{t("sites.install.button")}</span>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="sm:max-w-lg">{open ? <InstallDialogBody pluginId={pluginId} onClose={() => setOpen(false)} /> : null}</DialogContent>
      </Dialog>
    </>
  );
}

function InstallDialogBody({ pluginId, onClose }: { pluginId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const selectId = useId();
  const sites = useSites();
  const price = useQuery({
    queryKey: ["install-price", pluginId],
    queryFn: ({ signal }) => api(`/api/plugins/${encodeURIComponent(pluginId)}/download/price`, { schema: downloadPriceSchema, signal }),
    staleTime: 0,
    gcTime: 0,
  });
  const versionNumber = price.data?.versionNumber ?? null;
  const check = useQuery({
    queryKey: ["install-check", pluginId, versionNumber],
    queryFn: ({ signal }) =>
      api(`/api/plugins/${encodeURIComponent(pluginId)}/versions/${versionNumber}/check`, { schema: versionCheckReportSchema, signal }),
    enabled: versionNumber !== null && versionNumber > 0,
  });
  const [siteId, setSiteId] = useState<string>("");
  const [confirmingFailed, setConfirmingFailed] = useState(false);
  const [installId, setInstallId] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string>();
  const install = useInstall(installId);

  const chosen = siteId || sites.data?.sites[0]?.id || "";
  const failedCheck = check.data?.status === "failed";
  const short = price.data ? price.data.balance < price.data.cost : false;

  async function send() {
    if (!price.data || !chosen) return;
    if (failedCheck && !confirmingFailed) {
      setConfirmingFailed(true);
      return;
    }
    setSending(true);
    setError(undefined);
    try {
      const queued = await installOnSite(pluginId, price.data.versionNumber, chosen);
      setInstallId(queued.id);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSending(false);
    }
  }

  const result = install.data;
  const finished = result !== undefined && !isWaiting(result);
  // The balance badge reads the charge (or its refund) once the site answered.
  useEffect(() => {
    if (finished) window.dispatchEvent(new Event(CREDITS_RELOAD_EVENT));
  }, [finished]);

  return (
    <>
      <DialogHeader>
        <DialogTitle>{t("sites.install.title")}</DialogTitle>
        <DialogDescription>
          {price.data ? t("sites.install.description", { number: price.data.versionNumber }) : t("sites.install.loading")}
        </DialogDescription>
      </DialogHeader>
      {sites.isPending || price.isPending ? (
        <Spinner />
      ) : sites.isError || price.isError ? (
        <p className="text-sm text-destructive">{errorMessage(sites.error ?? price.error)}</p>
      ) : sites.data.sites.length === 0 ? (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-muted-foreground">{t("sites.install.noSites")}</p>
          <Link to={`${PATHS.settings}#sites`} className={buttonVariants({ variant: "outline" })} onClick={onClose}>
            {t("sites.install.addSite")}
          </Link>
        </div>
      ) : installId ? (
        <InstallProgress install={result ?? null} />
      ) : (
        <div className="flex min-w-0 flex-col gap-4">
          <div className="flex min-w-0 flex-col gap-2">
            <Label htmlFor={selectId}>{t("sites.install.site")}</Label>
            <select
              id={selectId}
              value={chosen}
              onChange={(event) => setSiteId(event.target.value)}
              className="h-9 w-full min-w-0 truncate rounded-md border border-input bg-background px-3 text-sm shadow-xs focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
            >
              {sites.data.sites.map((site) => (
                <option key={site.id} value={site.id}>
                  {site.name} — {site.url}
                </option>
              ))}
            </select>
          </div>
          <p className="rounded-lg border bg-muted/40 px-3 py-2 text-sm" data-testid="install-price">
            {price.data.alreadyPaid
              ? t("sites.install.free")
              : short
                ? t("sites.install.short", { count: price.data.balance, cost: price.data.cost })
                : t("sites.install.price", { count: price.data.cost })}
          </p>
          {failedCheck ? (
            <p className="flex gap-2 rounded-lg border border-destructive/50 bg-destructive/5 px-3 py-2 text-sm" role={confirmingFailed ? "alert" : undefined}>
              <AlertTriangleIcon className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
              {confirmingFailed ? t("sites.install.failedConfirm") : t("sites.install.failedCheck")}
            </p>
          ) : null}
          {error ? (
            <p className="text-sm text-destructive" role="alert">
              {error}
            </p>
          ) : null}
        </div>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          {installId ? t("common.close") : t("common.cancel")}
        </Button>
        {!installId && sites.data && sites.data.sites.length > 0 && price.data ? (
          short ? (
            <Link to={PATHS.pricing} className={buttonVariants()} onClick={onClose}>
              {t("download.topUp")}
            </Link>
          ) : (
            <Button onClick={() => void send()} disabled={sending || !chosen} variant={confirmingFailed ? "destructive" : "default"}>
              {sending ? <Spinner /> : <SendIcon aria-hidden />}
              {confirmingFailed ? t("sites.install.installAnyway") : t("sites.install.confirm")}
            </Button>
          )
        ) : null}
      </DialogFooter>
    </>
  );
}

function InstallProgress({ install }: { install: SiteInstall | null }) {
  const { t } = useTranslation();
  if (!install || isWaiting(install)) {
    return (
      <p className="flex items-center gap-2 text-sm" role="status" data-testid="install-progress">
        <Spinner />
        {install?.state === "sending" ? t("sites.install.sending") : t("sites.install.queued")}
        {install?.error ? <span className="text-muted-foreground"> — {install.error}</span> : null}
      </p>
    );
  }
  const plugin = install.report?.plugin;
  const site = install.report?.site;
  const ok = install.state === "installed";
  return (
    <div className="flex flex-col gap-2 text-sm" role="status" data-testid="install-result">
      <p className="flex items-center gap-2 font-medium">
        {ok ? <CheckCircle2Icon className="size-5 text-success" aria-hidden /> : <XCircleIcon className="size-5 text-destructive" aria-hidden />}
        {ok ? t("sites.install.installed") : install.state === "unreachable" ? t("sites.install.unreachable") : t("sites.install.failed")}
      </p>
      {plugin ? (
        <p>
          {t("sites.install.report", { slug: plugin.slug, version: plugin.version })} ·{" "}
          {plugin.active ? t("sites.install.active") : t("sites.install.notActive")}
        </p>
      ) : null}
      {site ? <p className="text-muted-foreground">{t("sites.versions", { wordpress: site.wordpressVersion, php: site.phpVersion })}</p> : null}
      {plugin && plugin.errors.length > 0 ? (
        <ul className="list-disc pl-5 text-destructive">
          {plugin.errors.slice(0, 10).map((e, i) => (
            <li key={i}>{e}</li>
          ))}
        </ul>
      ) : null}
      {!ok && install.error ? <p className="text-muted-foreground">{install.error}</p> : null}
      <p className="text-muted-foreground">
        {install.creditsCharged > 0 ? t("sites.install.charged", { count: install.creditsCharged }) : t("sites.install.nothingCharged")}
      </p>
    </div>
  );
}
