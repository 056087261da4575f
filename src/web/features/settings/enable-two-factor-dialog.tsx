import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "~/lib/toast";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { reloadMe } from "~/features/account/me-query";
import { showAuthError } from "~/features/auth/show-auth-error";
import { authClient } from "~/lib/auth-client";
import { BackupCodesList } from "./backup-codes-list";
import { PasswordConfirmForm } from "./password-confirm-form";
import { TotpVerifyForm } from "./totp-verify-form";

type Step =
  | { name: "password" }
  | { name: "verify"; totpURI: string; backupCodes: string[] }
  | { name: "backup-codes"; backupCodes: string[] };

/** Password → scan and verify a code → save the backup codes (shown this once). */
export function EnableTwoFactorDialog({
  open,
  hasPassword,
  onOpenChange,
}: {
  open: boolean;
  hasPassword: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ name: "password" });

  function changeOpen(next: boolean) {
    onOpenChange(next);
    if (!next) setStep({ name: "password" });
  }

  async function start(password: string | undefined) {
    const { data, error } = await authClient.twoFactor.enable({ password });
    if (error || !data) return showAuthError(error);
    // We only offer authenticator apps; an "otp" answer would mean the server is set up differently.
    if (!("totpURI" in data)) return showAuthError(null);
    setStep({ name: "verify", totpURI: data.totpURI, backupCodes: data.backupCodes });
  }

  async function verify(code: string, backupCodes: string[]) {
    const { error } = await authClient.twoFactor.verifyTotp({ code });
    if (error) return showAuthError(error);
    toast.success(t("settings.twoFactor.enabledToast"));
    setStep({ name: "backup-codes", backupCodes });
    await reloadMe().catch(() => undefined);
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent
        // Backup codes are shown once; don't lose them to a stray click outside.
        onInteractOutside={(event) => step.name !== "password" && event.preventDefault()}
      >
        {step.name === "password" ? (
          <>
            <DialogHeader>
              <DialogTitle>{t("settings.twoFactor.passwordTitleEnable")}</DialogTitle>
              <DialogDescription>
              {t(hasPassword ? "settings.twoFactor.passwordText" : "settings.twoFactor.recentSignInText")}
            </DialogDescription>
            </DialogHeader>
            <PasswordConfirmForm
              submitLabel={t("common.continue")}
              hasPassword={hasPassword}
          onSubmit={start}
              onCancel={() => changeOpen(false)}
            />
          </>
        ) : step.name === "verify" ? (
          <>
            <DialogHeader>
              <DialogTitle>{t("settings.twoFactor.scanTitle")}</DialogTitle>
              <DialogDescription>{t("settings.twoFactor.scanText")}</DialogDescription>
            </DialogHeader>
            <TotpVerifyForm totpURI={step.totpURI} onVerify={(code) => verify(code, step.backupCodes)} />
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>{t("settings.twoFactor.backupTitle")}</DialogTitle>
              <DialogDescription>{t("settings.twoFactor.backupText")}</DialogDescription>
            </DialogHeader>
            <BackupCodesList codes={step.backupCodes} />
            <DialogFooter>
              <Button onClick={() => changeOpen(false)}>{t("common.done")}</Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
