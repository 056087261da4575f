import { phpString } from "../runtime/gate-php";

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
html { background: #f0f0f1; }
body { margin: 0; color: #3c434a; font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Oxygen-Sans, Ubuntu, Cantarell, "Helvetica Neue", sans-serif; font-size: 13px; line-height: 1.4em; }
.bar { background: #1d2327; color: #f0f0f1; height: 32px; display: flex; align-items: center; gap: 8px; padding: 0 12px; font-size: 13px; }
.bar b { font-weight: 600; }
.wrap { max-width: 880px; margin: 0 auto; padding: 10px 20px 40px; }
h1 { color: #1d2327; font-size: 23px; font-weight: 400; line-height: 1.3; margin: 0; padding: 9px 0 4px; }
.notice { background: #fff; border: 1px solid #c3c4c7; border-left: 4px solid #d63638; box-shadow: 0 1px 1px rgba(0, 0, 0, 0.04); margin: 15px 0; padding: 1px 12px; }
.notice p { margin: 0.5em 0; padding: 2px; font-size: 14px; line-height: 1.5; overflow-wrap: anywhere; }
.notice strong { color: #1d2327; }
p.next { font-size: 13px; max-width: 65ch; }
code { background: rgba(0, 0, 0, 0.07); padding: 2px 4px; white-space: nowrap; font-size: 12px; font-family: Consolas, Monaco, monospace; }
.actions { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 16px; }
.button { display: inline-block; text-decoration: none; font-size: 13px; line-height: 2.15; min-height: 30px; padding: 0 10px; border: 1px solid #2271b1; border-radius: 3px; color: #2271b1; background: #f6f7f7; }
.button.primary { background: #2271b1; color: #fff; }
.button:focus { outline: 2px solid transparent; box-shadow: 0 0 0 1px #fff, 0 0 0 3px #2271b1; }
</style>
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
  return `<?php
add_action(
	'admin_notices',
	function () {
		echo '<div class="notice notice-error"><p><strong>' . esc_html( sprintf( '%s is not active.', ${phpString(notActive.name)} ) ) . '</strong> ' . esc_html( ${phpString(notActive.reason)} ) . '</p></div>';
	}
);
`;
}
