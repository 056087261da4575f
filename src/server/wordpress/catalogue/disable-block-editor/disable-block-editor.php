<?php
/**
 * Disable the block editor (Gutenberg) for the chosen post types: they are written in the classic editor,
 * which WordPress still ships.
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The post types edited in the classic editor.
 *
 * @return string[]
 */
function __PREFIX__classic_editor_post_types() {
	return PLUGSMITH_PARAM_POST_TYPES;
}

// Late, so that a theme's own filter does not bring the block editor back for these post types.
add_filter( 'use_block_editor_for_post_type', '__PREFIX__use_block_editor', 100, 2 );

/**
 * False for the chosen post types; WordPress's own answer for the others.
 *
 * @param bool   $use       Whether WordPress would use the block editor.
 * @param string $post_type The post type.
 * @return bool
 */
function __PREFIX__use_block_editor( $use, $post_type ) {
	return in_array( $post_type, __PREFIX__classic_editor_post_types(), true ) ? false : $use;
}
