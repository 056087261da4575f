<?php
/**
 * __PLUGIN_NAME__: the project edit screen (client, status, notes, files), the project list and the settings page.
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Adds the project boxes.
 */
function __PREFIX__add_meta_boxes() {
	add_meta_box( '__CSS_PREFIX__admin-client', __( 'Client and status', '__TEXT_DOMAIN__' ), '__PREFIX__render_client_box', 'PLUGSMITH_NAME_POST_TYPE', 'side', 'high' );
	add_meta_box( '__CSS_PREFIX__admin-files', __( 'Files', '__TEXT_DOMAIN__' ), '__PREFIX__render_files_box', 'PLUGSMITH_NAME_POST_TYPE', 'normal', 'high' );
	add_meta_box( '__CSS_PREFIX__admin-notes', __( 'Notes', '__TEXT_DOMAIN__' ), '__PREFIX__render_notes_box', 'PLUGSMITH_NAME_POST_TYPE', 'normal', 'default' );
}
add_action( 'add_meta_boxes_PLUGSMITH_NAME_POST_TYPE', '__PREFIX__add_meta_boxes' );

/**
 * Lets the project form send files.
 *
 * @param WP_Post $post The post being edited.
 */
function __PREFIX__form_enctype( $post ) {
	if ( 'PLUGSMITH_NAME_POST_TYPE' === $post->post_type ) {
		echo ' enctype="multipart/form-data"';
	}
}
add_action( 'post_edit_form_tag', '__PREFIX__form_enctype' );

/**
 * The client and status box.
 *
 * @param WP_Post $post The project.
 */
function __PREFIX__render_client_box( $post ) {
	wp_nonce_field( '__PREFIX__save_project', '__PREFIX__project_nonce' );
	$client  = __PREFIX__project_client( $post->ID );
	$status  = (string) get_post_meta( $post->ID, '__PREFIX__status', true );
	$clients = get_users(
		array(
			'role__in' => array( '__PREFIX__client' ),
			'orderby'  => 'display_name',
			'fields'   => array( 'ID', 'display_name', 'user_email' ),
		)
	);
	?>
	<p>
		<label for="__PREFIX__client"><strong><?php esc_html_e( 'Client', '__TEXT_DOMAIN__' ); ?></strong></label><br />
		<select id="__PREFIX__client" name="__PREFIX__client" class="widefat">
			<option value="0"><?php esc_html_e( '— Choose a client —', '__TEXT_DOMAIN__' ); ?></option>
			<?php foreach ( $clients as $user ) : ?>
				<option value="<?php echo esc_attr( (string) $user->ID ); ?>" <?php selected( $client, (int) $user->ID ); ?>><?php echo esc_html( $user->display_name . ' (' . $user->user_email . ')' ); ?></option>
			<?php endforeach; ?>
		</select>
	</p>
	<?php if ( ! $clients ) : ?>
		<p class="description">
			<?php esc_html_e( 'No user has the Client role yet.', '__TEXT_DOMAIN__' ); ?>
			<a href="<?php echo esc_url( admin_url( 'user-new.php' ) ); ?>"><?php esc_html_e( 'Add a client user', '__TEXT_DOMAIN__' ); ?></a>
		</p>
	<?php endif; ?>
	<p>
		<label for="__PREFIX__status"><strong><?php esc_html_e( 'Status', '__TEXT_DOMAIN__' ); ?></strong></label><br />
		<select id="__PREFIX__status" name="__PREFIX__status" class="widefat">
			<?php foreach ( __PREFIX__statuses() as $key => $label ) : ?>
				<option value="<?php echo esc_attr( $key ); ?>" <?php selected( $status, $key ); ?>><?php echo esc_html( $label ); ?></option>
			<?php endforeach; ?>
		</select>
	</p>
	<p class="description"><?php esc_html_e( 'The client sees this project, its notes and files in the portal once it is published.', '__TEXT_DOMAIN__' ); ?></p>
	<?php
}

/**
 * The files box: the project's files (with a remove checkbox) and the upload field.
 *
 * @param WP_Post $post The project.
 */
