<?php

register_deactivation_hook(
	__FILE__,
	static function () {
		// PLUGSMITH_LINES_CALLS
		delete_option( '__PREFIX__installed_version' );
	}
);
