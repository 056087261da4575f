import type { TwoFactorMethod } from "./two-factor-form";

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

/** What the address says on arrival: a reset link's token or its error, an invitation's code. */
export interface AuthArrival {
  token: string | null;
  linkExpired: boolean;
  referralCode: string | null;
}

/**
 * The first card: a reset link opens the new-password card (or the reset card again when it has
 * expired), an invitation opens sign-up, anything else sign-in.
 */
export function initialAuthFlow({ token, linkExpired, referralCode }: AuthArrival): AuthFlowState {
  const mode: AuthMode = token ? "new-password" : linkExpired ? "reset" : referralCode ? "sign-up" : "sign-in";
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
