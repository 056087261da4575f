<?php
/**
 * The REST routes Plugsmith calls: POST /wp-json/plugsmith-connector/v1/{pair,status,install,rollback,unpair}
 * (or ?rest_route=/plugsmith-connector/v1/…). The permission check is the signature check: a request that
 * fails it never reaches the callback. Refusals answer { ok: false, code, message } and are logged.
 *
 * @package PlugsmithConnector
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Registers the routes.
 *
 * @return void
 */
function plugsmith_connector_register_routes() {
	register_rest_route(
		'plugsmith-connector/v1',
		'/(?P<action>pair|status|install|rollback|unpair)',
		array(
			'methods'             => 'POST',
			'callback'            => 'plugsmith_connector_handle_request',
			'permission_callback' => 'plugsmith_connector_authorize',
		)
	);
}

/**
 * The payload of the request being answered, once verified (null before).
 *
 * @param array|null|false $payload The payload to remember, or false to read it.
 * @return array|null
 */
function plugsmith_connector_verified_payload( $payload = false ) {
	static $verified = null;
	if ( false !== $payload ) {
		$verified = $payload;
	}
	return $verified;
}

/**
 * The permission check: the request must be signed for this site (verify.php).
 *
 * @param WP_REST_Request $request The request.
 * @return true|WP_Error
 */
function plugsmith_connector_authorize( $request ) {
	plugsmith_connector_verified_payload( null );
	$payload = plugsmith_connector_verify( (string) $request->get_param( 'action' ), $request->get_json_params() );
	if ( is_wp_error( $payload ) ) {
		return $payload;
	}
	plugsmith_connector_verified_payload( $payload );
	return true;
}

/**
 * Carries out a verified request.
 *
 * @param WP_REST_Request $request The request.
 * @return WP_REST_Response|WP_Error
 */
function plugsmith_connector_handle_request( $request ) {
	$payload = plugsmith_connector_verified_payload();
	if ( null === $payload || $payload['action'] !== $request->get_param( 'action' ) ) {
		return plugsmith_connector_refusal( 'bad_request', __( 'The request was not verified.', 'plugsmith-connector' ) );
	}
	$answer = array(
		'ok'   => true,
		'site' => plugsmith_connector_site_report(),
	);
	switch ( $payload['action'] ) {
		case 'pair':
			plugsmith_connector_save_pairing( $payload['siteId'], $payload['publicKey'], esc_url_raw( $payload['plugsmithOrigin'], array( 'http', 'https' ) ) );
			break;
		case 'unpair':
			plugsmith_connector_forget_pairing();
			break;
		case 'install':
			if ( ! isset( $payload['slug'], $payload['zip'] ) || ! is_string( $payload['zip'] ) ) {
				return plugsmith_connector_refusal( 'bad_request', __( 'An install names a slug and carries a ZIP.', 'plugsmith-connector' ) );
			}
			// The size is checked before decoding: base64 is four characters for three bytes.
			if ( strlen( $payload['zip'] ) > plugsmith_connector_base64_length( PLUGSMITH_CONNECTOR_MAX_ZIP_BYTES ) ) {
				return plugsmith_connector_refusal( 'bad_package', __( 'The package is larger than a push may carry.', 'plugsmith-connector' ) );
			}
			$zip = plugsmith_connector_from_base64( $payload['zip'] );
			if ( null === $zip ) {
				return plugsmith_connector_refusal( 'bad_package', __( 'The package is not in base64.', 'plugsmith-connector' ) );
			}
			$plugin = plugsmith_connector_install( $payload['slug'], $zip );
			if ( is_wp_error( $plugin ) ) {
				return $plugin;
			}
			$answer['plugin'] = $plugin;
			break;
		case 'rollback':
			$plugin = plugsmith_connector_rollback( isset( $payload['slug'] ) ? $payload['slug'] : '' );
			if ( is_wp_error( $plugin ) ) {
				return $plugin;
			}
			$answer['plugin'] = $plugin;
			break;
	}
	return new WP_REST_Response( $answer, 200 );
}

/**
 * Turns an error on one of the connector's routes (a refusal, or WordPress's own such as invalid JSON) into
 * the protocol's answer { ok: false, code, message }, and logs it.
 *
 * @param WP_REST_Response|WP_HTTP_Response|WP_Error|mixed $response The answer so far.
 * @param array                                            $handler  The route's handler.
 * @param WP_REST_Request                                  $request  The request.
 * @return WP_REST_Response|WP_HTTP_Response|WP_Error|mixed
 */
function plugsmith_connector_refusal_answer( $response, $handler, $request ) {
	if ( ! is_wp_error( $response ) || 0 !== strpos( $request->get_route(), '/plugsmith-connector/v1/' ) ) {
		return $response;
	}
	$code = $response->get_error_code();
	$data = $response->get_error_data();
	if ( 0 === strpos( $code, 'plugsmith_connector_' ) ) {
		$code = substr( $code, strlen( 'plugsmith_connector_' ) );
	} else {
		$code = 'bad_request';
	}
	$status  = is_array( $data ) && isset( $data['status'] ) ? (int) $data['status'] : 400;
	$message = wp_strip_all_tags( $response->get_error_message() );
	plugsmith_connector_log_refusal( (string) $request->get_param( 'action' ), $code, $message );
	return new WP_REST_Response(
		array(
			'ok'      => false,
			'code'    => $code,
			'message' => $message,
		),
		$status
	);
}
