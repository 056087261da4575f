<?php

// Set-up of the building blocks: on activation, and once after an update changed the version.
$__PREFIX__install = static function () {
	// PLUGSMITH_LINES_CALLS
	update_option( '__PREFIX__installed_version', __CONST_PREFIX__VERSION, false );
};
register_activation_hook( __FILE__, $__PREFIX__install );
add_action(
	'admin_init',
	static function () use ( $__PREFIX__install ) {
		if ( get_option( '__PREFIX__installed_version' ) !== __CONST_PREFIX__VERSION ) {
			$__PREFIX__install();
		}
	}
);
