import { PATHS } from "@shared/routes";
import type { TwoFactorMethod } from "./two-factor-form";

/** The auth page opened on the sign-up card: where a signed-out prompt goes, as its writer most likely has no account yet (issue #34). */
export const SIGN_UP_PATH = `${PATHS.auth}?mode=sign-up`;

/** The auth page's cards: one at a time. */
export type AuthMode = "sign-in" | "sign-up" | "reset" | "new-password" | "two-factor";

export interface AuthFlowState {
  mode: AuthMode;
  /** Which second factor the two-factor card asks for. */
  twoFactorMethod: TwoFactorMethod;
}

export type AuthFlowEvent =
  | { type: "to-sign-in" }
  | { type: "to-sign-up" }
  | { type: "to-reset" }
  | { type: "two-factor-required" }
  | { type: "two-factor-method"; method: TwoFactorMethod };

/** What the address says on arrival: a reset link's token or its error, an invitation's code, ?mode=sign-up. */
export interface AuthArrival {
  token: string | null;
  linkExpired: boolean;
  referralCode: string | null;
  signUp?: boolean;
}

/**
 * The first card: a reset link opens the new-password card (or the reset card again when it has
 * expired), an invitation or ?mode=sign-up opens sign-up, anything else sign-in.
 */
export function initialAuthFlow({ token, linkExpired, referralCode, signUp }: AuthArrival): AuthFlowState {
  const mode: AuthMode = token ? "new-password" : linkExpired ? "reset" : referralCode || signUp ? "sign-up" : "sign-in";
  return { mode, twoFactorMethod: "totp" };
}

/** Moves between the cards; the second-factor method survives a move so a return finds it as left. */
export function authFlowReducer(state: AuthFlowState, event: AuthFlowEvent): AuthFlowState {
  switch (event.type) {
    case "to-sign-in":
      return { ...state, mode: "sign-in" };
    case "to-sign-up":
      return { ...state, mode: "sign-up" };
    case "to-reset":
      return { ...state, mode: "reset" };
    case "two-factor-required":
      return { ...state, mode: "two-factor" };
    case "two-factor-method":
      return { ...state, twoFactorMethod: event.method };
  }
}
