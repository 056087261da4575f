<?php
/**
 * Installs, updates and rolls back the plugins Plugsmith sends: only under slugs the connector installed,
 * with the previous version's files kept outside wp-content/plugins so that a rollback restores them.
 *
 * @package PlugsmithConnector
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/** The most entries, and the most bytes once extracted, a package may have. */
define( 'PLUGSMITH_CONNECTOR_MAX_ENTRIES', 10000 );
define( 'PLUGSMITH_CONNECTOR_MAX_UNZIPPED_BYTES', 64 * 1024 * 1024 );

/**
 * Where the previous version of each plugin is kept (one per slug).
 *
 * @return string
 */
function plugsmith_connector_backup_root() {
	return WP_CONTENT_DIR . '/plugsmith-connector-backups';
}

/**
 * Where the loader (includes/mu-loader.php) goes: a must-use plugin loads before every plugin.
 *
 * @return string
 */
function plugsmith_connector_loader_path() {
	return WPMU_PLUGIN_DIR . '/plugsmith-connector-loader.php';
}

/**
 * Copies the loader into the must-use plugins (on activation, and before an install when it is missing).
 *
 * @return bool Whether it is in place.
 */
function plugsmith_connector_install_loader() {
	require_once ABSPATH . 'wp-admin/includes/file.php';
	global $wp_filesystem;
	if ( ! WP_Filesystem( false, false, true ) || ! $wp_filesystem || 'direct' !== $wp_filesystem->method ) {
		return false;
	}
	if ( ! $wp_filesystem->is_dir( WPMU_PLUGIN_DIR ) && ! wp_mkdir_p( WPMU_PLUGIN_DIR ) ) {
		return false;
	}
	return $wp_filesystem->copy( PLUGSMITH_CONNECTOR_DIR . 'includes/mu-loader.php', plugsmith_connector_loader_path(), true, FS_CHMOD_FILE );
}

/**
 * Removes the loader (on deactivation and uninstall).
 *
 * @return void
 */
function plugsmith_connector_remove_loader() {
	wp_delete_file( plugsmith_connector_loader_path() );
}

/**
 * From here on in this request, the active plugins are read as stored (the loader hides the connector's own
 * plugins only while WordPress loads plugins).
 *
 * @return void
 */
function plugsmith_connector_stop_hiding_plugins() {
	remove_filter( 'option_active_plugins', 'plugsmith_connector_skip_managed_plugins' );
}

/**
 * Whether `$slug` is a plugin folder name the connector accepts.
 *
 * @param mixed $slug The slug sent.
 * @return bool
 */
function plugsmith_connector_valid_slug( $slug ) {
	return is_string( $slug ) && strlen( $slug ) <= 100 && 1 === preg_match( '/^[a-z0-9][a-z0-9-]*$/', $slug ) && 'plugsmith-connector' !== $slug;
}

/**
 * WordPress's filesystem, written to directly; a refusal when the site needs FTP credentials for it.
 *
 * @return true|WP_Error
 */
function plugsmith_connector_filesystem() {
	require_once ABSPATH . 'wp-admin/includes/file.php';
	require_once ABSPATH . 'wp-admin/includes/plugin.php';
	require_once ABSPATH . 'wp-admin/includes/class-wp-upgrader.php';
	global $wp_filesystem;
	if ( ! WP_Filesystem( false, false, true ) || ! $wp_filesystem || 'direct' !== $wp_filesystem->method ) {
		return plugsmith_connector_refusal( 'cannot_write', __( 'WordPress cannot write to its plugins folder without FTP credentials, so the connector cannot install plugins here.', 'plugsmith-connector' ) );
	}
	return true;
}

/**
 * The names of a ZIP file's entries with their extracted sizes, or null when it is no ZIP.
 *
 * @param string $file The ZIP file.
 * @return array<int, array{name: string, size: int}>|null
 */
