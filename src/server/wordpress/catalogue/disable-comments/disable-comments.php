<?php
/**
 * Disable comments everywhere: comments and pings are closed on every post type, existing comments are no
 * longer shown, and the Comments screens leave the admin menu and the toolbar.
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

add_filter( 'comments_open', '__return_false', 20 );
add_filter( 'pings_open', '__return_false', 20 );

// Existing comments are kept in the database but not shown.
add_filter( 'comments_array', '__return_empty_array', 20 );
add_filter( 'get_comments_number', '__return_zero', 20 );

add_action( 'init', '__PREFIX__remove_comment_support', 100 );

/**
 * Every post type stops offering comments and trackbacks in the editor.
 */
function __PREFIX__remove_comment_support() {
	foreach ( get_post_types() as $post_type ) {
		if ( post_type_supports( $post_type, 'comments' ) ) {
			remove_post_type_support( $post_type, 'comments' );
			remove_post_type_support( $post_type, 'trackbacks' );
		}
	}
}

add_action( 'admin_menu', '__PREFIX__remove_comments_menu', 100 );

/**
 * No Comments menu and no Discussion settings link in the admin.
 */
function __PREFIX__remove_comments_menu() {
	remove_menu_page( 'edit-comments.php' );
	remove_submenu_page( 'options-general.php', 'options-discussion.php' );
}

add_action( 'admin_bar_menu', '__PREFIX__remove_comments_node', 100 );

/**
 * No comments bubble in the toolbar.
 *
 * @param WP_Admin_Bar $admin_bar The toolbar.
 */
function __PREFIX__remove_comments_node( $admin_bar ) {
	$admin_bar->remove_node( 'comments' );
}

add_action( 'wp_dashboard_setup', '__PREFIX__remove_comments_widget' );

/**
 * No Recent Comments box on the dashboard.
 */
function __PREFIX__remove_comments_widget() {
	remove_meta_box( 'dashboard_recent_comments', 'dashboard', 'normal' );
}
