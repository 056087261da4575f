import { replace } from "react-router";
import { toast } from "~/lib/toast";
import type { Me } from "@shared/schemas/account";
import { PATHS } from "@shared/routes";
import { loadMe } from "~/features/account/me-query";
import { i18n } from "~/lib/i18n";

/** clientLoader guard of /builder: without a session, to /auth with 'Please sign in' (spec.md §2 Builder). */
export async function requireBuilderUser(): Promise<Me> {
  const me = await loadMe();
  if (!me) {
    toast(i18n.t("builder.signInRequired"), { description: i18n.t("builder.signInRequiredText") });
    throw replace(PATHS.auth);
  }
  return me;
}