function plugsmith_connector_zip_entries( $file ) {
	$entries = array();
	if ( class_exists( 'ZipArchive', false ) ) {
		$zip = new ZipArchive();
		if ( true !== $zip->open( $file, ZipArchive::CHECKCONS ) ) {
			return null;
		}
		for ( $i = 0; $i < $zip->numFiles; $i++ ) {
			$stat = $zip->statIndex( $i );
			if ( false === $stat ) {
				$zip->close();
				return null;
			}
			$entries[] = array(
				'name' => (string) $stat['name'],
				'size' => (int) $stat['size'],
			);
		}
		$zip->close();
		return $entries;
	}
	require_once ABSPATH . 'wp-admin/includes/class-pclzip.php';
	$archive = new PclZip( $file );
	$list    = $archive->listContent();
	if ( ! is_array( $list ) ) {
		return null;
	}
	foreach ( $list as $entry ) {
		$entries[] = array(
			'name' => (string) $entry['filename'],
			'size' => (int) $entry['size'],
		);
	}
	return $entries;
}

/**
 * Why a package's entries may not be installed as `$slug`, or null when they may: every entry inside the
 * one top folder named `$slug`, no entry leaving it, within the bounds on entries and extracted size.
 *
 * @param array<int, array{name: string, size: int}> $entries The ZIP's entries.
 * @param string                                      $slug    The slug the push names.
 * @return string|null
 */
function plugsmith_connector_package_problem( $entries, $slug ) {
	if ( count( $entries ) === 0 ) {
		return __( 'The package is empty.', 'plugsmith-connector' );
	}
	if ( count( $entries ) > PLUGSMITH_CONNECTOR_MAX_ENTRIES ) {
		return __( 'The package holds too many files.', 'plugsmith-connector' );
	}
	$total = 0;
	foreach ( $entries as $entry ) {
		$name = $entry['name'];
		if ( '' === $name || false !== strpbrk( $name, "\\\0:" ) || '/' === $name[0] ) {
			return __( 'The package holds a file with a path that is not allowed.', 'plugsmith-connector' );
		}
		foreach ( explode( '/', rtrim( $name, '/' ) ) as $part ) {
			if ( '' === $part || '.' === $part || '..' === $part ) {
				return __( 'The package holds a file with a path that is not allowed.', 'plugsmith-connector' );
			}
		}
		if ( 0 !== strpos( $name, $slug . '/' ) ) {
			return __( 'The package\'s top folder is not named after the plugin\'s slug.', 'plugsmith-connector' );
		}
		$total += max( 0, $entry['size'] );
	}
	if ( $total > PLUGSMITH_CONNECTOR_MAX_UNZIPPED_BYTES ) {
		return __( 'The package is larger than a plugin may be once extracted.', 'plugsmith-connector' );
	}
	return null;
}

/**
 * The main file (the PHP file with a Plugin Name header) of the plugin in `$dir`, by its name in the folder.
 *
 * @param string $dir  The plugin's folder.
 * @param string $slug The plugin's slug (its main file is most often `$slug.php`).
 * @return string|null
 */
function plugsmith_connector_find_main_file( $dir, $slug ) {
	$candidates = glob( $dir . '/*.php' );
	if ( ! is_array( $candidates ) ) {
		return null;
	}
	usort(
		$candidates,
		function ( $a, $b ) use ( $slug ) {
			return (int) ( basename( $b ) === $slug . '.php' ) - (int) ( basename( $a ) === $slug . '.php' );
		}
	);
	foreach ( $candidates as $file ) {
		$header = get_file_data( $file, array( 'Name' => 'Plugin Name' ) );
		if ( '' !== $header['Name'] ) {
			return basename( $file );
		}
	}
	return null;
}

/**
 * What this site is, for every answer.
 *
 * The largest body PHP reads is post_max_size (a larger one arrives empty): Plugsmith sends no package past it.
 *
 * @return array{name: string, url: string, wordpressVersion: string, phpVersion: string, maxBodyBytes: int}
 */
function plugsmith_connector_site_report() {
	return array(
		'name'             => get_bloginfo( 'name' ),
		'url'              => home_url(),
		'wordpressVersion' => get_bloginfo( 'version' ),
		'phpVersion'       => PHP_VERSION,
		'maxBodyBytes'     => max( 0, (int) wp_convert_hr_to_bytes( (string) ini_get( 'post_max_size' ) ) ),
	);
}

