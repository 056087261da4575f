import { useState } from "react";
import { useSearchParams } from "react-router";
import { MailWarningIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "~/lib/toast";
import type { Me } from "@shared/schemas/account";
import { PATHS } from "@shared/routes";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { showAuthError } from "~/features/auth/show-auth-error";
import { authClient } from "~/lib/auth-client";

/** better-auth sends an expired or broken confirmation link back to the dashboard with ?error=…. */
const LINK_ERRORS = new Set(["TOKEN_EXPIRED", "INVALID_TOKEN"]);

/**
 * Shown until the address is confirmed: credits, generation and downloads wait for it. Resend mails a
 * fresh link to the signed-in person's own address (the server limits how often).
 */
export function VerifyEmailBanner({ me }: { me: Me }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const [pending, setPending] = useState(false);
  if (me.emailVerified) return null;
  const linkError = LINK_ERRORS.has(searchParams.get("error") ?? "");

  async function resend() {
    setPending(true);
    try {
      const { error } = await authClient.sendVerificationEmail({ email: me.email, callbackURL: PATHS.dashboard });
      if (error) {
        showAuthError(error);
        return;
      }
      toast.success(t("account.verify.sent"), { description: t("account.verify.sentText", { email: me.email }) });
    } catch (error) {
      showAuthError(error);
    } finally {
      setPending(false);
    }
  }

  return (
    <Alert variant="warning" className="items-center" data-testid="verify-email-banner">
      <MailWarningIcon aria-hidden />
      <div className="flex flex-1 flex-col gap-1">
        <p className="font-medium">{t("account.verify.title")}</p>
        <p>{t("account.verify.text", { email: me.email })}</p>
        {linkError ? <p>{t("account.verify.linkExpired")}</p> : null}
      </div>
      <Button variant="outline" size="sm" onClick={() => void resend()} disabled={pending}>
        {pending ? <Spinner /> : null}
        {t("account.verify.resend")}
      </Button>
    </Alert>
  );
}
