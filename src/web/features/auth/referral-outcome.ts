import { toast } from "~/lib/toast";
import { CREDITS } from "@shared/constants";
import { referralOutcomeSchema, welcomeBonusesSchema, type ReferralOutcome, type WelcomeBonuses } from "@shared/schemas/account";
import { i18n } from "~/lib/i18n";

/** The sign-up answer says what happened to the invite code; anything unexpected counts as none. */
export function readReferralOutcome(data: unknown): ReferralOutcome {
  if (!data || typeof data !== "object" || !("referral" in data)) return "none";
  const parsed = referralOutcomeSchema.safeParse(data.referral);
  return parsed.success ? parsed.data : "none";
}

/** What the sign-up answer says was granted (null when it does not say). */
export function readBonuses(data: unknown): WelcomeBonuses | null {
  if (!data || typeof data !== "object" || !("bonuses" in data)) return null;
  const parsed = welcomeBonusesSchema.safeParse(data.bonuses);
  return parsed.success ? parsed.data : null;
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

export interface Notice {
  kind: "success" | "warning";
  title: string;
  description: string;
}

/**
 * The notices for what an account was really granted (issue #34, item 6): the figures the server
 * granted, never the constants, and a warning with the reason for a bonus that was withheld.
 */
export function bonusNotices(bonuses: WelcomeBonuses, title: string): Notice[] {
  const t = i18n.t;
  const notices: Notice[] = [];
  const granted =
    bonuses.invitation > 0
      ? t("auth.toasts.grantedBoth", { signUp: bonuses.signUp, invitation: bonuses.invitation })
      : bonuses.signUp > 0
        ? t("auth.toasts.grantedWelcome", { signUp: bonuses.signUp })
        : null;
  if (bonuses.withheld === "address_used") {
    notices.push({ kind: "success", title, description: t("auth.toasts.accountCreatedText") });
    notices.push({
      kind: "warning",
      title: t("auth.toasts.noWelcomeCredits"),
      description: t("auth.toasts.addressUsed", { balance: bonuses.signUp + bonuses.invitation }),
    });
  } else {
    notices.push({ kind: "success", title, description: granted ?? t("auth.toasts.accountCreatedText") });
    if (bonuses.withheld === "same_address") {
      notices.push({ kind: "warning", title: t("auth.toasts.noInvitationBonus"), description: t("auth.toasts.sameAddress") });
    }
  }
  return notices;
}

export function showNotices(notices: readonly Notice[]): void {
  for (const notice of notices) {
    if (notice.kind === "success") toast.success(notice.title, { description: notice.description });
    else toast.warning(notice.title, { description: notice.description, duration: 10_000 });
  }
}

/**
 * 'Account created!' with what was granted (the sign-up answer's figures), and why a bonus was not given:
 * a refused code, an address that had its welcome credits before, one client address for invitee and
 * inviter. An unconfirmed account is told to open the mailed link first; the dashboard says what the
 * confirmation granted (confirmed-notice.ts).
 */
export function announceAccountCreated(outcome: ReferralOutcome, emailVerified = true, bonuses: WelcomeBonuses | null = null): void {
  const t = i18n.t;
  if (!emailVerified) {
    toast.success(t("auth.toasts.accountCreated"), {
      description: t(outcome === "applied" ? "auth.toasts.confirmForReferral" : "auth.toasts.confirmForCredits", {
        credits: CREDITS.signUpBonus + (outcome === "applied" ? CREDITS.referralInviteeBonus : 0),
      }),
    });
  } else if (bonuses) {
    showNotices(bonusNotices(bonuses, t("auth.toasts.accountCreated")));
  } else {
    toast.success(t("auth.toasts.accountCreated"), { description: t("auth.toasts.accountCreatedText") });
  }
  if (outcome !== "none" && outcome !== "applied") {
    toast.warning(t("auth.toasts.noReferralBonus"), { description: t(REFUSED_REASON[outcome]), duration: 8000 });
  }
}
