import { useReducer } from "react";
import { useSearchParams } from "react-router";
import type { TwoFactorMethod } from "./two-factor-form";
import { authFlowReducer, initialAuthFlow } from "./auth-flow";

/**
 * The auth page's state: which card shows, read first from the address (reset token, expired link,
 * invitation code, ?mode=sign-up) and then moved by {@link authFlowReducer}. Going back to sign-in also drops the
 * reset link's token and error and the sign-up mode from the address, so a reload does not reopen them.
 */
export function useAuthFlow() {
  const [params, setParams] = useSearchParams();
  const token = params.get("token");
  const error = params.get("error");
  const linkExpired = error === "INVALID_TOKEN";
  const referralCode = params.get("ref")?.trim() || null;
  const signUp = params.get("mode") === "sign-up";

  const [state, dispatch] = useReducer(authFlowReducer, { token, linkExpired, referralCode, signUp }, initialAuthFlow);

  function clearResetParams() {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete("token");
        next.delete("error");
        next.delete("mode");
        return next;
      },
      { replace: true },
    );
  }

  return {
    ...state,
    token,
    linkExpired,
    /** better-auth's ?error=… (an expired reset link, or a provider sign-in that did not work). */
    error,
    referralCode,
    toSignIn: () => {
      clearResetParams();
      dispatch({ type: "to-sign-in" });
    },
    toSignUp: () => dispatch({ type: "to-sign-up" }),
    toReset: () => dispatch({ type: "to-reset" }),
    toTwoFactor: () => dispatch({ type: "two-factor-required" }),
    setTwoFactorMethod: (method: TwoFactorMethod) => dispatch({ type: "two-factor-method", method }),
  };
}
