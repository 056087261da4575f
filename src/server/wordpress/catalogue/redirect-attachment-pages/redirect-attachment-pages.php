<?php
/**
 * Redirect attachment pages: the thin page WordPress makes for each uploaded file sends the visitor on, with
 * a permanent redirect, to the post the file belongs to (or to the file itself).
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

add_action( 'template_redirect', '__PREFIX__redirect_attachment', 1 );

/**
 * Sends an attachment page's visitor to its post (when published) or to the file.
 */
function __PREFIX__redirect_attachment() {
	if ( ! is_attachment() ) {
		return;
	}
	$attachment = get_queried_object_id();
	$parent     = wp_get_post_parent_id( $attachment );
	if ( 'parent' === PLUGSMITH_PARAM_TARGET && $parent && 'publish' === get_post_status( $parent ) ) {
		$target = get_permalink( $parent );
	} else {
		$target = wp_get_attachment_url( $attachment );
	}
	wp_safe_redirect( $target ? $target : home_url( '/' ), 301 );
	exit;
}
