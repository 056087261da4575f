import { replace } from "react-router";
import { toast } from "~/lib/toast";
import { PATHS } from "@shared/routes";
import type { Me } from "@shared/schemas/account";
import { loadMe } from "~/features/account/me-query";
import { i18n } from "~/lib/i18n";

/** clientLoader guard of /plugin-editor: without a session, to /auth (spec.md §2 Plugin editor). */
export async function requireEditorUser(): Promise<Me> {
  const me = await loadMe();
  if (!me) {
    toast(i18n.t("editor.signInRequired"), { description: i18n.t("editor.signInRequiredText") });
    throw replace(PATHS.auth);
  }
  return me;
}
