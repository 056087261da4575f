<?php
/**
 * Hide the WordPress version: no generator tag in the page head and feeds, and no "?ver=" with the
 * WordPress version on the addresses of core scripts, script modules and styles.
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

remove_action( 'wp_head', 'wp_generator' );
add_filter( 'the_generator', '__return_empty_string' );
add_filter( 'style_loader_src', '__PREFIX__remove_version_arg', 20 );
add_filter( 'script_loader_src', '__PREFIX__remove_version_arg', 20 );
add_filter( 'script_module_loader_src', '__PREFIX__remove_version_arg', 20 );

/**
 * Removes "ver=" from an asset's address when it is the WordPress version (other versions stay: they bust caches).
 *
 * @param string $src The asset's address.
 * @return string
 */
function __PREFIX__remove_version_arg( $src ) {
	if ( ! is_string( $src ) || false === strpos( $src, 'ver=' ) ) {
		return $src;
	}
	$query = (string) wp_parse_url( $src, PHP_URL_QUERY );
	wp_parse_str( $query, $args );
	if ( isset( $args['ver'] ) && get_bloginfo( 'version' ) === $args['ver'] ) {
		return remove_query_arg( 'ver', $src );
	}
	return $src;
}
