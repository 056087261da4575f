<?php
/**
 * Featured image in RSS: each post in the site's feeds starts with its featured image, so feed readers
 * and e-mail newsletters built from the feed show it.
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

add_filter( 'the_excerpt_rss', '__PREFIX__feed_image' );
add_filter( 'the_content_feed', '__PREFIX__feed_image' );

/**
 * The feed item's text with the post's featured image before it.
 *
 * @param string $content The item's excerpt or content.
 * @return string
 */
function __PREFIX__feed_image( $content ) {
	$post = get_post();
	if ( ! is_feed() || ! $post || ! has_post_thumbnail( $post ) ) {
		return $content;
	}
	$image = get_the_post_thumbnail( $post, 'large', array( 'style' => 'display:block;max-width:100%;height:auto;margin-bottom:1em;' ) );
	return '<p>' . $image . '</p>' . $content;
}
