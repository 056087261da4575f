<?php
/**
 * Hide the admin bar (the toolbar at the top of the site) for the chosen roles.
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The roles that do not see the admin bar.
 *
 * @return string[]
 */
function __PREFIX__admin_bar_hidden_roles() {
	return PLUGSMITH_PARAM_ROLES;
}

// Late, so that a theme's own show_admin_bar filter does not bring it back for these roles.
add_filter( 'show_admin_bar', '__PREFIX__admin_bar_shown', 20 );

/**
 * False for a logged-in user who has one of the roles; WordPress's own answer otherwise.
 *
 * @param bool $show Whether WordPress would show the admin bar.
 * @return bool
 */
function __PREFIX__admin_bar_shown( $show ) {
	if ( ! is_user_logged_in() ) {
		return $show;
	}
	$user = wp_get_current_user();
	if ( array_intersect( __PREFIX__admin_bar_hidden_roles(), (array) $user->roles ) ) {
		return false;
	}
	return $show;
}
