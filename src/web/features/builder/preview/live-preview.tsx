import { useCallback, useEffect, useRef } from "react";
import { MailIcon, RadioIcon } from "lucide-react";
import type { MarkedElement } from "@shared/schemas/plugins";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { hasErrorCode } from "~/lib/api";
import type { ViewMode } from "../view-mode";
import { leavePreview, useLivePreview, usePreviewMails } from "../queries/live-preview-query";
import { MARKING_MESSAGE_TYPE, readElementMessage } from "./element-message";
import { LiveWidthSwitch } from "./live-width-switch";
import { useFrameBox, useLiveWidth } from "./use-live-width";

interface LivePreviewProps {
  pluginId: string;
  pluginName: string;
  versionNumber: number;
  /** Shown on screen: only then is a version opened in WordPress, and its mail asked for. */
  active: boolean;
  viewMode: ViewMode;
  /** A narrow screen: the pane's own width is the default there, not a desktop scaled down. */
  narrow: boolean;
  marking: boolean;
  onElement: (element: MarkedElement) => void;
  /** Back to the mock preview (when WordPress cannot show this version). */
  onMock: () => void;
  /** The server has no live previews (503 preview_unavailable): the mock is all there is. */
  onUnavailable: () => void;
}

/**
 * The version running in a real WordPress (issue #15), framed from the preview origin: the plugin's
 * first admin page or a page with its shortcodes and blocks, and the mail it sent there. The frame's
 * origin is not the app's, so 'allow-same-origin' gives WordPress its own cookies and nothing of ours.
 * Every page there carries the preview runtime: marking works as in the mock, by messages checked
 * against the preview's own window and origin.
 */
export function LivePreview({ pluginId, pluginName, versionNumber, active, viewMode, narrow, marking, onElement, onMock, onUnavailable }: LivePreviewProps) {
  const { t } = useTranslation();
  const { liveWidth, setLiveWidth } = useLiveWidth(narrow);
  const { pane, box } = useFrameBox(liveWidth);
  const live = useLivePreview(pluginId, versionNumber, active);
  const mails = usePreviewMails(pluginId, versionNumber, active && live.isSuccess);
  const frame = useRef<HTMLIFrameElement>(null);
  const src = live.data ? (viewMode === "backend" ? live.data.adminUrl : live.data.siteUrl) : null;
  const origin = src ? new URL(src).origin : null;

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (!frame.current || event.source !== frame.current.contentWindow || event.origin !== origin) return;
      const element = readElementMessage(event.data);
      if (element) onElement(element);
    }
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [onElement, origin]);

  // Sent on every page load too: each page inside WordPress starts a runtime of its own.
  const sendMarking = useCallback(() => {
    if (origin) frame.current?.contentWindow?.postMessage({ type: MARKING_MESSAGE_TYPE, marking }, origin);
  }, [marking, origin]);
  useEffect(sendMarking, [sendMarking]);

  // Leaving the builder (another page, or the tab closed) hands the preview's place on (decision 0080).
  const opened = live.isSuccess;
  useEffect(() => {
    if (!opened) return;
    const leave = () => leavePreview(pluginId, versionNumber);
    window.addEventListener("pagehide", leave);
    return () => {
      window.removeEventListener("pagehide", leave);
      leave();
    };
  }, [opened, pluginId, versionNumber]);

  const unavailable = hasErrorCode(live.error, "preview_unavailable");
  useEffect(() => {
    if (unavailable) onUnavailable();
  }, [unavailable, onUnavailable]);

  if (live.isPending || unavailable) {
    return (
      <div className="flex h-full flex-col items-center justify-center gap-3 rounded-lg border bg-card p-6 text-center" role="status">
        <Spinner className="size-5 text-primary" />
        <p className="text-sm text-muted-foreground">{t("builder.preview.live.starting", { version: versionNumber })}</p>
      </div>
    );
  }
  if (live.isError) {
    // Every place on the server holds someone's preview in use (503 previews_busy): a wait, not a failure.
    const busy = hasErrorCode(live.error, "previews_busy");
    return (
      <div className="flex h-full flex-col items-center justify-center gap-3 rounded-lg border bg-card p-6 text-center" role={busy ? "status" : "alert"} data-testid={busy ? "live-preview-busy" : undefined}>
        <p className="max-w-sm text-sm">{busy ? t("builder.preview.live.busy") : live.error.message}</p>
        <div className="flex flex-wrap justify-center gap-2">
          {busy && (
            <Button type="button" size="sm" onClick={() => void live.refetch()} disabled={live.isFetching}>
              {t("common.tryAgain")}
            </Button>
          )}
          <Button type="button" variant="outline" size="sm" onClick={onMock}>
            {t("builder.preview.live.showMock")}
          </Button>
        </div>
      </div>
    );
  }

  const caught = mails.data?.mails ?? [];
  return (
    <div className="flex h-full min-h-0 flex-col overflow-hidden rounded-lg border bg-white shadow-sm" data-testid="live-preview">
      <div className="flex shrink-0 flex-wrap items-center gap-x-2 gap-y-1 border-b bg-muted/60 px-3 py-1.5 text-xs text-muted-foreground">
        <RadioIcon className="size-3.5 text-emerald-600" aria-hidden />
        <span className="min-w-0 flex-1 truncate">{t("builder.preview.live.label", { version: versionNumber })}</span>
        <LiveWidthSwitch value={liveWidth} onChange={setLiveWidth} />
      </div>
      {/* The frame gets the chosen viewport and is drawn scaled to the pane (a transform: clicks land on what is under them). */}
      <div ref={pane} className="relative min-h-0 flex-1 overflow-hidden bg-muted/40" data-testid="live-preview-pane" data-width={liveWidth}>
        <div
          className="absolute top-0 origin-top-left"
          style={{
            width: box.width || "100%",
            height: box.height || "100%",
            left: box.left,
            transform: box.scale === 1 ? undefined : `scale(${box.scale})`,
          }}
        >
          <iframe
            ref={frame}
            key={src}
            src={src!}
            onLoad={sendMarking}
            title={t(viewMode === "backend" ? "builder.preview.frameTitleAdmin" : "builder.preview.frameTitleWebsite", { name: pluginName })}
            sandbox="allow-scripts allow-forms allow-same-origin allow-popups allow-modals"
            referrerPolicy="no-referrer"
            className="block size-full border-0 bg-white"
            data-testid="live-preview-frame"
          />
        </div>
      </div>
      <details className="shrink-0 border-t bg-card text-xs" data-testid="preview-mail-drawer">
        <summary className="flex cursor-pointer items-center gap-2 px-3 py-1.5 font-medium">
          <MailIcon className="size-3.5" aria-hidden />
          {t("builder.preview.live.mails", { count: caught.length })}
        </summary>
        {caught.length === 0 ? (
          <p className="px-3 pb-2 text-muted-foreground">{t("builder.preview.live.noMails")}</p>
        ) : (
          <ul className="flex max-h-48 flex-col gap-2 overflow-y-auto px-3 pb-2">
            {[...caught].reverse().map((mail, index) => (
              <li key={index} className="rounded-md border p-2" data-testid="preview-mail">
                <p className="font-medium [overflow-wrap:anywhere]">{mail.subject}</p>
                <p className="text-muted-foreground [overflow-wrap:anywhere]">{t("builder.preview.live.mailTo", { to: mail.to.join(", ") })}</p>
                <p className="mt-1 whitespace-pre-wrap [overflow-wrap:anywhere]">{mail.message}</p>
              </li>
            ))}
          </ul>
        )}
      </details>
    </div>
  );
}
