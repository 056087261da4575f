import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { PluginListItem } from "@shared/schemas/plugins";
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
    <AlertDialog open={plugin !== null} onOpenChange={(open) => (!open && !mutation.isPending ? onClose() : undefined)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("dashboard.delete.title")}</AlertDialogTitle>
          <AlertDialogDescription>{t("dashboard.delete.text", { name: shown?.name ?? "" })}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={mutation.isPending}>{t("dashboard.delete.cancel")}</AlertDialogCancel>
          <Button variant="destructive" onClick={() => void confirm()} disabled={mutation.isPending}>
            {mutation.isPending ? <Spinner /> : null}
            {t("dashboard.delete.confirm")}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
