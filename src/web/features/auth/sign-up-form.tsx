import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "~/lib/i18n";
import { LIMITS } from "@shared/constants";
import { signUpSchema } from "@shared/schemas/account";
import { PATHS } from "@shared/routes";
import { SubmitButton } from "~/components/form/submit-button";
import { TextField } from "~/components/form/text-field";
import { reloadMe } from "~/features/account/me-query";
import { authClient } from "~/lib/auth-client";
import { announceAccountCreated, readBonuses, readEmailVerified, readReferralOutcome } from "./referral-outcome";
import { showAuthError } from "./show-auth-error";
import { EmailField } from "./email-field";
import { validationMessage } from "./validation-messages";

export function SignUpForm({ referralCode }: { referralCode: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm({
    resolver: zodResolver(signUpSchema),
    defaultValues: { fullName: "", email: "", password: "", referralCode },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ fullName, email, password }) => {
    // fullName and referralCode are our own sign-up fields (design.md §6); the client's types don't know them.
    const body = { name: fullName, fullName, email, password, referralCode, language: currentLanguage() };
    try {
      const { data, error } = await authClient.signUp.email(body);
      if (error) return showAuthError(error);
      announceAccountCreated(readReferralOutcome(data), readEmailVerified(data), readBonuses(data));
      await reloadMe();
      await navigate(PATHS.welcome, { replace: true });
    } catch (error) {
      showAuthError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextField
        label={t("auth.fields.fullName")}
        autoComplete="name"
        placeholder={t("auth.placeholders.fullName")}
        error={validationMessage(t, "fullName", errors.fullName)}
        {...form.register("fullName")}
      />
      <EmailField
        error={validationMessage(t, "email", errors.email)}
        {...form.register("email")}
      />
      <TextField
        label={t("auth.fields.password")}
        type="password"
        autoComplete="new-password"
        hint={t("auth.validation.passwordMin", { min: LIMITS.passwordMinLength })}
        error={validationMessage(t, "newPassword", errors.password)}
        {...form.register("password")}
      />
      <SubmitButton pending={isSubmitting} className="mt-2 w-full" size="lg">
        {t("auth.actions.signUp")}
      </SubmitButton>
    </form>
  );
}
