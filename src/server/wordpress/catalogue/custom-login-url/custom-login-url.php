<?php
/**
 * A custom login address: the login page answers at the site's address plus a secret slug, and
 * wp-login.php (and wp-admin, for visitors who are not logged in) answers "page not found".
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The login page's slug: the login page is at home_url( '/<slug>' ).
 *
 * @return string
 */
function __PREFIX__login_slug() {
	return PLUGSMITH_PARAM_SLUG;
}

/**
 * The path of the current request, without the query and without a trailing slash.
 *
 * @return string
 */
function __PREFIX__login_request_path() {
	$uri  = isset( $_SERVER['REQUEST_URI'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REQUEST_URI'] ) ) : '';
	$path = (string) wp_parse_url( $uri, PHP_URL_PATH );
	return untrailingslashit( $path );
}

/**
 * What this request is: the login page through its slug ('slug'), wp-login.php ('hidden') or wp-admin
 * ('hidden-admin') asked for by someone who may not see it, or anything else ('').
 *
 * @return string
 */
function __PREFIX__login_request_kind() {
	static $kind = null;
	if ( null !== $kind ) {
		return $kind;
	}
	$path      = __PREFIX__login_request_path();
	$home_path = untrailingslashit( (string) wp_parse_url( home_url(), PHP_URL_PATH ) );
	$site_path = untrailingslashit( (string) wp_parse_url( site_url(), PHP_URL_PATH ) );
	$action    = isset( $_GET['action'] ) ? sanitize_key( wp_unslash( $_GET['action'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only read to let the password form of protected posts through.
	$kind      = '';
	if ( $home_path . '/' . __PREFIX__login_slug() === $path ) {
		$kind = 'slug';
	} elseif ( $site_path . '/wp-login.php' === $path && 'postpass' !== $action ) {
		$kind = 'hidden';
	} elseif ( is_admin() && ! is_user_logged_in() && ! wp_doing_ajax() && 0 === strpos( $path, $site_path . '/wp-admin' ) && $site_path . '/wp-admin/admin-post.php' !== $path ) {
		$kind = 'hidden-admin';
	}
	return $kind;
}

// Links to the login page (the form's own address, the lost password link, e-mails) use the slug.
add_filter( 'site_url', '__PREFIX__login_url_filter', 10, 1 );
add_filter( 'network_site_url', '__PREFIX__login_url_filter', 10, 1 );
add_filter( 'wp_redirect', '__PREFIX__login_url_filter', 10, 1 );

/**
 * Rewrites an address of wp-login.php to the login slug (the password form of protected posts keeps wp-login.php,
 * so that visitors are never shown the slug).
 *
 * @param string $url An address WordPress is about to use.
 * @return string
 */
function __PREFIX__login_url_filter( $url ) {
	if ( ! is_string( $url ) || false === strpos( $url, 'wp-login.php' ) || false !== strpos( $url, 'action=postpass' ) ) {
		return $url;
	}
	$parts = explode( '?', $url, 2 );
	$login = home_url( '/' . __PREFIX__login_slug() );
	return isset( $parts[1] ) ? $login . '?' . $parts[1] : $login;
}

// WordPress sends /login, /admin and a missing /wp-login.php on to the login page, which would give the slug away.
remove_action( 'template_redirect', 'wp_redirect_admin_locations', 1000 );

// After WordPress has loaded and before wp-admin or wp-login.php does anything.
add_action( 'wp_loaded', '__PREFIX__login_gate', 1 );

/**
 * Shows the login page at the slug, and "page not found" at wp-login.php and the hidden wp-admin.
 */
function __PREFIX__login_gate() {
	global $pagenow, $error, $interim_login, $action, $user_login;
	$kind = __PREFIX__login_request_kind();
	if ( 'slug' === $kind ) {
		$pagenow = 'wp-login.php'; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the login page is being shown.
		require_once ABSPATH . 'wp-login.php';
		exit;
	}
	if ( 'hidden' === $kind ) {
		__PREFIX__login_not_found();
	}
	if ( 'hidden-admin' === $kind ) {
		// wp-admin has loaded its own hooks by now, so the theme cannot draw its page here: a plain one instead.
		wp_die( esc_html__( 'Page not found.', '__TEXT_DOMAIN__' ), esc_html__( 'Page not found', '__TEXT_DOMAIN__' ), array( 'response' => 404 ) );
	}
}

/**
 * Answers "page not found" with the theme's 404 page.
 */
function __PREFIX__login_not_found() {
	global $pagenow, $wp_query;
	$pagenow = 'index.php'; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the request is answered as a page of the site.
	add_filter( 'wp_using_themes', '__return_true' );
	wp();
	$wp_query->set_404();
	status_header( 404 );
	nocache_headers();
	require_once ABSPATH . WPINC . '/template-loader.php';
	exit;
}