/**
 * The plugin installed as `$slug`: its version, whether it is active, and `$errors`.
 *
 * @param string   $slug   The plugin's slug.
 * @param string[] $errors What went wrong while activating it.
 * @return array{slug: string, version: string, active: bool, errors: string[]}
 */
function plugsmith_connector_plugin_report( $slug, $errors ) {
	require_once ABSPATH . 'wp-admin/includes/plugin.php';
	$dir     = WP_PLUGIN_DIR . '/' . $slug;
	$main    = plugsmith_connector_find_main_file( $dir, $slug );
	$version = '';
	if ( null !== $main ) {
		$header  = get_file_data( $dir . '/' . $main, array( 'Version' => 'Version' ) );
		$version = $header['Version'];
	}
	return array(
		'slug'    => $slug,
		'version' => $version,
		'active'  => null !== $main && is_plugin_active( $slug . '/' . $main ),
		'errors'  => array_values( $errors ),
	);
}

/**
 * The plugin being activated in this request, so that a fatal error in it is answered (see
 * plugsmith_connector_activation_fatal); null when none is.
 *
 * @param string|null|false $slug The slug to remember, null to forget it, false to read it.
 * @return string|null
 */
function plugsmith_connector_activating( $slug = false ) {
	static $activating = null;
	if ( false !== $slug ) {
		$activating = $slug;
	}
	return $activating;
}

/**
 * Activates the plugin in `$slug`'s folder as wp-admin does (its activation hook runs, output is an error),
 * collecting the PHP warnings and notices raised meanwhile.
 *
 * @param string $slug The plugin's slug.
 * @return array{slug: string, version: string, active: bool, errors: string[]}
 */
function plugsmith_connector_activate( $slug ) {
	require_once ABSPATH . 'wp-admin/includes/plugin.php';
	$main = plugsmith_connector_find_main_file( WP_PLUGIN_DIR . '/' . $slug, $slug );
	if ( null === $main ) {
		return plugsmith_connector_plugin_report( $slug, array( __( 'The plugin has no main file with a Plugin Name header.', 'plugsmith-connector' ) ) );
	}
	$file = wp_normalize_path( WP_PLUGIN_DIR . '/' . $slug . '/' . $main );
	if ( in_array( $file, array_map( 'wp_normalize_path', get_included_files() ), true ) ) {
		// The version replaced was loaded in this request (the loader is missing): PHP cannot load the new one
		// beside it. It is marked active without running; WordPress loads it from the next request on.
		activate_plugin( $slug . '/' . $main, '', false, true );
		return plugsmith_connector_plugin_report( $slug, array( __( 'The new version was not run here because the version it replaced was already loaded; it runs from the next page load on. Reactivate the connector so that it can restore its loader.', 'plugsmith-connector' ) ) );
	}
	$errors = array();
	plugsmith_connector_activating( $slug );
	// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_set_error_handler -- collects what the plugin raises while it is activated, for the report.
	set_error_handler(
		function ( $type, $message, $file, $line ) use ( &$errors ) {
			if ( count( $errors ) < 20 ) {
				$errors[] = plugsmith_connector_error_text( $type, $message, $file, $line );
			}
			return true;
		}
	);
	$result = activate_plugin( $slug . '/' . $main, '', false, false );
	restore_error_handler();
	plugsmith_connector_activating( null );
	if ( is_wp_error( $result ) ) {
		$errors[] = wp_strip_all_tags( $result->get_error_message() );
	}
	return plugsmith_connector_plugin_report( $slug, $errors );
}

/**
 * One PHP error as a line of the report, with paths inside the plugins folder shortened.
 *
 * @param int    $type    The error's type.
 * @param string $message PHP's message.
 * @param string $file    Where.
 * @param int    $line    On which line.
 * @return string
 */
