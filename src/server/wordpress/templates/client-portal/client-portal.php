<?php
/**
 * __PLUGIN_NAME__: a private portal where each client sees only their own projects, notes and files.
 *
 * Plugsmith block: client-portal
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Default values of the settings.
 *
 * @return array<string, mixed>
 */
function __PREFIX__settings_defaults() {
	return array(
		'portal_page'    => 0,
		'notify_status'  => true,
		'notify_updates' => false,
		'email_footer'   => '',
	);
}

/**
 * The settings, with defaults for what was never saved.
 *
 * @return array<string, mixed>
 */
function __PREFIX__settings() {
	$saved = get_option( '__PREFIX__settings', array() );
	return wp_parse_args( is_array( $saved ) ? $saved : array(), __PREFIX__settings_defaults() );
}

/**
 * The project statuses.
 *
 * @return array<string, string> Key => translated label.
 */
function __PREFIX__statuses() {
	return (array) apply_filters(
		'__PREFIX__statuses',
		array(
		'not_started'       => __( 'Not started', '__TEXT_DOMAIN__' ),
		'in_progress'       => __( 'In progress', '__TEXT_DOMAIN__' ),
		'awaiting_feedback' => __( 'Awaiting your feedback', '__TEXT_DOMAIN__' ),
		'on_hold'           => __( 'On hold', '__TEXT_DOMAIN__' ),
		'completed'         => __( 'Completed', '__TEXT_DOMAIN__' ),
		)
	);
}

/**
 * The label of a status.
 *
 * @param string $status Status key.
 * @return string
 */
function __PREFIX__status_label( $status ) {
	$statuses = __PREFIX__statuses();
	return isset( $statuses[ $status ] ) ? $statuses[ $status ] : __( 'Not started', '__TEXT_DOMAIN__' );
}

/**
 * Activation and update: the Client role, default settings and the private files folder.
 */
function __PREFIX__install() {
	add_role( '__PREFIX__client', __( 'Client', '__TEXT_DOMAIN__' ), array( 'read' => true ) );
	add_option( '__PREFIX__settings', __PREFIX__settings_defaults() );
	__PREFIX__files_dir();
}

/**
 * The folder holding the projects' files, created with an .htaccess that denies direct access and an
 * empty index.php. Files there have random names and are only served by __PREFIX__download().
 *
 * @return string Absolute path without a trailing slash.
 */
