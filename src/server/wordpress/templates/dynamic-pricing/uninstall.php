<?php
// What the plugin's uninstall.php runs for this template (this opening line and comments at the top are left out).
$wpdb->query( "DROP TABLE IF EXISTS {$wpdb->prefix}__PREFIX__rules" );
delete_option( '__PREFIX__settings' );
