import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { toast } from "~/lib/toast";
import { TIMINGS } from "@shared/constants";
import { reloadCredits } from "~/features/credits/use-credits-reload";
import { pluginListQueryKey } from "~/features/plugins/plugins-query";
import { queryClient } from "~/lib/query-client";

const RETURN_PARAMS = ["success", "payment_success", "credits", "session_id"] as const;

/**
 * The dashboard's return parameters (spec.md §2): ?success=true after a subscription checkout,
 * ?payment_success=true&credits=n after a top-up. Each shows its notice once; the parameters are then
 * removed from the address (history replace) so a reload doesn't repeat them.
 */
export function useReturnNotices(): void {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const handled = useRef(false);
  const subscription = params.get("success") === "true";
  const payment = params.get("payment_success") === "true";
  const credits = params.get("credits");

  useEffect(() => {
    if (handled.current || (!subscription && !payment)) return;
    handled.current = true;
    if (subscription) {
      toast.success(t("dashboard.notices.subscriptionTitle"), { description: t("dashboard.notices.subscriptionText") });
      window.setTimeout(() => {
        reloadCredits();
        void queryClient.invalidateQueries({ queryKey: pluginListQueryKey });
      }, TIMINGS.subscriptionRefreshMs);
    }
    if (payment) {
      const count = Number(credits);
      toast.success(t("dashboard.notices.paymentTitle"), {
        description: t("dashboard.notices.paymentText", { count: Number.isFinite(count) ? count : 0 }),
      });
      reloadCredits();
    }
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const name of RETURN_PARAMS) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [subscription, payment, credits, setParams, t]);
}
