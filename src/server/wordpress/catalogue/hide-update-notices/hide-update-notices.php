<?php
/**
 * Hide update notices from users who cannot update WordPress: the "WordPress x.y is available! Please
 * notify the site administrator." banner is shown to administrators only.
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

add_action( 'admin_head', '__PREFIX__hide_update_nags', 1 );

/**
 * Removes the update banners for the current user when they cannot update WordPress.
 */
function __PREFIX__hide_update_nags() {
	if ( current_user_can( 'update_core' ) ) {
		return;
	}
	remove_action( 'admin_notices', 'update_nag', 3 );
	remove_action( 'network_admin_notices', 'update_nag', 3 );
	remove_action( 'admin_notices', 'maintenance_nag', 10 );
	remove_action( 'network_admin_notices', 'maintenance_nag', 10 );
}
