import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "~/lib/toast";
import { INVITED_START_CREDITS } from "@shared/constants";
import { referralLookupSchema } from "@shared/schemas/account";
import { api } from "~/lib/api";

export type InviteStatus = "none" | "checking" | "valid" | "invalid";

/** Checks an invite code from ?ref=; a valid (or uncheckable) one is welcomed with a toast. */
export function useReferralInvite(code: string | null): InviteStatus {
  const { t } = useTranslation();
  const lookup = useQuery({
    queryKey: ["referral", code],
    queryFn: () => api(`/api/referrals/${encodeURIComponent(code ?? "")}`, { schema: referralLookupSchema }),
    enabled: Boolean(code),
    retry: false,
    staleTime: Infinity,
  });

  const status: InviteStatus = !code
    ? "none"
    : lookup.isPending
      ? "checking"
      : lookup.data?.valid === false
        ? "invalid"
        : "valid";

  useEffect(() => {
    if (status !== "valid") return;
    // A fixed id keeps it to one toast even when the effect runs twice.
    toast.success(t("auth.toasts.invitationTitle"), {
      id: "referral-invitation",
      description: t("auth.toasts.invitationText", { credits: INVITED_START_CREDITS }),
    });
  }, [status, t]);

  return status;
}