function __PREFIX__render_files_box( $post ) {
	$files = __PREFIX__project_files( $post->ID );
	if ( $files ) :
		?>
		<table class="widefat striped __CSS_PREFIX__admin-files">
			<thead><tr><th><?php esc_html_e( 'File', '__TEXT_DOMAIN__' ); ?></th><th><?php esc_html_e( 'Size', '__TEXT_DOMAIN__' ); ?></th><th><?php esc_html_e( 'Added', '__TEXT_DOMAIN__' ); ?></th><th><?php esc_html_e( 'Remove', '__TEXT_DOMAIN__' ); ?></th></tr></thead>
			<tbody>
			<?php foreach ( $files as $key => $file ) : ?>
				<tr>
					<td><a href="<?php echo esc_url( __PREFIX__download_url( $post->ID, (string) $key ) ); ?>"><?php echo esc_html( (string) $file['name'] ); ?></a></td>
					<td><?php echo esc_html( size_format( (int) $file['size'] ) ); ?></td>
					<td><?php echo esc_html( wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), (int) $file['time'] ) ); ?></td>
					<td><label><input type="checkbox" name="__PREFIX__remove_files[]" value="<?php echo esc_attr( (string) $key ); ?>" /> <span class="screen-reader-text"><?php esc_html_e( 'Remove this file', '__TEXT_DOMAIN__' ); ?></span></label></td>
				</tr>
			<?php endforeach; ?>
			</tbody>
		</table>
	<?php else : ?>
		<p><?php esc_html_e( 'No files yet.', '__TEXT_DOMAIN__' ); ?></p>
	<?php endif; ?>
	<p>
		<label for="__PREFIX__upload"><strong><?php esc_html_e( 'Upload files', '__TEXT_DOMAIN__' ); ?></strong></label><br />
		<input type="file" id="__PREFIX__upload" name="__PREFIX__upload[]" multiple="multiple" />
	</p>
	<p class="description">
		<?php
		/* translators: %s: maximum upload size. */
		echo esc_html( sprintf( __( 'Up to %s per file. Files are stored privately: only this project\'s client and editors can download them, never by a direct address.', '__TEXT_DOMAIN__' ), size_format( wp_max_upload_size() ) ) );
		?>
	</p>
	<?php
}

/**
 * The notes box: earlier notes (with a remove checkbox) and a field for a new one.
 *
 * @param WP_Post $post The project.
 */
function __PREFIX__render_notes_box( $post ) {
	$notes = __PREFIX__project_notes( $post->ID );
	if ( $notes ) :
		?>
		<ul class="__CSS_PREFIX__admin-notes">
			<?php foreach ( array_reverse( $notes, true ) as $index => $note ) : ?>
				<li>
					<div class="__CSS_PREFIX__admin-notes__meta">
						<?php
						$author = get_userdata( (int) $note['author'] );
						echo esc_html( wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), (int) $note['time'] ) . ( $author ? ' · ' . $author->display_name : '' ) );
						?>
						<label class="__CSS_PREFIX__admin-notes__remove"><input type="checkbox" name="__PREFIX__remove_notes[]" value="<?php echo esc_attr( (string) $index ); ?>" /> <?php esc_html_e( 'Remove', '__TEXT_DOMAIN__' ); ?></label>
					</div>
					<?php echo wp_kses_post( wpautop( esc_html( (string) $note['text'] ) ) ); ?>
				</li>
			<?php endforeach; ?>
		</ul>
	<?php endif; ?>
	<p>
		<label for="__PREFIX__new_note"><strong><?php esc_html_e( 'Add a note for the client', '__TEXT_DOMAIN__' ); ?></strong></label>
		<textarea id="__PREFIX__new_note" name="__PREFIX__new_note" class="widefat" rows="3"></textarea>
	</p>
	<?php
}

/**
 * Points uploads of project files at the private folder.
 *
 * @param array $dirs Upload folder details.
 * @return array
 */
