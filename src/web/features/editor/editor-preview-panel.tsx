import { MonitorSmartphoneIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useBuilder } from "~/features/builder/builder-context";
import { PreviewPanel } from "~/features/builder/preview/preview-panel";

/**
 * The editor's Preview tab: the builder's (the plugin in a real WordPress, or the mock pages a turn wrote).
 * 'Preview coming soon' and what to ask for (spec.md §2 Plugin editor) only when neither can be shown: the
 * server has no live previews and no version has mock pages.
 */
export function EditorPreviewPanel({ narrow }: { narrow: boolean }) {
  const { t } = useTranslation();
  const { plugin, previews, versions, versionsQuery, generating, liveAvailable } = useBuilder();
  const hasPreview = previews !== null || versions.some((version) => version.hasPreview);

  if (!plugin || liveAvailable || hasPreview || versionsQuery.isPending || generating) return <PreviewPanel narrow={narrow} />;

  return (
    <div className="flex h-full flex-col items-center justify-center gap-4 p-6 text-center" data-testid="preview-coming-soon">
      <span className="grid size-14 place-items-center rounded-2xl bg-muted text-muted-foreground" aria-hidden>
        <MonitorSmartphoneIcon className="size-7" />
      </span>
      <div className="flex max-w-sm flex-col gap-1.5">
        <h3 className="font-semibold">{t("editor.preview.comingSoon")}</h3>
        <p className="text-sm text-muted-foreground">{t("editor.preview.comingSoonText")}</p>
        <p className="mt-2 rounded-lg border bg-card px-3 py-2 text-left text-sm italic">
          {t("editor.preview.example")}
        </p>
      </div>
    </div>
  );
}
