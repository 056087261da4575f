<?php
// What the plugin's uninstall.php runs for this template (this opening line and comments at the top are left out).
$wpdb->query( "DROP TABLE IF EXISTS {$wpdb->prefix}__PREFIX__views" );
delete_option( '__PREFIX__settings' );
delete_option( '__PREFIX__salt' );
delete_transient( '__PREFIX__popular' );
wp_clear_scheduled_hook( '__PREFIX__purge_old_views' );
