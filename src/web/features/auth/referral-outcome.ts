import { toast } from "~/lib/toast";
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

/** Whether the new account's address counts as confirmed (the server may require a mailed link first). */
export function readEmailVerified(data: unknown): boolean {
  if (!data || typeof data !== "object" || !("user" in data)) return false;
  const user = data.user;
  return !!user && typeof user === "object" && "emailVerified" in user && user.emailVerified === true;
}

/**
 * 'Account created!', plus why no referral bonus was given when a code was refused. Bonuses are granted
 * once the address is confirmed, so an unconfirmed account is told to open the mailed link first.
 */
export function announceAccountCreated(outcome: ReferralOutcome, emailVerified = true): void {
  const t = i18n.t;
  if (!emailVerified) {
    toast.success(t("auth.toasts.accountCreated"), {
      description: t(outcome === "applied" ? "auth.toasts.confirmForReferral" : "auth.toasts.confirmForCredits", {
        credits: CREDITS.signUpBonus + (outcome === "applied" ? CREDITS.referralInviteeBonus : 0),
      }),
    });
  } else if (outcome === "applied") {
    toast.success(t("auth.toasts.accountCreated"), {
      description: t("auth.toasts.referralApplied", { credits: CREDITS.referralInviteeBonus }),
    });
    return;
  } else {
    toast.success(t("auth.toasts.accountCreated"), { description: t("auth.toasts.accountCreatedText") });
  }
  if (outcome !== "none" && outcome !== "applied") {
    toast.warning(t("auth.toasts.noReferralBonus"), { description: t(REFUSED_REASON[outcome]), duration: 8000 });
  }
}
