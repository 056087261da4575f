<?php
/**
 * Checks a request from Plugsmith: the Ed25519 signature over the exact payload bytes, the site id, the
 * timestamp and the nonce, and for pairing the one-time code. Each check that fails is a refusal.
 *
 * @package PlugsmithConnector
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/** How far a request's timestamp may be from this site's clock, in seconds (protocol.ts MAX_CLOCK_SKEW_SECONDS). */
define( 'PLUGSMITH_CONNECTOR_MAX_SKEW', 300 );
/** The most nonces kept at once; a request beyond that in one window is refused, never let through. */
define( 'PLUGSMITH_CONNECTOR_MAX_NONCES', 1000 );
/** Each nonce taken is an option of this name and the nonce (plugsmith_connector_use_nonce). */
define( 'PLUGSMITH_CONNECTOR_NONCE_PREFIX', 'plugsmith_connector_nonce_' );
/** The largest plugin ZIP a push may carry, before base64 (protocol.ts MAX_PUSH_ZIP_BYTES). */
define( 'PLUGSMITH_CONNECTOR_MAX_ZIP_BYTES', 10 * 1024 * 1024 );

/**
 * A refusal: a WP_Error whose code is the protocol's refusal code.
 *
 * @param string $code    The refusal code.
 * @param string $message Why, in words.
 * @return WP_Error
 */
function plugsmith_connector_refusal( $code, $message ) {
	$statuses = array(
		'bad_request'   => 400,
		'not_paired'    => 403,
		'bad_signature' => 401,
		'wrong_site'    => 403,
		'expired'       => 401,
		'replayed'      => 409,
		'bad_code'      => 403,
		'not_ours'      => 409,
		'bad_package'   => 422,
		'no_backup'     => 404,
		'cannot_write'  => 500,
	);
	$status   = isset( $statuses[ $code ] ) ? $statuses[ $code ] : 400;
	return new WP_Error( 'plugsmith_connector_' . $code, $message, array( 'status' => $status ) );
}

/**
 * The length of `$bytes` bytes in base64.
 *
 * @param int $bytes A number of bytes.
 * @return int
 */
function plugsmith_connector_base64_length( $bytes ) {
	return (int) ( 4 * ceil( $bytes / 3 ) );
}

/**
 * Loads WordPress's copy of sodium_compat when PHP has no sodium extension.
 *
 * @return void
 */
function plugsmith_connector_load_sodium() {
	if ( ! function_exists( 'sodium_crypto_sign_verify_detached' ) || ! function_exists( 'sodium_base642bin' ) ) {
		require_once ABSPATH . WPINC . '/sodium_compat/autoload.php';
	}
}

/**
 * Standard base64 (with padding) to bytes, or null when it is not that.
 *
 * @param mixed $text The base64 text.
 * @return string|null
 */