function plugsmith_connector_error_text( $type, $message, $file, $line ) {
	$kinds = array(
		E_ERROR           => 'Fatal error',
		E_PARSE           => 'Parse error',
		E_COMPILE_ERROR   => 'Fatal error',
		E_CORE_ERROR      => 'Fatal error',
		E_USER_ERROR      => 'Fatal error',
		E_WARNING         => 'Warning',
		E_USER_WARNING    => 'Warning',
		E_NOTICE          => 'Notice',
		E_USER_NOTICE     => 'Notice',
		E_DEPRECATED      => 'Deprecated',
		E_USER_DEPRECATED => 'Deprecated',
	);
	$kind  = isset( $kinds[ $type ] ) ? $kinds[ $type ] : 'Error';
	$where = str_replace( trailingslashit( WP_PLUGIN_DIR ), '', (string) $file );
	return sanitize_text_field( sprintf( 'PHP %s: %s in %s on line %d', $kind, strtok( (string) $message, "\n" ), $where, (int) $line ) );
}

/**
 * Whether WordPress's own handler should show its error page: not for a fatal error in a plugin being
 * activated, which plugsmith_connector_activation_fatal answers instead.
 *
 * @param bool $handle What WordPress would do.
 * @return bool
 */
function plugsmith_connector_handle_php_error( $handle ) {
	return null === plugsmith_connector_activating() ? $handle : false;
}

/**
 * On shutdown after a fatal error in a plugin being activated: answers with the report (not active, the
 * error) instead of WordPress's error page. The plugin is not active: WordPress activates it only after
 * it loaded.
 *
 * @return void
 */
function plugsmith_connector_activation_fatal() {
	$slug = plugsmith_connector_activating();
	if ( null === $slug ) {
		return;
	}
	$error = error_get_last();
	if ( null === $error || ! in_array( $error['type'], array( E_ERROR, E_PARSE, E_CORE_ERROR, E_COMPILE_ERROR, E_USER_ERROR, E_RECOVERABLE_ERROR ), true ) ) {
		return;
	}
	while ( ob_get_level() > 0 ) {
		ob_end_clean();
	}
	$text = plugsmith_connector_error_text( $error['type'], $error['message'], $error['file'], $error['line'] );
	// PHP answers 500 after a fatal error; the install itself went through, and the report says what failed.
	if ( ! headers_sent() ) {
		http_response_code( 200 );
	}
	wp_send_json(
		array(
			'ok'     => true,
			'site'   => plugsmith_connector_site_report(),
			'plugin' => plugsmith_connector_plugin_report( $slug, array( $text ) ),
		),
		200
	);
}

/**
 * Deactivates every active plugin of `$slug`'s folder, without their deactivation hooks (as WordPress's
 * own updater does before it replaces a plugin's files).
 *
 * @param string $slug The plugin's slug.
 * @return void
 */
function plugsmith_connector_deactivate( $slug ) {
	$active = array_filter(
		(array) get_option( 'active_plugins', array() ),
		function ( $plugin ) use ( $slug ) {
			return 0 === strpos( (string) $plugin, $slug . '/' );
		}
	);
	if ( count( $active ) > 0 ) {
		deactivate_plugins( array_values( $active ), true );
	}
}

/**
 * Makes the folder that keeps previous versions, closed to the web.
 *
 * @return bool
 */
function plugsmith_connector_prepare_backup_root() {
	global $wp_filesystem;
	$root = plugsmith_connector_backup_root();
	if ( ! $wp_filesystem->is_dir( $root ) && ! $wp_filesystem->mkdir( $root, FS_CHMOD_DIR ) ) {
		return false;
	}
	$wp_filesystem->put_contents( $root . '/index.php', "<?php\n// Silence is golden.\n", FS_CHMOD_FILE );
	$wp_filesystem->put_contents( $root . '/.htaccess', "Require all denied\nDeny from all\n", FS_CHMOD_FILE );
	return true;
}

/**
 * Installs or updates the plugin `$slug` from the ZIP `$zip` (bytes), keeps the version it replaces, and
 * activates it.
 *
 * @param string $slug The plugin's slug; the ZIP's one top folder.
 * @param string $zip  The ZIP's bytes.
 * @return array|WP_Error The plugin's report, or the refusal.
 */
