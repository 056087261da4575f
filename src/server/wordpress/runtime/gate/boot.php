<?php
$GLOBALS['plugsmith_gate_phase'] = PLUGSMITH_PARAM_PHASE;
$_SERVER['REQUEST_URI'] = '/wp-admin/plugins.php';
require '/wordpress/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once ABSPATH . 'wp-admin/includes/admin.php';
wp_set_current_user( 1 );
