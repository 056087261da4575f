import { useState } from "react";
import { useNavigate } from "react-router";
import { MonitorSmartphoneIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "~/lib/toast";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Spinner } from "~/components/ui/spinner";
import { resetSessionCache } from "~/features/account/me-query";
import { showAuthError } from "~/features/auth/show-auth-error";
import { authClient } from "~/lib/auth-client";
import { PATHS } from "@shared/routes";

/** "Sign out everywhere": ends every session of the account, this browser's included (better-auth revoke-sessions). */
export function SessionsCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  async function signOutEverywhere() {
    setPending(true);
    try {
      const { error } = await authClient.revokeSessions();
      if (error) {
        showAuthError(error);
        return;
      }
      resetSessionCache();
      toast.success(t("settings.sessions.done"), { description: t("settings.sessions.doneText") });
      await navigate(PATHS.auth, { replace: true });
    } catch (error) {
      showAuthError(error);
    } finally {
      setPending(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("settings.sessions.title")}</CardTitle>
        <CardDescription>{t("settings.sessions.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" onClick={() => void signOutEverywhere()} disabled={pending}>
          {pending ? <Spinner /> : <MonitorSmartphoneIcon aria-hidden />}
          {t("settings.sessions.button")}
        </Button>
      </CardContent>
    </Card>
  );
}
