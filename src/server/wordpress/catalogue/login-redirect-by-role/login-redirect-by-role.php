<?php
/**
 * Redirect after login by role: users with one of the chosen roles land on a chosen page of the site
 * after logging in, unless the login link itself asked to go somewhere else.
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The roles that are redirected.
 *
 * @return string[]
 */
function __PREFIX__login_redirect_roles() {
	return PLUGSMITH_PARAM_ROLES;
}

add_filter( 'login_redirect', '__PREFIX__login_redirect', 20, 3 );

/**
 * The chosen page for a user with one of the roles; WordPress's choice for everyone else.
 *
 * @param string           $redirect_to The address WordPress would send the user to.
 * @param string           $requested   The address the login link asked for ('' when none).
 * @param WP_User|WP_Error $user        The user who logged in.
 * @return string
 */
function __PREFIX__login_redirect( $redirect_to, $requested, $user ) {
	if ( ! $user instanceof WP_User || ! array_intersect( __PREFIX__login_redirect_roles(), (array) $user->roles ) ) {
		return $redirect_to;
	}
	if ( '' !== (string) $requested && admin_url() !== $requested ) {
		return $redirect_to;
	}
	return home_url( PLUGSMITH_PARAM_PATH );
}
