import { fillTemplate, joinPhp } from "../catalogue/fill-template";
import type { TaskParams } from "../catalogue/catalogue-types";
import { wordpressFile } from "../wordpress-files";

// The PHP half of the WordPress quality gate (run-gate.ts): a must-use plugin that records what PHP says
// about the plugin under test, and the scripts each phase runs (runtime/gate/*.php). Everything is written into
// the throw-away site of one check; nothing here runs in a site a person keeps.

/** Where the recorder appends one JSON line per request: the phase, and what PHP reported in it. */
export const GATE_LOG = "/tmp/plugsmith-gate.jsonl";

/** Where the recorder writes the admin pages (slug → URL) when wp-admin builds its menu. */
export const PAGES_FILE = "/tmp/plugsmith-pages.json";

/**
 * What each script prints before its JSON answer: whatever a plugin echoes on its own (on being included,
 * on activation) comes before it, and the answer is what follows the last mark (runScript in run-gate.ts).
 */
export const ANSWER_MARK = "--plugsmith-answer--";

/** Where the plugin under test is installed, with its slug appended. */
export const PLUGINS_DIR = "/wordpress/wp-content/plugins";

/**
 * The recorder, a must-use plugin (it loads before every plugin): every error, warning, notice and
 * deprecation PHP raises is attributed to the plugin's file and line (its own frame, or the nearest of
 * its frames in the call stack when WordPress raised it on the plugin's behalf, as _doing_it_wrong does).
 * What the plugin had no part in (WordPress's own notices) is left out; a fatal error is always kept,
 * since the bare site has none. The phase comes from the PLUGSMITH_GATE_PHASE request header or global.
 */
export function recorderMuPlugin(slug: string): string {
  return gateFile("recorder", { dir: `${PLUGINS_DIR}/${slug}/`, pages_file: PAGES_FILE, gate_log: GATE_LOG });
}

/** A PHP string literal (the tests' scripts write theirs with it). */
export { phpString } from "../blueprint/php-source";

function gateFile(name: string, params: TaskParams): string {
  return fillTemplate(wordpressFile(`runtime/gate/${name}.php`), "php", { params });
}

/** A script that loads WordPress as the administrator (the phase names the log line), then runs `name`. */
function bootThen(phase: string, name: string, params: TaskParams): string {
  return joinPhp(gateFile("boot", { phase }), gateFile(name, { ...params, answer_mark: ANSWER_MARK }));
}

/**
 * PHP's own parser on every PHP file of the plugin (php -l: a file that does not parse is reported with
 * PHP's message and line), without running any of them.
 */
export function lintScript(slug: string): string {
  return gateFile("lint", { dir: `${PLUGINS_DIR}/${slug}`, answer_mark: ANSWER_MARK });
}

/** Allocates and frees `bytes` in PHP, touching a new site's memory ahead of its first WordPress request. */
export function warmUpScript(bytes: number): string {
  return gateFile("warm-up", { bytes });
}

/** Prints the PHP version the site runs. */
export function phpVersionScript(): string {
  return gateFile("php-version", {});
}

/** Prints the WordPress version installed in the site (from wp-includes/version.php, without loading WordPress). */
export function wordpressVersionScript(): string {
  return gateFile("wordpress-version", {});
}

/** Activates the plugin as wp-admin does: activate_plugin includes it and reports unexpected output or a fatal error. */
export function activateScript(pluginFile: string): string {
  return bootThen("activation", "activate", { plugin_file: pluginFile });
}

/**
 * The shortcodes and server-rendered blocks the plugin adds to the bare site (`baseline`), a published
 * page holding each of them, the newest post (where content filters show when there is neither), and the
 * cookies of a signed-in administrator for the requests that follow.
 */
export function showcaseScript(baseline: { shortcodes: readonly string[]; blocks: readonly string[] }): string {
  return bootThen("showcase", "showcase", { known_shortcodes: baseline.shortcodes, known_blocks: baseline.blocks });
}

/** Deactivates the plugin, then uninstalls it when it can be (uninstall.php or an uninstall hook). */
export function deactivateScript(pluginFile: string): string {
  return bootThen("deactivation", "deactivate", { plugin_file: pluginFile });
}
