<?php
/**
 * Disable emojis: WordPress stops loading its emoji script and styles on every page, in the admin, in feeds
 * and in e-mails; emojis still show, drawn by the visitor's own system.
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

add_action( 'init', '__PREFIX__disable_emojis' );

/**
 * Removes each of WordPress's emoji hooks.
 */
function __PREFIX__disable_emojis() {
	remove_action( 'wp_head', 'print_emoji_detection_script', 7 );
	remove_action( 'admin_print_scripts', 'print_emoji_detection_script' );
	remove_action( 'embed_head', 'print_emoji_detection_script' );
	remove_action( 'wp_print_styles', 'print_emoji_styles' );
	remove_action( 'admin_print_styles', 'print_emoji_styles' );
	remove_action( 'wp_enqueue_scripts', 'wp_enqueue_emoji_styles' );
	remove_action( 'admin_enqueue_scripts', 'wp_enqueue_emoji_styles' );
	remove_filter( 'the_content_feed', 'wp_staticize_emoji' );
	remove_filter( 'comment_text_rss', 'wp_staticize_emoji' );
	remove_filter( 'wp_mail', 'wp_staticize_emoji_for_email' );
	add_filter( 'tiny_mce_plugins', '__PREFIX__emoji_tinymce' );
	add_filter( 'wp_resource_hints', '__PREFIX__emoji_resource_hints', 10, 2 );
}

/**
 * The classic editor's plugins without its emoji plugin.
 *
 * @param array $plugins TinyMCE plugins.
 * @return array
 */
function __PREFIX__emoji_tinymce( $plugins ) {
	return is_array( $plugins ) ? array_diff( $plugins, array( 'wpemoji' ) ) : array();
}

/**
 * No DNS prefetch of the emoji images' server.
 *
 * @param array  $urls          URLs to print for the relation type.
 * @param string $relation_type The relation type ('dns-prefetch', 'preconnect', …).
 * @return array
 */
function __PREFIX__emoji_resource_hints( $urls, $relation_type ) {
	if ( 'dns-prefetch' !== $relation_type ) {
		return $urls;
	}
	$emoji = wp_parse_url( apply_filters( 'emoji_svg_url', 'https://s.w.org/images/core/emoji/2/svg/' ), PHP_URL_HOST );
	foreach ( $urls as $key => $url ) {
		if ( is_string( $url ) && false !== strpos( $url, (string) $emoji ) ) {
			unset( $urls[ $key ] );
		}
	}
	return $urls;
}
