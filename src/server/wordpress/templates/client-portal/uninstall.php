<?php
// What the plugin's uninstall.php runs for this template (this opening line and comments at the top are left out).
remove_role( '__PREFIX__client' );
delete_option( '__PREFIX__settings' );
foreach ( get_posts( array( 'post_type' => 'PLUGSMITH_NAME_POST_TYPE', 'post_status' => 'any', 'numberposts' => -1, 'fields' => 'ids' ) ) as $__PREFIX__project ) {
	wp_delete_post( $__PREFIX__project, true );
}
$__PREFIX__dir = trailingslashit( wp_upload_dir( null, false )['basedir'] ) . '__CSS_PREFIX__files';
if ( is_dir( $__PREFIX__dir ) ) {
	foreach ( array_merge( (array) glob( $__PREFIX__dir . '/*' ), array( $__PREFIX__dir . '/.htaccess' ) ) as $__PREFIX__file ) {
		if ( is_file( (string) $__PREFIX__file ) ) {
			wp_delete_file( (string) $__PREFIX__file );
		}
	}
	rmdir( $__PREFIX__dir ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir
}
