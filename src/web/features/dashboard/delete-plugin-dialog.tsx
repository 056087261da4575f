import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "~/lib/toast";
import type { PluginListItem } from "@shared/schemas/plugins";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { useDeletePlugin } from "~/features/plugins/plugins-query";
import { errorMessage } from "~/lib/api";

/** spec.md §5: deleting a plugin needs confirmation. */
export function DeletePluginDialog({ plugin, onClose }: { plugin: PluginListItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const mutation = useDeletePlugin();
  // Keep the name on screen while the dialog animates out.
  const [shown, setShown] = useState<PluginListItem | null>(plugin);
  if (plugin !== null && plugin !== shown) setShown(plugin);

  async function confirm() {
    if (!plugin) return;
    try {
      await mutation.mutateAsync(plugin.id);
      toast.success(t("dashboard.delete.success"));
      onClose();
    } catch (error) {
      toast.error(t("dashboard.delete.error"), { description: errorMessage(error) });
    }
  }

  return (
    <ConfirmDialog
      open={plugin !== null}
      title={t("dashboard.delete.title")}
      description={t("dashboard.delete.text", { name: shown?.name ?? "" })}
      cancelLabel={t("dashboard.delete.cancel")}
      confirmLabel={t("dashboard.delete.confirm")}
      destructive
      pending={mutation.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
