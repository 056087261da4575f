<?php
/**
 * Plugin Name: Plugsmith Connector loader
 * Description: Part of the Plugsmith Connector (copied here when it is activated, removed when it is deactivated). On Plugsmith's install and rollback requests only, it keeps the plugins the connector installed from loading, so that the version being installed is loaded and activated cleanly, never beside the one it replaces.
 *
 * @package PlugsmithConnector
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Whether this request is one of Plugsmith's install or rollback requests to the connector (not yet verified:
 * the connector checks its signature; all this changes is which plugins load for this one request).
 *
 * @return bool
 */
function plugsmith_connector_loader_applies() {
	if ( ! isset( $_SERVER['REQUEST_METHOD'] ) || 'POST' !== $_SERVER['REQUEST_METHOD'] ) {
		return false;
	}
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the REST route is read to decide which plugins load; the request is verified by its signature.
	$route = isset( $_GET['rest_route'] ) ? sanitize_text_field( wp_unslash( $_GET['rest_route'] ) ) : '';
	$uri   = isset( $_SERVER['REQUEST_URI'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REQUEST_URI'] ) ) : '';
	return 1 === preg_match( '#/plugsmith-connector/v1/(?:install|rollback)(?:$|[/?&])#', $route ) || 1 === preg_match( '#/wp-json/plugsmith-connector/v1/(?:install|rollback)(?:$|[/?])#', $uri );
}

/**
 * The active plugins without those the connector installed, while the connector itself is active.
 *
 * @param mixed $plugins The active plugins.
 * @return mixed
 */
function plugsmith_connector_skip_managed_plugins( $plugins ) {
	if ( ! is_array( $plugins ) || ! in_array( 'plugsmith-connector/plugsmith-connector.php', $plugins, true ) ) {
		return $plugins;
	}
	$managed = get_option( 'plugsmith_connector_plugins' );
	if ( ! is_array( $managed ) ) {
		return $plugins;
	}
	$kept = array();
	foreach ( $plugins as $plugin ) {
		if ( ! isset( $managed[ strtok( (string) $plugin, '/' ) ] ) ) {
			$kept[] = $plugin;
		}
	}
	return $kept;
}

if ( plugsmith_connector_loader_applies() ) {
	add_filter( 'option_active_plugins', 'plugsmith_connector_skip_managed_plugins' );
}
