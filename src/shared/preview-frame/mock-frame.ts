// The builder's mock preview runs in a document of its own, loaded from the server (decision 0044): an
// iframe's srcdoc, blob: or data: document inherits the builder's Content-Security-Policy, which allows
// no inline script, so the preview's runtime (element marking, inert links, colour pickers) could not run
// there. This frame has its own policy, sent by the server with it (modules/previews/mock-frame.routes.ts).

/** Where the server answers with the mock preview frame (Vite's dev server forwards it too). */
export const MOCK_FRAME_PATH = "/preview-frame";
/** The frame tells its parent it is listening. */
export const MOCK_FRAME_READY_TYPE = "plugsmith:frame-ready";
/** The parent sends the preview document (web preview-document.ts) for the frame to write. */
export const MOCK_FRAME_DOCUMENT_TYPE = "plugsmith:frame-document";

/**
 * What the preview may do: no requests at all (no fetch, no remote images, no form posts); inline
 * styles and scripts only. Inline scripts are safe here because the document always has an opaque
 * origin (the `sandbox` directive below, and the iframe's sandbox attribute): it cannot reach the app,
 * its cookies or its storage.
 */
export const MOCK_PREVIEW_CSP =
  "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data: blob:; font-src data:; media-src data: blob:; connect-src 'none'; form-action 'none'; base-uri 'none'";

/**
 * The frame's own policy: sandboxed with scripts only (an opaque origin even when opened on its own),
 * the preview's limits, and only our pages may frame it.
 */
export const MOCK_FRAME_CSP = `sandbox allow-scripts; ${MOCK_PREVIEW_CSP}; frame-ancestors 'self'`;

/**
 * The frame: it waits for one document from the window that framed it and writes it in place of itself,
 * under the frame's policy (document.open keeps it). A new document is a new frame (the builder reloads it).
 */
export const MOCK_FRAME_HTML = `<!doctype html><html><head><meta charset="utf-8"><title>Preview</title></head><body><script>
(function () {
  function onMessage(event) {
    var data = event.data;
    if (event.source !== window.parent || !data || data.type !== ${JSON.stringify(MOCK_FRAME_DOCUMENT_TYPE)} || typeof data.html !== "string") return;
    window.removeEventListener("message", onMessage);
    document.open();
    document.write(data.html);
    document.close();
  }
  window.addEventListener("message", onMessage);
  if (window.parent !== window) window.parent.postMessage({ type: ${JSON.stringify(MOCK_FRAME_READY_TYPE)} }, "*");
})();
</script></body></html>`;