function plugsmith_connector_from_base64( $text ) {
	if ( ! is_string( $text ) || '' === $text || 0 !== strlen( $text ) % 4 ) {
		return null;
	}
	$data = rtrim( $text, '=' );
	if ( strlen( $text ) - strlen( $data ) > 2 || strspn( $data, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/' ) !== strlen( $data ) ) {
		return null;
	}
	if ( extension_loaded( 'sodium' ) ) {
		try {
			return sodium_base642bin( $text, SODIUM_BASE64_VARIANT_ORIGINAL );
		} catch ( Exception $e ) {
			return null;
		}
	}
	// Without PHP's sodium extension, sodium_compat's decoder is constant-time PHP: over a minute for a 10 MB push.
	// What is decoded here is public data checked by its signature, so PHP's own stream filter decodes it instead.
	$stream = fopen( 'php://temp', 'w+b' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fopen -- a memory stream, no file.
	if ( false === $stream ) {
		return null;
	}
	fwrite( $stream, $text ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite -- a memory stream, no file.
	rewind( $stream );
	stream_filter_append( $stream, 'convert.base64-decode', STREAM_FILTER_READ );
	$bytes = stream_get_contents( $stream );
	fclose( $stream ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- a memory stream, no file.
	return is_string( $bytes ) ? $bytes : null;
}

/**
 * Reads and checks a signed request for `$action`: returns its payload, or the refusal.
 *
 * @param string $action The action the route names.
 * @param mixed  $body   The request's JSON body.
 * @return array|WP_Error
 */
function plugsmith_connector_verify( $action, $body ) {
	plugsmith_connector_load_sodium();
	if ( ! is_array( $body ) || ! isset( $body['payload'] ) || ! is_string( $body['payload'] ) ) {
		return plugsmith_connector_refusal( 'bad_request', __( 'The request carries no payload.', 'plugsmith-connector' ) );
	}
	if ( ! isset( $body['signature'] ) || ! is_string( $body['signature'] ) ) {
		return plugsmith_connector_refusal( 'bad_signature', __( 'The request is not signed.', 'plugsmith-connector' ) );
	}
	// The ZIP in base64, inside the payload in base64, with 4 KB for the rest of the payload: nothing larger is decoded.
	if ( strlen( $body['payload'] ) > plugsmith_connector_base64_length( plugsmith_connector_base64_length( PLUGSMITH_CONNECTOR_MAX_ZIP_BYTES ) + 4096 ) ) {
		return plugsmith_connector_refusal( 'bad_package', __( 'The request is larger than a package may be.', 'plugsmith-connector' ) );
	}
	$bytes     = plugsmith_connector_from_base64( $body['payload'] );
	$signature = plugsmith_connector_from_base64( $body['signature'] );
	if ( null === $bytes || null === $signature || SODIUM_CRYPTO_SIGN_BYTES !== strlen( $signature ) ) {
		return plugsmith_connector_refusal( 'bad_signature', __( 'The request carries no valid signature.', 'plugsmith-connector' ) );
	}
	$payload = json_decode( $bytes, true );
	if ( ! is_array( $payload ) || ! isset( $payload['action'], $payload['siteId'], $payload['timestamp'], $payload['nonce'] ) ) {
		return plugsmith_connector_refusal( 'bad_request', __( 'The payload is not one of Plugsmith\'s.', 'plugsmith-connector' ) );
	}
	if ( $payload['action'] !== $action || ! is_string( $payload['siteId'] ) || ! preg_match( '/^[A-Za-z0-9-]{1,64}$/', $payload['siteId'] ) || ! is_int( $payload['timestamp'] ) || ! is_string( $payload['nonce'] ) || ! preg_match( '/^[0-9a-f]{32}$/', $payload['nonce'] ) ) {
		return plugsmith_connector_refusal( 'bad_request', __( 'The payload does not match the action asked for.', 'plugsmith-connector' ) );
	}

	$pairing = plugsmith_connector_pairing();
	if ( 'pair' === $action ) {
		// Proof of possession: a pairing is signed by the key it brings.
		$key = isset( $payload['publicKey'] ) ? plugsmith_connector_from_base64( $payload['publicKey'] ) : null;
	} else {
		if ( null === $pairing ) {
			return plugsmith_connector_refusal( 'not_paired', __( 'This site is not paired with Plugsmith.', 'plugsmith-connector' ) );
		}
		$key = plugsmith_connector_from_base64( $pairing['public_key'] );
	}
	if ( null === $key || SODIUM_CRYPTO_SIGN_PUBLICKEYBYTES !== strlen( $key ) ) {
		return plugsmith_connector_refusal( 'bad_request', __( 'The public key is not an Ed25519 key.', 'plugsmith-connector' ) );
	}
	try {
		$valid = sodium_crypto_sign_verify_detached( $signature, $bytes, $key );
	} catch ( Exception $e ) {
		$valid = false;
	}
	if ( ! $valid ) {
		return plugsmith_connector_refusal( 'bad_signature', __( 'The signature does not match this site\'s key.', 'plugsmith-connector' ) );
	}
	if ( 'pair' !== $action && ! hash_equals( (string) $pairing['site_id'], $payload['siteId'] ) ) {
		return plugsmith_connector_refusal( 'wrong_site', __( 'The request was made for another site.', 'plugsmith-connector' ) );
	}
	if ( abs( time() - $payload['timestamp'] ) > PLUGSMITH_CONNECTOR_MAX_SKEW ) {
		return plugsmith_connector_refusal( 'expired', __( 'The request is too old, or this site\'s clock is wrong.', 'plugsmith-connector' ) );
	}
	$seen = plugsmith_connector_use_nonce( $payload['nonce'] );
	if ( is_wp_error( $seen ) ) {
		return $seen;
	}
	if ( 'pair' === $action ) {
		if ( ! isset( $payload['code'] ) || ! is_string( $payload['code'] ) || ! plugsmith_connector_code_matches( $payload['code'] ) ) {
			return plugsmith_connector_refusal( 'bad_code', __( 'The pairing code is wrong, expired or already used. Enter a new code in Settings, Plugsmith Connector.', 'plugsmith-connector' ) );
		}
		if ( ! isset( $payload['plugsmithOrigin'] ) || ! is_string( $payload['plugsmithOrigin'] ) || '' === esc_url_raw( $payload['plugsmithOrigin'], array( 'http', 'https' ) ) ) {
			return plugsmith_connector_refusal( 'bad_request', __( 'The pairing names no Plugsmith address.', 'plugsmith-connector' ) );
		}
	}
	return $payload;
}

/**
 * Takes a nonce: refuses one taken within the last two skews. Each nonce is a row of its own in the options
 * table, taken with one INSERT IGNORE: the table's unique option_name lets exactly one request take it, even
 * two copies of a request that arrive together in two PHP processes (a list read, changed and saved let both
 * through). Nonces older than two skews are dropped (their requests fail the timestamp check anyway), and at
 * most PLUGSMITH_CONNECTOR_MAX_NONCES are kept: past that a request is refused, never a nonce forgotten.
 *
 * @param string $nonce 32 hex characters.
 * @return true|WP_Error
 */
function plugsmith_connector_use_nonce( $nonce ) {
	global $wpdb;
	$like = $wpdb->esc_like( PLUGSMITH_CONNECTOR_NONCE_PREFIX ) . '%';
	// The options API has no atomic "add if absent" (add_option overwrites on a duplicate key), and its cache
	// would hide another process's row: these three queries go to the table itself, and nothing here is cached.
	// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching
	$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s AND option_value < %s", $like, plugsmith_connector_nonce_time( time() - 2 * PLUGSMITH_CONNECTOR_MAX_SKEW ) ) );
	$kept = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->options} WHERE option_name LIKE %s", $like ) );
	if ( $kept >= PLUGSMITH_CONNECTOR_MAX_NONCES ) {
		return plugsmith_connector_refusal( 'bad_request', __( 'Too many requests in the last minutes; try again later.', 'plugsmith-connector' ) );
	}
	$taken = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'no')", PLUGSMITH_CONNECTOR_NONCE_PREFIX . $nonce, plugsmith_connector_nonce_time( time() ) ) );
	// phpcs:enable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching
	if ( 1 !== $taken ) {
		return plugsmith_connector_refusal( 'replayed', __( 'This request was already received once.', 'plugsmith-connector' ) );
	}
	return true;
}

/**
 * A nonce row's value: its time, zero-padded so that the rows compare by time as text.
 *
 * @param int $time A Unix time.
 * @return string
 */
function plugsmith_connector_nonce_time( $time ) {
	return str_pad( (string) max( 0, (int) $time ), 12, '0', STR_PAD_LEFT );
}
