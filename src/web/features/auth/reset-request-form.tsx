import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { toast } from "~/lib/toast";
import { z } from "zod";
import { PATHS } from "@shared/routes";
import { SubmitButton } from "~/components/form/submit-button";
import { authClient } from "~/lib/auth-client";
import { showAuthError } from "./show-auth-error";
import { EmailField } from "./email-field";
import { validationMessage } from "./validation-messages";

const resetRequestSchema = z.object({ email: z.email() });

/** Asks for a password-reset e-mail; the link in it comes back to /auth?token=… */
export function ResetRequestForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation();
  const form = useForm({ resolver: zodResolver(resetRequestSchema), defaultValues: { email: "" } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      const { error } = await authClient.requestPasswordReset({ email, redirectTo: PATHS.auth });
      if (error) return showAuthError(error);
      toast.success(t("auth.toasts.checkEmail"), { description: t("auth.toasts.resetLinkSent") });
      onSent();
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
      <SubmitButton pending={isSubmitting} className="mt-2 w-full" size="lg">
        {t("auth.actions.sendResetLink")}
      </SubmitButton>
    </form>
  );
}
