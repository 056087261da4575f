import type { Blocker } from "react-router";
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

/** Asks whether to leave the editor and lose the unsaved edits (a blocked navigation waits for it). */
export function LeaveDialog({ blocker, count }: { blocker: Blocker; count: number }) {
  const { t } = useTranslation();
  return (
    <AlertDialog
      open={blocker.state === "blocked"}
      onOpenChange={(open) => (open || blocker.state !== "blocked" ? undefined : blocker.reset())}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("editor.leave.title")}</AlertDialogTitle>
          <AlertDialogDescription>{t("editor.leave.text", { count })}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t("editor.leave.stay")}</AlertDialogCancel>
          {/* A plain button: the dialog closes when the navigation goes on, and must not reset it first. */}
          <Button variant="destructive" onClick={() => blocker.proceed?.()}>
            {t("editor.leave.leave")}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
