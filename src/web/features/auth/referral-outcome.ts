import { toast } from "sonner";
import { CREDITS } from "@shared/constants";
import { referralOutcomeSchema, type ReferralOutcome } from "@shared/schemas/account";
import { i18n } from "~/lib/i18n";

/** The sign-up answer says what happened to the invite code; anything unexpected counts as none. */
export function readReferralOutcome(data: unknown): ReferralOutcome {
  if (!data || typeof data !== "object" || !("referral" in data)) return "none";
  const parsed = referralOutcomeSchema.safeParse(data.referral);
  return parsed.success ? parsed.data : "none";
}

const REFUSED_REASON = {
  invalid: "auth.toasts.referralInvalid",
  self: "auth.toasts.referralSelf",
  used: "auth.toasts.referralUsed",
} as const;

/** 'Account created!', plus why no referral bonus was given when a code was refused. */
export function announceAccountCreated(outcome: ReferralOutcome): void {
  const t = i18n.t;
  if (outcome === "applied") {
    toast.success(t("auth.toasts.accountCreated"), {
      description: t("auth.toasts.referralApplied", { credits: CREDITS.referralInviteeBonus }),
    });
    return;
  }
  toast.success(t("auth.toasts.accountCreated"), { description: t("auth.toasts.accountCreatedText") });
  if (outcome !== "none") {
    toast.warning(t("auth.toasts.noReferralBonus"), { description: t(REFUSED_REASON[outcome]), duration: 8000 });
  }
}
