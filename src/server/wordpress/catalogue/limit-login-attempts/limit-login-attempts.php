<?php
/**
 * Limit login attempts: after too many failed logins from one address, that address cannot log in for a
 * while, not even with the right password. Counts are kept in transients keyed by a hash of the address:
 * one per address, each expiring with its lockout.
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Failed logins allowed before the lockout.
 *
 * @return int
 */
function __PREFIX__login_attempts_allowed() {
	return PLUGSMITH_PARAM_ATTEMPTS;
}

/**
 * How long a lockout lasts, and how long failures are remembered, in minutes.
 *
 * @return int
 */
function __PREFIX__login_lockout_minutes() {
	return PLUGSMITH_PARAM_MINUTES;
}

/**
 * The transient that counts the failures of the visitor's address (a hash: no address is stored).
 *
 * @return string
 */
function __PREFIX__login_failures_key() {
	$address = isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
	return '__PREFIX__login_fail_' . md5( wp_salt( 'auth' ) . $address );
}

add_filter( 'authenticate', '__PREFIX__login_lockout_check', 30 );

/**
 * Refuses the login while the address is locked out, whatever the password.
 *
 * @param WP_User|WP_Error|null $user What the other authentication steps decided.
 * @return WP_User|WP_Error|null
 */
function __PREFIX__login_lockout_check( $user ) {
	if ( (int) get_transient( __PREFIX__login_failures_key() ) < __PREFIX__login_attempts_allowed() ) {
		return $user;
	}
	return new WP_Error(
		'__PREFIX__locked_out',
		sprintf(
			/* translators: %d: minutes. */
			__( '<strong>Error:</strong> Too many failed login attempts. Please try again in %d minutes.', '__TEXT_DOMAIN__' ),
			__PREFIX__login_lockout_minutes()
		)
	);
}

add_action( 'wp_login_failed', '__PREFIX__login_failed' );

/**
 * Counts a failed login; the count expires after the lockout time.
 */
function __PREFIX__login_failed() {
	$key      = __PREFIX__login_failures_key();
	$failures = (int) get_transient( $key );
	set_transient( $key, $failures + 1, __PREFIX__login_lockout_minutes() * MINUTE_IN_SECONDS );
}

add_action( 'wp_login', '__PREFIX__login_succeeded' );

/**
 * Forgets the failures of an address once someone logs in from it.
 */
function __PREFIX__login_succeeded() {
	delete_transient( __PREFIX__login_failures_key() );
}