function plugsmith_connector_install( $slug, $zip ) {
	global $wp_filesystem;
	if ( ! plugsmith_connector_valid_slug( $slug ) ) {
		return plugsmith_connector_refusal( 'bad_request', __( 'The slug is not a plugin folder name.', 'plugsmith-connector' ) );
	}
	$dir       = WP_PLUGIN_DIR . '/' . $slug;
	$installed = plugsmith_connector_installed();
	if ( file_exists( $dir ) && ! isset( $installed[ $slug ] ) ) {
		return plugsmith_connector_refusal( 'not_ours', __( 'A plugin with this slug is on the site, and the connector did not install it.', 'plugsmith-connector' ) );
	}
	if ( strlen( $zip ) > PLUGSMITH_CONNECTOR_MAX_ZIP_BYTES ) {
		return plugsmith_connector_refusal( 'bad_package', __( 'The package is larger than a push may carry.', 'plugsmith-connector' ) );
	}
	$ready = plugsmith_connector_filesystem();
	if ( is_wp_error( $ready ) ) {
		return $ready;
	}
	plugsmith_connector_stop_hiding_plugins();
	$file = wp_tempnam( 'plugsmith-connector.zip' );
	if ( ! $file || ! $wp_filesystem->put_contents( $file, $zip, FS_CHMOD_FILE ) ) {
		return plugsmith_connector_refusal( 'cannot_write', __( 'The package could not be written to a temporary file.', 'plugsmith-connector' ) );
	}
	$staging = WP_CONTENT_DIR . '/upgrade/plugsmith-connector-' . wp_generate_password( 12, false );
	$result  = plugsmith_connector_unpack( $file, $staging, $slug );
	$wp_filesystem->delete( $file );
	if ( is_wp_error( $result ) ) {
		$wp_filesystem->delete( $staging, true );
		return $result;
	}
	if ( ! WP_Upgrader::create_lock( 'plugsmith_connector', 5 * MINUTE_IN_SECONDS ) ) {
		$wp_filesystem->delete( $staging, true );
		return plugsmith_connector_refusal( 'bad_request', __( 'Another install is running on this site; try again in a moment.', 'plugsmith-connector' ) );
	}
	$moved = plugsmith_connector_replace( $slug, $staging . '/' . $slug );
	WP_Upgrader::release_lock( 'plugsmith_connector' );
	$wp_filesystem->delete( $staging, true );
	if ( is_wp_error( $moved ) ) {
		return $moved;
	}
	plugsmith_connector_remember_plugin( $slug );
	return plugsmith_connector_activate( $slug );
}

/**
 * Checks the ZIP in `$file` and extracts it into `$staging`, where `$staging/$slug` must then hold a plugin.
 *
 * @param string $file    The ZIP file.
 * @param string $staging An empty folder to extract into.
 * @param string $slug    The plugin's slug.
 * @return true|WP_Error
 */
function plugsmith_connector_unpack( $file, $staging, $slug ) {
	$entries = plugsmith_connector_zip_entries( $file );
	if ( null === $entries ) {
		return plugsmith_connector_refusal( 'bad_package', __( 'The package is not a ZIP file.', 'plugsmith-connector' ) );
	}
	$problem = plugsmith_connector_package_problem( $entries, $slug );
	if ( null !== $problem ) {
		return plugsmith_connector_refusal( 'bad_package', $problem );
	}
	$unzipped = unzip_file( $file, $staging );
	if ( is_wp_error( $unzipped ) ) {
		/* translators: %s: WordPress's reason. */
		return plugsmith_connector_refusal( 'bad_package', sprintf( __( 'The package could not be extracted: %s', 'plugsmith-connector' ), $unzipped->get_error_message() ) );
	}
	if ( null === plugsmith_connector_find_main_file( $staging . '/' . $slug, $slug ) ) {
		return plugsmith_connector_refusal( 'bad_package', __( 'The package holds no main plugin file (a PHP file with a Plugin Name header) in its top folder.', 'plugsmith-connector' ) );
	}
	return true;
}

/**
 * Puts the plugin in `$source` in place of `$slug`'s folder; the folder it replaces becomes the backup (the
 * one before it is dropped). When the move fails, the previous version is put back.
 *
 * @param string $slug   The plugin's slug.
 * @param string $source The new version's folder.
 * @return true|WP_Error
 */
