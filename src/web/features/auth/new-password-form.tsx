import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { toast } from "~/lib/toast";
import { z } from "zod";
import { LIMITS } from "@shared/constants";
import { SubmitButton } from "~/components/form/submit-button";
import { TextField } from "~/components/form/text-field";
import { authClient } from "~/lib/auth-client";
import { showAuthError } from "./show-auth-error";
import { validationMessage } from "./validation-messages";

const newPasswordSchema = z
  .object({
    newPassword: z.string().min(LIMITS.passwordMinLength).max(128),
    confirmPassword: z.string(),
  })
  .refine((values) => values.newPassword === values.confirmPassword, { path: ["confirmPassword"] });

/** Sets a new password with the token from the reset e-mail. */
export function NewPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useForm({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { newPassword: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    try {
      const { error } = await authClient.resetPassword({ newPassword, token });
      if (error) return showAuthError(error);
      toast.success(t("auth.toasts.passwordUpdated"), { description: t("auth.toasts.passwordUpdatedText") });
      onDone();
    } catch (error) {
      showAuthError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextField
        label={t("auth.fields.newPassword")}
        type="password"
        autoComplete="new-password"
        hint={t("auth.validation.passwordMin", { min: LIMITS.passwordMinLength })}
        error={validationMessage(t, "newPassword", errors.newPassword)}
        {...form.register("newPassword")}
      />
      <TextField
        label={t("auth.fields.confirmPassword")}
        type="password"
        autoComplete="new-password"
        error={validationMessage(t, "confirmPassword", errors.confirmPassword)}
        {...form.register("confirmPassword")}
      />
      <SubmitButton pending={isSubmitting} className="mt-2 w-full" size="lg">
        {t("auth.actions.setPassword")}
      </SubmitButton>
    </form>
  );
}