function __PREFIX__private_upload_dir( $dirs ) {
	$dirs['subdir'] = '/__CSS_PREFIX__files';
	$dirs['path']   = $dirs['basedir'] . '/__CSS_PREFIX__files';
	$dirs['url']    = $dirs['baseurl'] . '/__CSS_PREFIX__files';
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
function __PREFIX__random_filename( $dir, $name, $ext ) {
	return wp_generate_password( 32, false ) . strtolower( (string) $ext );
}

/**
 * Stores one uploaded file in the private folder (type and size checked by wp_handle_upload()).
 *
 * @param array $file One entry of $_FILES.
 * @return array|WP_Error The stored file's details.
 */
function __PREFIX__store_upload( $file ) {
	require_once ABSPATH . 'wp-admin/includes/file.php';
	__PREFIX__files_dir();
	add_filter( 'upload_dir', '__PREFIX__private_upload_dir' );
	$result = wp_handle_upload(
		$file,
		array(
			'test_form'                => false,
			'unique_filename_callback' => '__PREFIX__random_filename',
		)
	);
	remove_filter( 'upload_dir', '__PREFIX__private_upload_dir' );
	if ( isset( $result['error'] ) ) {
		return new WP_Error( '__PREFIX__upload', (string) $result['error'] );
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
function __PREFIX__save_project( $post_id, $post ) {
	if ( ! isset( $_POST['__PREFIX__project_nonce'] ) || ! wp_verify_nonce( sanitize_text_field( wp_unslash( $_POST['__PREFIX__project_nonce'] ) ), '__PREFIX__save_project' ) ) {
		return;
	}
	if ( ( defined( 'DOING_AUTOSAVE' ) && DOING_AUTOSAVE ) || wp_is_post_revision( $post_id ) || ! current_user_can( 'edit_post', $post_id ) ) {
		return;
	}

	$client = isset( $_POST['__PREFIX__client'] ) ? absint( $_POST['__PREFIX__client'] ) : 0;
	$user   = $client ? get_userdata( $client ) : false;
	update_post_meta( $post_id, '__PREFIX__client', $user && in_array( '__PREFIX__client', (array) $user->roles, true ) ? $client : 0 );

	$old_status = (string) get_post_meta( $post_id, '__PREFIX__status', true );
	$status     = isset( $_POST['__PREFIX__status'] ) ? sanitize_key( wp_unslash( $_POST['__PREFIX__status'] ) ) : '';
	if ( ! array_key_exists( $status, __PREFIX__statuses() ) ) {
		$status = '' !== $old_status ? $old_status : 'not_started';
	}
	update_post_meta( $post_id, '__PREFIX__status', $status );

	// Notes: remove the ticked ones, add the new one.
	$notes  = __PREFIX__project_notes( $post_id );
	$remove = isset( $_POST['__PREFIX__remove_notes'] ) ? array_map( 'absint', (array) wp_unslash( $_POST['__PREFIX__remove_notes'] ) ) : array();
	foreach ( $remove as $index ) {
		unset( $notes[ $index ] );
	}
	$new_notes = 0;
	$text      = isset( $_POST['__PREFIX__new_note'] ) ? sanitize_textarea_field( wp_unslash( $_POST['__PREFIX__new_note'] ) ) : '';
	if ( '' !== trim( $text ) ) {
		$notes[] = array(
			'time'   => time(),
			'author' => get_current_user_id(),
			'text'   => $text,
		);
		$new_notes = 1;
	}
	update_post_meta( $post_id, '__PREFIX__notes', array_values( $notes ) );

	// Files: delete the ticked ones, store the uploaded ones.
	$files  = __PREFIX__project_files( $post_id );
	$remove = isset( $_POST['__PREFIX__remove_files'] ) ? array_map( 'sanitize_key', (array) wp_unslash( $_POST['__PREFIX__remove_files'] ) ) : array();
	foreach ( $remove as $key ) {
		if ( isset( $files[ $key ] ) ) {
			wp_delete_file( __PREFIX__files_dir() . '/' . basename( (string) $files[ $key ]['stored'] ) );
			unset( $files[ $key ] );
		}
	}
	$new_files = 0;
	$errors    = array();
	if ( isset( $_FILES['__PREFIX__upload']['name'] ) && is_array( $_FILES['__PREFIX__upload']['name'] ) ) {
		$uploads = $_FILES['__PREFIX__upload']; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- every file is checked by wp_handle_upload().
		foreach ( array_keys( $uploads['name'] ) as $i ) {
			if ( ! isset( $uploads['error'][ $i ] ) || UPLOAD_ERR_OK !== (int) $uploads['error'][ $i ] ) {
				continue;
			}
			$stored = __PREFIX__store_upload(
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
	update_post_meta( $post_id, '__PREFIX__files', $files );
	if ( $errors ) {
		set_transient( '__PREFIX__upload_errors_' . get_current_user_id(), $errors, MINUTE_IN_SECONDS );
	}

	if ( 'publish' === $post->post_status ) {
		if ( '' !== $old_status && $old_status !== $status ) {
			__PREFIX__notify_status_change( $post_id, $old_status, $status );
		}
		__PREFIX__notify_update( $post_id, $new_notes, $new_files );
	}
}
add_action( 'save_post_PLUGSMITH_NAME_POST_TYPE', '__PREFIX__save_project', 10, 2 );

/**
 * Shows the files that could not be stored on the last save.
 */
function __PREFIX__upload_errors_notice() {
	$screen = get_current_screen();
	if ( ! $screen || 'PLUGSMITH_NAME_POST_TYPE' !== $screen->post_type ) {
		return;
	}
	$errors = get_transient( '__PREFIX__upload_errors_' . get_current_user_id() );
	if ( ! is_array( $errors ) || ! $errors ) {
		return;
	}
	delete_transient( '__PREFIX__upload_errors_' . get_current_user_id() );
	echo '<div class="notice notice-error is-dismissible"><p>' . esc_html__( 'Some files could not be uploaded:', '__TEXT_DOMAIN__' ) . '</p><ul>';
	foreach ( $errors as $error ) {
		echo '<li>' . esc_html( (string) $error ) . '</li>';
	}
	echo '</ul></div>';
}
add_action( 'admin_notices', '__PREFIX__upload_errors_notice' );

/**
 * Deletes a project's stored files when the project is deleted for good.
 *
 * @param int $post_id Post ID.
 */
function __PREFIX__delete_project_files( $post_id ) {
	if ( 'PLUGSMITH_NAME_POST_TYPE' !== get_post_type( $post_id ) ) {
		return;
	}
	foreach ( __PREFIX__project_files( $post_id ) as $file ) {
		wp_delete_file( __PREFIX__files_dir() . '/' . basename( (string) $file['stored'] ) );
	}
}
add_action( 'before_delete_post', '__PREFIX__delete_project_files' );

/**
 * The project list's columns: client, status and files.
 *
 * @param string[] $columns Columns.
 * @return string[]
 */
function __PREFIX__project_columns( $columns ) {
	$date = isset( $columns['date'] ) ? $columns['date'] : null;
	unset( $columns['date'] );
	$columns['__PREFIX__client'] = __( 'Client', '__TEXT_DOMAIN__' );
	$columns['__PREFIX__status'] = __( 'Status', '__TEXT_DOMAIN__' );
	$columns['__PREFIX__files']  = __( 'Files', '__TEXT_DOMAIN__' );
	if ( null !== $date ) {
		$columns['date'] = $date;
	}
	return $columns;
}
add_filter( 'manage_PLUGSMITH_NAME_POST_TYPE_posts_columns', '__PREFIX__project_columns' );

/**
 * Prints a cell of the project list.
 *
 * @param string $column  Column key.
 * @param int    $post_id Project ID.
 */
function __PREFIX__project_column( $column, $post_id ) {
	if ( '__PREFIX__client' === $column ) {
		$user = get_userdata( __PREFIX__project_client( $post_id ) );
		echo $user ? esc_html( $user->display_name ) : '<span aria-hidden="true">—</span>';
	} elseif ( '__PREFIX__status' === $column ) {
		$status = (string) get_post_meta( $post_id, '__PREFIX__status', true );
		echo '<span class="__CSS_PREFIX__admin-status __CSS_PREFIX__admin-status--' . esc_attr( $status ) . '">' . esc_html( __PREFIX__status_label( $status ) ) . '</span>';
	} elseif ( '__PREFIX__files' === $column ) {
		echo esc_html( number_format_i18n( count( __PREFIX__project_files( $post_id ) ) ) );
	}
}
add_action( 'manage_PLUGSMITH_NAME_POST_TYPE_posts_custom_column', '__PREFIX__project_column', 10, 2 );

/**
 * Registers the settings, their sections and fields.
 */
function __PREFIX__register_settings() {
	register_setting(
		'__PREFIX__settings_group',
		'__PREFIX__settings',
		array(
			'type'              => 'array',
			'sanitize_callback' => '__PREFIX__sanitize_settings',
			'default'           => __PREFIX__settings_defaults(),
		)
	);
	add_settings_section( '__PREFIX__portal', __( 'Portal', '__TEXT_DOMAIN__' ), '__return_false', '__CSS_PREFIX__settings' );
	add_settings_field( '__PREFIX__portal_page', __( 'Portal page', '__TEXT_DOMAIN__' ), '__PREFIX__render_page_field', '__CSS_PREFIX__settings', '__PREFIX__portal', array( 'label_for' => '__PREFIX__portal_page' ) );
	add_settings_section( '__PREFIX__emails', __( 'E-mail notifications', '__TEXT_DOMAIN__' ), '__return_false', '__CSS_PREFIX__settings' );
	add_settings_field( '__PREFIX__notify', __( 'E-mail the client', '__TEXT_DOMAIN__' ), '__PREFIX__render_notify_field', '__CSS_PREFIX__settings', '__PREFIX__emails' );
	add_settings_field( '__PREFIX__email_footer', __( 'Text at the end of each e-mail', '__TEXT_DOMAIN__' ), '__PREFIX__render_footer_field', '__CSS_PREFIX__settings', '__PREFIX__emails', array( 'label_for' => '__PREFIX__email_footer' ) );
}
add_action( 'admin_init', '__PREFIX__register_settings' );

/**
 * Cleans the submitted settings before WordPress stores them.
 *
 * @param mixed $input Submitted values (already unslashed by options.php).
 * @return array<string, mixed>
 */
function __PREFIX__sanitize_settings( $input ) {
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
function __PREFIX__add_settings_page() {
	add_submenu_page(
		'edit.php?post_type=PLUGSMITH_NAME_POST_TYPE',
		__( PLUGSMITH_PARAM_SETTINGS_TITLE, '__TEXT_DOMAIN__' ),
		__( 'Settings', '__TEXT_DOMAIN__' ),
		'manage_options',
		'__CSS_PREFIX__settings',
		'__PREFIX__render_settings_page'
	);
}
add_action( 'admin_menu', '__PREFIX__add_settings_page' );

/**
 * Prints the settings page.
 */
function __PREFIX__render_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	?>
	<div class="wrap">
		<h1><?php echo esc_html( get_admin_page_title() ); ?></h1>
		<form action="options.php" method="post">
			<?php
			settings_fields( '__PREFIX__settings_group' );
			do_settings_sections( '__CSS_PREFIX__settings' );
			submit_button();
			?>
		</form>
	</div>
	<?php
}

/**
 * The portal page field.
 */
function __PREFIX__render_page_field() {
	$settings = __PREFIX__settings();
	wp_dropdown_pages(
		array(
			'name'              => '__PREFIX__settings[portal_page]',
			'id'                => '__PREFIX__portal_page',
			'selected'          => absint( $settings['portal_page'] ),
			'show_option_none'  => esc_html__( '— Select a page —', '__TEXT_DOMAIN__' ),
			'option_none_value' => '0',
		)
	);
	?>
	<p class="description">
		<?php
		/* translators: %s: the shortcode. */
		echo esc_html( sprintf( __( 'The page holding the %s shortcode. Clients go there after logging in, and the e-mails link to it.', '__TEXT_DOMAIN__' ), '[PLUGSMITH_NAME_SHORTCODE]' ) );
		?>
	</p>
	<?php
}

/**
 * The notification checkboxes.
 */
function __PREFIX__render_notify_field() {
	$settings = __PREFIX__settings();
	?>
	<fieldset>
		<label><input type="checkbox" name="__PREFIX__settings[notify_status]" value="1" <?php checked( ! empty( $settings['notify_status'] ) ); ?> /> <?php esc_html_e( 'when a project\'s status changes', '__TEXT_DOMAIN__' ); ?></label><br />
		<label><input type="checkbox" name="__PREFIX__settings[notify_updates]" value="1" <?php checked( ! empty( $settings['notify_updates'] ) ); ?> /> <?php esc_html_e( 'when you add a note or a file', '__TEXT_DOMAIN__' ); ?></label>
	</fieldset>
	<?php
}

/**
 * The e-mail footer field.
 */
function __PREFIX__render_footer_field() {
	$settings = __PREFIX__settings();
	?>
	<textarea class="large-text" rows="3" id="__PREFIX__email_footer" name="__PREFIX__settings[email_footer]"><?php echo esc_textarea( (string) $settings['email_footer'] ); ?></textarea>
	<p class="description"><?php esc_html_e( 'For example your name and phone number.', '__TEXT_DOMAIN__' ); ?></p>
	<?php
}

/**
 * Styles the project screens.
 *
 * @param string $hook_suffix The current admin page.
 */
function __PREFIX__admin_assets( $hook_suffix ) {
	$screen = get_current_screen();
	if ( $screen && 'PLUGSMITH_NAME_POST_TYPE' === $screen->post_type ) {
		wp_enqueue_style( '__CSS_PREFIX__admin', plugins_url( 'assets/client-portal-admin.css', __DIR__ ), array(), __CONST_PREFIX__VERSION );
	}
}
add_action( 'admin_enqueue_scripts', '__PREFIX__admin_assets' );

/**
 * Adds a Settings link to the plugin's row on the Plugins screen.
 *
 * @param string[] $links Action links.
 * @return string[]
 */
function __PREFIX__settings_action_link( $links ) {
	$url = admin_url( 'edit.php?post_type=PLUGSMITH_NAME_POST_TYPE&page=__CSS_PREFIX__settings' );
	array_unshift( $links, '<a href="' . esc_url( $url ) . '">' . esc_html__( 'Settings', '__TEXT_DOMAIN__' ) . '</a>' );
	return $links;
}
add_filter( 'plugin_action_links_' . __CONST_PREFIX__BASENAME, '__PREFIX__settings_action_link' );
