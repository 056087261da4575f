import { useCallback } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { toast } from "~/lib/toast";
import { pluginEditorPath } from "@shared/routes";
import type { PluginDetail } from "@shared/schemas/plugins";
import { ApiRequestError } from "~/lib/api";
import { createEditedCopy } from "./queries/create-edited-copy";

/**
 * The editor's `prepareTurn` (spec.md §4 Editor first AI edit): a plugin that is not a copy yet gets an
 * edited copy first, the address moves to it (replacing the original's) and the turn runs there, so the
 * uploaded original stays as it was. A plugin that is already a copy is edited in place. Resolves to the
 * id the turn runs on, or null when the copy could not be made (the caller puts the message back).
 */
export function useEditedCopy(): (plugin: PluginDetail) => Promise<string | null> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useCallback(
    async (plugin: PluginDetail) => {
      if (plugin.originalPluginId !== null) return plugin.id;
      try {
        const copy = await createEditedCopy(plugin.id);
        void navigate(pluginEditorPath(copy.plugin.id), { replace: true });
        toast.success(t("editor.copy.activated"), { description: t("editor.copy.activatedText") });
        return copy.plugin.id;
      } catch (error) {
        // The server knows it better than our cached plugin did: it is a copy already, so edit it in place.
        if (error instanceof ApiRequestError && error.code === "already_edited_copy") return plugin.id;
        // At the plugin cap the server's words say what to do (delete a plugin); otherwise the spec's text.
        const atCap = error instanceof ApiRequestError && error.code === "plugin_limit";
        toast.error(t("editor.copy.failed"), { description: atCap ? error.message : t("editor.copy.failedText") });
        return null;
      }
    },
    [navigate, t],
  );
}
