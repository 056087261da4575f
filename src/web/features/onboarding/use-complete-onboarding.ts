import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { toast } from "~/lib/toast";
import { PATHS } from "@shared/routes";
import { useUpdateMe } from "~/features/account/update-me";
import { pathAfterSignIn } from "~/features/builder/pending-prompt";
import { errorMessage } from "~/lib/api";

export type OnboardingChoice = "free" | "pro" | "later";

/**
 * Any choice marks onboarding done; Pro continues to pricing, the others to the dashboard, or to the
 * builder while a prompt typed before sign-up waits for it (issue #16; after Pro it waits for the next
 * new plugin in this tab).
 */
export function useCompleteOnboarding() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const update = useUpdateMe();

  async function complete(choice: OnboardingChoice) {
    try {
      await update.mutateAsync({ onboardingCompleted: true });
      await navigate(choice === "pro" ? PATHS.pricing : pathAfterSignIn(), { replace: true });
    } catch (error) {
      toast.error(t("errors.title"), { description: errorMessage(error) });
    }
  }

  return { complete, pending: update.isPending, choice: update.variables };
}
