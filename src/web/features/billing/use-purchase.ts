import { useCallback, useState } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { toast } from "~/lib/toast";
import { PATHS } from "@shared/routes";
import { type PlanId, redirectUrlResponseSchema } from "@shared/schemas/billing";
import { loadMe, useMe } from "~/features/account/me-query";
import { api, errorMessage } from "~/lib/api";
import { useGoToUrl } from "./use-go-to-url";

export type Purchase = { kind: "subscribe"; planId: PlanId } | { kind: "buy" };

/** The one "confirm immediate delivery" toast: repeated clicks replace it, and a purchase that goes ahead closes it (issue #34). */
const CONSENT_TOAST_ID = "purchase-consent-missing";

/** Which purchase is running: a plan's id, or 'extra' for the credit pack. */
export const purchaseKey = (purchase: Purchase) => (purchase.kind === "subscribe" ? purchase.planId : "extra");

/**
 * The pricing page's buttons (spec.md §2 Pricing, §5, §8): a visitor is asked to sign in; a buyer who has
 * not asked for immediate delivery (purchase terms §6) is told so and nothing starts; otherwise the
 * checkout is created and the browser goes there, the button saying 'Processing...' meanwhile.
 */
export function usePurchase({ onConsentMissing }: { onConsentMissing: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goTo = useGoToUrl();
  const { data: me } = useMe();
  const [pending, setPending] = useState<string | null>(null);

  const purchase = useCallback(
    async (item: Purchase, consent: boolean) => {
      const current = await loadMe().catch(() => null);
      if (!current) {
        toast(item.kind === "subscribe" ? t("pricing.signInToSubscribe") : t("pricing.signInToBuy"));
        await navigate(PATHS.auth);
        return;
      }
      if (!consent) {
        toast.error(t("pricing.consent.missingTitle"), { id: CONSENT_TOAST_ID, description: t("pricing.consent.missing") });
        onConsentMissing();
        return;
      }
      // Otherwise the reminder would follow the buyer onto the checkout page, which is a client-side navigation.
      toast.dismiss(CONSENT_TOAST_ID);
      setPending(purchaseKey(item));
      try {
        const { url } =
          item.kind === "subscribe"
            ? await api("/api/billing/checkout", {
                method: "POST",
                body: { planId: item.planId, consent: true },
                schema: redirectUrlResponseSchema,
              })
            : await api("/api/billing/topup", {
                method: "POST",
                body: { consent: true },
                schema: redirectUrlResponseSchema,
              });
        goTo(url);
      } catch (error) {
        setPending(null);
        toast.error(item.kind === "subscribe" ? t("pricing.subscribeFailed") : t("pricing.buyFailed"), {
          description: errorMessage(error),
        });
      }
    },
    [goTo, navigate, onConsentMissing, t],
  );

  return { signedIn: Boolean(me), pending, purchase };
}
