<?php
/**
 * Limit post revisions: WordPress keeps at most this many revisions of each post and page (0: none).
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

// Late, so that this limit wins over WP_POST_REVISIONS in wp-config.php and over a theme's filter.
add_filter( 'wp_revisions_to_keep', '__PREFIX__revisions_to_keep', 20 );

/**
 * How many revisions to keep of each post.
 *
 * @return int
 */
function __PREFIX__revisions_to_keep() {
	return PLUGSMITH_PARAM_COUNT;
}
