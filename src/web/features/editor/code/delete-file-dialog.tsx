import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "~/components/confirm-dialog";

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
    <ConfirmDialog
      open={path !== null}
      title={<span className="[overflow-wrap:anywhere]">{t("editor.files.deleteTitle", { path: path ?? "" })}</span>}
      description={t("editor.files.deleteText")}
      cancelLabel={t("common.cancel")}
      confirmLabel={t("editor.files.deleteConfirm")}
      destructive
      pending={pending}
      onConfirm={() => {
        if (path) void onConfirm(path).then((deleted) => (deleted ? onClose() : undefined));
      }}
      onClose={onClose}
    />
  );
}
