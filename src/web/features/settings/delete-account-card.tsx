import { useNavigate } from "react-router";
import { Trash2Icon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
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
import { Spinner } from "~/components/ui/spinner";
import { useDeleteAccount } from "~/features/account/delete-account";
import { resetSessionCache } from "~/features/account/me-query";
import { errorMessage } from "~/lib/api";

export function DeleteAccountCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const deletion = useDeleteAccount();

  function confirm() {
    deletion.mutate(undefined, {
      onSuccess: async () => {
        toast.success(t("settings.delete.deleted"), { description: t("settings.delete.deletedText") });
        resetSessionCache();
        await navigate("/", { replace: true });
      },
      onError: (error) => toast.error(t("settings.delete.error"), { description: errorMessage(error) }),
    });
  }

  return (
    <Card className="border-destructive/30">
      <CardHeader>
        <CardTitle className="text-destructive">{t("settings.delete.title")}</CardTitle>
        <CardDescription>{t("settings.delete.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button variant="destructive">
              <Trash2Icon aria-hidden />
              {t("settings.delete.button")}
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>{t("settings.delete.confirmTitle")}</AlertDialogTitle>
              <AlertDialogDescription>{t("settings.delete.confirmText")}</AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel disabled={deletion.isPending}>{t("common.cancel")}</AlertDialogCancel>
              {/* Not an AlertDialogAction: the dialog stays open until the request has finished. */}
              <Button variant="destructive" onClick={confirm} disabled={deletion.isPending}>
                {deletion.isPending ? <Spinner /> : null}
                {t("settings.delete.confirm")}
              </Button>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </CardContent>
    </Card>
  );
}
