import { useCallback } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { toast } from "~/lib/toast";
import { PATHS } from "@shared/routes";
import { reloadMe } from "~/features/account/me-query";
import { pathAfterSignIn } from "~/features/builder/pending-prompt";
import { showAuthError } from "./show-auth-error";

/** After a password (and maybe a second factor) is accepted: greet and go where the account belongs. */
export function useFinishSignIn() {
  const navigate = useNavigate();
  const { t } = useTranslation();

  return useCallback(async () => {
    try {
      const me = await reloadMe();
      if (!me) throw new Error(t("errors.unexpected"));
      if (!me.onboardingCompleted) {
        toast.success(t("auth.toasts.welcomeBack"), { description: t("auth.toasts.completeSetup") });
        await navigate(PATHS.welcome, { replace: true });
      } else {
        toast.success(t("auth.toasts.welcomeBack"), { description: t("auth.toasts.signedIn") });
        // A prompt typed before signing in opens the builder with it (issue #16).
        await navigate(pathAfterSignIn(), { replace: true });
      }
    } catch (error) {
      showAuthError(error);
    }
  }, [navigate, t]);
}
