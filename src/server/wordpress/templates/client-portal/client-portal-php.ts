import type { BlueprintContext } from "../../blueprint/blueprint-context";
import { phpFileStart, tr, trHtml } from "../../blueprint/php-source";
import type { ClientPortalNames } from "./client-portal-names";

/** The project statuses: key → label. */
export const STATUSES: ReadonlyArray<readonly [string, string]> = [
  ["not_started", "Not started"],
  ["in_progress", "In progress"],
  ["awaiting_feedback", "Awaiting your feedback"],
  ["on_hold", "On hold"],
  ["completed", "Completed"],
];

/**
 * includes/client-portal.php: the Client role, the projects, their private files and the protected
 * download handler, the [client_portal] shortcode and the e-mails to clients.
 */
export function clientPortalCorePhp(ctx: BlueprintContext, n: ClientPortalNames): string {
  const { p, c } = n;
  const statuses = STATUSES.map(([key, label]) => `\t\t'${key}'${" ".repeat(18 - key.length)}=> ${tr(ctx, label)},`).join("\n");
  return `${phpFileStart(ctx, `${ctx.name}: a private portal where each client sees only their own projects, notes and files.`, { id: "client-portal" })}
/**
 * Default values of the settings.
 *
 * @return array<string, mixed>
 */
function ${p}settings_defaults() {
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
function ${p}settings() {
	$saved = get_option( '${n.option}', array() );
	return wp_parse_args( is_array( $saved ) ? $saved : array(), ${p}settings_defaults() );
}

/**
 * The project statuses.
 *
 * @return array<string, string> Key => translated label.
 */
function ${p}statuses() {
	return (array) apply_filters(
		'${p}statuses',
		array(
${statuses}
		)
	);
}

/**
 * The label of a status.
 *
 * @param string $status Status key.
 * @return string
 */
function ${p}status_label( $status ) {
	$statuses = ${p}statuses();
	return isset( $statuses[ $status ] ) ? $statuses[ $status ] : ${tr(ctx, "Not started")};
}

/**
 * Activation and update: the Client role, default settings and the private files folder.
 */
function ${p}install() {
	add_role( '${n.role}', ${tr(ctx, "Client")}, array( 'read' => true ) );
	add_option( '${n.option}', ${p}settings_defaults() );
	${p}files_dir();
}

/**
 * The folder holding the projects' files, created with an .htaccess that denies direct access and an
 * empty index.php. Files there have random names and are only served by ${p}download().
 *
 * @return string Absolute path without a trailing slash.
 */
function ${p}files_dir() {
	$uploads = wp_upload_dir( null, false );
	$dir     = trailingslashit( $uploads['basedir'] ) . '${n.filesDir}';
	if ( ! is_dir( $dir ) ) {
		wp_mkdir_p( $dir );
	}
	if ( is_dir( $dir ) && ! file_exists( $dir . '/.htaccess' ) ) {
		file_put_contents( $dir . '/.htaccess', "Require all denied\\nDeny from all\\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		file_put_contents( $dir . '/index.php', "<?php\\n// Silence is golden.\\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
	}
	return $dir;
}

/**
 * Registers the Projects post type (admin only: projects are never public pages).
 */
function ${p}register_post_type() {
	register_post_type(
		'${n.postType}',
		array(
			'labels'              => array(
				'name'               => ${tr(ctx, "Projects")},
				'singular_name'      => ${tr(ctx, "Project")},
				'menu_name'          => ${tr(ctx, "Client Projects")},
				'add_new'            => ${tr(ctx, "Add New Project")},
				'add_new_item'       => ${tr(ctx, "Add New Project")},
				'edit_item'          => ${tr(ctx, "Edit Project")},
				'new_item'           => ${tr(ctx, "New Project")},
				'view_item'          => ${tr(ctx, "View Project")},
				'search_items'       => ${tr(ctx, "Search Projects")},
				'not_found'          => ${tr(ctx, "No projects found.")},
				'not_found_in_trash' => ${tr(ctx, "No projects found in the Trash.")},
				'all_items'          => ${tr(ctx, "All Projects")},
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
add_action( 'init', '${p}register_post_type' );

/**
 * The client user assigned to a project, or 0.
 *
 * @param int $project_id Project ID.
 * @return int
 */
function ${p}project_client( $project_id ) {
	return absint( get_post_meta( $project_id, '${n.clientMeta}', true ) );
}

/**
 * The notes of a project, oldest first: each array( 'time' => timestamp, 'author' => user ID, 'text' => text ).
 *
 * @param int $project_id Project ID.
 * @return array<int, array<string, mixed>>
 */
function ${p}project_notes( $project_id ) {
	$notes = get_post_meta( $project_id, '${n.notesMeta}', true );
	return is_array( $notes ) ? array_values( $notes ) : array();
}

/**
 * The files of a project: key => array( 'name', 'stored', 'type', 'size', 'time' ).
 *
 * @param int $project_id Project ID.
 * @return array<string, array<string, mixed>>
 */
function ${p}project_files( $project_id ) {
	$files = get_post_meta( $project_id, '${n.filesMeta}', true );
	return is_array( $files ) ? $files : array();
}

/**
 * Whether the current user may see a project and download its files: its own client (once the
 * project is published), or someone who may edit it.
 *
 * @param int $project_id Project ID.
 * @return bool
 */
function ${p}user_can_access( $project_id ) {
	$project = get_post( $project_id );
	if ( ! $project || '${n.postType}' !== $project->post_type || ! is_user_logged_in() ) {
		return false;
	}
	if ( current_user_can( 'edit_post', $project->ID ) ) {
		return true;
	}
	return 'publish' === $project->post_status && ${p}project_client( $project->ID ) === get_current_user_id();
}

/**
 * The address of the protected download of one file.
 *
 * @param int    $project_id Project ID.
 * @param string $key        File key.
 * @return string
 */
function ${p}download_url( $project_id, $key ) {
	return add_query_arg(
		array(
			'action'  => '${n.downloadAction}',
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
function ${p}download() {
	$project_id = isset( $_GET['project'] ) ? absint( $_GET['project'] ) : 0; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	$key        = isset( $_GET['file'] ) ? sanitize_key( wp_unslash( $_GET['file'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	if ( ! is_user_logged_in() ) {
		wp_safe_redirect( wp_login_url( ${p}download_url( $project_id, $key ) ) );
		exit;
	}
	$files = ${p}project_files( $project_id );
	if ( ! ${p}user_can_access( $project_id ) || '' === $key || ! isset( $files[ $key ] ) ) {
		wp_die( ${trHtml(ctx, "Sorry, you are not allowed to download this file.")}, ${tr(ctx, "Download refused")}, array( 'response' => 403 ) );
	}
	$file = $files[ $key ];
	$path = ${p}files_dir() . '/' . basename( (string) $file['stored'] );
	if ( ! is_readable( $path ) ) {
		wp_die( ${trHtml(ctx, "This file is no longer available.")}, ${tr(ctx, "File not found")}, array( 'response' => 404 ) );
	}
	nocache_headers();
	header( 'Content-Type: ' . ( '' !== (string) $file['type'] ? (string) $file['type'] : 'application/octet-stream' ) );
	header( 'Content-Disposition: attachment; filename="' . str_replace( array( '"', "\\r", "\\n" ), '', sanitize_file_name( (string) $file['name'] ) ) . '"' );
	header( 'Content-Length: ' . (string) filesize( $path ) );
	header( 'X-Content-Type-Options: nosniff' );
	readfile( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_readfile
	exit;
}
add_action( 'admin_post_${n.downloadAction}', '${p}download' );
add_action( 'admin_post_nopriv_${n.downloadAction}', '${p}download' );

/**
 * The address of the portal page chosen in the settings, or ''.
 *
 * @return string
 */
function ${p}portal_url() {
	$settings = ${p}settings();
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
function ${p}notify_client( $project_id, $subject, $message ) {
	$client = get_userdata( ${p}project_client( $project_id ) );
	if ( ! $client || ! is_email( $client->user_email ) ) {
		return false;
	}
	$settings = ${p}settings();
	$site     = wp_specialchars_decode( get_bloginfo( 'name' ), ENT_QUOTES );
	/* translators: %s: the client's name. */
	$body = sprintf( ${tr(ctx, "Hello %s,")}, $client->display_name ) . "\\n\\n" . $message . "\\n\\n";
	$url  = ${p}portal_url();
	if ( '' !== $url ) {
		/* translators: %s: address of the client portal. */
		$body .= sprintf( ${tr(ctx, "See your projects, notes and files in your portal: %s")}, $url ) . "\\n\\n";
	}
	if ( '' !== trim( (string) $settings['email_footer'] ) ) {
		$body .= (string) $settings['email_footer'] . "\\n";
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
function ${p}notify_status_change( $project_id, $old, $new ) {
	$settings = ${p}settings();
	if ( empty( $settings['notify_status'] ) ) {
		return;
	}
	$title = get_the_title( $project_id );
	${p}notify_client(
		$project_id,
		/* translators: 1: project title, 2: new status. */
		sprintf( ${tr(ctx, "%1$s is now: %2$s")}, $title, ${p}status_label( $new ) ),
		/* translators: 1: project title, 2: previous status, 3: new status. */
		sprintf( ${tr(ctx, "The status of your project \u201c%1$s\u201d changed from %2$s to %3$s.")}, $title, ${p}status_label( $old ), ${p}status_label( $new ) )
	);
}

/**
 * Tells the client about new notes or files (when the settings ask for it).
 *
 * @param int $project_id Project ID.
 * @param int $notes      Number of new notes.
 * @param int $files      Number of new files.
 */
function ${p}notify_update( $project_id, $notes, $files ) {
	$settings = ${p}settings();
	if ( empty( $settings['notify_updates'] ) || ( ! $notes && ! $files ) ) {
		return;
	}
	$title = get_the_title( $project_id );
	${p}notify_client(
		$project_id,
		/* translators: %s: project title. */
		sprintf( ${tr(ctx, "New on %s")}, $title ),
		/* translators: 1: project title, 2: number of new notes, 3: number of new files. */
		sprintf( ${tr(ctx, "Your project \u201c%1$s\u201d has %2$d new note(s) and %3$d new file(s).")}, $title, $notes, $files )
	);
}

/**
 * Renders [${n.tag}] (and [${n.aliasTag}]): the signed-in client's own projects with their status,
 * description, notes and files; a login form for visitors.
 *
 * @return string
 */
function ${p}render_portal() {
	wp_enqueue_style( '${n.styleHandle}' );
	$html = '<div class="${c}">';
	if ( ! is_user_logged_in() ) {
		$html .= '<p class="${c}__intro">' . ${trHtml(ctx, "Please log in to see your projects.")} . '</p>';
		$html .= '<div class="${c}__login">' . wp_login_form(
			array(
				'echo'     => false,
				'redirect' => (string) get_permalink(),
				'form_id'  => '${c}-login',
			)
		) . '</div></div>';
		return $html;
	}

	$user     = wp_get_current_user();
	$projects = get_posts(
		array(
			'post_type'        => '${n.postType}',
			'post_status'      => 'publish',
			'numberposts'      => 100,
			'orderby'          => 'modified',
			'order'            => 'DESC',
			'meta_key'         => '${n.clientMeta}', // phpcs:ignore WordPress.DB.SlowDBQuery.slow_query_meta_key
			'meta_value'       => (string) $user->ID, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_query_meta_value
			'suppress_filters' => false,
		)
	);

	/* translators: %s: the client's name. */
	$html .= '<p class="${c}__intro">' . esc_html( sprintf( ${tr(ctx, "Hello %s, here are your projects.")}, $user->display_name ) ) . '</p>';
	if ( ! $projects ) {
		$html .= '<p class="${c}__empty">' . ${trHtml(ctx, "You have no projects yet.")} . '</p>';
	}
	foreach ( $projects as $project ) {
		$status = (string) get_post_meta( $project->ID, '${n.statusMeta}', true );
		$html  .= '<article class="${c}__project">';
		$html  .= '<header class="${c}__header"><h3 class="${c}__title">' . esc_html( get_the_title( $project ) ) . '</h3>';
		$html  .= ' <span class="${c}__status ${c}__status--' . esc_attr( $status ) . '">' . esc_html( ${p}status_label( $status ) ) . '</span></header>';
		/* translators: %s: date of the last update. */
		$html .= '<p class="${c}__updated">' . esc_html( sprintf( ${tr(ctx, "Last updated %s")}, get_the_modified_date( '', $project ) ) ) . '</p>';
		if ( '' !== trim( $project->post_content ) ) {
			$html .= '<div class="${c}__description">' . wpautop( wp_kses_post( $project->post_content ) ) . '</div>';
		}

		$files = ${p}project_files( $project->ID );
		$html .= '<h4 class="${c}__heading">' . ${trHtml(ctx, "Files")} . '</h4>';
		if ( $files ) {
			$html .= '<ul class="${c}__files">';
			foreach ( $files as $key => $file ) {
				$html .= '<li class="${c}__file"><a class="${c}__download" href="' . esc_url( ${p}download_url( $project->ID, (string) $key ) ) . '">' . esc_html( (string) $file['name'] ) . '</a>';
				$html .= ' <span class="${c}__meta">' . esc_html( size_format( (int) $file['size'] ) . ' · ' . wp_date( get_option( 'date_format' ), (int) $file['time'] ) ) . '</span></li>';
			}
			$html .= '</ul>';
		} else {
			$html .= '<p class="${c}__none">' . ${trHtml(ctx, "No files yet.")} . '</p>';
		}

		$notes = array_reverse( ${p}project_notes( $project->ID ) );
		$html .= '<h4 class="${c}__heading">' . ${trHtml(ctx, "Notes")} . '</h4>';
		if ( $notes ) {
			$html .= '<ol class="${c}__notes">';
			foreach ( $notes as $note ) {
				$html .= '<li class="${c}__note"><time class="${c}__meta" datetime="' . esc_attr( gmdate( 'c', (int) $note['time'] ) ) . '">' . esc_html( wp_date( get_option( 'date_format' ), (int) $note['time'] ) ) . '</time>';
				$html .= '<div class="${c}__note-text">' . wpautop( esc_html( (string) $note['text'] ) ) . '</div></li>';
			}
			$html .= '</ol>';
		} else {
			$html .= '<p class="${c}__none">' . ${trHtml(ctx, "No notes yet.")} . '</p>';
		}
		$html .= '</article>';
	}
	$html .= '<p class="${c}__logout"><a class="${c}__button" href="' . esc_url( wp_logout_url( (string) get_permalink() ) ) . '">' . ${trHtml(ctx, "Log out")} . '</a></p>';
	$html .= '</div>';
	return $html;
}

/**
 * Registers the shortcodes: the plugin's own tag, and [${n.aliasTag}] as well unless another plugin already uses it.
 */
function ${p}register_shortcodes() {
	add_shortcode( '${n.tag}', '${p}render_portal' );
	if ( ! shortcode_exists( '${n.aliasTag}' ) ) {
		add_shortcode( '${n.aliasTag}', '${p}render_portal' );
	}
}
add_action( 'init', '${p}register_shortcodes', 20 );

/**
 * Registers the portal's stylesheet; it is enqueued where the portal is shown.
 */
function ${p}register_assets() {
	wp_register_style( '${n.styleHandle}', plugins_url( 'assets/client-portal.css', __DIR__ ), array(), ${ctx.constPrefix}VERSION );
}
add_action( 'wp_enqueue_scripts', '${p}register_assets' );

/**
 * Sends clients to the portal page after they log in (when one is chosen in the settings).
 *
 * @param string           $redirect_to The address WordPress would go to.
 * @param string           $requested   The address asked for.
 * @param WP_User|WP_Error $user        The user logging in.
 * @return string
 */
function ${p}login_redirect( $redirect_to, $requested, $user ) {
	if ( $user instanceof WP_User && in_array( '${n.role}', (array) $user->roles, true ) && ( '' === $requested || admin_url() === $requested ) ) {
		$url = ${p}portal_url();
		if ( '' !== $url ) {
			return $url;
		}
	}
	return $redirect_to;
}
add_filter( 'login_redirect', '${p}login_redirect', 10, 3 );

/**
 * Hides the toolbar on the site from clients.
 *
 * @param bool $show Whether to show it.
 * @return bool
 */
function ${p}hide_admin_bar( $show ) {
	$user = wp_get_current_user();
	return in_array( '${n.role}', (array) $user->roles, true ) ? false : $show;
}
add_filter( 'show_admin_bar', '${p}hide_admin_bar' );
`;
}
