import { fillTemplate } from "../catalogue/fill-template";
import { wordpressFile } from "../wordpress-files";

// What the live preview shows when the plugin is not active (issue #32, item 2): it requires a newer
// WordPress or PHP than the preview runs, or WordPress could not activate it. Instead of a dashboard with
// the plugin off and no word why, the preview opens on a page that says why, in plain words, looking like
// wp-admin's own error notice; every wp-admin page of the preview carries the same notice.

/** Where the preview opens when the plugin is not active (below the preview's address; WordPress has no such path). */
export const NOT_ACTIVE_PATH = "/__plugsmith/not-active";

export interface NotActive {
  /** The plugin's name, from its header. */
  name: string;
  /** Why, in plain words (plugin-requirements.ts and run-gate.ts's activationFailure write them). */
  reason: string;
  /** Whether the reason is a requirement the preview's WordPress or PHP does not meet. */
  requirement: boolean;
  wordpressVersion: string;
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/** The page at NOT_ACTIVE_PATH: wp-admin's colours, type and error notice, and links into the preview's WordPress. */
export function notActivePage(notActive: NotActive): string {
  const name = escapeHtml(notActive.name);
  const next = notActive.requirement
    ? "If the plugin works with older versions, lower its <code>Requires at least</code> or <code>Requires PHP</code> line; otherwise it needs a site with a newer WordPress or PHP than this preview has."
    : "Fix what WordPress reports above (the check report of this version lists it too), then open the preview again.";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${name} is not active ‹ Live preview</title>
<style>
${wordpressFile("preview-sites/not-active-page.css")}</style>
</head>
<body>
<div class="bar"><b>WordPress ${escapeHtml(notActive.wordpressVersion)}</b><span>Live preview</span></div>
<div class="wrap">
<h1>Plugins</h1>
<div class="notice notice-error" role="alert">
<p><strong>${name} is not active.</strong></p>
<p>${escapeHtml(notActive.reason)}</p>
</div>
<p class="next">${next}</p>
<div class="actions"><a class="button primary" href="../wp-admin/plugins.php">Open the Plugins screen</a><a class="button" href="../wp-admin/">Open the dashboard</a></div>
</div>
</body>
</html>
`;
}

/** A must-use plugin that shows the same notice on every wp-admin page of the preview. */
export function notActiveMuPlugin(notActive: NotActive): string {
  return fillTemplate(wordpressFile("preview-sites/mu-plugins/not-active.php"), "php", { params: { name: notActive.name, reason: notActive.reason } });
}
