import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { PREVIEW_LIMITS } from "../../../shared/constants";
import { previewRuntimeSource } from "../../../shared/preview-frame/runtime-script";
import { readBoundedBody } from "../../http/bounded-body";
import { appErrorResponse } from "../../http/error-status";
import { AppError } from "../../lib/app-error";
import type { PreviewDeps } from "./preview.service";
import { proxyPreview } from "./preview.service";

// The preview origin (PREVIEW_ORIGIN, its own listener in server.ts): nothing but /preview/{token}/…,
// proxied into that preview's WordPress. It shares no route, cookie or header policy with the app: the
// app's pages may frame it, nobody else may, and WordPress's scripts run here, never on SITE_URL. It is as
// strict as the app's port (issue #30): the token is checked before a byte of a body is read, bodies are
// bounded while they arrive, and its answers carry the app's security headers where they apply.

/**
 * Headers that belong to one hop, that this proxy sets itself, or that PHP must never send to a browser:
 * no cookie on any origin (WordPress's stay in the preview's jar, preview-site.ts; this is a second wall),
 * no clearing of the browser's data, no service worker scoped beyond the plugin's own folder.
 */
const DROPPED = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "x-frame-options",
  "content-security-policy",
  "set-cookie",
  "clear-site-data",
  "service-worker-allowed",
]);

const tooLarge = () => new AppError("payload_too_large", "The request is too large for the preview.");

const GONE_PAGE = `<!doctype html><meta charset="utf-8"><title>Preview closed</title>
<body style="font-family:system-ui,sans-serif;padding:2rem;color:#333"><h1 style="font-size:1.1rem">This preview has closed</h1>
<p>Previews close after a while without use. Open the preview again in Plugsmith.</p></body>`;

/** Where each page of a preview loads the marking script from, below its token. */
const RUNTIME_PATH = "/__plugsmith/preview-runtime.js";

/**
 * A page with the preview runtime's script before its </body>, so elements can be marked. Only whole
 * pages: an HTML fragment (an admin-ajax answer, WordPress's '0') is passed on as it came.
 */
export function withPreviewRuntime(html: string, base: string): string {
  const end = html.toLowerCase().lastIndexOf("</body>");
  if (end === -1) return html;
  return `${html.slice(0, end)}<script src="${base}${RUNTIME_PATH}"></script>${html.slice(end)}`;
}

export function createPreviewApp(deps: PreviewDeps, appOrigin: string) {
  const app = new Hono();
  const frameAncestors = `frame-ancestors ${appOrigin}`;
  const runtime = previewRuntimeSource(appOrigin, false);

  // The app's security headers (http/security-headers.ts) but for framing: the app's pages frame this
  // origin, so its CSP is `frame-ancestors SITE_URL` and there is no X-Frame-Options. Ours win over PHP's.
  app.use(
    secureHeaders({
      xFrameOptions: false,
      referrerPolicy: "no-referrer",
      xContentTypeOptions: "nosniff",
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: "same-origin",
      crossOriginOpenerPolicy: "same-origin",
      strictTransportSecurity: deps.origin.startsWith("https://") ? "max-age=15552000; includeSubDomains" : false,
    }),
  );
  app.use(async (c, next) => {
    await next();
    c.res.headers.set("content-security-policy", frameAncestors);
    c.res.headers.delete("set-cookie");
  });

  app.get(`/preview/:token${RUNTIME_PATH}`, (c) =>
    c.body(runtime, 200, { "content-type": "text/javascript; charset=utf-8", "cache-control": "public, max-age=3600" }),
  );

  app.all("/preview/:token/*", async (c) => {
    const token = c.req.param("token");
    const url = new URL(c.req.url);
    const path = url.pathname.slice(`/preview/${token}`.length) || "/";
    const hasBody = c.req.method !== "GET" && c.req.method !== "HEAD";
    // A declared length past the limit is refused at once; any other body is read by proxyPreview only
    // once the token is a live preview, and counted while it arrives.
    if (hasBody && Number(c.req.header("content-length") ?? 0) > PREVIEW_LIMITS.bodyBytes) throw tooLarge();
    const body = async () => (hasBody ? readBoundedBody(c.req.raw, PREVIEW_LIMITS.bodyBytes, tooLarge) : null);
    const headers: Record<string, string> = {};
    c.req.raw.headers.forEach((value, name) => {
      if (name !== "host" && !DROPPED.has(name)) headers[name] = value;
    });
    const answered = await proxyPreview(deps, token, { method: c.req.method, path: path + url.search, headers, body });
    if (!answered) {
      return new Response(GONE_PAGE, { status: 410, headers: { "content-type": "text/html; charset=utf-8" } });
    }
    const out = new Headers();
    for (const [name, values] of Object.entries(answered.headers)) {
      if (DROPPED.has(name.toLowerCase())) continue;
      for (const value of values) out.append(name, value);
    }
    out.set("x-robots-tag", "noindex");
    if (c.req.method === "HEAD") return new Response(null, { status: answered.status, headers: out });
    if (/^text\/html/i.test(out.get("content-type") ?? "")) {
      const html = withPreviewRuntime(new TextDecoder().decode(answered.body), `/preview/${token}`);
      return new Response(html, { status: answered.status, headers: out });
    }
    return new Response(answered.body as Uint8Array<ArrayBuffer>, { status: answered.status, headers: out });
  });
  app.all("/preview/:token", (c) => c.redirect(`/preview/${c.req.param("token")}/`, 308));
  app.all("*", (c) => c.text("Not found", 404));
  app.onError((error, c) => {
    if (error instanceof AppError) return appErrorResponse(c, error);
    deps.logger.error({ err: error.message }, "preview request failed");
    return c.text("The preview failed to answer.", 502);
  });
  return app;
}
