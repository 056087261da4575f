import type { Blocker } from "react-router";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "~/components/confirm-dialog";

/** Asks whether to leave the editor and lose the unsaved edits (a blocked navigation waits for it). */
export function LeaveDialog({ blocker, count }: { blocker: Blocker; count: number }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      title={t("editor.leave.title")}
      description={t("editor.leave.text", { count })}
      cancelLabel={t("editor.leave.stay")}
      confirmLabel={t("editor.leave.leave")}
      destructive
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
}
