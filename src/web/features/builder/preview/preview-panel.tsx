import type { ReactNode } from "react";
import { MonitorSmartphoneIcon, PlayIcon, RadioIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { useBuilder } from "../builder-context";
import { AdminFrame } from "./admin-frame";
import { LivePreview } from "./live-preview";
import { PreviewIframe } from "./preview-iframe";
import { SelectionBanner } from "./selection-banner";
import { PreviewSourceSwitch } from "./preview-source-switch";
import { SiteFrame } from "./site-frame";
import { ViewModeSwitch } from "./view-mode-switch";

/**
 * The Preview tab: Admin/Website and Live WordPress/Mock switches, the framed preview, element marking,
 * or what to do first. The live preview needs only a saved version; the mock needs the preview pages a
 * turn wrote ('Activate Preview' asks for them).
 */
export function PreviewPanel({ narrow }: { narrow: boolean }) {
  const { t } = useTranslation();
  const {
    pluginId,
    plugin,
    pluginQuery,
    previews,
    versions,
    viewMode,
    setViewMode,
    marking,
    onElementPicked,
    activatePreview,
    generating,
    previewSource: source,
    setPreviewSource: setSource,
    liveAvailable,
    markLiveOff,
    workspaceTab,
    mobilePane,
  } = useBuilder();

  if (pluginId !== null && pluginQuery.isPending) {
    return (
      <div className="flex h-full flex-col gap-3 p-4" aria-hidden>
        <Skeleton className="h-8 w-44" />
        <Skeleton className="flex-1" />
      </div>
    );
  }

  if (!plugin) return <NoPreview title={t("builder.preview.emptyTitle")} text={t("builder.preview.emptyText")} />;

  const live = source === "live" && plugin.currentVersion > 0;
  const html = previews?.[viewMode] ?? null;
  const other = viewMode === "backend" ? "frontend" : "backend";
  let content: ReactNode;
  if (live) {
    content = (
      <LivePreview
        pluginId={plugin.id}
        pluginName={plugin.name}
        versionNumber={plugin.currentVersion}
        active={workspaceTab === "preview" && (!narrow || mobilePane === "preview")}
        viewMode={viewMode}
        narrow={narrow}
        marking={marking}
        onElement={onElementPicked}
        onMock={() => setSource("mock")}
        onUnavailable={markLiveOff}
      />
    );
  } else if (!previews && liveAvailable && plugin.currentVersion > 0 && !versions.some((version) => version.hasPreview)) {
    // No version has mock pages (an imported plugin, never generated here): nothing to activate, but it runs
    // in WordPress (issue #34 item 11: 'Activate Preview' said to generate it first).
    content = (
      <NoPreview title={t("builder.preview.noMockTitle")} text={t("builder.preview.noMockText")}>
        <Button type="button" onClick={() => setSource("live")}>
          <RadioIcon aria-hidden />
          {t("builder.preview.openLive")}
        </Button>
      </NoPreview>
    );
  } else if (!previews) {
    content = (
      <NoPreview title={t("builder.preview.noPreviewTitle")} text={t("builder.preview.noPreviewText")}>
        <Button type="button" onClick={() => void activatePreview()} disabled={generating}>
          <PlayIcon aria-hidden />
          {t("builder.preview.activate")}
        </Button>
      </NoPreview>
    );
  } else {
    const frame = html ? (
      <PreviewIframe
        key={viewMode}
        html={html}
        mode={viewMode}
        marking={marking}
        onElement={onElementPicked}
        title={t(viewMode === "backend" ? "builder.preview.frameTitleAdmin" : "builder.preview.frameTitleWebsite", {
          name: plugin.name,
        })}
      />
    ) : (
      <div className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center">
        <p className="max-w-xs text-sm text-muted-foreground">
          {viewMode === "backend" ? t("builder.preview.missingAdmin") : t("builder.preview.missingWebsite")}
        </p>
        {previews[other] ? (
          <Button type="button" variant="outline" size="sm" onClick={() => setViewMode(other)}>
            {other === "backend" ? t("builder.preview.showAdmin") : t("builder.preview.showWebsite")}
          </Button>
        ) : null}
      </div>
    );
    content = viewMode === "backend" ? <AdminFrame pluginName={plugin.name}>{frame}</AdminFrame> : <SiteFrame>{frame}</SiteFrame>;
  }

  // Nothing to switch between before the first version: the mock's 'Activate Preview' alone.
  if (plugin.currentVersion === 0) return content;

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="flex shrink-0 flex-wrap items-center gap-2 px-3 py-2 sm:px-4">
        <ViewModeSwitch value={viewMode} onChange={setViewMode} />
        {liveAvailable ? (
          <PreviewSourceSwitch value={source} onChange={setSource} />
        ) : (
          <p className="text-xs text-muted-foreground" data-testid="preview-source-note">
            {t("builder.preview.source.liveOff")}
          </p>
        )}
        {generating ? <p className="ml-auto text-xs text-muted-foreground">{t("builder.preview.updating")}</p> : null}
      </div>
      {marking ? <SelectionBanner narrow={narrow} /> : null}
      <div className="min-h-0 flex-1 px-3 pt-1 pb-3 sm:px-4 sm:pb-4">{content}</div>
    </div>
  );
}

/** The Preview tab with nothing to frame yet: what to do first. */
function NoPreview({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-4 p-6 text-center">
      <span className="grid size-14 place-items-center rounded-2xl bg-muted text-muted-foreground" aria-hidden>
        <MonitorSmartphoneIcon className="size-7" />
      </span>
      <div className="flex max-w-sm flex-col gap-1.5">
        <h3 className="font-semibold">{title}</h3>
        <p className="text-sm text-muted-foreground">{text}</p>
      </div>
      {children}
    </div>
  );
}
