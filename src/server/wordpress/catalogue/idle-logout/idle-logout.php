<?php
/**
 * Idle logout: a logged-in user who has done nothing on the site for the chosen number of minutes is logged
 * out at their next request. The time of the last activity is kept in the login's own session (no new data).
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Minutes without activity before the logout.
 *
 * @return int
 */
function __PREFIX__idle_minutes() {
	return PLUGSMITH_PARAM_MINUTES;
}

add_action( 'init', '__PREFIX__idle_check', 1 );

/**
 * Logs out an idle session; otherwise notes the activity (at most once a minute, and not for the
 * Heartbeat, which an open but unused wp-admin tab sends on its own).
 */
function __PREFIX__idle_check() {
	if ( ! is_user_logged_in() ) {
		return;
	}
	$token   = wp_get_session_token();
	$manager = WP_Session_Tokens::get_instance( get_current_user_id() );
	$session = $token ? $manager->get( $token ) : null;
	if ( ! is_array( $session ) ) {
		return;
	}
	$now  = time();
	$last = isset( $session['__PREFIX__active'] ) ? (int) $session['__PREFIX__active'] : (int) $session['login'];
	if ( $now - $last > __PREFIX__idle_minutes() * MINUTE_IN_SECONDS ) {
		wp_logout();
		if ( wp_doing_ajax() || ( defined( 'REST_REQUEST' ) && REST_REQUEST ) || wp_doing_cron() ) {
			return;
		}
		wp_safe_redirect( is_admin() ? wp_login_url() : home_url( '/' ) );
		exit;
	}
	$heartbeat = wp_doing_ajax() && isset( $_POST['action'] ) && 'heartbeat' === $_POST['action']; // phpcs:ignore WordPress.Security.NonceVerification.Missing -- only tells the Heartbeat apart from activity.
	if ( ! $heartbeat && $now - $last >= MINUTE_IN_SECONDS ) {
		$session['__PREFIX__active'] = $now;
		$manager->update( $token, $session );
	}
}
