<?php
// What the plugin's uninstall.php runs for this template (this opening line and comments at the top are left out).
$wpdb->query( "DROP TABLE IF EXISTS {$wpdb->prefix}__PREFIX__requests" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
delete_option( '__PREFIX__settings' );
delete_option( '__PREFIX__db_version' );
