<?php

// Style tweaks made in Plugsmith, scoped to the plugin's own elements: loaded on every front-end page.
add_action(
	'wp_enqueue_scripts',
	static function () {
		// PLUGSMITH_LINES_STYLES
	}
);
