<?php
$wpdb->query( "DROP TABLE IF EXISTS {$wpdb->prefix}PLUGSMITH_NAME_TABLE" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
