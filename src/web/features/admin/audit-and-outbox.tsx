import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { OutboxEntry } from "@shared/schemas/admin";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { useAuditLog, useOutbox } from "./admin-queries";
import { OutboxMailDialog } from "./outbox-mail-dialog";

/** Every admin action, newest first (issue #13). */
export function AuditLogCard() {
  const { t, i18n } = useTranslation();
  const { data } = useAuditLog();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t("admin.audit.title")}</CardTitle>
        <CardDescription>{t("admin.audit.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        {!data ? (
          <Skeleton className="h-40 w-full" />
        ) : (
          <ul
            tabIndex={0}
            aria-label={t("admin.audit.title")}
            className="max-h-[400px] divide-y overflow-auto rounded-lg border text-sm"
          >
            {data.entries.length === 0 ? <li className="p-3 text-muted-foreground">{t("admin.audit.none")}</li> : null}
            {data.entries.map((entry) => (
              <li key={entry.id} className="flex flex-col gap-1 p-3 sm:flex-row sm:items-center sm:justify-between">
                <span>
                  <span className="font-medium">{t(`admin.audit.actions.${entry.action}`, { ...entry.details })}</span>
                  {entry.targetEmail ? <span className="text-muted-foreground"> · {entry.targetEmail}</span> : null}
                </span>
                <span className="text-xs text-muted-foreground">
                  {entry.adminEmail ?? "—"} · {new Date(entry.createdAt).toLocaleString(i18n.language)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * The mail outbox: recipient, kind, status, attempts and error; each mail opens its body (security mails'
 * bodies are never shown). A table from 640 px, a list below it, so nothing is cut off on a phone.
 */
export function OutboxCard() {
  const { t, i18n } = useTranslation();
  const { data } = useOutbox();
  const [open, setOpen] = useState<OutboxEntry | null>(null);
  const created = (mail: OutboxEntry) => new Date(mail.createdAt).toLocaleString(i18n.language);
  const status = (mail: OutboxEntry) => (
    <Badge variant={mail.status === "failed" ? "destructive" : mail.status === "sent" ? "success" : "secondary"}>{mail.status}</Badge>
  );
  const view = (mail: OutboxEntry) => (
    <Button type="button" size="sm" variant="outline" onClick={() => setOpen(mail)} aria-label={t("admin.outbox.viewMail", { subject: mail.subject })}>
      {t("admin.outbox.view")}
    </Button>
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t("admin.outbox.title")}</CardTitle>
        <CardDescription>{t("admin.outbox.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        {!data ? (
          <Skeleton className="h-40 w-full" />
        ) : (
          <div
            tabIndex={0}
            role="region"
            aria-label={t("admin.outbox.title")}
            className="max-h-[400px] overflow-auto rounded-lg border"
            data-testid="outbox"
          >
            <ul className="divide-y text-sm sm:hidden">
              {data.mails.map((mail) => (
                <li key={mail.id} className="flex flex-col gap-1.5 p-3">
                  <span className="font-medium [overflow-wrap:anywhere]">{mail.subject}</span>
                  <span className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
                    {mail.to} · {mail.kind} · {created(mail)}
                  </span>
                  {mail.error ? <span className="text-xs text-destructive [overflow-wrap:anywhere]">{mail.error}</span> : null}
                  <span className="flex items-center justify-between gap-2">
                    <span className="flex items-center gap-2 text-xs text-muted-foreground">
                      {status(mail)} {t("admin.outbox.attemptsCount", { count: mail.attempts })}
                    </span>
                    {view(mail)}
                  </span>
                </li>
              ))}
            </ul>
            <table className="hidden w-full min-w-[640px] text-sm sm:table">
              <thead className="sticky top-0 bg-muted text-left text-xs text-muted-foreground">
                <tr>
                  {(["to", "subject", "kind", "status", "attempts", "error", "created"] as const).map((col) => (
                    <th key={col} scope="col" className="px-3 py-2 font-medium">
                      {t(`admin.outbox.${col}`)}
                    </th>
                  ))}
                  <th scope="col" className="px-3 py-2">
                    <span className="sr-only">{t("admin.outbox.view")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.mails.map((mail) => (
                  <tr key={mail.id} className="border-t">
                    <td className="max-w-[12rem] truncate px-3 py-2" title={mail.to}>{mail.to}</td>
                    <td className="max-w-[14rem] truncate px-3 py-2" title={mail.subject}>{mail.subject}</td>
                    <td className="px-3 py-2">{mail.kind}</td>
                    <td className="px-3 py-2">{status(mail)}</td>
                    <td className="px-3 py-2 tabular-nums">{mail.attempts}</td>
                    <td className="max-w-[12rem] truncate px-3 py-2 text-destructive" title={mail.error ?? undefined}>{mail.error ?? ""}</td>
                    <td className="px-3 py-2 whitespace-nowrap text-muted-foreground">{created(mail)}</td>
                    <td className="px-3 py-2">{view(mail)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <OutboxMailDialog mail={open} onClose={() => setOpen(null)} />
      </CardContent>
    </Card>
  );
}
