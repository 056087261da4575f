<?php
/**
 * Post views counter: each visit of a post counts once (administrators, editors of the post, search
 * engines' robots and previews are not counted), in one number per post. The Posts list shows it in a
 * Views column, and [post_views] prints it on the site.
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The post meta key holding a post's views.
 *
 * @return string
 */
function __PREFIX__views_key() {
	return '___PREFIX__views';
}

/**
 * A post's views.
 *
 * @param int $post_id The post's ID.
 * @return int
 */
function __PREFIX__views( $post_id ) {
	return (int) get_post_meta( $post_id, __PREFIX__views_key(), true );
}

add_action( 'template_redirect', '__PREFIX__count_view' );

/**
 * Counts a visit of a single post: one meta row per post, increased in place in the database.
 */
function __PREFIX__count_view() {
	$method = isset( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) ) : '';
	if ( ! is_singular( 'post' ) || is_preview() || 'GET' !== $method ) {
		return;
	}
	$post_id = get_queried_object_id();
	if ( ! $post_id || current_user_can( 'edit_post', $post_id ) ) {
		return;
	}
	$agent = isset( $_SERVER['HTTP_USER_AGENT'] ) ? sanitize_text_field( wp_unslash( $_SERVER['HTTP_USER_AGENT'] ) ) : '';
	if ( '' === $agent || preg_match( '/bot|crawl|spider|slurp|preview|fetch|monitor/i', $agent ) ) {
		return;
	}
	global $wpdb;
	// One row per post, increased by the database itself so two visits at once both count.
	$updated = $wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->postmeta} SET meta_value = meta_value + 1 WHERE post_id = %d AND meta_key = %s", $post_id, __PREFIX__views_key() ) );
	if ( ! $updated ) {
		add_post_meta( $post_id, __PREFIX__views_key(), 1, true );
	}
	wp_cache_delete( $post_id, 'post_meta' );
}

add_filter( 'manage_post_posts_columns', '__PREFIX__views_column' );

/**
 * The Views column of the Posts list.
 *
 * @param array $columns The list's columns.
 * @return array
 */
function __PREFIX__views_column( $columns ) {
	$columns['__PREFIX__views'] = __( 'Views', '__TEXT_DOMAIN__' );
	return $columns;
}

add_action( 'manage_post_posts_custom_column', '__PREFIX__views_cell', 10, 2 );

/**
 * A post's views in its row.
 *
 * @param string $column  The column's key.
 * @param int    $post_id The row's post.
 */
function __PREFIX__views_cell( $column, $post_id ) {
	if ( '__PREFIX__views' === $column ) {
		echo esc_html( number_format_i18n( __PREFIX__views( $post_id ) ) );
	}
}

add_filter( 'manage_edit-post_sortable_columns', '__PREFIX__views_sortable' );

/**
 * The Views column sorts the list.
 *
 * @param array $columns Sortable columns.
 * @return array
 */
function __PREFIX__views_sortable( $columns ) {
	$columns['__PREFIX__views'] = '__PREFIX__views';
	return $columns;
}

add_action( 'pre_get_posts', '__PREFIX__views_orderby' );

/**
 * Sorting the Posts list by views (posts never viewed count as 0).
 *
 * @param WP_Query $query The query about to run.
 */
function __PREFIX__views_orderby( $query ) {
	if ( ! is_admin() || ! $query->is_main_query() || '__PREFIX__views' !== $query->get( 'orderby' ) ) {
		return;
	}
	$query->set(
		'meta_query',
		array(
			'relation' => 'OR',
			'__PREFIX__viewed' => array(
				'key'  => __PREFIX__views_key(),
				'type' => 'NUMERIC',
			),
			array(
				'key'     => __PREFIX__views_key(),
				'compare' => 'NOT EXISTS',
			),
		)
	);
	$query->set( 'orderby', '__PREFIX__viewed' );
}

add_action( 'init', '__PREFIX__views_register' );

/**
 * Registers [post_views].
 */
function __PREFIX__views_register() {
	add_shortcode( 'post_views', '__PREFIX__views_shortcode' );
}

/**
 * "123 views" of the current post, or of the post given as id="…".
 *
 * @param array|string $atts The shortcode's attributes: id (optional).
 * @return string
 */
function __PREFIX__views_shortcode( $atts ) {
	$atts    = shortcode_atts( array( 'id' => 0 ), $atts, 'post_views' );
	$post_id = absint( $atts['id'] ) ? absint( $atts['id'] ) : get_the_ID();
	if ( ! $post_id ) {
		return '';
	}
	$views = __PREFIX__views( $post_id );
	/* translators: %s: number of views. */
	return '<span class="__CSS_PREFIX__post-views">' . esc_html( sprintf( _n( '%s view', '%s views', $views, '__TEXT_DOMAIN__' ), number_format_i18n( $views ) ) ) . '</span>';
}
