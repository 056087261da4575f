<?php
/**
 * Disable the e-mails WordPress sends after automatic updates of core, plugins and themes that went well.
 * E-mails about a failed update still come: those need someone to look.
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

add_filter( 'auto_core_update_send_email', '__PREFIX__core_update_email', 10, 2 );
add_filter( 'auto_plugin_update_send_email', '__PREFIX__extension_update_email', 10, 2 );
add_filter( 'auto_theme_update_send_email', '__PREFIX__extension_update_email', 10, 2 );
add_filter( 'automatic_updates_send_debug_email', '__return_false' );

/**
 * Keeps the core update e-mail only when the update failed.
 *
 * @param bool   $send Whether WordPress would send it.
 * @param string $type 'success', 'fail', 'manual' or 'critical'.
 * @return bool
 */
function __PREFIX__core_update_email( $send, $type ) {
	return $send && in_array( $type, array( 'fail', 'critical' ), true );
}

/**
 * Keeps a plugin or theme update e-mail only when one of the updates failed.
 *
 * @param bool  $send    Whether WordPress would send it.
 * @param array $results The updates' results.
 * @return bool
 */
function __PREFIX__extension_update_email( $send, $results ) {
	if ( ! $send ) {
		return false;
	}
	foreach ( (array) $results as $result ) {
		if ( is_object( $result ) && ( empty( $result->result ) || is_wp_error( $result->result ) ) ) {
			return true;
		}
	}
	return false;
}
