import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "~/lib/toast";
import type { PluginDetail, VersionListItem } from "@shared/schemas/plugins";
import { errorMessage } from "~/lib/api";
import { latestPreviews, previewsOf, type Previews } from "./preview/previews";
import { loadVersion } from "./queries/version-query";
import type { ViewMode } from "./view-mode";

/**
 * The previews shown for the open plugin: its own, or ones the person activated from an older version
 * (kept until the plugin changes or {@link reset} is called).
 */
export function usePreviewActivation(
  pluginId: string | null,
  plugin: PluginDetail | null,
  versions: readonly VersionListItem[],
  viewMode: ViewMode,
  setViewMode: (mode: ViewMode) => void,
) {
  const { t } = useTranslation();
  const [activated, setActivated] = useState<{ key: string; previews: Previews } | null>(null);

  const previewKey = plugin ? `${plugin.id}:${plugin.currentVersion}:${plugin.updatedAt}` : null;
  const previews =
    (activated && activated.key === previewKey ? activated.previews : null) ?? (plugin ? previewsOf(plugin) : null);

  async function activatePreview() {
    if (!pluginId || !plugin || !previewKey) {
      toast.error(t("builder.preview.noPlugin"), { description: t("builder.preview.noPluginText") });
      return;
    }
    try {
      // The list carries no previews: the newest listed version that has one is loaded on its own.
      const withPreview = latestPreviews(plugin, []) ? undefined : versions.find((v) => v.hasPreview);
      const found = latestPreviews(plugin, withPreview ? [await loadVersion(pluginId, withPreview.versionNumber)] : []);
      if (!found) {
        toast(t("builder.preview.notFound"), { description: t("builder.preview.notFoundText") });
        return;
      }
      setActivated({ key: previewKey, previews: found });
      if (!found[viewMode]) setViewMode(found.backend ? "backend" : "frontend");
      toast.success(t("builder.preview.activated"));
    } catch (error) {
      toast.error(t("builder.history.loadError"), { description: errorMessage(error) });
    }
  }

  return { previews, activatePreview, reset: () => setActivated(null) };
}
