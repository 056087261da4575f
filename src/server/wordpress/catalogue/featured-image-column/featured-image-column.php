<?php
/**
 * Featured image column: the Posts and Pages lists in the admin show each one's featured image as a small
 * thumbnail in a column of its own.
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

add_filter( 'manage_posts_columns', '__PREFIX__image_column', 10, 2 );
add_filter( 'manage_pages_columns', '__PREFIX__image_column' );

/**
 * Adds the Image column after the checkbox, for post types with featured images.
 *
 * @param array  $columns   The list's columns.
 * @param string $post_type The post type listed (posts only; pages pass none).
 * @return array
 */
function __PREFIX__image_column( $columns, $post_type = 'page' ) {
	if ( ! post_type_supports( $post_type, 'thumbnail' ) ) {
		return $columns;
	}
	$result = array();
	foreach ( $columns as $key => $label ) {
		$result[ $key ] = $label;
		if ( 'cb' === $key ) {
			$result['__PREFIX__image'] = __( 'Image', '__TEXT_DOMAIN__' );
		}
	}
	if ( ! isset( $result['__PREFIX__image'] ) ) {
		$result = array( '__PREFIX__image' => __( 'Image', '__TEXT_DOMAIN__' ) ) + $result;
	}
	return $result;
}

add_action( 'manage_posts_custom_column', '__PREFIX__image_cell', 10, 2 );
add_action( 'manage_pages_custom_column', '__PREFIX__image_cell', 10, 2 );

/**
 * The thumbnail, or a dash when there is none.
 *
 * @param string $column  The column's key.
 * @param int    $post_id The row's post.
 */
function __PREFIX__image_cell( $column, $post_id ) {
	if ( '__PREFIX__image' !== $column ) {
		return;
	}
	if ( has_post_thumbnail( $post_id ) ) {
		echo get_the_post_thumbnail( $post_id, array( 60, 60 ), array( 'style' => 'width:60px;height:60px;object-fit:cover;' ) );
	} else {
		echo '<span aria-hidden="true">&mdash;</span><span class="screen-reader-text">' . esc_html__( 'No featured image', '__TEXT_DOMAIN__' ) . '</span>';
	}
}

add_action( 'admin_enqueue_scripts', '__PREFIX__image_column_style' );

/**
 * A narrow column on the lists.
 *
 * @param string $hook The admin page.
 */
function __PREFIX__image_column_style( $hook ) {
	if ( 'edit.php' === $hook ) {
		wp_add_inline_style( 'list-tables', '.column-__PREFIX__image{width:72px}' );
	}
}
