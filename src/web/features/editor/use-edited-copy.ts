import { useCallback } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { toast } from "~/lib/toast";
import { pluginEditorPath } from "@shared/routes";
import type { PluginDetail } from "@shared/schemas/plugins";

/**
 * The editor's `onSavedElsewhere` (spec.md §4 Editor first AI edit, issue #34): a turn on an original was
 * saved on its '(Edited)' copy, made with the change (an edit that changes nothing makes none), or on the
 * copy it already had. The address moves to the copy, replacing the original's, and the notice says so.
 */
export function useEditedCopy(): (copy: PluginDetail) => void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useCallback(
    (copy: PluginDetail) => {
      void navigate(pluginEditorPath(copy.id), { replace: true });
      toast.success(t("editor.copy.activated"), { description: t("editor.copy.activatedText") });
    },
    [navigate, t],
  );
}
