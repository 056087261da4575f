import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { signInSchema } from "@shared/schemas/account";
import { SubmitButton } from "~/components/form/submit-button";
import { TextField } from "~/components/form/text-field";
import { authClient } from "~/lib/auth-client";
import { AuthLink } from "./auth-card";
import { showAuthError } from "./show-auth-error";
import { EmailField } from "./email-field";
import { validationMessage } from "./validation-messages";

export function SignInForm({
  onForgotPassword,
  onTwoFactorRequired,
  onSignedIn,
}: {
  onForgotPassword: () => void;
  onTwoFactorRequired: () => void;
  onSignedIn: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const form = useForm({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { data, error } = await authClient.signIn.email(values);
      if (error) return showAuthError(error);
      if (data && "twoFactorRedirect" in data && data.twoFactorRedirect) return onTwoFactorRequired();
      await onSignedIn();
    } catch (error) {
      showAuthError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <EmailField
        error={validationMessage(t, "email", errors.email)}
        {...form.register("email")}
      />
      <TextField
        label={t("auth.fields.password")}
        type="password"
        autoComplete="current-password"
        error={validationMessage(t, "currentPassword", errors.password)}
        labelAside={<AuthLink onClick={onForgotPassword} className="text-sm">{t("auth.actions.forgotPassword")}</AuthLink>}
        {...form.register("password")}
      />
      <SubmitButton pending={isSubmitting} className="mt-2 w-full" size="lg">
        {t("auth.actions.signIn")}
      </SubmitButton>
    </form>
  );
}
