<?php
/**
 * Author box: after each post, a box with its author's picture, name, biographical info (from their
 * profile) and a link to their other posts.
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

add_filter( 'the_content', '__PREFIX__author_box', 30 );

/**
 * The post's content with the author box after it.
 *
 * @param string $content The post's content, as HTML.
 * @return string
 */
function __PREFIX__author_box( $content ) {
	if ( ! is_singular( 'post' ) || ! in_the_loop() || ! is_main_query() ) {
		return $content;
	}
	$author = (int) get_post_field( 'post_author', get_the_ID() );
	if ( ! $author ) {
		return $content;
	}
	$name = get_the_author_meta( 'display_name', $author );
	$bio  = get_the_author_meta( 'description', $author );
	$box  = '<aside class="__CSS_PREFIX__author-box" aria-label="' . esc_attr__( 'About the author', '__TEXT_DOMAIN__' ) . '" style="display:flex;gap:1em;align-items:flex-start;margin-top:2em;padding:1.25em;border:1px solid rgba(0,0,0,.15);border-radius:6px;">';
	$box .= get_avatar( $author, 80, '', '', array( 'class' => '__CSS_PREFIX__author-box__avatar' ) );
	$box .= '<div><p class="__CSS_PREFIX__author-box__name" style="margin:0 0 .35em;font-weight:600;">' . esc_html( $name ) . '</p>';
	if ( '' !== trim( (string) $bio ) ) {
		$box .= '<p class="__CSS_PREFIX__author-box__bio" style="margin:0 0 .5em;">' . wp_kses_post( $bio ) . '</p>';
	}
	/* translators: %s: the author's name. */
	$box .= '<a class="__CSS_PREFIX__author-box__link" href="' . esc_url( get_author_posts_url( $author ) ) . '">' . esc_html( sprintf( __( 'All posts by %s', '__TEXT_DOMAIN__' ), $name ) ) . '</a></div></aside>';
	return $content . $box;
}
