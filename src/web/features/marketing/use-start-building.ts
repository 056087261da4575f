import { useCallback } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { loadMe } from "~/features/account/me-query";
import { savePendingPrompt } from "~/features/builder/pending-prompt";
import { PATHS } from "@shared/routes";

/** What the hero and landing prompt boxes do on submit (spec.md §2 Home; a signed-out prompt is kept, issue #16). */
export function useStartBuilding() {
  const navigate = useNavigate();
  const { t } = useTranslation();

  return useCallback(
    async (prompt: string) => {
      const me = await loadMe().catch(() => null);
      if (!me) {
        // Kept for this tab through sign-in or sign-up and onboarding; the builder opens with it (issue #16).
        savePendingPrompt(prompt);
        toast(t("home.signInRequiredTitle"), { description: t("home.signInRequiredText") });
        await navigate(PATHS.auth);
        return;
      }
      const initialPrompt = prompt.trim();
      await navigate(PATHS.builder, initialPrompt ? { state: { initialPrompt } } : undefined);
    },
    [navigate, t],
  );
}
