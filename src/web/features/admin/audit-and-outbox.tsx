import { useTranslation } from "react-i18next";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { useAuditLog, useOutbox } from "./admin-queries";

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

/** The mail outbox: recipient, kind, status, attempts and error (security mails' bodies are never shown). */
export function OutboxCard() {
  const { t, i18n } = useTranslation();
  const { data } = useOutbox();
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
          >
            <table className="w-full min-w-[640px] text-sm">
              <thead className="sticky top-0 bg-muted text-left text-xs text-muted-foreground">
                <tr>
                  {(["to", "kind", "status", "attempts", "error", "created"] as const).map((col) => (
                    <th key={col} scope="col" className="px-3 py-2 font-medium">
                      {t(`admin.outbox.${col}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.mails.map((mail) => (
                  <tr key={mail.id} className="border-t">
                    <td className="max-w-[14rem] truncate px-3 py-2">{mail.to}</td>
                    <td className="px-3 py-2">{mail.kind}</td>
                    <td className="px-3 py-2">
                      <Badge
                        variant={
                          mail.status === "failed" ? "destructive" : mail.status === "sent" ? "success" : "secondary"
                        }
                      >
                        {mail.status}
                      </Badge>
                    </td>
                    <td className="px-3 py-2 tabular-nums">{mail.attempts}</td>
                    <td className="max-w-[14rem] truncate px-3 py-2 text-destructive">{mail.error ?? ""}</td>
                    <td className="px-3 py-2 whitespace-nowrap text-muted-foreground">
                      {new Date(mail.createdAt).toLocaleString(i18n.language)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