function plugsmith_connector_replace( $slug, $source ) {
	global $wp_filesystem;
	$dir    = WP_PLUGIN_DIR . '/' . $slug;
	$backup = plugsmith_connector_backup_root() . '/' . $slug;
	if ( $wp_filesystem->is_dir( $dir ) ) {
		if ( ! plugsmith_connector_prepare_backup_root() ) {
			return plugsmith_connector_refusal( 'cannot_write', __( 'The folder for previous versions could not be made.', 'plugsmith-connector' ) );
		}
		plugsmith_connector_deactivate( $slug );
		$wp_filesystem->delete( $backup, true );
		if ( is_wp_error( move_dir( $dir, $backup, true ) ) ) {
			return plugsmith_connector_refusal( 'cannot_write', __( 'The installed version could not be set aside.', 'plugsmith-connector' ) );
		}
	}
	if ( is_wp_error( move_dir( $source, $dir, true ) ) ) {
		if ( $wp_filesystem->is_dir( $backup ) ) {
			move_dir( $backup, $dir, true );
		}
		return plugsmith_connector_refusal( 'cannot_write', __( 'The new version could not be moved into the plugins folder.', 'plugsmith-connector' ) );
	}
	wp_clean_plugins_cache();
	return true;
}

/**
 * Puts back the version kept for `$slug` and activates it; the backup is used up.
 *
 * @param string $slug The plugin's slug.
 * @return array|WP_Error The plugin's report, or the refusal.
 */
function plugsmith_connector_rollback( $slug ) {
	global $wp_filesystem;
	if ( ! plugsmith_connector_valid_slug( $slug ) ) {
		return plugsmith_connector_refusal( 'bad_request', __( 'The slug is not a plugin folder name.', 'plugsmith-connector' ) );
	}
	$installed = plugsmith_connector_installed();
	if ( ! isset( $installed[ $slug ] ) ) {
		return plugsmith_connector_refusal( 'not_ours', __( 'The connector did not install a plugin with this slug.', 'plugsmith-connector' ) );
	}
	$ready = plugsmith_connector_filesystem();
	if ( is_wp_error( $ready ) ) {
		return $ready;
	}
	plugsmith_connector_stop_hiding_plugins();
	$dir    = WP_PLUGIN_DIR . '/' . $slug;
	$backup = plugsmith_connector_backup_root() . '/' . $slug;
	if ( ! $wp_filesystem->is_dir( $backup ) ) {
		return plugsmith_connector_refusal( 'no_backup', __( 'No previous version of this plugin is kept.', 'plugsmith-connector' ) );
	}
	if ( ! WP_Upgrader::create_lock( 'plugsmith_connector', 5 * MINUTE_IN_SECONDS ) ) {
		return plugsmith_connector_refusal( 'bad_request', __( 'Another install is running on this site; try again in a moment.', 'plugsmith-connector' ) );
	}
	plugsmith_connector_deactivate( $slug );
	// The current version is set aside until the previous one is in place, then deleted.
	$aside = WP_CONTENT_DIR . '/upgrade/plugsmith-connector-' . wp_generate_password( 12, false );
	if ( $wp_filesystem->is_dir( $dir ) && is_wp_error( move_dir( $dir, $aside, true ) ) ) {
		WP_Upgrader::release_lock( 'plugsmith_connector' );
		return plugsmith_connector_refusal( 'cannot_write', __( 'The installed version could not be set aside.', 'plugsmith-connector' ) );
	}
	$moved = move_dir( $backup, $dir, true );
	if ( is_wp_error( $moved ) && $wp_filesystem->is_dir( $aside ) ) {
		move_dir( $aside, $dir, true );
	}
	$wp_filesystem->delete( $aside, true );
	WP_Upgrader::release_lock( 'plugsmith_connector' );
	wp_clean_plugins_cache();
	if ( is_wp_error( $moved ) ) {
		return plugsmith_connector_refusal( 'cannot_write', __( 'The previous version could not be put back.', 'plugsmith-connector' ) );
	}
	return plugsmith_connector_activate( $slug );
}

/**
 * Whether a previous version of `$slug` is kept.
 *
 * @param string $slug The plugin's slug.
 * @return bool
 */
function plugsmith_connector_has_backup( $slug ) {
	return plugsmith_connector_valid_slug( $slug ) && is_dir( plugsmith_connector_backup_root() . '/' . $slug );
}
