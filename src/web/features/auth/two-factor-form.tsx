import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { SubmitButton } from "~/components/form/submit-button";
import { TextField } from "~/components/form/text-field";
import { authClient } from "~/lib/auth-client";
import { AuthLink } from "./auth-card";
import { showAuthError } from "./show-auth-error";
import { validationMessage } from "./validation-messages";

const totpSchema = z.object({ code: z.string().trim().regex(/^\d{6}$/) });
const backupSchema = z.object({ code: z.string().trim().min(1) });

export type TwoFactorMethod = "totp" | "backup";

/** The second sign-in step: a code from the authenticator app, or one of the backup codes. */
export function TwoFactorForm({
  method,
  onMethodChange,
  onVerified,
}: {
  method: TwoFactorMethod;
  onMethodChange: (method: TwoFactorMethod) => void;
  onVerified: () => Promise<void>;
}) {
  const { t } = useTranslation();
  // A new form per method so the field's rules and value start fresh.
  return method === "totp" ? (
    <CodeForm
      key="totp"
      schema={totpSchema}
      label={t("auth.fields.totpCode")}
      field="totpCode"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      verify={(code) => authClient.twoFactor.verifyTotp({ code })}
      onVerified={onVerified}
      switchLabel={t("auth.actions.useBackupCode")}
      onSwitch={() => onMethodChange("backup")}
    />
  ) : (
    <CodeForm
      key="backup"
      schema={backupSchema}
      label={t("auth.fields.backupCode")}
      field="backupCode"
      autoComplete="off"
      verify={(code) => authClient.twoFactor.verifyBackupCode({ code })}
      onVerified={onVerified}
      switchLabel={t("auth.actions.useAuthenticator")}
      onSwitch={() => onMethodChange("totp")}
    />
  );
}

function CodeForm({
  schema,
  label,
  field,
  inputMode,
  autoComplete,
  maxLength,
  verify,
  onVerified,
  switchLabel,
  onSwitch,
}: {
  schema: typeof totpSchema | typeof backupSchema;
  label: string;
  field: "totpCode" | "backupCode";
  inputMode?: "numeric";
  autoComplete: string;
  maxLength?: number;
  verify: (code: string) => Promise<{ error: unknown }>;
  onVerified: () => Promise<void>;
  switchLabel: string;
  onSwitch: () => void;
}) {
  const { t } = useTranslation();
  const [verifying, setVerifying] = useState(false);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { code: "" } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ code }) => {
    setVerifying(true);
    try {
      const { error } = await verify(code);
      if (error) return showAuthError(error);
      await onVerified();
    } catch (error) {
      showAuthError(error);
    } finally {
      setVerifying(false);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextField
        label={label}
        inputMode={inputMode}
        autoComplete={autoComplete}
        maxLength={maxLength}
        autoFocus
        className="[&_input]:text-center [&_input]:font-mono [&_input]:text-lg [&_input]:tracking-[0.3em]"
        error={validationMessage(t, field, errors.code)}
        {...form.register("code")}
      />
      <SubmitButton pending={verifying} className="w-full" size="lg">
        {t("auth.actions.verify")}
      </SubmitButton>
      <div className="text-center text-sm">
        <AuthLink onClick={onSwitch}>{switchLabel}</AuthLink>
      </div>
    </form>
  );
}
