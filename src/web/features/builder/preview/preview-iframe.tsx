import { useCallback, useEffect, useMemo, useRef } from "react";
import type { MarkedElement } from "@shared/schemas/plugins";
import { MOCK_FRAME_DOCUMENT_TYPE, MOCK_FRAME_PATH, MOCK_FRAME_READY_TYPE } from "@shared/preview-frame/mock-frame";
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

/** The frame's "I am listening" message (shared/preview-frame/mock-frame.ts). */
function isFrameReady(data: unknown): boolean {
  return typeof data === "object" && data !== null && (data as { type?: unknown }).type === MOCK_FRAME_READY_TYPE;
}

/**
 * The plugin's preview HTML in a sandboxed iframe (scripts only: no same-origin, so it cannot reach
 * the app, its cookies or its storage). The frame is a document from the server with its own policy
 * (a srcdoc would inherit the builder's, which allows no inline script: decision 0044); once it says
 * it is ready, it is sent the preview document to write. A changed document loads a new frame.
 * Marked elements come back by postMessage; only messages from this iframe's own window with the
 * expected shape are accepted.
 */
export function PreviewIframe({ html, mode, marking, title, onElement }: PreviewIframeProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const previewDocument = useMemo(
    () => buildPreviewDocument(html, { mode, parentOrigin: window.location.origin }),
    [html, mode],
  );
  // The message listener reads the latest of both without being added again.
  const latest = useRef({ previewDocument, marking });
  useEffect(() => {
    latest.current = { previewDocument, marking };
  }, [previewDocument, marking]);

  // The sandboxed document has an opaque origin, so the target origin can only be "*"; the messages
  // carry the preview the person is looking at and the marking switch, nothing else.
  const sendMarking = useCallback(() => {
    frame.current?.contentWindow?.postMessage({ type: MARKING_MESSAGE_TYPE, marking: latest.current.marking }, "*");
  }, []);
  useEffect(sendMarking, [marking, sendMarking]);

  // The frame takes the first document it is sent and ignores the rest, so sending it twice is harmless:
  // when the frame says it is ready, and when it has loaded (should this page have been too busy to
  // listen yet when the frame said so). The marking switch follows, once the runtime listens.
  const sendDocument = useCallback(() => {
    frame.current?.contentWindow?.postMessage({ type: MOCK_FRAME_DOCUMENT_TYPE, html: latest.current.previewDocument }, "*");
    sendMarking();
  }, [sendMarking]);

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (!frame.current?.contentWindow || event.source !== frame.current.contentWindow) return;
      if (isFrameReady(event.data)) return sendDocument();
      const element = readElementMessage(event.data);
      if (element) onElement(element);
    }
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [onElement, sendDocument]);

  return (
    <iframe
      key={previewDocument}
      ref={frame}
      title={title}
      sandbox="allow-scripts"
      src={MOCK_FRAME_PATH}
      onLoad={sendDocument}
      referrerPolicy="no-referrer"
      className="block size-full border-0 bg-white"
      data-testid="preview-iframe"
    />
  );
}
