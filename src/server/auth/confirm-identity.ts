import { APIError } from "better-auth/api";
import type { DeleteAccountInput } from "../../shared/schemas/account";
import { HttpError } from "../lib/http-error";
import type { Auth } from "./auth";
import { clearSignInFailures, recordSignInFailure, signInLockMinutesLeft, signInLockedMessage } from "./sign-in-throttle";
import type { Database } from "../db/client";

/**
 * Asks the signed-in person to prove it is them before something irreversible (deleting the account):
 * the password, and the authenticator code when two-factor sign-in is on. A stolen session alone is not
 * enough. Wrong passwords count as failed sign-ins, so the password cannot be guessed through here
 * faster than through the sign-in form.
 */
export async function confirmIdentity(
  deps: { auth: Auth; db: Database },
  request: { headers: Headers },
  person: { email: string; twoFactorEnabled: boolean },
  input: DeleteAccountInput,
): Promise<void> {
  const locked = await signInLockMinutesLeft(deps.db, person.email);
  if (locked > 0) throw new HttpError(429, "too_many_attempts", signInLockedMessage(locked));
  try {
    await deps.auth.api.verifyPassword({ body: { password: input.password }, headers: request.headers });
  } catch (err) {
    if (!(err instanceof APIError)) throw err;
    await recordSignInFailure(deps.db, person.email);
    throw new HttpError(403, "wrong_password", "The password is not correct.");
  }
  await clearSignInFailures(deps.db, person.email);
  if (!person.twoFactorEnabled) return;
  if (!input.code) {
    throw new HttpError(400, "code_required", "Enter the 6-digit code from your authenticator app.");
  }
  try {
    await deps.auth.api.verifyTOTP({ body: { code: input.code }, headers: request.headers });
  } catch (err) {
    if (!(err instanceof APIError)) throw err;
    throw new HttpError(403, "wrong_code", "The authenticator code is not correct.");
  }
}
