import { useTranslation } from "react-i18next";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";

/** Confirms deleting a file; the deletion is saved at once as a new version (restorable from History). */
export function DeleteFileDialog({
  path,
  pending,
  onConfirm,
  onClose,
}: {
  path: string | null;
  pending: boolean;
  onConfirm: (path: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <AlertDialog open={path !== null} onOpenChange={(open) => (open || pending ? undefined : onClose())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle className="[overflow-wrap:anywhere]">
            {t("editor.files.deleteTitle", { path: path ?? "" })}
          </AlertDialogTitle>
          <AlertDialogDescription>{t("editor.files.deleteText")}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{t("common.cancel")}</AlertDialogCancel>
          <Button
            variant="destructive"
            disabled={pending}
            onClick={() => {
              if (path) void onConfirm(path).then((deleted) => (deleted ? onClose() : undefined));
            }}
          >
            {pending ? <Spinner /> : null}
            {t("editor.files.deleteConfirm")}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
