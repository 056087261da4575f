import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Trash2Icon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "~/lib/toast";
import type { Me } from "@shared/schemas/account";
import { SubmitButton } from "~/components/form/submit-button";
import { TextField } from "~/components/form/text-field";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { FieldError } from "~/components/ui/field-error";
import { useDeleteAccount } from "~/features/account/delete-account";
import { resetSessionCache } from "~/features/account/me-query";
import { errorMessage } from "~/lib/api";
import { PATHS } from "@shared/routes";

/**
 * Deleting the account asks for the password (an account without one: a sign-in within the last minutes,
 * checked by the server), and the authenticator code when two-factor sign-in is on.
 */
export function DeleteAccountCard({ me }: { me: Me }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const deletion = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const ready = (!me.hasPassword || password.length > 0) && (!me.twoFactorEnabled || code.trim().length > 0);

  function changeOpen(next: boolean) {
    if (deletion.isPending) return;
    setOpen(next);
    if (!next) {
      setPassword("");
      setCode("");
      setError(undefined);
    }
  }

  function confirm(event: FormEvent) {
    event.preventDefault();
    if (!ready) return;
    setError(undefined);
    deletion.mutate(
      { ...(me.hasPassword ? { password } : {}), ...(me.twoFactorEnabled ? { code: code.trim() } : {}) },
      {
        onSuccess: async () => {
          toast.success(t("settings.delete.deleted"), { description: t("settings.delete.deletedText") });
          resetSessionCache();
          await navigate(PATHS.home, { replace: true });
        },
        // The server says what was wrong (password, code); the dialog stays open to try again.
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  }

  return (
    <Card className="border-destructive/30">
      <CardHeader>
        <CardTitle className="text-destructive">{t("settings.delete.title")}</CardTitle>
        <CardDescription>{t("settings.delete.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <AlertDialog open={open} onOpenChange={changeOpen}>
          <AlertDialogTrigger asChild>
            <Button variant="destructive">
              <Trash2Icon aria-hidden />
              {t("settings.delete.button")}
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <form onSubmit={confirm} className="flex flex-col gap-5" noValidate>
              <AlertDialogHeader>
                <AlertDialogTitle>{t("settings.delete.confirmTitle")}</AlertDialogTitle>
                <AlertDialogDescription>
                  {t(me.hasPassword ? "settings.delete.confirmText" : "settings.delete.confirmTextNoPassword")}
                </AlertDialogDescription>
              </AlertDialogHeader>
              {me.hasPassword ? (
                <TextField
                  label={t("settings.delete.password")}
                  type="password"
                  autoComplete="current-password"
                  autoFocus
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
              ) : null}
              {me.twoFactorEnabled ? (
                <TextField
                  label={t("settings.delete.code")}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                />
              ) : null}
              <FieldError id="delete-account-error" message={error} />
              <AlertDialogFooter>
                <AlertDialogCancel type="button" disabled={deletion.isPending}>
                  {t("common.cancel")}
                </AlertDialogCancel>
                {/* Not an AlertDialogAction: the dialog stays open until the request has finished. */}
                <SubmitButton variant="destructive" pending={deletion.isPending} disabled={!ready}>
                  {t("settings.delete.confirm")}
                </SubmitButton>
              </AlertDialogFooter>
            </form>
          </AlertDialogContent>
        </AlertDialog>
      </CardContent>
    </Card>
  );
}
