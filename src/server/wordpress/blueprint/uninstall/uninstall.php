<?php
/**
 * Removes what __PLUGIN_NAME__ stored, as the statements below list, when the plugin is deleted.
 *
 * Plugsmith uninstall: generated from the plugin's building blocks.
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) || ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
	exit;
}

// PLUGSMITH_LINES_STATEMENTS
