<?php
/**
 * Restrict the REST API: visitors who are not logged in get 401 from every route of /wp-json/ except the
 * routes allowed here (each with everything under it). Logged-in users keep the REST API as before.
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The routes logged-out visitors may still use ('/wp/v2/posts' allows '/wp/v2/posts/12' too).
 *
 * @return string[]
 */
function __PREFIX__rest_allowed_routes() {
	return PLUGSMITH_PARAM_ROUTES;
}

// Before the route's own callback runs, with the route known (rest_authentication_errors does not know it).
add_filter( 'rest_pre_dispatch', '__PREFIX__rest_require_login', 10, 3 );

/**
 * A 401 error for a logged-out visitor on a route that is not allowed; what came before otherwise.
 *
 * @param mixed           $result  A response another filter gave, or null.
 * @param WP_REST_Server  $server  The REST server.
 * @param WP_REST_Request $request The request.
 * @return mixed
 */
function __PREFIX__rest_require_login( $result, $server, $request ) {
	if ( null !== $result || is_user_logged_in() ) {
		return $result;
	}
	$route = untrailingslashit( (string) $request->get_route() );
	foreach ( __PREFIX__rest_allowed_routes() as $allowed ) {
		if ( $route === $allowed || 0 === strpos( $route, $allowed . '/' ) ) {
			return $result;
		}
	}
	return new WP_Error(
		'rest_login_required',
		__( 'The REST API on this site is only available to logged-in users.', '__TEXT_DOMAIN__' ),
		array( 'status' => rest_authorization_required_code() )
	);
}
