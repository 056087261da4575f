import { type DeleteAccountInput, PASSWORD_REQUIRED_MESSAGE } from "../../shared/schemas/account";
import { CLIENT_IP_HEADER } from "../http/client-ip";
import { AppError } from "../lib/app-error";
import type { Auth } from "./auth";
import { clearSignInFailures, recordSignInFailure, signInLockMinutesLeft, signInLockedMessage } from "./sign-in-throttle";
import type { Database } from "../db/client";
import { SIGN_IN_AGAIN_MESSAGE, signedInRecently } from "./recent-sign-in";

/** better-auth's refusal of a call (a wrong password or code), loaded with better-auth itself (decision 0081). */
async function isRefusal(err: unknown): Promise<boolean> {
  const { APIError } = await import("better-auth/api");
  return err instanceof APIError;
}

/**
 * Asks the signed-in person to prove it is them before something irreversible (deleting the account):
 * the password (or, for an account without one, a sign-in within RECENT_SIGN_IN_MINUTES), and the
 * authenticator code when two-factor sign-in is on. A stolen session alone is not enough. Wrong passwords
 * count as failed sign-ins, so the password cannot be guessed through here faster than through the
 * sign-in form.
 */
export async function confirmIdentity(
  deps: { auth: Auth; db: Database },
  request: { headers: Headers },
  person: { email: string; twoFactorEnabled: boolean; hasPassword: boolean },
  input: DeleteAccountInput,
): Promise<void> {
  if (person.hasPassword) await confirmPassword(deps, request, person, input.password);
  else await confirmRecentSignIn(deps, request);
  if (!person.twoFactorEnabled) return;
  if (!input.code) {
    throw new AppError("code_required", "Enter the 6-digit code from your authenticator app.");
  }
  try {
    await deps.auth.api.verifyTOTP({ body: { code: input.code }, headers: request.headers });
  } catch (err) {
    if (!(await isRefusal(err))) throw err;
    throw new AppError("wrong_code", "The authenticator code is not correct.");
  }
}

async function confirmPassword(
  deps: { auth: Auth; db: Database },
  request: { headers: Headers },
  person: { email: string },
  password: string | undefined,
): Promise<void> {
  if (!password) throw new AppError("invalid_input", `password: ${PASSWORD_REQUIRED_MESSAGE}`);
  // Counted for the caller's IP address: a signed-in person, not a browser on the sign-in page.
  const client = { knownBrowser: null, ip: request.headers.get(CLIENT_IP_HEADER) };
  const locked = await signInLockMinutesLeft(deps.db, person.email, client);
  if (locked > 0) throw new AppError("too_many_attempts", signInLockedMessage(locked));
  try {
    await deps.auth.api.verifyPassword({ body: { password }, headers: request.headers });
  } catch (err) {
    if (!(await isRefusal(err))) throw err;
    await recordSignInFailure(deps.db, person.email, client);
    throw new AppError("wrong_password", "The password is not correct.");
  }
  await clearSignInFailures(deps.db, person.email, client);
}

async function confirmRecentSignIn(deps: { auth: Auth }, request: { headers: Headers }): Promise<void> {
  const current = await deps.auth.api.getSession({ headers: request.headers });
  if (!current || !signedInRecently(new Date(current.session.createdAt))) {
    throw new AppError("sign_in_again", SIGN_IN_AGAIN_MESSAGE);
  }
}
