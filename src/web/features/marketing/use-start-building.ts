import { useCallback } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { toast } from "~/lib/toast";
import { loadMe } from "~/features/account/me-query";
import { SIGN_UP_PATH } from "~/features/auth/auth-flow";
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
        // Loaded on submit: it needs the message limit, whose module brings zod (decision 0041).
        const { savePendingPrompt } = await import("~/features/builder/pending-prompt");
        savePendingPrompt(prompt);
        toast(t("home.signInRequiredTitle"), { description: t("home.signInRequiredText") });
        await navigate(SIGN_UP_PATH);
        return;
      }
      const initialPrompt = prompt.trim();
      await navigate(PATHS.builder, initialPrompt ? { state: { initialPrompt } } : undefined);
    },
    [navigate, t],
  );
}
