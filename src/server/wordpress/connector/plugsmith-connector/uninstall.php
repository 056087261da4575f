<?php
/**
 * Removes everything the connector keeps: its options and the previous versions it set aside. The plugins
 * it installed stay installed.
 *
 * @package PlugsmithConnector
 */

if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
	exit;
}

foreach ( array( 'plugsmith_connector_pairing', 'plugsmith_connector_code', 'plugsmith_connector_plugins', 'plugsmith_connector_refusals', 'plugsmith_connector.lock' ) as $plugsmith_connector_option ) {
	delete_option( $plugsmith_connector_option );
}
// The nonces taken, a row each (includes/verify.php).
global $wpdb;
// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching
$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( 'plugsmith_connector_nonce_' ) . '%' ) );

require_once ABSPATH . 'wp-admin/includes/file.php';
if ( WP_Filesystem( false, false, true ) ) {
	global $wp_filesystem;
	$wp_filesystem->delete( WP_CONTENT_DIR . '/plugsmith-connector-backups', true );
	$wp_filesystem->delete( WPMU_PLUGIN_DIR . '/plugsmith-connector-loader.php' );
}