function __PREFIX__files_dir() {
	$uploads = wp_upload_dir( null, false );
	$dir     = trailingslashit( $uploads['basedir'] ) . '__CSS_PREFIX__files';
	if ( ! is_dir( $dir ) ) {
		wp_mkdir_p( $dir );
	}
	if ( is_dir( $dir ) && ! file_exists( $dir . '/.htaccess' ) ) {
		file_put_contents( $dir . '/.htaccess', "Require all denied\nDeny from all\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		file_put_contents( $dir . '/index.php', "<?php\n// Silence is golden.\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
	}
	return $dir;
}

/**
 * Registers the Projects post type (admin only: projects are never public pages).
 */
function __PREFIX__register_post_type() {
	register_post_type(
		'PLUGSMITH_NAME_POST_TYPE',
		array(
			'labels'              => array(
				'name'               => __( 'Projects', '__TEXT_DOMAIN__' ),
				'singular_name'      => __( 'Project', '__TEXT_DOMAIN__' ),
				'menu_name'          => __( 'Client Projects', '__TEXT_DOMAIN__' ),
				'add_new'            => __( 'Add New Project', '__TEXT_DOMAIN__' ),
				'add_new_item'       => __( 'Add New Project', '__TEXT_DOMAIN__' ),
				'edit_item'          => __( 'Edit Project', '__TEXT_DOMAIN__' ),
				'new_item'           => __( 'New Project', '__TEXT_DOMAIN__' ),
				'view_item'          => __( 'View Project', '__TEXT_DOMAIN__' ),
				'search_items'       => __( 'Search Projects', '__TEXT_DOMAIN__' ),
				'not_found'          => __( 'No projects found.', '__TEXT_DOMAIN__' ),
				'not_found_in_trash' => __( 'No projects found in the Trash.', '__TEXT_DOMAIN__' ),
				'all_items'          => __( 'All Projects', '__TEXT_DOMAIN__' ),
			),
			'public'              => false,
			'show_ui'             => true,
			'show_in_menu'        => true,
			'show_in_rest'        => false,
			'exclude_from_search' => true,
			'publicly_queryable'  => false,
			'menu_icon'           => 'dashicons-portfolio',
			'menu_position'       => 26,
			'capability_type'     => 'post',
			'map_meta_cap'        => true,
			'supports'            => array( 'title', 'editor', 'revisions' ),
		)
	);
}
add_action( 'init', '__PREFIX__register_post_type' );

/**
 * The client user assigned to a project, or 0.
 *
 * @param int $project_id Project ID.
 * @return int
 */
function __PREFIX__project_client( $project_id ) {
	return absint( get_post_meta( $project_id, '__PREFIX__client', true ) );
}

/**
 * The notes of a project, oldest first: each array( 'time' => timestamp, 'author' => user ID, 'text' => text ).
 *
 * @param int $project_id Project ID.
 * @return array<int, array<string, mixed>>
 */
function __PREFIX__project_notes( $project_id ) {
	$notes = get_post_meta( $project_id, '__PREFIX__notes', true );
	return is_array( $notes ) ? array_values( $notes ) : array();
}

/**
 * The files of a project: key => array( 'name', 'stored', 'type', 'size', 'time' ).
 *
 * @param int $project_id Project ID.
 * @return array<string, array<string, mixed>>
 */
function __PREFIX__project_files( $project_id ) {
	$files = get_post_meta( $project_id, '__PREFIX__files', true );
	return is_array( $files ) ? $files : array();
}

/**
 * Whether the current user may see a project and download its files: its own client (once the
 * project is published), or someone who may edit it.
 *
 * @param int $project_id Project ID.
 * @return bool
 */
function __PREFIX__user_can_access( $project_id ) {
	$project = get_post( $project_id );
	if ( ! $project || 'PLUGSMITH_NAME_POST_TYPE' !== $project->post_type || ! is_user_logged_in() ) {
		return false;
	}
	if ( current_user_can( 'edit_post', $project->ID ) ) {
		return true;
	}
	return 'publish' === $project->post_status && __PREFIX__project_client( $project->ID ) === get_current_user_id();
}

/**
 * The address of the protected download of one file.
 *
 * @param int    $project_id Project ID.
 * @param string $key        File key.
 * @return string
 */
function __PREFIX__download_url( $project_id, $key ) {
	return add_query_arg(
		array(
			'action'  => '__PREFIX__download',
			'project' => (int) $project_id,
			'file'    => rawurlencode( $key ),
		),
		admin_url( 'admin-post.php' )
	);
}

/**
 * Serves a project's file to its client (or an editor of the project), and refuses everyone else:
 * visitors are sent to the login page, other users get a 403. Files are never reachable by URL.
 */
function __PREFIX__download() {
	$project_id = isset( $_GET['project'] ) ? absint( $_GET['project'] ) : 0; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	$key        = isset( $_GET['file'] ) ? sanitize_key( wp_unslash( $_GET['file'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	if ( ! is_user_logged_in() ) {
		wp_safe_redirect( wp_login_url( __PREFIX__download_url( $project_id, $key ) ) );
		exit;
	}
	$files = __PREFIX__project_files( $project_id );
	if ( ! __PREFIX__user_can_access( $project_id ) || '' === $key || ! isset( $files[ $key ] ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to download this file.', '__TEXT_DOMAIN__' ), __( 'Download refused', '__TEXT_DOMAIN__' ), array( 'response' => 403 ) );
	}
	$file = $files[ $key ];
	$path = __PREFIX__files_dir() . '/' . basename( (string) $file['stored'] );
	if ( ! is_readable( $path ) ) {
		wp_die( esc_html__( 'This file is no longer available.', '__TEXT_DOMAIN__' ), __( 'File not found', '__TEXT_DOMAIN__' ), array( 'response' => 404 ) );
	}
	nocache_headers();
	header( 'Content-Type: ' . ( '' !== (string) $file['type'] ? (string) $file['type'] : 'application/octet-stream' ) );
	header( 'Content-Disposition: attachment; filename="' . str_replace( array( '"', "\r", "\n" ), '', sanitize_file_name( (string) $file['name'] ) ) . '"' );
	header( 'Content-Length: ' . (string) filesize( $path ) );
	header( 'X-Content-Type-Options: nosniff' );
	readfile( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_readfile
	exit;
}
add_action( 'admin_post___PREFIX__download', '__PREFIX__download' );
add_action( 'admin_post_nopriv___PREFIX__download', '__PREFIX__download' );

/**
 * The address of the portal page chosen in the settings, or ''.
 *
 * @return string
 */
function __PREFIX__portal_url() {
	$settings = __PREFIX__settings();
	$page     = absint( $settings['portal_page'] );
	return $page && 'publish' === get_post_status( $page ) ? (string) get_permalink( $page ) : '';
}

/**
 * E-mails a project's client (when there is one).
 *
 * @param int    $project_id Project ID.
 * @param string $subject    Subject without the site name.
 * @param string $message    The first paragraph.
 * @return bool Whether an e-mail was sent.
 */
function __PREFIX__notify_client( $project_id, $subject, $message ) {
	$client = get_userdata( __PREFIX__project_client( $project_id ) );
	if ( ! $client || ! is_email( $client->user_email ) ) {
		return false;
	}
	$settings = __PREFIX__settings();
	$site     = wp_specialchars_decode( get_bloginfo( 'name' ), ENT_QUOTES );
	/* translators: %s: the client's name. */
	$body = sprintf( __( 'Hello %s,', '__TEXT_DOMAIN__' ), $client->display_name ) . "\n\n" . $message . "\n\n";
	$url  = __PREFIX__portal_url();
	if ( '' !== $url ) {
		/* translators: %s: address of the client portal. */
		$body .= sprintf( __( 'See your projects, notes and files in your portal: %s', '__TEXT_DOMAIN__' ), $url ) . "\n\n";
	}
	if ( '' !== trim( (string) $settings['email_footer'] ) ) {
		$body .= (string) $settings['email_footer'] . "\n";
	}
	return wp_mail( $client->user_email, '[' . $site . '] ' . $subject, $body );
}

/**
 * Tells the client that a project's status changed (when the settings ask for it).
 *
 * @param int    $project_id Project ID.
 * @param string $old        Previous status.
 * @param string $new        New status.
 */
function __PREFIX__notify_status_change( $project_id, $old, $new ) {
	$settings = __PREFIX__settings();
	if ( empty( $settings['notify_status'] ) ) {
		return;
	}
	$title = get_the_title( $project_id );
	__PREFIX__notify_client(
		$project_id,
		/* translators: 1: project title, 2: new status. */
		sprintf( __( '%1$s is now: %2$s', '__TEXT_DOMAIN__' ), $title, __PREFIX__status_label( $new ) ),
		/* translators: 1: project title, 2: previous status, 3: new status. */
		sprintf( __( 'The status of your project “%1$s” changed from %2$s to %3$s.', '__TEXT_DOMAIN__' ), $title, __PREFIX__status_label( $old ), __PREFIX__status_label( $new ) )
	);
}

/**
 * Tells the client about new notes or files (when the settings ask for it).
 *
 * @param int $project_id Project ID.
 * @param int $notes      Number of new notes.
 * @param int $files      Number of new files.
 */
function __PREFIX__notify_update( $project_id, $notes, $files ) {
	$settings = __PREFIX__settings();
	if ( empty( $settings['notify_updates'] ) || ( ! $notes && ! $files ) ) {
		return;
	}
	$title = get_the_title( $project_id );
	__PREFIX__notify_client(
		$project_id,
		/* translators: %s: project title. */
		sprintf( __( 'New on %s', '__TEXT_DOMAIN__' ), $title ),
		/* translators: 1: project title, 2: number of new notes, 3: number of new files. */
		sprintf( __( 'Your project “%1$s” has %2$d new note(s) and %3$d new file(s).', '__TEXT_DOMAIN__' ), $title, $notes, $files )
	);
}

/**
 * Renders [PLUGSMITH_NAME_SHORTCODE] (and [client_portal]): the signed-in client's own projects with their status,
 * description, notes and files; a login form for visitors.
 *
 * @return string
 */
function __PREFIX__render_portal() {
	wp_enqueue_style( '__CSS_PREFIX__portal' );
	$html = '<div class="__CSS_PREFIX__portal">';
	if ( ! is_user_logged_in() ) {
		$html .= '<p class="__CSS_PREFIX__portal__intro">' . esc_html__( 'Please log in to see your projects.', '__TEXT_DOMAIN__' ) . '</p>';
		$html .= '<div class="__CSS_PREFIX__portal__login">' . wp_login_form(
			array(
				'echo'     => false,
				'redirect' => (string) get_permalink(),
				'form_id'  => '__CSS_PREFIX__portal-login',
			)
		) . '</div></div>';
		return $html;
	}

	$user     = wp_get_current_user();
	$projects = get_posts(
		array(
			'post_type'        => 'PLUGSMITH_NAME_POST_TYPE',
			'post_status'      => 'publish',
			'numberposts'      => 100,
			'orderby'          => 'modified',
			'order'            => 'DESC',
			'meta_key'         => '__PREFIX__client', // phpcs:ignore WordPress.DB.SlowDBQuery.slow_query_meta_key
			'meta_value'       => (string) $user->ID, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_query_meta_value
			'suppress_filters' => false,
		)
	);

	/* translators: %s: the client's name. */
	$html .= '<p class="__CSS_PREFIX__portal__intro">' . esc_html( sprintf( __( 'Hello %s, here are your projects.', '__TEXT_DOMAIN__' ), $user->display_name ) ) . '</p>';
	if ( ! $projects ) {
		$html .= '<p class="__CSS_PREFIX__portal__empty">' . esc_html__( 'You have no projects yet.', '__TEXT_DOMAIN__' ) . '</p>';
	}
	foreach ( $projects as $project ) {
		$status = (string) get_post_meta( $project->ID, '__PREFIX__status', true );
		$html  .= '<article class="__CSS_PREFIX__portal__project">';
		$html  .= '<header class="__CSS_PREFIX__portal__header"><h3 class="__CSS_PREFIX__portal__title">' . esc_html( get_the_title( $project ) ) . '</h3>';
		$html  .= ' <span class="__CSS_PREFIX__portal__status __CSS_PREFIX__portal__status--' . esc_attr( $status ) . '">' . esc_html( __PREFIX__status_label( $status ) ) . '</span></header>';
		/* translators: %s: date of the last update. */
		$html .= '<p class="__CSS_PREFIX__portal__updated">' . esc_html( sprintf( __( 'Last updated %s', '__TEXT_DOMAIN__' ), get_the_modified_date( '', $project ) ) ) . '</p>';
		if ( '' !== trim( $project->post_content ) ) {
			$html .= '<div class="__CSS_PREFIX__portal__description">' . wpautop( wp_kses_post( $project->post_content ) ) . '</div>';
		}

		$files = __PREFIX__project_files( $project->ID );
		$html .= '<h4 class="__CSS_PREFIX__portal__heading">' . esc_html__( 'Files', '__TEXT_DOMAIN__' ) . '</h4>';
		if ( $files ) {
			$html .= '<ul class="__CSS_PREFIX__portal__files">';
			foreach ( $files as $key => $file ) {
				$html .= '<li class="__CSS_PREFIX__portal__file"><a class="__CSS_PREFIX__portal__download" href="' . esc_url( __PREFIX__download_url( $project->ID, (string) $key ) ) . '">' . esc_html( (string) $file['name'] ) . '</a>';
				$html .= ' <span class="__CSS_PREFIX__portal__meta">' . esc_html( size_format( (int) $file['size'] ) . ' · ' . wp_date( get_option( 'date_format' ), (int) $file['time'] ) ) . '</span></li>';
			}
			$html .= '</ul>';
		} else {
			$html .= '<p class="__CSS_PREFIX__portal__none">' . esc_html__( 'No files yet.', '__TEXT_DOMAIN__' ) . '</p>';
		}

		$notes = array_reverse( __PREFIX__project_notes( $project->ID ) );
		$html .= '<h4 class="__CSS_PREFIX__portal__heading">' . esc_html__( 'Notes', '__TEXT_DOMAIN__' ) . '</h4>';
		if ( $notes ) {
			$html .= '<ol class="__CSS_PREFIX__portal__notes">';
			foreach ( $notes as $note ) {
				$html .= '<li class="__CSS_PREFIX__portal__note"><time class="__CSS_PREFIX__portal__meta" datetime="' . esc_attr( gmdate( 'c', (int) $note['time'] ) ) . '">' . esc_html( wp_date( get_option( 'date_format' ), (int) $note['time'] ) ) . '</time>';
				$html .= '<div class="__CSS_PREFIX__portal__note-text">' . wpautop( esc_html( (string) $note['text'] ) ) . '</div></li>';
			}
			$html .= '</ol>';
		} else {
			$html .= '<p class="__CSS_PREFIX__portal__none">' . esc_html__( 'No notes yet.', '__TEXT_DOMAIN__' ) . '</p>';
		}
		$html .= '</article>';
	}
	$html .= '<p class="__CSS_PREFIX__portal__logout"><a class="__CSS_PREFIX__portal__button" href="' . esc_url( wp_logout_url( (string) get_permalink() ) ) . '">' . esc_html__( 'Log out', '__TEXT_DOMAIN__' ) . '</a></p>';
	$html .= '</div>';
	return $html;
}

/**
 * Registers the shortcodes: the plugin's own tag, and [client_portal] as well unless another plugin already uses it.
 */
function __PREFIX__register_shortcodes() {
	add_shortcode( 'PLUGSMITH_NAME_SHORTCODE', '__PREFIX__render_portal' );
	if ( ! shortcode_exists( 'client_portal' ) ) {
		add_shortcode( 'client_portal', '__PREFIX__render_portal' );
	}
}
add_action( 'init', '__PREFIX__register_shortcodes', 20 );

/**
 * Registers the portal's stylesheet; it is enqueued where the portal is shown.
 */
function __PREFIX__register_assets() {
	wp_register_style( '__CSS_PREFIX__portal', plugins_url( 'assets/client-portal.css', __DIR__ ), array(), __CONST_PREFIX__VERSION );
}
add_action( 'wp_enqueue_scripts', '__PREFIX__register_assets' );

/**
 * Sends clients to the portal page after they log in (when one is chosen in the settings).
 *
 * @param string           $redirect_to The address WordPress would go to.
 * @param string           $requested   The address asked for.
 * @param WP_User|WP_Error $user        The user logging in.
 * @return string
 */
function __PREFIX__login_redirect( $redirect_to, $requested, $user ) {
	if ( $user instanceof WP_User && in_array( '__PREFIX__client', (array) $user->roles, true ) && ( '' === $requested || admin_url() === $requested ) ) {
		$url = __PREFIX__portal_url();
		if ( '' !== $url ) {
			return $url;
		}
	}
	return $redirect_to;
}
add_filter( 'login_redirect', '__PREFIX__login_redirect', 10, 3 );

/**
 * Hides the toolbar on the site from clients.
 *
 * @param bool $show Whether to show it.
 * @return bool
 */
function __PREFIX__hide_admin_bar( $show ) {
	$user = wp_get_current_user();
	return in_array( '__PREFIX__client', (array) $user->roles, true ) ? false : $show;
}
add_filter( 'show_admin_bar', '__PREFIX__hide_admin_bar' );
