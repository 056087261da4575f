<?php
/**
 * A notice on the Dashboard and Plugins screens for administrators, dismissed per user with a nonce-protected link.
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Prints the notice on the Dashboard and Plugins screens until the user dismisses it.
 */
function __PREFIX__notice_show() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$screen = get_current_screen();
	if ( ! $screen || ! in_array( $screen->id, array( 'dashboard', 'plugins' ), true ) ) {
		return;
	}
	if ( get_user_meta( get_current_user_id(), '__PREFIX__notice_dismissed', true ) ) {
		return;
	}

	$message = ( function_exists( '__PREFIX__get_setting' ) ? (string) __PREFIX__get_setting( 'message' ) : __( PLUGSMITH_PARAM_FALLBACK, '__TEXT_DOMAIN__' ) );
	$dismiss = wp_nonce_url( admin_url( 'admin-post.php?action=__PREFIX__dismiss_notice' ), '__PREFIX__dismiss_notice' );

	printf(
		'<div class="notice notice-info"><p><strong>%1$s</strong> %2$s</p><p><a class="button" href="%3$s">%4$s</a></p></div>',
		esc_html( __( PLUGSMITH_PARAM_NAME, '__TEXT_DOMAIN__' ) ),
		esc_html( $message ),
		esc_url( $dismiss ),
		esc_html__( 'Dismiss', '__TEXT_DOMAIN__' )
	);
}
add_action( 'admin_notices', '__PREFIX__notice_show' );

/**
 * Dismisses the notice for the current user: checks the capability and the nonce first.
 */
function __PREFIX__notice_dismiss() {
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to do that.', '__TEXT_DOMAIN__' ), 403 );
	}
	check_admin_referer( '__PREFIX__dismiss_notice' );

	update_user_meta( get_current_user_id(), '__PREFIX__notice_dismissed', 1 );

	$back = wp_get_referer();
	wp_safe_redirect( $back ? $back : admin_url() );
	exit;
}
add_action( 'admin_post___PREFIX__dismiss_notice', '__PREFIX__notice_dismiss' );
