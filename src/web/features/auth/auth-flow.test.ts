import { describe, expect, it } from "vitest";
import { authFlowReducer, initialAuthFlow, SIGN_UP_PATH, type AuthFlowEvent, type AuthFlowState } from "./auth-flow";

const arrival = { token: null, linkExpired: false, referralCode: null };
const at = (mode: AuthFlowState["mode"]): AuthFlowState => ({ mode, twoFactorMethod: "totp" });

describe("[AUTH][FLOW] initialAuthFlow", () => {
  it("opens sign-in on a plain visit", () => {
    expect(initialAuthFlow(arrival)).toEqual(at("sign-in"));
  });

  it("opens the new-password card for a reset link's token, before anything else", () => {
    expect(initialAuthFlow({ token: "t", linkExpired: true, referralCode: "ref" }).mode).toBe("new-password");
  });

  it("opens the reset card again for an expired link, before an invitation", () => {
    expect(initialAuthFlow({ ...arrival, linkExpired: true, referralCode: "ref" }).mode).toBe("reset");
  });

  it("opens sign-up for an invitation", () => {
    expect(initialAuthFlow({ ...arrival, referralCode: "ref" }).mode).toBe("sign-up");
  });

  it("opens sign-up for ?mode=sign-up (a signed-out prompt), after a reset link", () => {
    expect(initialAuthFlow({ ...arrival, signUp: true }).mode).toBe("sign-up");
    expect(initialAuthFlow({ ...arrival, token: "t", signUp: true }).mode).toBe("new-password");
    expect(new URL(SIGN_UP_PATH, "http://x").searchParams.get("mode")).toBe("sign-up");
  });
});

describe("[AUTH][FLOW] authFlowReducer", () => {
  const moves: [AuthFlowEvent, AuthFlowState["mode"]][] = [
    [{ type: "to-sign-in" }, "sign-in"],
    [{ type: "to-sign-up" }, "sign-up"],
    [{ type: "to-reset" }, "reset"],
    [{ type: "two-factor-required" }, "two-factor"],
  ];
  for (const from of ["sign-in", "sign-up", "reset", "new-password", "two-factor"] as const) {
    for (const [event, to] of moves) {
      it(`${from} --${event.type}--> ${to}`, () => {
        expect(authFlowReducer(at(from), event)).toEqual(at(to));
      });
    }
  }

  it("switches the second factor without leaving the two-factor card", () => {
    const backup = authFlowReducer(at("two-factor"), { type: "two-factor-method", method: "backup" });
    expect(backup).toEqual({ mode: "two-factor", twoFactorMethod: "backup" });
    expect(authFlowReducer(backup, { type: "two-factor-method", method: "totp" })).toEqual(at("two-factor"));
  });

  it("keeps the chosen second factor when going back to sign-in and in again", () => {
    const backup = { mode: "two-factor", twoFactorMethod: "backup" } as const;
    const back = authFlowReducer(authFlowReducer(backup, { type: "to-sign-in" }), { type: "two-factor-required" });
    expect(back).toEqual(backup);
  });
});
