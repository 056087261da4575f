import { useState } from "react";
import { DownloadIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "~/lib/toast";
import { CREDITS } from "@shared/constants";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { CREDITS_RELOAD_EVENT } from "~/features/credits/use-credits-reload";
import { downloadPluginZip, saveBlob } from "~/features/plugins/download-plugin";
import { ApiRequestError } from "~/lib/api";

/**
 * Download ZIP (spec.md §4 Download): confirm the cost, then the server builds the ZIP and charges
 * the first download of each version only; a repeat is free and the notice says so.
 */
export function DownloadButton({
  pluginId,
  balance,
  onOutOfCredits,
}: {
  pluginId: string;
  balance: number;
  onOutOfCredits: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const cost = CREDITS.downloadCost;

  async function download() {
    setPending(true);
    try {
      const result = await downloadPluginZip(pluginId);
      saveBlob(result.blob, result.filename);
      setOpen(false);
      window.dispatchEvent(new Event(CREDITS_RELOAD_EVENT));
      toast.success(t("download.success"), {
        description: result.charged > 0 ? t("download.charged", { count: result.charged }) : t("download.free"),
      });
    } catch (error) {
      setOpen(false);
      if (error instanceof ApiRequestError && error.code === "no_files") {
        toast.error(t("download.noFilesTitle"), { description: t("download.noFilesText") });
      } else if (error instanceof ApiRequestError && (error.status === 402 || error.code === "insufficient_credits")) {
        toast.error(t("download.insufficientTitle"), { description: t("download.insufficientText", { count: cost }) });
        onOutOfCredits();
      } else {
        toast.error(t("download.errorTitle"), { description: t("download.errorText") });
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)} aria-label={t("download.button")} title={t("download.button")}>
        <DownloadIcon aria-hidden />
        <span className="hidden md:inline">{t("download.button")}</span>
      </Button>
      <AlertDialog open={open} onOpenChange={(next) => (pending ? undefined : setOpen(next))}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <span
              className="mb-1 grid size-11 place-items-center rounded-full bg-primary/10 text-primary"
              aria-hidden
            >
              <DownloadIcon className="size-5" />
            </span>
            <AlertDialogTitle>{t("download.confirmTitle")}</AlertDialogTitle>
            <AlertDialogDescription>{t("download.confirmText", { count: cost })}</AlertDialogDescription>
          </AlertDialogHeader>
          <p className="rounded-lg border bg-muted/40 px-3 py-2 text-sm" data-testid="download-balance">
            {t("download.balance", { count: balance })}
          </p>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={pending}>{t("download.cancel")}</AlertDialogCancel>
            <Button onClick={() => void download()} disabled={pending}>
              {pending ? <Spinner /> : <DownloadIcon aria-hidden />}
              {t("download.confirm", { count: cost })}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
