<?php
/**
 * Disable the file editor: nobody can edit the theme's or the plugins' code from wp-admin (Appearance →
 * Theme File Editor, Plugins → Plugin File Editor), so a stolen admin account cannot plant code that way.
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

// The constant WordPress itself reads, when wp-config.php has not decided.
if ( ! defined( 'DISALLOW_FILE_EDIT' ) ) {
	define( 'DISALLOW_FILE_EDIT', true );
}

// The capabilities as well, so that the editors stay closed even when wp-config.php sets the constant to false.
add_filter( 'map_meta_cap', '__PREFIX__no_file_editing', 10, 2 );

/**
 * Nobody has the capabilities of the two file editors.
 *
 * @param string[] $caps The capabilities a user needs.
 * @param string   $cap  The capability asked for.
 * @return string[]
 */
function __PREFIX__no_file_editing( $caps, $cap ) {
	if ( in_array( $cap, array( 'edit_themes', 'edit_plugins', 'edit_files' ), true ) ) {
		return array( 'do_not_allow' );
	}
	return $caps;
}
