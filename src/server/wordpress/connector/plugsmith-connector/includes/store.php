<?php
/**
 * What the connector keeps in the site's options: the pairing, the one-time code the administrator entered,
 * the nonces seen, the plugins it installed and the last refusals. Every list is bounded.
 *
 * @package PlugsmithConnector
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/** How long a code entered on the settings page may be used, in seconds. */
define( 'PLUGSMITH_CONNECTOR_CODE_TTL', 10 * MINUTE_IN_SECONDS );
/** How many wrong codes a pairing may try before the entered code is dropped. */
define( 'PLUGSMITH_CONNECTOR_CODE_ATTEMPTS', 5 );
/** How many refusals the settings page lists. */
define( 'PLUGSMITH_CONNECTOR_MAX_REFUSALS', 50 );

/**
 * The pairing: Plugsmith's id for this site, the public key (32 raw bytes, base64) and Plugsmith's address.
 *
 * @return array{site_id: string, public_key: string, origin: string, paired_at: int}|null
 */
function plugsmith_connector_pairing() {
	$pairing = get_option( 'plugsmith_connector_pairing' );
	if ( ! is_array( $pairing ) || empty( $pairing['site_id'] ) || empty( $pairing['public_key'] ) ) {
		return null;
	}
	return $pairing;
}

/**
 * Stores the pairing (replacing any earlier one) and uses up the entered code.
 *
 * @param string $site_id    Plugsmith's id for this site.
 * @param string $public_key The site's public key, base64.
 * @param string $origin     Plugsmith's address.
 * @return void
 */
function plugsmith_connector_save_pairing( $site_id, $public_key, $origin ) {
	update_option(
		'plugsmith_connector_pairing',
		array(
			'site_id'    => $site_id,
			'public_key' => $public_key,
			'origin'     => $origin,
			'paired_at'  => time(),
		),
		false
	);
	delete_option( 'plugsmith_connector_code' );
}

/**
 * Forgets the pairing, its key, the seen nonces and any entered code. The installed plugins stay.
 *
 * @return void
 */
function plugsmith_connector_forget_pairing() {
	global $wpdb;
	delete_option( 'plugsmith_connector_pairing' );
	delete_option( 'plugsmith_connector_code' );
	// The nonces are rows of their own, never cached (plugsmith_connector_use_nonce).
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching
	$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( PLUGSMITH_CONNECTOR_NONCE_PREFIX ) . '%' ) );
}

/**
 * A code as compared: upper case, without spaces and hyphens (the administrator may type it either way).
 *
 * @param string $code The code as typed or sent.
 * @return string
 */
function plugsmith_connector_normalize_code( $code ) {
	return strtoupper( (string) preg_replace( '/[\s-]+/', '', (string) $code ) );
}

/**
 * Keeps a hash of the code the administrator entered, usable for PLUGSMITH_CONNECTOR_CODE_TTL seconds.
 *
 * @param string $code The code Plugsmith shows.
 * @return bool False when the code is empty.
 */
function plugsmith_connector_save_code( $code ) {
	$code = plugsmith_connector_normalize_code( $code );
	if ( '' === $code ) {
		return false;
	}
	update_option(
		'plugsmith_connector_code',
		array(
			'hash'     => hash( 'sha256', $code ),
			'expires'  => time() + PLUGSMITH_CONNECTOR_CODE_TTL,
			'attempts' => 0,
		),
		false
	);
	return true;
}

/**
 * The entered code's hash and expiry, or null when none is waiting.
 *
 * @return array{hash: string, expires: int, attempts: int}|null
 */
function plugsmith_connector_pending_code() {
	$code = get_option( 'plugsmith_connector_code' );
	return is_array( $code ) && isset( $code['hash'], $code['expires'] ) ? $code : null;
}

/**
 * Checks a code sent with a pair request against the entered one: unexpired, equal, and not yet used. A
 * wrong code counts as an attempt; after PLUGSMITH_CONNECTOR_CODE_ATTEMPTS the entered code is dropped.
 *
 * @param string $code The code sent.
 * @return bool
 */
function plugsmith_connector_code_matches( $code ) {
	$pending = plugsmith_connector_pending_code();
	if ( null === $pending ) {
		return false;
	}
	if ( (int) $pending['expires'] < time() ) {
		delete_option( 'plugsmith_connector_code' );
		return false;
	}
	$sent = plugsmith_connector_normalize_code( $code );
	if ( '' !== $sent && hash_equals( (string) $pending['hash'], hash( 'sha256', $sent ) ) ) {
		return true;
	}
	$pending['attempts'] = (int) $pending['attempts'] + 1;
	if ( $pending['attempts'] >= PLUGSMITH_CONNECTOR_CODE_ATTEMPTS ) {
		delete_option( 'plugsmith_connector_code' );
	} else {
		update_option( 'plugsmith_connector_code', $pending, false );
	}
	return false;
}

/**
 * The plugins the connector installed: slug => time of the last install.
 *
 * @return array<string, int>
 */
function plugsmith_connector_installed() {
	$installed = get_option( 'plugsmith_connector_plugins' );
	return is_array( $installed ) ? $installed : array();
}

/**
 * Remembers that the connector installed `$slug`.
 *
 * @param string $slug The plugin's folder.
 * @return void
 */
function plugsmith_connector_remember_plugin( $slug ) {
	$installed          = plugsmith_connector_installed();
	$installed[ $slug ] = time();
	update_option( 'plugsmith_connector_plugins', $installed, false );
}

/**
 * Logs a refused request; the last PLUGSMITH_CONNECTOR_MAX_REFUSALS are kept.
 *
 * @param string $action  The action asked for.
 * @param string $code    The refusal code.
 * @param string $message Why.
 * @return void
 */
function plugsmith_connector_log_refusal( $action, $code, $message ) {
	$log   = plugsmith_connector_refusals();
	$log[] = array(
		'time'    => time(),
		'action'  => substr( sanitize_key( $action ), 0, 20 ),
		'code'    => sanitize_key( $code ),
		'message' => substr( sanitize_text_field( $message ), 0, 300 ),
	);
	update_option( 'plugsmith_connector_refusals', array_slice( $log, -PLUGSMITH_CONNECTOR_MAX_REFUSALS ), false );
}

/**
 * The logged refusals, oldest first.
 *
 * @return array<int, array{time: int, action: string, code: string, message: string}>
 */
function plugsmith_connector_refusals() {
	$log = get_option( 'plugsmith_connector_refusals' );
	return is_array( $log ) ? array_values( $log ) : array();
}
