import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { SubmitButton } from "~/components/form/submit-button";
import { TextField } from "~/components/form/text-field";
import { Button } from "~/components/ui/button";
import { DialogFooter } from "~/components/ui/dialog";

/**
 * Asks for the account password before a security change. An account without one (made through a
 * sign-in provider) confirms with a recent sign-in instead, which the server checks: no field then.
 */
export function PasswordConfirmForm({
  submitLabel,
  destructive,
  hasPassword,
  onSubmit,
  onCancel,
}: {
  submitLabel: string;
  destructive?: boolean;
  hasPassword: boolean;
  onSubmit: (password: string | undefined) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [password, setPassword] = useState("");
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (hasPassword && !password) return;
    setPending(true);
    try {
      await onSubmit(hasPassword ? password : undefined);
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      {hasPassword ? (
        <TextField
          label={t("settings.twoFactor.password")}
          type="password"
          autoComplete="current-password"
          autoFocus
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          {t("common.cancel")}
        </Button>
        <SubmitButton pending={pending} disabled={hasPassword && !password} variant={destructive ? "destructive" : "default"}>
          {submitLabel}
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}
