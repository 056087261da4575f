// The signed-in app's English strings, before this page renders (decision 0041).
import "~/lib/i18n-app";
import { replace } from "react-router";
import { AlertTriangleIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { CREDITS, INVITED_START_CREDITS } from "@shared/constants";
import { PATHS } from "@shared/routes";
import { PageTitle } from "~/components/layout/page-title";
import { Alert } from "~/components/ui/alert";
import { loadMe } from "~/features/account/me-query";
import { AlternativeSignIn } from "~/features/auth/alternative-sign-in";
import { AuthCard, AuthLink } from "~/features/auth/auth-card";
import { NewPasswordForm } from "~/features/auth/new-password-form";
import { oauthErrorMessage } from "~/features/auth/oauth-error";
import { ResetRequestForm } from "~/features/auth/reset-request-form";
import { SignInForm } from "~/features/auth/sign-in-form";
import { SignUpForm } from "~/features/auth/sign-up-form";
import { TwoFactorForm } from "~/features/auth/two-factor-form";
import { useAuthFlow } from "~/features/auth/use-auth-flow";
import { useFinishSignIn } from "~/features/auth/use-finish-sign-in";
import { useReferralInvite } from "~/features/auth/use-referral-invite";
import type { Route } from "./+types/auth";

/** Signed-in visitors go to their dashboard, unless they arrive from a password-reset e-mail. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const params = new URL(request.url).searchParams;
  if (params.has("token") || params.has("error")) return null;
  const me = await loadMe().catch(() => null);
  if (me) throw replace(PATHS.dashboard);
  return null;
}

export default function AuthPage() {
  const { t } = useTranslation();
  const { mode, token, linkExpired, error, referralCode, twoFactorMethod, setTwoFactorMethod, toSignIn, toSignUp, toReset, toTwoFactor } =
    useAuthFlow();
  const inviteStatus = useReferralInvite(referralCode);
  const finishSignIn = useFinishSignIn();
  const providerError = oauthErrorMessage(t, error);

  const switchToSignUp = (
    <p>
      {t("auth.switch.noAccount")} <AuthLink onClick={toSignUp}>{t("auth.switch.toSignUp")}</AuthLink>
    </p>
  );
  const switchToSignIn = (
    <p>
      {t("auth.switch.haveAccount")} <AuthLink onClick={toSignIn}>{t("auth.switch.toSignIn")}</AuthLink>
    </p>
  );
  const backToSignIn = <AuthLink onClick={toSignIn}>{t("auth.actions.backToSignIn")}</AuthLink>;

  let card;
  switch (mode) {
    case "sign-in":
      card = (
        <AuthCard title={t("auth.titles.signIn")} description={t("auth.descriptions.signIn")} footer={switchToSignUp}>
          {providerError ? (
            <Alert variant="destructive" data-testid="provider-error">
              <AlertTriangleIcon aria-hidden />
              <p>{providerError}</p>
            </Alert>
          ) : null}
          <AlternativeSignIn onPasskeySignedIn={finishSignIn} referralCode={inviteStatus === "invalid" ? null : referralCode} />
          <SignInForm
            onForgotPassword={toReset}
            onTwoFactorRequired={toTwoFactor}
            onSignedIn={finishSignIn}
          />
        </AuthCard>
      );
      break;
    case "sign-up": {
      const invited = referralCode !== null && inviteStatus !== "invalid";
      card = (
        <AuthCard
          title={invited ? t("auth.titles.invitation") : t("auth.titles.signUp")}
          description={
            invited
              ? t("auth.descriptions.invitation", { credits: INVITED_START_CREDITS })
              : t("auth.descriptions.signUp", { credits: CREDITS.signUpBonus })
          }
          footer={switchToSignIn}
        >
          {inviteStatus === "invalid" ? (
            <Alert variant="warning">
              <AlertTriangleIcon aria-hidden />
              <p>{t("auth.invalidInvitation")}</p>
            </Alert>
          ) : null}
          <AlternativeSignIn referralCode={inviteStatus === "invalid" ? null : referralCode} />
          <SignUpForm referralCode={inviteStatus === "invalid" ? null : referralCode} />
        </AuthCard>
      );
      break;
    }
    case "reset":
      card = (
        <AuthCard title={t("auth.titles.reset")} description={t("auth.descriptions.reset")} footer={backToSignIn}>
          {linkExpired ? (
            <Alert variant="destructive">
              <AlertTriangleIcon aria-hidden />
              <p>{t("auth.expiredLink")}</p>
            </Alert>
          ) : null}
          <ResetRequestForm onSent={toSignIn} />
        </AuthCard>
      );
      break;
    case "new-password":
      card = (
        <AuthCard
          title={t("auth.titles.newPassword")}
          description={t("auth.descriptions.newPassword")}
          footer={backToSignIn}
        >
          {token ? <NewPasswordForm token={token} onDone={toSignIn} /> : null}
        </AuthCard>
      );
      break;
    case "two-factor":
      card = (
        <AuthCard
          title={t("auth.titles.twoFactor")}
          description={
            twoFactorMethod === "totp" ? t("auth.descriptions.twoFactorTotp") : t("auth.descriptions.twoFactorBackup")
          }
          footer={backToSignIn}
        >
          <TwoFactorForm method={twoFactorMethod} onMethodChange={setTwoFactorMethod} onVerified={finishSignIn} />
        </AuthCard>
      );
      break;
  }

  return (
    <>
      <PageTitle title={t("auth.metaTitle")} />
      {card}
    </>
  );
}
