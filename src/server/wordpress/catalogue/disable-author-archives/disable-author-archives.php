<?php
/**
 * Disable author archives and user enumeration: /author/<name>/ and ?author=<id> answer "page not found",
 * the users' sitemap is gone, and the REST API lists users only to those who may list them.
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

// Before redirect_canonical (priority 10), which would send ?author=1 on to /author/<name>/ and so name the user.
add_action( 'template_redirect', '__PREFIX__no_author_archives', 1 );

/**
 * Makes an author archive, or any ?author= request, a 404 page.
 */
function __PREFIX__no_author_archives() {
	global $wp_query;
	$asked = isset( $_GET['author'] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only checks whether the parameter is there.
	if ( ! is_author() && ! $asked ) {
		return;
	}
	$wp_query->set_404();
	status_header( 404 );
	nocache_headers();
}

add_filter( 'author_link', '__PREFIX__no_author_link' );

/**
 * Author links point to the home page instead of an archive that no longer exists.
 *
 * @return string
 */
function __PREFIX__no_author_link() {
	return home_url( '/' );
}

add_filter( 'wp_sitemaps_add_provider', '__PREFIX__no_users_sitemap', 10, 2 );

/**
 * Leaves the users out of the site's sitemap.
 *
 * @param WP_Sitemaps_Provider|false $provider The sitemap provider.
 * @param string                     $name     Its name.
 * @return WP_Sitemaps_Provider|false
 */
function __PREFIX__no_users_sitemap( $provider, $name ) {
	return 'users' === $name ? false : $provider;
}

add_filter( 'rest_endpoints', '__PREFIX__no_public_users_endpoint' );

/**
 * Removes the REST API's users routes for anyone who may not list users.
 *
 * @param array $endpoints The REST routes.
 * @return array
 */
function __PREFIX__no_public_users_endpoint( $endpoints ) {
	if ( current_user_can( 'list_users' ) ) {
		return $endpoints;
	}
	unset( $endpoints['/wp/v2/users'], $endpoints['/wp/v2/users/(?P<id>[\d]+)'] );
	return $endpoints;
}
