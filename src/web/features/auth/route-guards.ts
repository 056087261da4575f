import { replace } from "react-router";
import type { Me } from "@shared/schemas/account";
import { PATHS } from "@shared/routes";
import { loadMe } from "~/features/account/me-query";
import { CONFIRMED_PARAM } from "~/features/account/use-confirmed-notice";

/** clientLoader guard: the signed-in account, or a redirect to /auth. */
export async function requireMe(): Promise<Me> {
  const me = await loadMe();
  if (!me) throw replace(PATHS.auth);
  return me;
}

/**
 * clientLoader guard for app pages: signed in and past onboarding. A confirmation link's ?confirmed=1
 * goes along to onboarding, which then says what the confirmation granted (use-confirmed-notice.ts).
 */
export async function requireOnboardedMe(request?: Request): Promise<Me> {
  const me = await requireMe();
  if (!me.onboardingCompleted) {
    const confirmed = request && new URL(request.url).searchParams.get(CONFIRMED_PARAM) === "1";
    throw replace(confirmed ? `${PATHS.welcome}?${CONFIRMED_PARAM}=1` : PATHS.welcome);
  }
  return me;
}
