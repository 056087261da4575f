import { useState } from "react";
import type { TFunction } from "i18next";
import { Link } from "react-router";
import { DownloadIcon } from "lucide-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "~/lib/toast";
import { PATHS } from "@shared/routes";
import { downloadPriceSchema, type DownloadPrice } from "@shared/schemas/plugins";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "~/components/ui/alert-dialog";
import { Button, buttonVariants } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { CREDITS_RELOAD_EVENT } from "~/features/credits/use-credits-reload";
import { downloadPluginZip, saveBlob } from "~/features/plugins/download-plugin";
import { api, hasErrorCode } from "~/lib/api";

const priceKey = (pluginId: string) => ["download-price", pluginId] as const;

/**
 * Download ZIP (spec.md §4 Download): the dialog asks the server what this download costs this person
 * now (design.md §4: the first download of a version costs, a repeat is free) and their balance, and
 * says so before anything is tried: free for a version already paid for, the cost, or that the balance is
 * short, with a way to top up instead of a download that would be refused.
 */
export function DownloadButton({ pluginId }: { pluginId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const price = useQuery({
    queryKey: priceKey(pluginId),
    queryFn: ({ signal }) => api(`/api/plugins/${encodeURIComponent(pluginId)}/download/price`, { schema: downloadPriceSchema, signal }),
    enabled: open,
    // Asked afresh each time the dialog opens: a save makes a new version, a payment another balance.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

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
      if (hasErrorCode(error, "insufficient_credits")) {
        // The balance fell after the dialog asked (a turn elsewhere): it says how short it is now.
        await queryClient.invalidateQueries({ queryKey: priceKey(pluginId) });
        return;
      }
      setOpen(false);
      if (hasErrorCode(error, "no_files")) {
        toast.error(t("download.noFilesTitle"), { description: t("download.noFilesText") });
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
            <AlertDialogDescription data-testid="download-price">
              {price.data ? priceText(price.data, t) : price.isError ? t("download.priceError") : t("download.priceLoading")}
            </AlertDialogDescription>
          </AlertDialogHeader>
          {price.data && (
            <p className="rounded-lg border bg-muted/40 px-3 py-2 text-sm" data-testid="download-balance">
              {isShort(price.data) ? t("download.shortHint") : t("download.balance", { count: price.data.balance })}
            </p>
          )}
          <AlertDialogFooter>
            <AlertDialogCancel disabled={pending}>{t("download.cancel")}</AlertDialogCancel>
            {price.data && isShort(price.data) ? (
              <Link to={PATHS.pricing} className={buttonVariants()} onClick={() => setOpen(false)}>
                {t("download.topUp")}
              </Link>
            ) : (
              <Button onClick={() => void download()} disabled={pending || !price.data}>
                {pending || price.isFetching ? <Spinner /> : <DownloadIcon aria-hidden />}
                {price.data?.alreadyPaid ? t("download.confirmFree") : t("download.confirm", { count: price.data?.cost ?? 0 })}
              </Button>
            )}
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}

const isShort = (price: DownloadPrice) => price.balance < price.cost;

function priceText(price: DownloadPrice, t: TFunction): string {
  if (price.alreadyPaid) return t("download.freeText", { version: price.versionNumber });
  if (isShort(price)) return t("download.shortText", { count: price.balance, cost: price.cost });
  return t("download.confirmText", { count: price.cost });
}
