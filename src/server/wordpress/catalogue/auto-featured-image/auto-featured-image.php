<?php
/**
 * Automatic featured image: a post saved without a featured image gets the first image in its content (or
 * else the first image uploaded to it) as its featured image.
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

add_action( 'wp_after_insert_post', '__PREFIX__auto_featured_image', 10, 2 );

/**
 * Sets the featured image of a post that has none, from its first image.
 *
 * @param int     $post_id The post's ID.
 * @param WP_Post $post    The post.
 */
function __PREFIX__auto_featured_image( $post_id, $post ) {
	if ( wp_is_post_revision( $post_id ) || wp_is_post_autosave( $post_id ) || 'post' !== $post->post_type || has_post_thumbnail( $post_id ) ) {
		return;
	}
	$image = 0;
	// An image inserted from the Media Library carries its ID: wp-image-123 (classic) or "id":123 (Image block).
	if ( preg_match( '/wp-image-(\d+)|<!-- wp:image \{[^}]*"id":(\d+)/', $post->post_content, $match ) ) {
		$image = (int) ( ! empty( $match[1] ) ? $match[1] : $match[2] );
	}
	if ( ! $image ) {
		$attached = get_children(
			array(
				'post_parent'    => $post_id,
				'post_type'      => 'attachment',
				'post_mime_type' => 'image',
				'numberposts'    => 1,
				'orderby'        => 'menu_order ID',
				'order'          => 'ASC',
				'fields'         => 'ids',
			)
		);
		$image = $attached ? (int) reset( $attached ) : 0;
	}
	if ( $image && wp_attachment_is_image( $image ) ) {
		set_post_thumbnail( $post_id, $image );
	}
}
