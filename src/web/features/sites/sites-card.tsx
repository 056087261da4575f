import { useState, type FormEvent } from "react";
import { useMutation } from "@tanstack/react-query";
import { CheckIcon, CopyIcon, DownloadIcon, GlobeIcon, PlugIcon, Undo2Icon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { addSiteSchema, pairingCodeSchema, siteSchema, type PairingCode, type Site } from "@shared/schemas/sites";
import { SubmitButton } from "~/components/form/submit-button";
import { TextField } from "~/components/form/text-field";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Spinner } from "~/components/ui/spinner";
import { api, errorMessage } from "~/lib/api";
import { useCopyToClipboard } from "~/lib/clipboard";
import { queryClient } from "~/lib/query-client";
import { toast } from "~/lib/toast";
import { CONNECTOR_ZIP_PATH, SITES_KEY, rollBack, useSites } from "./sites-query";

/**
 * Settings → Sites (issue #37): download the Plugsmith Connector, add a site (its address → a one-time code to enter
 * in the site's wp-admin → Pair), and per paired site its WordPress and PHP versions, last contact, which version of
 * which plugin it runs with "Roll back", and "Unpair".
 */
export function SitesCard() {
  const { t } = useTranslation();
  const sites = useSites();
  const [pairing, setPairing] = useState<PairingCode | null>(null);
  const full = sites.data ? sites.data.sites.length >= sites.data.maxSites : false;

  return (
    <Card id="sites">
      <CardHeader>
        <CardTitle>{t("sites.title")}</CardTitle>
        <CardDescription>{t("sites.description")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <div className="flex flex-col gap-2 rounded-md border bg-muted/30 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">{t("sites.connectorText")}</p>
          <a href={CONNECTOR_ZIP_PATH} download className={buttonVariants({ variant: "outline", size: "sm" })}>
            <DownloadIcon aria-hidden />
            {t("sites.connectorDownload")}
          </a>
        </div>
        {pairing ? (
          <PairingSteps pairing={pairing} onDone={() => setPairing(null)} />
        ) : full ? (
          <p className="text-sm text-muted-foreground">{t("sites.full", { count: sites.data!.maxSites })}</p>
        ) : (
          <AddSiteForm onAdded={setPairing} />
        )}
        {sites.isPending ? (
          <Spinner />
        ) : sites.isError ? (
          <p className="text-sm text-destructive">{errorMessage(sites.error)}</p>
        ) : sites.data.sites.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("sites.none")}</p>
        ) : (
          <ul className="divide-y rounded-md border" aria-label={t("sites.listLabel")}>
            {sites.data.sites.map((site) => (
              <SiteRow key={site.id} site={site} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function AddSiteForm({ onAdded }: { onAdded: (pairing: PairingCode) => void }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState("");
  const [error, setError] = useState<string>();
  const add = useMutation({
    mutationFn: (input: { url: string }) => api("/api/sites", { method: "POST", body: input, schema: pairingCodeSchema }),
    onSuccess: (answer) => {
      setUrl("");
      onAdded(answer);
    },
    onError: (failure) => setError(errorMessage(failure)),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = addSiteSchema.safeParse({ url });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    add.mutate(parsed.data);
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start" noValidate>
      <TextField
        className="flex-1"
        label={t("sites.urlLabel")}
        placeholder="https://client-site.com"
        type="url"
        inputMode="url"
        value={url}
        error={error}
        onChange={(event) => setUrl(event.target.value)}
      />
      <SubmitButton pending={add.isPending} className="sm:mt-[1.375rem]">
        <GlobeIcon aria-hidden />
        {t("sites.add")}
      </SubmitButton>
    </form>
  );
}

/** The code, once, and the three steps: install the connector, enter the code in its settings, Pair. */
function PairingSteps({ pairing, onDone }: { pairing: PairingCode; onDone: () => void }) {
  const { t } = useTranslation();
  const clipboard = useCopyToClipboard();
  const [error, setError] = useState<string>();
  const pair = useMutation({
    mutationFn: () =>
      api(`/api/sites/pairings/${encodeURIComponent(pairing.pairingId)}/pair`, { method: "POST", body: { code: pairing.code }, schema: siteSchema }),
    onSuccess: (site) => {
      toast.success(t("sites.paired", { name: site.name }));
      void queryClient.invalidateQueries({ queryKey: SITES_KEY });
      onDone();
    },
    onError: (failure) => setError(errorMessage(failure)),
  });
  const expires = new Date(pairing.expiresAt).toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit" });
  return (
    <div role="status" className="flex flex-col gap-3 rounded-md border border-primary/40 bg-primary/5 p-4" data-testid="pairing-steps">
      <p className="text-sm font-medium">{t("sites.pairTitle", { url: pairing.url })}</p>
      <ol className="ml-5 list-decimal space-y-1 text-sm text-muted-foreground">
        <li>{t("sites.step1")}</li>
        <li>{t("sites.step2")}</li>
        <li>{t("sites.step3")}</li>
      </ol>
      <div className="flex flex-wrap items-center gap-2">
        <code data-testid="pairing-code" className="rounded bg-muted px-3 py-1.5 font-mono text-base tracking-wider select-all">
          {pairing.code}
        </code>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => void clipboard.copy(pairing.code).then((ok) => ok && toast.success(t("common.copied")))}
        >
          {clipboard.copied ? <CheckIcon className="text-success" aria-hidden /> : <CopyIcon aria-hidden />}
          {t("common.copy")}
        </Button>
        <span className="text-xs text-muted-foreground">{t("sites.codeExpires", { time: expires })}</span>
      </div>
      {error ? (
        <p className="text-sm text-destructive" role="alert">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="button" onClick={() => pair.mutate()} disabled={pair.isPending}>
          {pair.isPending ? <Spinner /> : <PlugIcon aria-hidden />}
          {t("sites.pair")}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone} disabled={pair.isPending}>
          {t("common.cancel")}
        </Button>
      </div>
    </div>
  );
}

function SiteRow({ site }: { site: Site }) {
  const { t, i18n } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const when = (iso: string | null) =>
    iso ? new Date(iso).toLocaleString(i18n.language, { year: "numeric", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" }) : t("sites.never");
  const unpair = useMutation({
    mutationFn: () => api(`/api/sites/${encodeURIComponent(site.id)}`, { method: "DELETE", schema: z.object({ siteAnswered: z.boolean() }) }),
    onSuccess: (answer) => {
      setConfirming(false);
      toast.success(t("sites.unpaired", { name: site.name }), answer.siteAnswered ? undefined : { description: t("sites.unpairedLocally") });
      void queryClient.invalidateQueries({ queryKey: SITES_KEY });
    },
    onError: (failure) => toast.error(t("errors.title"), { description: errorMessage(failure) }),
  });
  const rollback = useMutation({
    mutationFn: (pluginId: string) => rollBack(site.id, pluginId),
    onSuccess: () => {
      toast.success(t("sites.rollbackQueued"));
      void queryClient.invalidateQueries({ queryKey: SITES_KEY });
    },
    onError: (failure) => toast.error(t("errors.title"), { description: errorMessage(failure) }),
  });

  return (
    <li className="flex flex-col gap-3 p-3" data-testid="site-row">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="truncate text-sm font-medium">{site.name}</p>
          <p className="truncate text-xs text-muted-foreground">
            <a href={site.url} target="_blank" rel="noreferrer noopener" className="underline-offset-2 hover:underline">
              {site.url}
            </a>
          </p>
          <p className="text-xs text-muted-foreground">
            {t("sites.versions", { wordpress: site.wordpressVersion || "?", php: site.phpVersion || "?" })} · {t("sites.lastContact", { date: when(site.lastContactAt) })}
          </p>
        </div>
        <Button variant="outline" size="sm" onClick={() => setConfirming(true)} aria-label={t("sites.unpairLabel", { name: site.name })}>
          {t("sites.unpair")}
        </Button>
      </div>
      {site.plugins.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-label={t("sites.pluginsLabel", { name: site.name })}>
          {site.plugins.map((plugin) => (
            <li key={plugin.pluginId} className="flex flex-col gap-2 rounded-md bg-muted/40 px-3 py-2 sm:flex-row sm:items-center sm:justify-between" data-testid="site-plugin">
              <span className="min-w-0 text-sm">
                <span className="font-medium">{plugin.pluginName}</span>{" "}
                <span className="text-muted-foreground">
                  {t("sites.runs", { number: plugin.versionNumber, version: plugin.installedVersion ?? "?" })}
                  {plugin.active === false ? ` · ${t("sites.inactive")}` : ""}
                </span>
              </span>
              {plugin.canRollBack ? (
                <Button variant="outline" size="sm" disabled={rollback.isPending} onClick={() => rollback.mutate(plugin.pluginId)}>
                  {rollback.isPending ? <Spinner /> : <Undo2Icon aria-hidden />}
                  {t("sites.rollBack")}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {site.pending.length > 0 ? (
        <p className="text-xs text-muted-foreground" role="status">
          {site.pending.map((p) => t(`sites.state.${p.state}`, { plugin: p.pluginName, number: p.versionNumber })).join(" · ")}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t("sites.unpairTitle", { name: site.name })}
        description={t("sites.unpairText")}
        cancelLabel={t("common.cancel")}
        confirmLabel={t("sites.unpair")}
        destructive
        pending={unpair.isPending}
        onConfirm={() => unpair.mutate()}
        onClose={() => setConfirming(false)}
      />
    </li>
  );
}
