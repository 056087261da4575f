<?php
/**
 * Redirect every "page not found" (404) on the site to one address of the site, the home page by default.
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

// Early on template_redirect: WordPress has decided the request is a 404 and has not printed anything yet.
add_action( 'template_redirect', '__PREFIX__redirect_404', 1 );

/**
 * Sends a visitor who asked for a page that does not exist to the chosen address of this site.
 */
function __PREFIX__redirect_404() {
	if ( ! is_404() || is_admin() || wp_doing_ajax() || ( defined( 'REST_REQUEST' ) && REST_REQUEST ) ) {
		return;
	}
	wp_safe_redirect( home_url( PLUGSMITH_PARAM_TARGET ), PLUGSMITH_PARAM_STATUS );
	exit;
}
