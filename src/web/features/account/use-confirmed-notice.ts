import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { welcomeBonusesSchema } from "@shared/schemas/account";
import { bonusNotices, showNotices } from "~/features/auth/referral-outcome";
import { reloadCredits } from "~/features/credits/use-credits-reload";
import { api } from "~/lib/api";

/** The parameter the confirmation link returns with (server/auth/auth.ts AFTER_VERIFICATION_PATH). */
export const CONFIRMED_PARAM = "confirmed";

/**
 * After the mailed link confirmed the address (?confirmed=1): says what the confirmation really granted,
 * or why a bonus was withheld (GET /api/me/bonuses), once; the parameter is then removed from the address.
 */
export function useConfirmedNotice(): void {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const handled = useRef(false);
  const confirmed = params.get(CONFIRMED_PARAM) === "1";

  useEffect(() => {
    if (handled.current || !confirmed) return;
    handled.current = true;
    void api("/api/me/bonuses", { schema: welcomeBonusesSchema })
      .then((bonuses) => showNotices(bonusNotices(bonuses, t("auth.toasts.addressConfirmed"))))
      .catch(() => undefined);
    reloadCredits();
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(CONFIRMED_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [confirmed, setParams, t]);
}
