<?php
/**
 * Reading time: each post shows "N min read" above its content, from its number of words and a reading
 * speed in words per minute.
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The minutes it takes to read a post's text (at least one).
 *
 * @param string $text The post's content.
 * @return int
 */
function __PREFIX__reading_minutes( $text ) {
	$words = preg_split( '/\s+/u', trim( wp_strip_all_tags( strip_shortcodes( $text ) ) ), -1, PREG_SPLIT_NO_EMPTY );
	return max( 1, (int) ceil( count( (array) $words ) / PLUGSMITH_PARAM_WPM ) );
}

add_filter( 'the_content', '__PREFIX__reading_time' );

/**
 * The post's content with its reading time above it.
 *
 * @param string $content The post's content, as HTML.
 * @return string
 */
function __PREFIX__reading_time( $content ) {
	if ( ! is_singular( 'post' ) || ! in_the_loop() || ! is_main_query() ) {
		return $content;
	}
	$minutes = __PREFIX__reading_minutes( (string) get_post_field( 'post_content', get_the_ID() ) );
	/* translators: %d: minutes. */
	$label = sprintf( _n( '%d min read', '%d min read', $minutes, '__TEXT_DOMAIN__' ), $minutes );
	return '<p class="__CSS_PREFIX__reading-time">' . esc_html( $label ) . '</p>' . $content;
}
