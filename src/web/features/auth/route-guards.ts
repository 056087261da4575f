import { replace } from "react-router";
import type { Me } from "@shared/schemas/account";
import { PATHS } from "@shared/routes";
import { loadMe } from "~/features/account/me-query";

/** clientLoader guard: the signed-in account, or a redirect to /auth. */
export async function requireMe(): Promise<Me> {
  const me = await loadMe();
  if (!me) throw replace(PATHS.auth);
  return me;
}

/** clientLoader guard for app pages: signed in and past onboarding. */
export async function requireOnboardedMe(): Promise<Me> {
  const me = await requireMe();
  if (!me.onboardingCompleted) throw replace(PATHS.welcome);
  return me;
}
