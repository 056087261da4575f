import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SendIcon } from "lucide-react";
import { toast } from "~/lib/toast";
import { errorMessage } from "~/lib/api";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { Spinner } from "~/components/ui/spinner";
import { useNewsletterStatus, useSendNewsletter } from "./admin-queries";

/**
 * The weekly newsletter (issue #34): when the schedule sends it (pg-boss's cron, as stored), the last
 * send's figures, and 'Send now' after a confirmation that states how many people it will reach.
 */
export function NewsletterCard() {
  const { t, i18n } = useTranslation();
  const { data, isError } = useNewsletterStatus();
  const send = useSendNewsletter();
  const [confirming, setConfirming] = useState(false);
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: "medium", timeStyle: "short" });

  function sendNow() {
    send.mutate(undefined, {
      onSuccess: ({ audience }) => toast.success(t("admin.newsletter.started"), { description: t("admin.newsletter.startedText", { count: audience }) }),
      onError: (error) => toast.error(t("admin.newsletter.sendError"), { description: errorMessage(error) }),
    });
  }

  return (
    <Card data-testid="newsletter-card">
      <CardHeader>
        <CardTitle as="h2">{t("admin.newsletter.title")}</CardTitle>
        <CardDescription>{t("admin.newsletter.description")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 text-sm">
        {isError ? <p className="text-destructive">{t("admin.newsletter.loadError")}</p> : null}
        {!data ? (
          <Skeleton className="h-24 w-full" />
        ) : (
          <>
            <dl className="grid gap-3 sm:grid-cols-2">
              <div className="rounded-lg border p-3">
                <dt className="text-xs text-muted-foreground">{t("admin.newsletter.schedule")}</dt>
                <dd className="mt-1" data-testid="newsletter-schedule">
                  {data.schedule ? (
                    <>
                      {data.schedule.nextRun ? t("admin.newsletter.nextRun", { when: when(data.schedule.nextRun) }) : null}
                      <span className="block font-mono text-xs text-muted-foreground">
                        {t("admin.newsletter.cron", { cron: data.schedule.cron, timezone: data.schedule.timezone })}
                      </span>
                    </>
                  ) : (
                    t("admin.newsletter.notScheduled")
                  )}
                </dd>
              </div>
              <div className="rounded-lg border p-3">
                <dt className="text-xs text-muted-foreground">{t("admin.newsletter.lastSend")}</dt>
                <dd className="mt-1" data-testid="newsletter-last-send">
                  {data.lastSend ? (
                    <>
                      {t("admin.newsletter.lastSendWhen", { when: when(data.lastSend.startedAt), week: data.lastSend.week })}
                      <span className="block text-xs text-muted-foreground">
                        {t("admin.newsletter.figures", {
                          queued: data.lastSend.queued,
                          sent: data.lastSend.sent,
                          failed: data.lastSend.failed,
                          pending: data.lastSend.pending,
                        })}
                      </span>
                    </>
                  ) : (
                    t("admin.newsletter.neverSent")
                  )}
                </dd>
              </div>
            </dl>
            <div className="flex flex-wrap items-center gap-3">
              <Button type="button" onClick={() => setConfirming(true)} disabled={data.running || send.isPending}>
                {data.running ? <Spinner className="size-4" /> : <SendIcon aria-hidden />}
                {t("admin.newsletter.sendNow")}
              </Button>
              <span className="text-xs text-muted-foreground" role="status">
                {data.running ? t("admin.newsletter.running") : t("admin.newsletter.audience", { count: data.audience })}
              </span>
            </div>
          </>
        )}
      </CardContent>
      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t("admin.newsletter.confirmTitle")}</AlertDialogTitle>
            <AlertDialogDescription>{t("admin.newsletter.confirmText", { count: data?.audience ?? 0 })}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t("common.cancel")}</AlertDialogCancel>
            <AlertDialogAction onClick={sendNow}>{t("admin.newsletter.confirm", { count: data?.audience ?? 0 })}</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}
