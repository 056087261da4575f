<?php
/**
 * Duplicate posts and pages: a "Duplicate" link under each post and page in wp-admin copies it as a new
 * draft (content, excerpt, custom fields, categories, tags and other terms) and opens the copy.
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Custom fields that are not copied: WordPress's own bookkeeping of the original post.
 *
 * @return string[]
 */
function __PREFIX__duplicate_skipped_meta() {
	return array( '_edit_lock', '_edit_last', '_wp_old_slug', '_wp_old_date', '_wp_trash_meta_status', '_wp_trash_meta_time' );
}

add_filter( 'post_row_actions', '__PREFIX__duplicate_row_action', 10, 2 );
add_filter( 'page_row_actions', '__PREFIX__duplicate_row_action', 10, 2 );

/**
 * Adds "Duplicate" under a post the user may copy.
 *
 * @param string[] $actions The row's links.
 * @param WP_Post  $post    The row's post.
 * @return string[]
 */
function __PREFIX__duplicate_row_action( $actions, $post ) {
	if ( ! __PREFIX__duplicate_allowed( $post ) ) {
		return $actions;
	}
	$url = wp_nonce_url(
		add_query_arg(
			array(
				'action' => '__PREFIX__duplicate',
				'post'   => (int) $post->ID,
			),
			admin_url( 'admin-post.php' )
		),
		'__PREFIX__duplicate_' . (int) $post->ID
	);
	$actions['__PREFIX__duplicate'] = '<a href="' . esc_url( $url ) . '">' . esc_html__( 'Duplicate', '__TEXT_DOMAIN__' ) . '</a>';
	return $actions;
}

/**
 * Whether the current user may copy this post: read it, and write new posts of its type.
 *
 * @param WP_Post|null $post The post.
 * @return bool
 */
function __PREFIX__duplicate_allowed( $post ) {
	if ( ! $post instanceof WP_Post || 'trash' === $post->post_status ) {
		return false;
	}
	$type = get_post_type_object( $post->post_type );
	return $type && $type->show_ui && current_user_can( 'edit_post', $post->ID ) && current_user_can( $type->cap->create_posts );
}

add_action( 'admin_post___PREFIX__duplicate', '__PREFIX__duplicate_handle' );

/**
 * Copies the post (nonce and capability checked) and opens the copy in the editor.
 */
function __PREFIX__duplicate_handle() {
	$post_id = isset( $_GET['post'] ) ? absint( $_GET['post'] ) : 0;
	check_admin_referer( '__PREFIX__duplicate_' . $post_id );
	$post = get_post( $post_id );
	if ( ! __PREFIX__duplicate_allowed( $post ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to copy this item.', '__TEXT_DOMAIN__' ), '', array( 'response' => 403 ) );
	}
	$copy_id = __PREFIX__duplicate_copy( $post );
	if ( is_wp_error( $copy_id ) ) {
		wp_die( esc_html( $copy_id->get_error_message() ) );
	}
	wp_safe_redirect( admin_url( 'post.php?action=edit&post=' . (int) $copy_id ) );
	exit;
}

/**
 * Makes the draft copy of a post: its fields, custom fields and terms; the current user is its author.
 *
 * @param WP_Post $post The post to copy.
 * @return int|WP_Error The copy's ID.
 */
function __PREFIX__duplicate_copy( $post ) {
	$copy_id = wp_insert_post(
		wp_slash(
			array(
				'post_type'      => $post->post_type,
				'post_status'    => 'draft',
				'post_title'     => $post->post_title,
				'post_content'   => $post->post_content,
				'post_excerpt'   => $post->post_excerpt,
				'post_parent'    => $post->post_parent,
				'menu_order'     => $post->menu_order,
				'comment_status' => $post->comment_status,
				'ping_status'    => $post->ping_status,
				'post_password'  => $post->post_password,
				'post_author'    => get_current_user_id(),
			)
		),
		true
	);
	if ( is_wp_error( $copy_id ) ) {
		return $copy_id;
	}
	$skipped = __PREFIX__duplicate_skipped_meta();
	foreach ( get_post_meta( $post->ID ) as $key => $values ) {
		if ( in_array( $key, $skipped, true ) ) {
			continue;
		}
		foreach ( $values as $value ) {
			add_post_meta( $copy_id, $key, wp_slash( maybe_unserialize( $value ) ) );
		}
	}
	foreach ( get_object_taxonomies( $post->post_type ) as $taxonomy ) {
		$terms = wp_get_object_terms( $post->ID, $taxonomy, array( 'fields' => 'ids' ) );
		if ( ! is_wp_error( $terms ) && $terms ) {
			wp_set_object_terms( $copy_id, array_map( 'intval', $terms ), $taxonomy );
		}
	}
	return (int) $copy_id;
}
