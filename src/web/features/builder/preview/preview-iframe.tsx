import { useCallback, useEffect, useMemo, useRef } from "react";
import type { MarkedElement } from "@shared/schemas/plugins";
import type { ViewMode } from "../view-mode";
import { MARKING_MESSAGE_TYPE, readElementMessage } from "./element-message";
import { buildPreviewDocument } from "./preview-document";

interface PreviewIframeProps {
  html: string;
  mode: ViewMode;
  marking: boolean;
  title: string;
  onElement: (element: MarkedElement) => void;
}

/**
 * The plugin's preview HTML in a sandboxed iframe (scripts only: no same-origin, so it cannot reach
 * the app, its cookies or its storage). Marked elements come back by postMessage; only messages from
 * this iframe's own window with the expected shape are accepted.
 */
export function PreviewIframe({ html, mode, marking, title, onElement }: PreviewIframeProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const srcDoc = useMemo(
    () => buildPreviewDocument(html, { mode, parentOrigin: window.location.origin }),
    [html, mode],
  );

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const element = readElementMessage(event.data);
      if (element) onElement(element);
    }
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [onElement]);

  // The sandboxed document has an opaque origin, so the target origin can only be "*"; the message
  // carries nothing but the marking switch.
  const sendMarking = useCallback(() => {
    frame.current?.contentWindow?.postMessage({ type: MARKING_MESSAGE_TYPE, marking }, "*");
  }, [marking]);
  useEffect(sendMarking, [sendMarking]);

  return (
    <iframe
      ref={frame}
      title={title}
      sandbox="allow-scripts"
      srcDoc={srcDoc}
      onLoad={sendMarking}
      referrerPolicy="no-referrer"
      className="block size-full border-0 bg-white"
      data-testid="preview-iframe"
    />
  );
}
