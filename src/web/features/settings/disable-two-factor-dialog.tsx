import { useTranslation } from "react-i18next";
import { toast } from "~/lib/toast";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { reloadMe } from "~/features/account/me-query";
import { showAuthError } from "~/features/auth/show-auth-error";
import { authClient } from "~/lib/auth-client";
import { PasswordConfirmForm } from "./password-confirm-form";

export function DisableTwoFactorDialog({
  open,
  hasPassword,
  onOpenChange,
}: {
  open: boolean;
  hasPassword: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();

  async function disable(password: string | undefined) {
    const { error } = await authClient.twoFactor.disable({ password });
    if (error) return showAuthError(error);
    toast.success(t("settings.twoFactor.disabledToast"));
    onOpenChange(false);
    await reloadMe().catch(() => undefined);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("settings.twoFactor.passwordTitleDisable")}</DialogTitle>
          <DialogDescription>
              {t(hasPassword ? "settings.twoFactor.passwordText" : "settings.twoFactor.recentSignInText")}
            </DialogDescription>
        </DialogHeader>
        <PasswordConfirmForm
          destructive
          submitLabel={t("settings.twoFactor.disable")}
          hasPassword={hasPassword}
          onSubmit={disable}
          onCancel={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
