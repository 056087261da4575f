<?php
/**
 * Keep users with the chosen roles out of wp-admin: they are sent to the home page. admin-ajax.php,
 * admin-post.php (forms on the site) and the REST API keep working for them.
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The roles kept out of wp-admin.
 *
 * @return string[]
 */
function __PREFIX__dashboard_blocked_roles() {
	return PLUGSMITH_PARAM_ROLES;
}

add_action( 'admin_init', '__PREFIX__keep_out_of_admin', 1 );

/**
 * Sends a user with one of the roles to the home page; administrators are never sent away.
 */
function __PREFIX__keep_out_of_admin() {
	global $pagenow;
	if ( wp_doing_ajax() || 'admin-post.php' === $pagenow || ! is_user_logged_in() || current_user_can( 'manage_options' ) ) {
		return;
	}
	$user = wp_get_current_user();
	if ( ! array_intersect( __PREFIX__dashboard_blocked_roles(), (array) $user->roles ) ) {
		return;
	}
	wp_safe_redirect( home_url( '/' ) );
	exit;
}
