import { useState } from "react";
import { useNavigate } from "react-router";
import { LogOutIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PATHS } from "@shared/routes";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { resetSessionCache } from "~/features/account/me-query";
import { clearPendingPrompt } from "~/features/builder/pending-prompt";
import { authClient } from "~/lib/auth-client";
import { showAuthError } from "./show-auth-error";

export function SignOutButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  async function signOut() {
    setPending(true);
    try {
      const { error } = await authClient.signOut();
      if (error) {
        showAuthError(error);
        return;
      }
      resetSessionCache();
      clearPendingPrompt(); // the next person in this tab starts with nothing of this one's
      await navigate(PATHS.home, { replace: true });
    } catch (error) {
      showAuthError(error);
    } finally {
      setPending(false);
    }
  }

  return (
    <Button variant="outline" onClick={() => void signOut()} disabled={pending}>
      {pending ? <Spinner /> : <LogOutIcon aria-hidden />}
      {t("dashboard.signOut")}
    </Button>
  );
}
