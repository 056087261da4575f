<?php
/**
 * Search only some content: the site's search results list only the chosen post types (posts by default,
 * so pages and other content no longer crowd them).
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

add_action( 'pre_get_posts', '__PREFIX__search_post_types' );

/**
 * The front-end search's main query, limited to the chosen post types.
 *
 * @param WP_Query $query The query about to run.
 */
function __PREFIX__search_post_types( $query ) {
	if ( is_admin() || ! $query->is_main_query() || ! $query->is_search() ) {
		return;
	}
	$query->set( 'post_type', PLUGSMITH_PARAM_POST_TYPES );
}
