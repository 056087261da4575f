import { useTranslation } from "react-i18next";
import type { OutboxEntry } from "@shared/schemas/admin";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";

/**
 * One outbox mail's body (issue #34: contact messages can be read without SMTP): the text part, and the
 * HTML part in a sandbox without scripts or same-origin access, as the template preview shows it.
 * Security mails have no body here (the server sends none).
 */
export function OutboxMailDialog({ mail, onClose }: { mail: OutboxEntry | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <Dialog open={mail !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="max-w-2xl">
        {mail ? (
          <>
            <DialogHeader>
              <DialogTitle className="[overflow-wrap:anywhere]">{mail.subject}</DialogTitle>
              <DialogDescription className="[overflow-wrap:anywhere]">
                {t("admin.outbox.mailMeta", { to: mail.to, kind: mail.kind, created: new Date(mail.createdAt).toLocaleString(i18n.language) })}
              </DialogDescription>
            </DialogHeader>
            {mail.text === null && mail.html === null ? (
              <p className="text-sm text-muted-foreground">{t("admin.outbox.secret")}</p>
            ) : (
              <Tabs defaultValue={mail.html ? "html" : "text"}>
                <TabsList>
                  <TabsTrigger value="html" disabled={!mail.html}>
                    {t("admin.outbox.html")}
                  </TabsTrigger>
                  <TabsTrigger value="text">{t("admin.outbox.text")}</TabsTrigger>
                </TabsList>
                <TabsContent value="html">
                  <iframe
                    title={t("admin.outbox.html")}
                    sandbox=""
                    srcDoc={mail.html ?? ""}
                    className="h-80 w-full rounded-lg border bg-white"
                    data-testid="outbox-mail-html"
                  />
                </TabsContent>
                <TabsContent value="text">
                  <pre className="max-h-80 overflow-auto rounded-lg border bg-muted/40 p-3 text-xs whitespace-pre-wrap [overflow-wrap:anywhere]" data-testid="outbox-mail-text">
                    {mail.text}
                  </pre>
                </TabsContent>
              </Tabs>
            )}
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
