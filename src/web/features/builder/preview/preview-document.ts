import { MOCK_PREVIEW_CSP } from "@shared/preview-frame/mock-frame";
import { previewRuntimeSource } from "@shared/preview-frame/runtime-script";
import type { ViewMode } from "../view-mode";

// Fragments get WordPress-like defaults, so forms and buttons look as they would in WordPress. In a narrow
// frame (a phone) settings tables stack and list tables scroll inside themselves rather than run past the
// frame's edge, where they were clipped (issue #34 item 11).
const BASE_CSS = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Oxygen-Sans,Ubuntu,Cantarell,"Helvetica Neue",sans-serif;font-size:14px;line-height:1.5;color:#1d2327;background:#fff}
body[data-padded]{padding:20px}
body[data-mode=backend]{background:#f0f0f1}
h1{font-size:23px;font-weight:400;margin:0 0 16px}
h2{font-size:1.3em;margin:1em 0 .5em}
h3{font-size:1.1em;margin:1em 0 .5em}
p{margin:0 0 1em}
a{color:#2271b1}
img{max-width:100%;height:auto}
table{border-collapse:collapse}
.wrap{margin:0}
.form-table{width:100%;margin-top:.5em}
.form-table th{width:200px;padding:15px 10px 15px 0;text-align:left;vertical-align:top;font-weight:600}
.form-table td{padding:15px 10px;vertical-align:middle}
@media (max-width:600px){.form-table th,.form-table td{display:block;width:auto;padding:8px 0}.form-table,.form-table>tbody,.form-table>tbody>tr{display:block;width:100%}.widefat{display:block;overflow-x:auto}}
input[type=text],input[type=email],input[type=url],input[type=number],input[type=password],input[type=search],input[type=tel],select,textarea{font:inherit;padding:4px 8px;min-height:30px;border:1px solid #8c8f94;border-radius:4px;background:#fff;color:#2c3338;max-width:100%}
input[type=color]{width:48px;height:30px;padding:2px;border:1px solid #8c8f94;border-radius:4px;background:#fff}
.regular-text{width:25em}
textarea{width:100%;min-height:80px}
button,.button,input[type=submit]{display:inline-block;font:inherit;font-size:13px;line-height:2.15;min-height:30px;padding:0 10px;border:1px solid #2271b1;border-radius:3px;background:#f6f7f7;color:#2271b1;cursor:pointer}
.button-primary,button[type=submit],input[type=submit]{background:#2271b1;border-color:#2271b1;color:#fff}
.notice,.updated{background:#fff;border:1px solid #c3c4c7;border-left:4px solid #72aee6;padding:8px 12px;margin:0 0 15px}
.notice-success,.updated{border-left-color:#00a32a}
.notice-error{border-left-color:#d63638}
.widefat{width:100%;background:#fff;border:1px solid #c3c4c7}
.widefat th,.widefat td{padding:8px 10px;text-align:left;border-bottom:1px solid #f0f0f1}
`;

function runtimeScript(parentOrigin: string): string {
  return `<script>${previewRuntimeSource(parentOrigin, true)}</script>`;
}

/** True when the HTML is a whole document rather than a fragment of a page. */
function isFullDocument(html: string): boolean {
  return /^\s*(<!--[\s\S]*?-->\s*)*<!doctype\s|<html[\s>]/i.test(html);
}

/**
 * The document of the preview frame (written into it by preview-iframe.tsx): the plugin's preview HTML
 * with the preview's CSP (the frame sends the same one) and the preview runtime. A fragment is wrapped in a page with WordPress-like base styles; a whole document keeps its
 * own markup and only gets the policy at the top of <head> and the script at the end of <body>.
 */
export function buildPreviewDocument(
  html: string,
  { mode, parentOrigin }: { mode: ViewMode; parentOrigin: string },
): string {
  const csp = `<meta http-equiv="Content-Security-Policy" content="${MOCK_PREVIEW_CSP}">`;
  const script = runtimeScript(parentOrigin);
  if (!isFullDocument(html)) {
    // A fragment with its own preview wrapper (class "...preview...") brings its own spacing.
    const padded = /^\s*<[a-z][^>]*\bclass="[^"]*preview/i.test(html) ? "" : " data-padded";
    return (
      `<!doctype html><html><head><meta charset="utf-8">${csp}` +
      `<meta name="viewport" content="width=device-width, initial-scale=1"><style>${BASE_CSS}</style></head>` +
      `<body data-mode="${mode}"${padded}>${html}${script}</body></html>`
    );
  }
  let document = html;
  const head = /<head(\s[^>]*)?>/i.exec(document);
  if (head) {
    const at = head.index + head[0].length;
    document = `${document.slice(0, at)}${csp}${document.slice(at)}`;
  } else {
    const htmlTag = /<html(\s[^>]*)?>/i.exec(document);
    const at = htmlTag ? htmlTag.index + htmlTag[0].length : 0;
    document = `${document.slice(0, at)}<head>${csp}</head>${document.slice(at)}`;
  }
  const bodyEnd = document.toLowerCase().lastIndexOf("</body>");
  return bodyEnd === -1 ? document + script : `${document.slice(0, bodyEnd)}${script}${document.slice(bodyEnd)}`;
}
