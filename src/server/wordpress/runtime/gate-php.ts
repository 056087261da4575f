// The PHP half of the WordPress quality gate (run-gate.ts): a must-use plugin that records what PHP says
// about the plugin under test, and the scripts each phase runs. Everything is written into the throw-away
// site of one check; nothing here runs in a site a person keeps.

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
  return `<?php
error_reporting( E_ALL );
$GLOBALS['plugsmith_gate'] = array( 'dir' => ${phpString(`${PLUGINS_DIR}/${slug}/`)}, 'errors' => array() );

function plugsmith_gate_where( $file, $line ) {
	$dir = $GLOBALS['plugsmith_gate']['dir'];
	if ( 0 === strpos( (string) $file, $dir ) ) {
		return array( substr( $file, strlen( $dir ) ), (int) $line );
	}
	foreach ( debug_backtrace( DEBUG_BACKTRACE_IGNORE_ARGS ) as $frame ) {
		if ( isset( $frame['file'] ) && 0 === strpos( $frame['file'], $dir ) ) {
			return array( substr( $frame['file'], strlen( $dir ) ), (int) $frame['line'] );
		}
	}
	return null;
}

set_error_handler(
	function ( $type, $message, $file, $line ) {
		$where = plugsmith_gate_where( $file, $line );
		if ( null !== $where ) {
			$GLOBALS['plugsmith_gate']['errors'][] = array( 'type' => $type, 'message' => $message, 'file' => $where[0], 'line' => $where[1] );
		}
		return true;
	}
);

// The admin pages the site registers, as wp-admin builds its menu (the showcase script has it built).
add_action(
	'admin_menu',
	function () {
		global $_parent_pages;
		$urls = array();
		foreach ( array_keys( (array) $_parent_pages ) as $slug ) {
			$urls[ $slug ] = menu_page_url( $slug, false );
		}
		file_put_contents( ${phpString(PAGES_FILE)}, json_encode( (object) $urls ) );
	},
	PHP_INT_MAX
);

register_shutdown_function(
	function () {
		$last = error_get_last();
		$fatal = E_ERROR | E_PARSE | E_CORE_ERROR | E_COMPILE_ERROR | E_USER_ERROR | E_RECOVERABLE_ERROR;
		if ( $last && ( $last['type'] & $fatal ) ) {
			$dir = $GLOBALS['plugsmith_gate']['dir'];
			$mine = 0 === strpos( (string) $last['file'], $dir );
			$GLOBALS['plugsmith_gate']['errors'][] = array(
				'type' => $last['type'],
				'message' => $last['message'],
				'file' => $mine ? substr( $last['file'], strlen( $dir ) ) : '',
				'line' => $mine ? (int) $last['line'] : null,
				'fatal' => true,
			);
		}
		$phase = isset( $_SERVER['HTTP_PLUGSMITH_GATE_PHASE'] ) ? $_SERVER['HTTP_PLUGSMITH_GATE_PHASE'] : ( isset( $GLOBALS['plugsmith_gate_phase'] ) ? $GLOBALS['plugsmith_gate_phase'] : 'request' );
		$status = function_exists( 'http_response_code' ) ? http_response_code() : 200;
		file_put_contents( ${phpString(GATE_LOG)}, json_encode( array( 'phase' => $phase, 'status' => $status, 'errors' => $GLOBALS['plugsmith_gate']['errors'] ) ) . "\\n", FILE_APPEND );
	}
);
`;
}

