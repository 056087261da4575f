<?php
// Plugsmith: the preview runs the offline fallback release.
if ( 0 === strpos( home_url(), PLUGSMITH_PARAM_CHECK_SITE_URL ) ) {
	return;
}
add_action( 'admin_notices', function () {
	echo '<div class="notice notice-warning" id="plugsmith-wordpress-fallback"><p>' . esc_html( PLUGSMITH_PARAM_TEXT ) . '</p></div>';
} );
