<?php
add_action(
	'admin_notices',
	function () {
		echo '<div class="notice notice-error"><p><strong>' . esc_html( sprintf( '%s is not active.', PLUGSMITH_PARAM_NAME ) ) . '</strong> ' . esc_html( PLUGSMITH_PARAM_REASON ) . '</p></div>';
	}
);
