<?php
/**
 * Require a featured image: a post cannot be published from the editor without one. In the block editor
 * publishing is refused with a message; in the classic editor and quick edit the post is saved as a draft
 * and a notice says why. Posts made by code (imports, other plugins) are not held to it.
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Whether a post of this type, saved with this status, is being published now and so needs a featured
 * image. A post that was already published before (perhaps before this plugin) can still be edited.
 *
 * @param string $post_type The post type.
 * @param string $status    The status it is saved with.
 * @param int    $post_id   The post's ID, 0 for a new post.
 * @return bool
 */
function __PREFIX__needs_featured_image( $post_type, $status, $post_id ) {
	$live = array( 'publish', 'future' );
	return 'post' === $post_type && in_array( $status, $live, true ) && ! ( $post_id && in_array( get_post_status( $post_id ), $live, true ) );
}

add_filter( 'rest_pre_insert_post', '__PREFIX__require_image_rest', 10, 2 );

/**
 * The block editor (REST API): publishing a post with no featured image is refused with a message.
 *
 * @param stdClass|WP_Error $prepared The post about to be saved.
 * @param WP_REST_Request   $request  The request.
 * @return stdClass|WP_Error
 */
function __PREFIX__require_image_rest( $prepared, $request ) {
	if ( is_wp_error( $prepared ) ) {
		return $prepared;
	}
	$id = isset( $prepared->ID ) ? (int) $prepared->ID : 0;
	if ( ! isset( $prepared->post_status ) || ! __PREFIX__needs_featured_image( 'post', (string) $prepared->post_status, $id ) ) {
		return $prepared;
	}
	$chosen = isset( $request['featured_media'] ) ? (int) $request['featured_media'] : null;
	$has    = null === $chosen ? ( $id && has_post_thumbnail( $id ) ) : $chosen > 0;
	if ( $has ) {
		return $prepared;
	}
	return new WP_Error( '__PREFIX__featured_image_required', __( 'Please set a featured image before publishing this post.', '__TEXT_DOMAIN__' ), array( 'status' => 400 ) );
}

add_filter( 'wp_insert_post_data', '__PREFIX__require_image_classic', 10, 2 );

/**
 * The classic editor and quick edit: a post with no featured image stays a draft.
 *
 * @param array $data    The post's fields about to be saved.
 * @param array $postarr What was asked, with the post's ID and its _thumbnail_id when the form sent one.
 * @return array
 */
function __PREFIX__require_image_classic( $data, $postarr ) {
	$id = isset( $postarr['ID'] ) ? (int) $postarr['ID'] : 0;
	if ( ! is_admin() || ( defined( 'REST_REQUEST' ) && REST_REQUEST ) || ! __PREFIX__needs_featured_image( $data['post_type'], $data['post_status'], $id ) ) {
		return $data;
	}
	$thumbnail = isset( $postarr['_thumbnail_id'] ) ? (int) $postarr['_thumbnail_id'] : ( $id ? (int) get_post_thumbnail_id( $id ) : 0 );
	if ( $thumbnail > 0 ) {
		return $data;
	}
	$data['post_status'] = 'draft';
	set_transient( '__PREFIX__image_notice_' . get_current_user_id(), 1, 60 );
	return $data;
}

add_action( 'admin_notices', '__PREFIX__require_image_notice' );

/**
 * The notice after a post was kept as a draft for want of a featured image.
 */
function __PREFIX__require_image_notice() {
	$key = '__PREFIX__image_notice_' . get_current_user_id();
	if ( ! get_transient( $key ) ) {
		return;
	}
	delete_transient( $key );
	echo '<div class="notice notice-warning is-dismissible"><p>' . esc_html__( 'The post was saved as a draft: please set a featured image before publishing it.', '__TEXT_DOMAIN__' ) . '</p></div>';
}
