import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "~/lib/toast";
import { redirectUrlResponseSchema } from "@shared/schemas/billing";
import { api, ApiRequestError, hasErrorCode } from "~/lib/api";
import { useGoToUrl } from "./use-go-to-url";

/**
 * Manage Subscription (dashboard banner, Settings, pricing): opens the provider's customer portal (or the
 * test-mode stand-in). spec.md §8: 'No subscription history' when the person never bought anything,
 * otherwise 'Error' with the server's message, 'Failed to open customer portal' when there is none.
 */
export function useOpenPortal() {
  const { t } = useTranslation();
  const goTo = useGoToUrl();
  const [opening, setOpening] = useState(false);

  const open = useCallback(async () => {
    setOpening(true);
    try {
      const { url } = await api("/api/billing/portal", { method: "POST", schema: redirectUrlResponseSchema });
      goTo(url);
    } catch (error) {
      if (hasErrorCode(error, "no_customer")) {
        toast.error(t("billing.portal.noHistoryTitle"), { description: t("billing.portal.noHistoryText") });
      } else {
        const message =
          error instanceof ApiRequestError && error.code !== "network_error" ? error.message : t("billing.portal.failed");
        toast.error(t("errors.title"), { description: message });
      }
    } finally {
      setOpening(false);
    }
  }, [goTo, t]);

  return { open, opening };
}
