<?php
/**
 * Exclude a category from the home page: the blog's main list of posts leaves out the posts of one
 * category (they stay in their category archive, in search and in feeds).
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

add_action( 'pre_get_posts', '__PREFIX__exclude_category_from_home' );

/**
 * The blog page's main query without the category's posts.
 *
 * @param WP_Query $query The query about to run.
 */
function __PREFIX__exclude_category_from_home( $query ) {
	if ( is_admin() || ! $query->is_main_query() || ! $query->is_home() ) {
		return;
	}
	$category = get_term_by( 'slug', PLUGSMITH_PARAM_CATEGORY, 'category' );
	if ( ! $category ) {
		return;
	}
	$excluded   = array_map( 'intval', (array) $query->get( 'category__not_in' ) );
	$excluded[] = (int) $category->term_id;
	$query->set( 'category__not_in', array_values( array_unique( array_filter( $excluded ) ) ) );
}
