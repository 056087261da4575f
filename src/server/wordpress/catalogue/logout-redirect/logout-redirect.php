<?php
/**
 * Redirect after logout: users land on a chosen page of the site when they log out, instead of the login
 * page, unless the logout link itself asked for another page.
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

add_filter( 'logout_redirect', '__PREFIX__logout_redirect', 20, 2 );

/**
 * The chosen page of the site.
 *
 * @param string $redirect_to The address WordPress would send the user to.
 * @param string $requested   The address the logout link asked for ('' when none).
 * @return string
 */
function __PREFIX__logout_redirect( $redirect_to, $requested ) {
	if ( '' !== (string) $requested ) {
		return $redirect_to;
	}
	return home_url( PLUGSMITH_PARAM_PATH );
}
