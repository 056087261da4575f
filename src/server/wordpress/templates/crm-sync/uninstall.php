<?php
// What the plugin's uninstall.php runs for this template (this opening line and comments at the top are left out).
$wpdb->query( "DROP TABLE IF EXISTS {$wpdb->prefix}__PREFIX__entries" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
$wpdb->query( "DROP TABLE IF EXISTS {$wpdb->prefix}__PREFIX__sync_log" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
delete_option( '__PREFIX__settings' );
delete_option( '__PREFIX__db_version' );
wp_clear_scheduled_hook( '__PREFIX__retry_failed_event' );
wp_unschedule_hook( '__PREFIX__sync_entry_event' );
