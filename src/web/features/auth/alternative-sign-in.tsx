import { useState } from "react";
import { FingerprintIcon, LogInIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PATHS } from "@shared/routes";
import { encodeProviderSignUp, PROVIDER_SIGN_UP_COOKIE, PROVIDER_SIGN_UP_COOKIE_SECONDS } from "@shared/provider-sign-up";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { authClient } from "~/lib/auth-client";
import { showAuthError } from "./show-auth-error";
import { browserSupportsPasskeys, useSignInProviders } from "./sign-in-providers-query";

/**
 * Above the e-mail form on /auth: a button for each provider the server is configured for (none when it
 * has none) and, when signing in on a browser that can, a passkey button. A provider's button leaves for
 * the provider (better-auth adds state and PKCE); it comes back to the dashboard, a new account to
 * onboarding, a failure to /auth?error=….
 */
export function AlternativeSignIn({
  onPasskeySignedIn,
  referralCode = null,
}: {
  onPasskeySignedIn?: () => Promise<void>;
  /** The invite code of /auth?ref=…, for an account the provider's way back makes. */
  referralCode?: string | null;
}) {
  const { t, i18n } = useTranslation();
  const providers = useSignInProviders();
  const [pending, setPending] = useState<string | null>(null);
  const passkeys = onPasskeySignedIn !== undefined && browserSupportsPasskeys();
  if (providers.length === 0 && !passkeys) return null;

  async function continueWith(provider: string) {
    setPending(provider);
    rememberForProviderSignUp(referralCode, i18n.language === "sv" ? "sv" : "en");
    try {
      const { error } = await authClient.signIn.social({
        provider,
        callbackURL: PATHS.dashboard,
        newUserCallbackURL: PATHS.welcome,
        errorCallbackURL: PATHS.auth,
      });
      // On success the browser is already on its way to the provider.
      if (error) {
        showAuthError(error);
        setPending(null);
      }
    } catch (error) {
      showAuthError(error);
      setPending(null);
    }
  }

  async function withPasskey() {
    setPending("passkey");
    try {
      const { error } = await authClient.signIn.passkey();
      if (error) return showAuthError(error);
      await onPasskeySignedIn?.();
    } catch (error) {
      showAuthError(error);
    } finally {
      setPending(null);
    }
  }

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        {providers.map((provider) => (
          <Button
            key={provider.id}
            type="button"
            variant="outline"
            size="lg"
            className="w-full"
            disabled={pending !== null}
            onClick={() => void continueWith(provider.id)}
          >
            {pending === provider.id ? <Spinner /> : <LogInIcon aria-hidden />}
            {t("auth.providers.continueWith", { name: provider.name })}
          </Button>
        ))}
        {passkeys ? (
          <Button type="button" variant="outline" size="lg" className="w-full" disabled={pending !== null} onClick={() => void withPasskey()}>
            {pending === "passkey" ? <Spinner /> : <FingerprintIcon aria-hidden />}
            {t("auth.providers.passkey")}
          </Button>
        ) : null}
      </div>
      <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase" aria-hidden>
        <span className="h-px flex-1 bg-border" />
        {t("auth.providers.or")}
        <span className="h-px flex-1 bg-border" />
      </div>
    </div>
  );
}

/** What the callback needs if it makes a new account (shared/provider-sign-up.ts); sent only to /api/auth. */
function rememberForProviderSignUp(referralCode: string | null, language: "en" | "sv") {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${PROVIDER_SIGN_UP_COOKIE}=${encodeProviderSignUp({ referralCode, language })}; Max-Age=${PROVIDER_SIGN_UP_COOKIE_SECONDS}; Path=/api/auth; SameSite=Lax${secure}`;
}
