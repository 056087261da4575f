import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { Me } from "@shared/schemas/account";
import type { SignInProvider } from "@shared/schemas/sign-in-options";
import { linkErrorMessage } from "~/features/auth/oauth-error";
import { toast } from "~/lib/toast";

/** Set on the way back from a provider that connected: Settings says so once. */
export const CONNECTED_PARAM = "connected";

/**
 * Back from a provider: ?connected={id} says it worked, ?error={code} why not. Told once as a toast,
 * then taken out of the address so a reload does not tell it again.
 */
export function useProviderReturn(me: Me, providers: SignInProvider[]) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const connected = params.get(CONNECTED_PARAM);
  const error = params.get("error");
  const ready = connected === null || providers.length > 0;

  useEffect(() => {
    if ((!connected && !error) || !ready) return;
    if (error) toast.error(t("errors.title"), { description: linkErrorMessage(t, error, me.email) });
    else if (connected) toast.success(t("settings.identities.connected", { name: providers.find((p) => p.id === connected)?.name ?? connected }));
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(CONNECTED_PARAM);
        next.delete("error");
        return next;
      },
      { replace: true },
    );
  }, [connected, error, ready, providers, me.email, setParams, t]);
}
