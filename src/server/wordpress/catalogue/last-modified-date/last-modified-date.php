<?php
/**
 * Last-modified date on posts: a post changed after it was published shows "Last updated on …" above its
 * content.
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

add_filter( 'the_content', '__PREFIX__last_modified_date' );

/**
 * The content of a single post, with the date it was last changed above it (when that is a later day
 * than it was published).
 *
 * @param string $content The post's content, as HTML.
 * @return string
 */
function __PREFIX__last_modified_date( $content ) {
	if ( ! is_singular( 'post' ) || ! in_the_loop() || ! is_main_query() ) {
		return $content;
	}
	$published = get_the_date( 'Y-m-d' );
	$modified  = get_the_modified_date( 'Y-m-d' );
	if ( ! $modified || $modified <= $published ) {
		return $content;
	}
	$line = sprintf(
		/* translators: %s: the date the post was last changed. */
		esc_html__( 'Last updated on %s', '__TEXT_DOMAIN__' ),
		'<time datetime="' . esc_attr( get_the_modified_date( 'c' ) ) . '">' . esc_html( get_the_modified_date() ) . '</time>'
	);
	return '<p class="__CSS_PREFIX__last-modified">' . $line . '</p>' . $content;
}
