<?php
/**
 * A "Last login" column in the Users list: the date and time each user last logged in, sortable.
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

add_action( 'wp_login', '__PREFIX__record_last_login', 10, 2 );

/**
 * Remembers when a user logged in (one value per user, replaced at each login).
 *
 * @param string  $user_login The user name.
 * @param WP_User $user       The user who logged in.
 */
function __PREFIX__record_last_login( $user_login, $user ) {
	if ( $user instanceof WP_User ) {
		update_user_meta( $user->ID, '__PREFIX__last_login', time() );
	}
}

add_filter( 'manage_users_columns', '__PREFIX__last_login_column' );

/**
 * Adds the column to the Users list.
 *
 * @param array $columns The list's columns.
 * @return array
 */
function __PREFIX__last_login_column( $columns ) {
	$columns['__PREFIX__last_login'] = __( 'Last login', '__TEXT_DOMAIN__' );
	return $columns;
}

add_filter( 'manage_users_custom_column', '__PREFIX__last_login_cell', 10, 3 );

/**
 * The column's cell: the date and time in the site's format and time zone, or "Never".
 *
 * @param string $output  What other code put in the cell.
 * @param string $column  The column.
 * @param int    $user_id The row's user.
 * @return string
 */
function __PREFIX__last_login_cell( $output, $column, $user_id ) {
	if ( '__PREFIX__last_login' !== $column ) {
		return $output;
	}
	$time = (int) get_user_meta( (int) $user_id, '__PREFIX__last_login', true );
	if ( ! $time ) {
		return esc_html__( 'Never', '__TEXT_DOMAIN__' );
	}
	$format = get_option( 'date_format' ) . ' ' . get_option( 'time_format' );
	return '<time datetime="' . esc_attr( gmdate( 'c', $time ) ) . '">' . esc_html( wp_date( $format, $time ) ) . '</time>';
}

add_filter( 'manage_users_sortable_columns', '__PREFIX__last_login_sortable' );

/**
 * Makes the column sortable.
 *
 * @param array $columns The sortable columns.
 * @return array
 */
function __PREFIX__last_login_sortable( $columns ) {
	$columns['__PREFIX__last_login'] = '__PREFIX__last_login';
	return $columns;
}

add_action( 'pre_get_users', '__PREFIX__last_login_orderby' );

/**
 * Sorts the Users list by last login when its column header was clicked.
 *
 * @param WP_User_Query $query The users query.
 */
function __PREFIX__last_login_orderby( $query ) {
	if ( ! is_admin() || '__PREFIX__last_login' !== $query->get( 'orderby' ) ) {
		return;
	}
	$query->set( 'meta_key', '__PREFIX__last_login' );
	$query->set( 'orderby', 'meta_value_num' );
}
