import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "~/lib/toast";
import type { VersionListItem } from "@shared/schemas/plugins";
import { errorMessage, hasErrorCode } from "~/lib/api";
import { useRestoreVersion } from "./queries/restore-version";
import { usePluginVersions } from "./queries/versions-query";

const NO_VERSIONS: VersionListItem[] = [];

/** The server's not_found: no plugin with this id belongs to the person. */
const isPluginMissing = (error: unknown) => hasErrorCode(error, "not_found");

/** The open plugin's versions (the conversation and the history tab) and restoring one of them. */
export function useVersionHistory(pluginId: string | null) {
  const { t } = useTranslation();
  const versionsQuery = usePluginVersions(pluginId);
  const restoreMutation = useRestoreVersion(pluginId ?? "");

  // spec.md §8: 'Fel vid laddning av historik'. Not for a plugin that is not there (or not this person's):
  // the page says so itself (PluginLoadError), and a toast about its history would be a stray second message.
  const versionsFailedAt =
    versionsQuery.isError && !isPluginMissing(versionsQuery.error) ? versionsQuery.errorUpdatedAt : 0;
  useEffect(() => {
    if (versionsFailedAt) toast.error(t("builder.history.loadError"));
  }, [versionsFailedAt, t]);

  /** Restores a version; `onRestored` runs before the success toast. */
  function restore(versionNumber: number, onRestored: () => void) {
    restoreMutation.mutate(versionNumber, {
      onSuccess: () => {
        onRestored();
        toast.success(t("builder.history.restored"), {
          description: t("builder.history.restoredText", { version: versionNumber }),
        });
      },
      onError: (error) => toast.error(t("builder.history.restoreError"), { description: errorMessage(error) }),
    });
  }

  return {
    versionsQuery,
    versions: versionsQuery.data ?? NO_VERSIONS,
    restore,
    restoring: restoreMutation.isPending,
    restoringVersion: restoreMutation.isPending ? restoreMutation.variables : null,
  };
}
