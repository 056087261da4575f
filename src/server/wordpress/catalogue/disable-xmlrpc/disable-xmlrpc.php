<?php
/**
 * Disable XML-RPC: xmlrpc.php answers no method at all (no log-in attempts, no pingbacks), and the
 * site stops advertising it in its headers and its <head>.
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

// Methods that need a log-in are refused...
add_filter( 'xmlrpc_enabled', '__return_false' );

// ...and every other method (pingback.ping, system.multicall, demo.*) is removed as well.
add_filter( 'xmlrpc_methods', '__PREFIX__xmlrpc_methods' );

/**
 * No XML-RPC method at all, whatever WordPress and other plugins offered.
 *
 * @return array
 */
function __PREFIX__xmlrpc_methods() {
	return array();
}

// The X-Pingback header and the RSD link point clients at xmlrpc.php: no longer sent.
add_filter( 'wp_headers', '__PREFIX__xmlrpc_headers' );

/**
 * The response headers without X-Pingback.
 *
 * @param array $headers Headers WordPress is about to send.
 * @return array
 */
function __PREFIX__xmlrpc_headers( $headers ) {
	unset( $headers['X-Pingback'] );
	return $headers;
}

remove_action( 'wp_head', 'rsd_link' );

// Pings from other sites arrive through XML-RPC: the discussion settings stop inviting them.
add_filter( 'pings_open', '__return_false', 20 );
