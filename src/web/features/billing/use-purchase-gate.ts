import { useCallback } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { PATHS } from "@shared/routes";
import { loadMe, useMe } from "~/features/account/me-query";

export type PurchaseKind = "subscribe" | "buy";

/**
 * Pricing buttons: visitors are asked to sign in. Signed-in users cannot pay yet because checkout is
 * still being set up, so for them the buttons are disabled (`checkoutUnavailable`).
 */
export function usePurchaseGate() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: me } = useMe();

  const requestPurchase = useCallback(
    async (kind: PurchaseKind) => {
      const current = await loadMe().catch(() => null);
      if (current) return;
      toast(kind === "subscribe" ? t("pricing.signInToSubscribe") : t("pricing.signInToBuy"));
      await navigate(PATHS.auth);
    },
    [navigate, t],
  );

  return { checkoutUnavailable: Boolean(me), requestPurchase };
}