/** A PHP string literal. */
export function phpString(value: string): string {
  return `'${value.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;
}

/** Loads WordPress as the administrator, for the scripts below (the phase names the log line). */
function boot(phase: string): string {
  return `<?php
$GLOBALS['plugsmith_gate_phase'] = ${phpString(phase)};
$_SERVER['REQUEST_URI'] = '/wp-admin/plugins.php';
require '/wordpress/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once ABSPATH . 'wp-admin/includes/admin.php';
wp_set_current_user( 1 );
`;
}

/**
 * PHP's own parser on every PHP file of the plugin (php -l: a file that does not parse is reported with
 * PHP's message and line), without running any of them.
 */
export function lintScript(slug: string): string {
  return `<?php
$dir = ${phpString(`${PLUGINS_DIR}/${slug}`)};
$found = array();
$files = new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $dir, FilesystemIterator::SKIP_DOTS ) );
foreach ( $files as $file ) {
	if ( 'php' !== strtolower( $file->getExtension() ) ) {
		continue;
	}
	try {
		token_get_all( file_get_contents( $file->getPathname() ), TOKEN_PARSE );
	} catch ( Throwable $e ) {
		$found[] = array( 'file' => substr( $file->getPathname(), strlen( $dir ) + 1 ), 'line' => $e->getLine(), 'message' => $e->getMessage() );
	}
}
echo ${phpString(ANSWER_MARK)} . json_encode( $found );
`;
}

/** Activates the plugin as wp-admin does: activate_plugin includes it and reports unexpected output or a fatal error. */
export function activateScript(pluginFile: string): string {
  return `${boot("activation")}
$result = activate_plugin( ${phpString(pluginFile)} );
$answer = array( 'error' => is_wp_error( $result ) ? $result->get_error_message() : null, 'active' => is_plugin_active( ${phpString(pluginFile)} ) );
echo ${phpString(ANSWER_MARK)} . json_encode( $answer );
`;
}

/**
 * The shortcodes and server-rendered blocks the plugin adds to the bare site (`baseline`), a published
 * page holding each of them, the newest post (where content filters show when there is neither), and the
 * cookies of a signed-in administrator for the requests that follow.
 */
export function showcaseScript(baseline: { shortcodes: readonly string[]; blocks: readonly string[] }): string {
  return `${boot("showcase")}
global $shortcode_tags;
$known_shortcodes = json_decode( ${phpString(JSON.stringify(baseline.shortcodes))}, true );
$known_blocks = json_decode( ${phpString(JSON.stringify(baseline.blocks))}, true );
$shortcodes = array_values( array_diff( array_keys( $shortcode_tags ), $known_shortcodes ) );
$blocks = array();
foreach ( WP_Block_Type_Registry::get_instance()->get_all_registered() as $name => $block ) {
	if ( $block->is_dynamic() && ! in_array( $name, $known_blocks, true ) ) {
		$blocks[] = $name;
	}
}
$content = '';
foreach ( $shortcodes as $tag ) {
	$content .= '[' . $tag . "]\n\n";
}
foreach ( $blocks as $name ) {
	$content .= '<!-- wp:' . $name . " /-->\n\n";
}
// wp-admin builds its menu here and fires admin_menu: the recorder writes the admin pages from it.
set_current_screen( 'dashboard' );
require ABSPATH . 'wp-admin/menu.php';
$page = wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Plugsmith check', 'post_content' => $content ) );
$newest = get_posts( array( 'numberposts' => 1 ) );
$expires = time() + DAY_IN_SECONDS;
echo ${phpString(ANSWER_MARK)} . json_encode(
	array(
		'page' => is_wp_error( $page ) ? null : get_permalink( $page ),
		'post' => $newest ? get_permalink( $newest[0] ) : null,
		'cookie' => AUTH_COOKIE . '=' . rawurlencode( wp_generate_auth_cookie( 1, $expires, 'auth' ) ) . '; ' . LOGGED_IN_COOKIE . '=' . rawurlencode( wp_generate_auth_cookie( 1, $expires, 'logged_in' ) ),
		'shortcodes' => $shortcodes,
		'blocks' => $blocks,
	)
);
`;
}

/** Deactivates the plugin, then uninstalls it when it can be (uninstall.php or an uninstall hook). */
export function deactivateScript(pluginFile: string): string {
  return `${boot("deactivation")}
deactivate_plugins( ${phpString(pluginFile)} );
$uninstallable = is_uninstallable_plugin( ${phpString(pluginFile)} );
if ( $uninstallable ) {
	uninstall_plugin( ${phpString(pluginFile)} );
}
echo ${phpString(ANSWER_MARK)} . json_encode( array( 'active' => is_plugin_active( ${phpString(pluginFile)} ), 'uninstallable' => $uninstallable ) );
`;
}
