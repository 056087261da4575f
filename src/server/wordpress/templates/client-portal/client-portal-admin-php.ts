import type { BlueprintContext } from "../../blueprint/blueprint-context";
import { ABSPATH_GUARD, commentText, echoHtml, packageName, phpString, settingsPageRenderer, tr, trHtml } from "../../blueprint/php-source";
import type { ClientPortalNames } from "./client-portal-names";

/**
 * includes/client-portal-admin.php: the project screen's boxes (client and status, notes, files with
 * uploads), saving them, the list columns and the settings page.
 */
export function clientPortalAdminPhp(ctx: BlueprintContext, n: ClientPortalNames): string {
  const { p, a } = n;
  const td = phpString(ctx.textDomain);
  const parent = `edit.php?post_type=${n.postType}`;
  return `<?php
/**
 * ${commentText(ctx.name)}: the project edit screen (client, status, notes, files), the project list and the settings page.
 *
 * @package ${packageName(ctx)}
 */

${ABSPATH_GUARD}

/**
 * Adds the project boxes.
 */
function ${p}add_meta_boxes() {
	add_meta_box( '${a}-client', ${tr(ctx, "Client and status")}, '${p}render_client_box', '${n.postType}', 'side', 'high' );
	add_meta_box( '${a}-files', ${tr(ctx, "Files")}, '${p}render_files_box', '${n.postType}', 'normal', 'high' );
	add_meta_box( '${a}-notes', ${tr(ctx, "Notes")}, '${p}render_notes_box', '${n.postType}', 'normal', 'default' );
}
add_action( 'add_meta_boxes_${n.postType}', '${p}add_meta_boxes' );

/**
 * Lets the project form send files.
 *
 * @param WP_Post $post The post being edited.
 */
function ${p}form_enctype( $post ) {
	if ( '${n.postType}' === $post->post_type ) {
		echo ' enctype="multipart/form-data"';
	}
}
add_action( 'post_edit_form_tag', '${p}form_enctype' );

/**
 * The client and status box.
 *
 * @param WP_Post $post The project.
 */
function ${p}render_client_box( $post ) {
	wp_nonce_field( '${n.nonceAction}', '${n.nonce}' );
	$client  = ${p}project_client( $post->ID );
	$status  = (string) get_post_meta( $post->ID, '${n.statusMeta}', true );
	$clients = get_users(
		array(
			'role__in' => array( '${n.role}' ),
			'orderby'  => 'display_name',
			'fields'   => array( 'ID', 'display_name', 'user_email' ),
		)
	);
	?>
	<p>
		<label for="${p}client"><strong><?php ${echoHtml(ctx, "Client")} ?></strong></label><br />
		<select id="${p}client" name="${p}client" class="widefat">
			<option value="0"><?php ${echoHtml(ctx, "— Choose a client —")} ?></option>
			<?php foreach ( $clients as $user ) : ?>
				<option value="<?php echo esc_attr( (string) $user->ID ); ?>" <?php selected( $client, (int) $user->ID ); ?>><?php echo esc_html( $user->display_name . ' (' . $user->user_email . ')' ); ?></option>
			<?php endforeach; ?>
		</select>
	</p>
	<?php if ( ! $clients ) : ?>
		<p class="description">
			<?php ${echoHtml(ctx, "No user has the Client role yet.")} ?>
			<a href="<?php echo esc_url( admin_url( 'user-new.php' ) ); ?>"><?php ${echoHtml(ctx, "Add a client user")} ?></a>
		</p>
	<?php endif; ?>
	<p>
		<label for="${p}status"><strong><?php ${echoHtml(ctx, "Status")} ?></strong></label><br />
		<select id="${p}status" name="${p}status" class="widefat">
			<?php foreach ( ${p}statuses() as $key => $label ) : ?>
				<option value="<?php echo esc_attr( $key ); ?>" <?php selected( $status, $key ); ?>><?php echo esc_html( $label ); ?></option>
			<?php endforeach; ?>
		</select>
	</p>
	<p class="description"><?php ${echoHtml(ctx, "The client sees this project, its notes and files in the portal once it is published.")} ?></p>
	<?php
}

/**
 * The files box: the project's files (with a remove checkbox) and the upload field.
 *
 * @param WP_Post $post The project.
 */
function ${p}render_files_box( $post ) {
	$files = ${p}project_files( $post->ID );
	if ( $files ) :
		?>
		<table class="widefat striped ${a}-files">
			<thead><tr><th><?php ${echoHtml(ctx, "File")} ?></th><th><?php ${echoHtml(ctx, "Size")} ?></th><th><?php ${echoHtml(ctx, "Added")} ?></th><th><?php ${echoHtml(ctx, "Remove")} ?></th></tr></thead>
			<tbody>
			<?php foreach ( $files as $key => $file ) : ?>
				<tr>
					<td><a href="<?php echo esc_url( ${p}download_url( $post->ID, (string) $key ) ); ?>"><?php echo esc_html( (string) $file['name'] ); ?></a></td>
					<td><?php echo esc_html( size_format( (int) $file['size'] ) ); ?></td>
					<td><?php echo esc_html( wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), (int) $file['time'] ) ); ?></td>
					<td><label><input type="checkbox" name="${p}remove_files[]" value="<?php echo esc_attr( (string) $key ); ?>" /> <span class="screen-reader-text"><?php ${echoHtml(ctx, "Remove this file")} ?></span></label></td>
				</tr>
			<?php endforeach; ?>
			</tbody>
		</table>
	<?php else : ?>
		<p><?php ${echoHtml(ctx, "No files yet.")} ?></p>
	<?php endif; ?>
	<p>
		<label for="${p}upload"><strong><?php ${echoHtml(ctx, "Upload files")} ?></strong></label><br />
		<input type="file" id="${p}upload" name="${p}upload[]" multiple="multiple" />
	</p>
	<p class="description">
		<?php
		/* translators: %s: maximum upload size. */
		echo esc_html( sprintf( ${tr(ctx, "Up to %s per file. Files are stored privately: only this project's client and editors can download them, never by a direct address.")}, size_format( wp_max_upload_size() ) ) );
		?>
	</p>
	<?php
}

/**
 * The notes box: earlier notes (with a remove checkbox) and a field for a new one.
 *
 * @param WP_Post $post The project.
 */
function ${p}render_notes_box( $post ) {
	$notes = ${p}project_notes( $post->ID );
	if ( $notes ) :
		?>
		<ul class="${a}-notes">
			<?php foreach ( array_reverse( $notes, true ) as $index => $note ) : ?>
				<li>
					<div class="${a}-notes__meta">
						<?php
						$author = get_userdata( (int) $note['author'] );
						echo esc_html( wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), (int) $note['time'] ) . ( $author ? ' · ' . $author->display_name : '' ) );
						?>
						<label class="${a}-notes__remove"><input type="checkbox" name="${p}remove_notes[]" value="<?php echo esc_attr( (string) $index ); ?>" /> <?php ${echoHtml(ctx, "Remove")} ?></label>
					</div>
					<?php echo wp_kses_post( wpautop( esc_html( (string) $note['text'] ) ) ); ?>
				</li>
			<?php endforeach; ?>
		</ul>
	<?php endif; ?>
	<p>
		<label for="${p}new_note"><strong><?php ${echoHtml(ctx, "Add a note for the client")} ?></strong></label>
		<textarea id="${p}new_note" name="${p}new_note" class="widefat" rows="3"></textarea>
	</p>
	<?php
}

/**
 * Points uploads of project files at the private folder.
 *
 * @param array $dirs Upload folder details.
 * @return array
 */
function ${p}private_upload_dir( $dirs ) {
	$dirs['subdir'] = '/${n.filesDir}';
	$dirs['path']   = $dirs['basedir'] . '/${n.filesDir}';
	$dirs['url']    = $dirs['baseurl'] . '/${n.filesDir}';
	return $dirs;
}

/**
 * A random, unguessable name for a stored file (its checked extension kept).
 *
 * @param string $dir  Folder.
 * @param string $name Original name.
 * @param string $ext  Extension with its dot.
 * @return string
 */
function ${p}random_filename( $dir, $name, $ext ) {
	return wp_generate_password( 32, false ) . strtolower( (string) $ext );
}

/**
 * Stores one uploaded file in the private folder (type and size checked by wp_handle_upload()).
 *
 * @param array $file One entry of $_FILES.
 * @return array|WP_Error The stored file's details.
 */
function ${p}store_upload( $file ) {
	require_once ABSPATH . 'wp-admin/includes/file.php';
	${p}files_dir();
	add_filter( 'upload_dir', '${p}private_upload_dir' );
	$result = wp_handle_upload(
		$file,
		array(
			'test_form'                => false,
			'unique_filename_callback' => '${p}random_filename',
		)
	);
	remove_filter( 'upload_dir', '${p}private_upload_dir' );
	if ( isset( $result['error'] ) ) {
		return new WP_Error( '${p}upload', (string) $result['error'] );
	}
	return array(
		'name'   => sanitize_file_name( (string) $file['name'] ),
		'stored' => wp_basename( (string) $result['file'] ),
		'type'   => (string) $result['type'],
		'size'   => (int) filesize( $result['file'] ),
		'time'   => time(),
	);
}

/**
 * Saves a project's client, status, notes and files (nonce and capability checked), and e-mails the
 * client about a new status, notes or files as the settings say.
 *
 * @param int     $post_id Project ID.
 * @param WP_Post $post    The project.
 */
function ${p}save_project( $post_id, $post ) {
	if ( ! isset( $_POST['${n.nonce}'] ) || ! wp_verify_nonce( sanitize_text_field( wp_unslash( $_POST['${n.nonce}'] ) ), '${n.nonceAction}' ) ) {
		return;
	}
	if ( ( defined( 'DOING_AUTOSAVE' ) && DOING_AUTOSAVE ) || wp_is_post_revision( $post_id ) || ! current_user_can( 'edit_post', $post_id ) ) {
		return;
	}

	$client = isset( $_POST['${p}client'] ) ? absint( $_POST['${p}client'] ) : 0;
	$user   = $client ? get_userdata( $client ) : false;
	update_post_meta( $post_id, '${n.clientMeta}', $user && in_array( '${n.role}', (array) $user->roles, true ) ? $client : 0 );

	$old_status = (string) get_post_meta( $post_id, '${n.statusMeta}', true );
	$status     = isset( $_POST['${p}status'] ) ? sanitize_key( wp_unslash( $_POST['${p}status'] ) ) : '';
	if ( ! array_key_exists( $status, ${p}statuses() ) ) {
		$status = '' !== $old_status ? $old_status : 'not_started';
	}
	update_post_meta( $post_id, '${n.statusMeta}', $status );

	// Notes: remove the ticked ones, add the new one.
	$notes  = ${p}project_notes( $post_id );
	$remove = isset( $_POST['${p}remove_notes'] ) ? array_map( 'absint', (array) wp_unslash( $_POST['${p}remove_notes'] ) ) : array();
	foreach ( $remove as $index ) {
		unset( $notes[ $index ] );
	}
	$new_notes = 0;
	$text      = isset( $_POST['${p}new_note'] ) ? sanitize_textarea_field( wp_unslash( $_POST['${p}new_note'] ) ) : '';
	if ( '' !== trim( $text ) ) {
		$notes[] = array(
			'time'   => time(),
			'author' => get_current_user_id(),
			'text'   => $text,
		);
		$new_notes = 1;
	}
	update_post_meta( $post_id, '${n.notesMeta}', array_values( $notes ) );

	// Files: delete the ticked ones, store the uploaded ones.
	$files  = ${p}project_files( $post_id );
	$remove = isset( $_POST['${p}remove_files'] ) ? array_map( 'sanitize_key', (array) wp_unslash( $_POST['${p}remove_files'] ) ) : array();
	foreach ( $remove as $key ) {
		if ( isset( $files[ $key ] ) ) {
			wp_delete_file( ${p}files_dir() . '/' . basename( (string) $files[ $key ]['stored'] ) );
			unset( $files[ $key ] );
		}
	}
	$new_files = 0;
	$errors    = array();
	if ( isset( $_FILES['${p}upload']['name'] ) && is_array( $_FILES['${p}upload']['name'] ) ) {
		$uploads = $_FILES['${p}upload']; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- every file is checked by wp_handle_upload().
		foreach ( array_keys( $uploads['name'] ) as $i ) {
			if ( ! isset( $uploads['error'][ $i ] ) || UPLOAD_ERR_OK !== (int) $uploads['error'][ $i ] ) {
				continue;
			}
			$stored = ${p}store_upload(
				array(
					'name'     => sanitize_file_name( (string) $uploads['name'][ $i ] ),
					'type'     => sanitize_mime_type( (string) $uploads['type'][ $i ] ),
					'tmp_name' => (string) $uploads['tmp_name'][ $i ],
					'error'    => 0,
					'size'     => (int) $uploads['size'][ $i ],
				)
			);
			if ( is_wp_error( $stored ) ) {
				$errors[] = $stored->get_error_message();
				continue;
			}
			$files[ strtolower( wp_generate_password( 16, false ) ) ] = $stored;
			++$new_files;
		}
	}
	update_post_meta( $post_id, '${n.filesMeta}', $files );
	if ( $errors ) {
		set_transient( '${p}upload_errors_' . get_current_user_id(), $errors, MINUTE_IN_SECONDS );
	}

	if ( 'publish' === $post->post_status ) {
		if ( '' !== $old_status && $old_status !== $status ) {
			${p}notify_status_change( $post_id, $old_status, $status );
		}
		${p}notify_update( $post_id, $new_notes, $new_files );
	}
}
add_action( 'save_post_${n.postType}', '${p}save_project', 10, 2 );

/**
 * Shows the files that could not be stored on the last save.
 */
function ${p}upload_errors_notice() {
	$screen = get_current_screen();
	if ( ! $screen || '${n.postType}' !== $screen->post_type ) {
		return;
	}
	$errors = get_transient( '${p}upload_errors_' . get_current_user_id() );
	if ( ! is_array( $errors ) || ! $errors ) {
		return;
	}
	delete_transient( '${p}upload_errors_' . get_current_user_id() );
	echo '<div class="notice notice-error is-dismissible"><p>' . ${trHtml(ctx, "Some files could not be uploaded:")} . '</p><ul>';
	foreach ( $errors as $error ) {
		echo '<li>' . esc_html( (string) $error ) . '</li>';
	}
	echo '</ul></div>';
}
add_action( 'admin_notices', '${p}upload_errors_notice' );

/**
 * Deletes a project's stored files when the project is deleted for good.
 *
 * @param int $post_id Post ID.
 */
function ${p}delete_project_files( $post_id ) {
	if ( '${n.postType}' !== get_post_type( $post_id ) ) {
		return;
	}
	foreach ( ${p}project_files( $post_id ) as $file ) {
		wp_delete_file( ${p}files_dir() . '/' . basename( (string) $file['stored'] ) );
	}
}
add_action( 'before_delete_post', '${p}delete_project_files' );

/**
 * The project list's columns: client, status and files.
 *
 * @param string[] $columns Columns.
 * @return string[]
 */
function ${p}project_columns( $columns ) {
	$date = isset( $columns['date'] ) ? $columns['date'] : null;
	unset( $columns['date'] );
	$columns['${p}client'] = ${tr(ctx, "Client")};
	$columns['${p}status'] = ${tr(ctx, "Status")};
	$columns['${p}files']  = ${tr(ctx, "Files")};
	if ( null !== $date ) {
		$columns['date'] = $date;
	}
	return $columns;
}
add_filter( 'manage_${n.postType}_posts_columns', '${p}project_columns' );

/**
 * Prints a cell of the project list.
 *
 * @param string $column  Column key.
 * @param int    $post_id Project ID.
 */
function ${p}project_column( $column, $post_id ) {
	if ( '${p}client' === $column ) {
		$user = get_userdata( ${p}project_client( $post_id ) );
		echo $user ? esc_html( $user->display_name ) : '<span aria-hidden="true">—</span>';
	} elseif ( '${p}status' === $column ) {
		$status = (string) get_post_meta( $post_id, '${n.statusMeta}', true );
		echo '<span class="${a}-status ${a}-status--' . esc_attr( $status ) . '">' . esc_html( ${p}status_label( $status ) ) . '</span>';
	} elseif ( '${p}files' === $column ) {
		echo esc_html( number_format_i18n( count( ${p}project_files( $post_id ) ) ) );
	}
}
add_action( 'manage_${n.postType}_posts_custom_column', '${p}project_column', 10, 2 );

/**
 * Registers the settings, their sections and fields.
 */
function ${p}register_settings() {
	register_setting(
		'${n.group}',
		'${n.option}',
		array(
			'type'              => 'array',
			'sanitize_callback' => '${p}sanitize_settings',
			'default'           => ${p}settings_defaults(),
		)
	);
	add_settings_section( '${p}portal', ${tr(ctx, "Portal")}, '__return_false', '${n.settingsPage}' );
	add_settings_field( '${p}portal_page', ${tr(ctx, "Portal page")}, '${p}render_page_field', '${n.settingsPage}', '${p}portal', array( 'label_for' => '${p}portal_page' ) );
	add_settings_section( '${p}emails', ${tr(ctx, "E-mail notifications")}, '__return_false', '${n.settingsPage}' );
	add_settings_field( '${p}notify', ${tr(ctx, "E-mail the client")}, '${p}render_notify_field', '${n.settingsPage}', '${p}emails' );
	add_settings_field( '${p}email_footer', ${tr(ctx, "Text at the end of each e-mail")}, '${p}render_footer_field', '${n.settingsPage}', '${p}emails', array( 'label_for' => '${p}email_footer' ) );
}
add_action( 'admin_init', '${p}register_settings' );

/**
 * Cleans the submitted settings before WordPress stores them.
 *
 * @param mixed $input Submitted values (already unslashed by options.php).
 * @return array<string, mixed>
 */
function ${p}sanitize_settings( $input ) {
	$input = is_array( $input ) ? $input : array();
	$page  = isset( $input['portal_page'] ) ? absint( $input['portal_page'] ) : 0;
	if ( $page && 'page' !== get_post_type( $page ) ) {
		$page = 0;
	}
	return array(
		'portal_page'    => $page,
		'notify_status'  => ! empty( $input['notify_status'] ),
		'notify_updates' => ! empty( $input['notify_updates'] ),
		'email_footer'   => isset( $input['email_footer'] ) ? sanitize_textarea_field( (string) $input['email_footer'] ) : '',
	);
}

/**
 * Adds Client Projects → Settings.
 */
function ${p}add_settings_page() {
	add_submenu_page(
		'${parent}',
		${tr(ctx, `${ctx.name} Settings`)},
		${tr(ctx, "Settings")},
		'manage_options',
		'${n.settingsPage}',
		'${p}render_settings_page'
	);
}
add_action( 'admin_menu', '${p}add_settings_page' );

/**
 * Prints the settings page.
 */
${settingsPageRenderer(`${p}render_settings_page`, n.group, n.settingsPage)}

/**
 * The portal page field.
 */
function ${p}render_page_field() {
	$settings = ${p}settings();
	wp_dropdown_pages(
		array(
			'name'              => '${n.option}[portal_page]',
			'id'                => '${p}portal_page',
			'selected'          => absint( $settings['portal_page'] ),
			'show_option_none'  => esc_html__( '— Select a page —', ${td} ),
			'option_none_value' => '0',
		)
	);
	?>
	<p class="description">
		<?php
		/* translators: %s: the shortcode. */
		echo esc_html( sprintf( ${tr(ctx, "The page holding the %s shortcode. Clients go there after logging in, and the e-mails link to it.")}, '[${n.tag}]' ) );
		?>
	</p>
	<?php
}

/**
 * The notification checkboxes.
 */
function ${p}render_notify_field() {
	$settings = ${p}settings();
	?>
	<fieldset>
		<label><input type="checkbox" name="${n.option}[notify_status]" value="1" <?php checked( ! empty( $settings['notify_status'] ) ); ?> /> <?php ${echoHtml(ctx, "when a project's status changes")} ?></label><br />
		<label><input type="checkbox" name="${n.option}[notify_updates]" value="1" <?php checked( ! empty( $settings['notify_updates'] ) ); ?> /> <?php ${echoHtml(ctx, "when you add a note or a file")} ?></label>
	</fieldset>
	<?php
}

/**
 * The e-mail footer field.
 */
function ${p}render_footer_field() {
	$settings = ${p}settings();
	?>
	<textarea class="large-text" rows="3" id="${p}email_footer" name="${n.option}[email_footer]"><?php echo esc_textarea( (string) $settings['email_footer'] ); ?></textarea>
	<p class="description"><?php ${echoHtml(ctx, "For example your name and phone number.")} ?></p>
	<?php
}

/**
 * Styles the project screens.
 *
 * @param string $hook_suffix The current admin page.
 */
function ${p}admin_assets( $hook_suffix ) {
	$screen = get_current_screen();
	if ( $screen && '${n.postType}' === $screen->post_type ) {
		wp_enqueue_style( '${n.adminHandle}', plugins_url( 'assets/client-portal-admin.css', __DIR__ ), array(), ${ctx.constPrefix}VERSION );
	}
}
add_action( 'admin_enqueue_scripts', '${p}admin_assets' );

/**
 * Adds a Settings link to the plugin's row on the Plugins screen.
 *
 * @param string[] $links Action links.
 * @return string[]
 */
function ${p}settings_action_link( $links ) {
	$url = admin_url( '${parent}&page=${n.settingsPage}' );
	array_unshift( $links, '<a href="' . esc_url( $url ) . '">' . esc_html__( 'Settings', ${td} ) . '</a>' );
	return $links;
}
add_filter( 'plugin_action_links_' . ${ctx.constPrefix}BASENAME, '${p}settings_action_link' );
`;
}
