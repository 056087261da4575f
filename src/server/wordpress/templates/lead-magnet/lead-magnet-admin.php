<?php
/**
 * __PLUGIN_NAME__: the admin screens (subscribers, CSV export, settings). Loaded by lead-magnet.php.
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Adds the __PLUGIN_NAME__ menu: Subscribers and Settings.
 */
function __PREFIX__admin_menu() {
	add_menu_page( __( PLUGSMITH_PARAM_PLUGIN_NAME, '__TEXT_DOMAIN__' ), __( PLUGSMITH_PARAM_PLUGIN_NAME, '__TEXT_DOMAIN__' ), 'manage_options', '__CSS_PREFIX__subscribers', '__PREFIX__render_subscribers_page', 'dashicons-download', 26 );
	add_submenu_page( '__CSS_PREFIX__subscribers', __( 'Subscribers', '__TEXT_DOMAIN__' ), __( 'Subscribers', '__TEXT_DOMAIN__' ), 'manage_options', '__CSS_PREFIX__subscribers', '__PREFIX__render_subscribers_page' );
	add_submenu_page( '__CSS_PREFIX__subscribers', __( PLUGSMITH_PARAM_SETTINGS_TITLE, '__TEXT_DOMAIN__' ), __( 'Settings', '__TEXT_DOMAIN__' ), 'manage_options', '__CSS_PREFIX__settings', '__PREFIX__render_settings_page' );
}
add_action( 'admin_menu', '__PREFIX__admin_menu' );

/**
 * Loads the media picker and the admin styles on the plugin's own screens.
 *
 * @param string $hook_suffix The current admin screen.
 */
function __PREFIX__admin_assets( $hook_suffix ) {
	if ( false === strpos( (string) $hook_suffix, '__CSS_PREFIX__subscribers' ) && false === strpos( (string) $hook_suffix, '__CSS_PREFIX__settings' ) ) {
		return;
	}
	wp_enqueue_style( '__CSS_PREFIX__admin', plugins_url( 'assets/lead-magnet-admin.css', __DIR__ ), array(), __CONST_PREFIX__VERSION );
	if ( false !== strpos( (string) $hook_suffix, '__CSS_PREFIX__settings' ) ) {
		wp_enqueue_media();
		wp_enqueue_script( '__CSS_PREFIX__admin', plugins_url( 'assets/lead-magnet-admin.js', __DIR__ ), array( 'jquery' ), __CONST_PREFIX__VERSION, true );
	}
}
add_action( 'admin_enqueue_scripts', '__PREFIX__admin_assets' );

/**
 * Prints the subscribers list: who signed up, when their link was sent, whether it still works, and how
 * often it was used; with CSV export and delete.
 */
function __PREFIX__render_subscribers_page() {
	global $wpdb;
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$table    = __PREFIX__table();
	$per_page = 20;
	$paged    = isset( $_GET['paged'] ) ? max( 1, absint( wp_unslash( $_GET['paged'] ) ) ) : 1; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	$deleted  = isset( $_GET['__PREFIX__deleted'] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	$offset   = ( $paged - 1 ) * $per_page;
	// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	$total = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table}" );
	$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT id, name, email, file_id, downloads, created_at, last_download_at FROM {$table} ORDER BY created_at DESC, id DESC LIMIT %d OFFSET %d", $per_page, $offset ) );
	// phpcs:enable
	$export = wp_nonce_url( admin_url( 'admin-post.php?action=__PREFIX__export' ), '__PREFIX__export' );
	$pages  = (int) ceil( $total / $per_page );
	?>
	<div class="wrap __CSS_PREFIX__admin">
		<h1 class="wp-heading-inline"><?php esc_html_e( 'Subscribers', '__TEXT_DOMAIN__' ); ?></h1>
		<?php if ( $total > 0 ) : ?>
			<a href="<?php echo esc_url( $export ); ?>" class="page-title-action __CSS_PREFIX__admin__export"><?php esc_html_e( 'Export CSV', '__TEXT_DOMAIN__' ); ?></a>
		<?php endif; ?>
		<hr class="wp-header-end" />
		<?php if ( $deleted ) : ?>
			<div class="notice notice-success is-dismissible"><p><?php esc_html_e( 'The subscriber was deleted.', '__TEXT_DOMAIN__' ); ?></p></div>
		<?php endif; ?>
		<p class="__CSS_PREFIX__admin__summary">
			<?php
			echo esc_html(
				sprintf(
					/* translators: %d: number of subscribers. */
					_n( '%d subscriber', '%d subscribers', $total, '__TEXT_DOMAIN__' ),
					$total
				)
			);
			?>
			&middot;
			<?php
			echo esc_html(
				sprintf(
					/* translators: %s: shortcode. */
					__( 'Put %s in a page to show the form.', '__TEXT_DOMAIN__' ),
					'[PLUGSMITH_NAME_SHORTCODE]'
				)
			);
			?>
		</p>
		<table class="widefat striped __CSS_PREFIX__admin__table">
			<thead>
				<tr>
					<th scope="col"><?php esc_html_e( 'Name', '__TEXT_DOMAIN__' ); ?></th>
					<th scope="col"><?php esc_html_e( 'E-mail', '__TEXT_DOMAIN__' ); ?></th>
					<th scope="col"><?php esc_html_e( 'File', '__TEXT_DOMAIN__' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Link sent', '__TEXT_DOMAIN__' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Link', '__TEXT_DOMAIN__' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Downloads', '__TEXT_DOMAIN__' ); ?></th>
					<th scope="col"><span class="screen-reader-text"><?php esc_html_e( 'Actions', '__TEXT_DOMAIN__' ); ?></span></th>
				</tr>
			</thead>
			<tbody>
			<?php if ( ! $rows ) : ?>
				<tr><td colspan="7"><?php esc_html_e( 'No subscribers yet. They appear here as soon as someone fills in the form.', '__TEXT_DOMAIN__' ); ?></td></tr>
			<?php endif; ?>
			<?php foreach ( (array) $rows as $row ) : ?>
				<?php
				$expires = __PREFIX__expires_at( $row );
				$fresh   = time() < $expires;
				$file    = __PREFIX__file_for( (int) $row->file_id );
				$delete  = wp_nonce_url( admin_url( 'admin-post.php?action=__PREFIX__delete&id=' . (int) $row->id ), '__PREFIX__delete_' . (int) $row->id );
				?>
				<tr>
					<td><?php echo esc_html( $row->name ); ?></td>
					<td><a href="<?php echo esc_url( 'mailto:' . $row->email ); ?>"><?php echo esc_html( $row->email ); ?></a></td>
					<td><?php echo esc_html( $file ? $file['name'] : '—' ); ?></td>
					<td><?php echo esc_html( get_date_from_gmt( $row->created_at, get_option( 'date_format' ) . ' ' . get_option( 'time_format' ) ) ); ?></td>
					<td>
						<?php if ( $fresh ) : ?>
							<span class="__CSS_PREFIX__admin__badge __CSS_PREFIX__admin__badge--fresh">
							<?php
							echo esc_html(
								sprintf(
									/* translators: %s: date and time. */
									__( 'Works until %s', '__TEXT_DOMAIN__' ),
									wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $expires )
								)
							);
							?>
							</span>
						<?php else : ?>
							<span class="__CSS_PREFIX__admin__badge __CSS_PREFIX__admin__badge--expired"><?php esc_html_e( 'Expired', '__TEXT_DOMAIN__' ); ?></span>
						<?php endif; ?>
					</td>
					<td><?php echo esc_html( number_format_i18n( (int) $row->downloads ) ); ?></td>
					<td><a class="__CSS_PREFIX__admin__delete" href="<?php echo esc_url( $delete ); ?>" onclick="return window.confirm( this.dataset.confirm );" data-confirm="<?php esc_attr_e( 'Delete this subscriber?', '__TEXT_DOMAIN__' ); ?>"><?php esc_html_e( 'Delete', '__TEXT_DOMAIN__' ); ?></a></td>
				</tr>
			<?php endforeach; ?>
			</tbody>
		</table>
		<?php if ( $pages > 1 ) : ?>
			<div class="tablenav bottom"><div class="tablenav-pages">
			<?php
			echo wp_kses_post(
				paginate_links(
					array(
						'base'    => add_query_arg( 'paged', '%#%' ),
						'format'  => '',
						'current' => $paged,
						'total'   => $pages,
					)
				)
			);
			?>
			</div></div>
		<?php endif; ?>
	</div>
	<?php
}

/**
 * A CSV cell that a spreadsheet will not run as a formula.
 *
 * @param mixed $value Cell value.
 * @return string
 */
function __PREFIX__csv_cell( $value ) {
	$value = (string) $value;
	return ( '' !== $value && false !== strpos( '=+-@', $value[0] ) ) ? "'" . $value : $value;
}

/**
 * Sends every subscriber as a CSV file. Administrators only, with a nonce.
 */
function __PREFIX__export_csv() {
	global $wpdb;
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die( esc_html( __( 'Sorry, you are not allowed to export subscribers.', '__TEXT_DOMAIN__' ) ), '', array( 'response' => 403 ) );
	}
	check_admin_referer( '__PREFIX__export' );
	$table = __PREFIX__table();
	$rows  = $wpdb->get_results( "SELECT name, email, file_id, downloads, created_at, last_download_at FROM {$table} ORDER BY id ASC" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared

	nocache_headers();
	header( 'Content-Type: text/csv; charset=utf-8' );
	header( 'Content-Disposition: attachment; filename="subscribers-' . gmdate( 'Y-m-d' ) . '.csv"' );
	header( 'X-Content-Type-Options: nosniff' );
	$out = fopen( 'php://output', 'w' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fopen
	fputcsv( $out, array( __( 'Name', '__TEXT_DOMAIN__' ), __( 'E-mail', '__TEXT_DOMAIN__' ), __( 'File', '__TEXT_DOMAIN__' ), __( 'Downloads', '__TEXT_DOMAIN__' ), __( 'Link sent (UTC)', '__TEXT_DOMAIN__' ), __( 'Last download (UTC)', '__TEXT_DOMAIN__' ) ), ',', '"', '' );
	foreach ( (array) $rows as $row ) {
		$file = __PREFIX__file_for( (int) $row->file_id );
		fputcsv(
			$out,
			array_map( '__PREFIX__csv_cell', array( $row->name, $row->email, $file ? $file['name'] : '', (int) $row->downloads, $row->created_at, (string) $row->last_download_at ) ),
			',',
			'"',
			''
		);
	}
	fclose( $out ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose
	exit;
}
add_action( 'admin_post___PREFIX__export', '__PREFIX__export_csv' );

/**
 * Deletes one subscriber. Administrators only, with a nonce.
 */
function __PREFIX__delete_subscriber() {
	global $wpdb;
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die( esc_html( __( 'Sorry, you are not allowed to delete subscribers.', '__TEXT_DOMAIN__' ) ), '', array( 'response' => 403 ) );
	}
	$id = isset( $_GET['id'] ) ? absint( wp_unslash( $_GET['id'] ) ) : 0;
	check_admin_referer( '__PREFIX__delete_' . $id );
	$wpdb->delete( __PREFIX__table(), array( 'id' => $id ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	wp_safe_redirect( add_query_arg( '__PREFIX__deleted', '1', admin_url( 'admin.php?page=__CSS_PREFIX__subscribers' ) ) );
	exit;
}
add_action( 'admin_post___PREFIX__delete', '__PREFIX__delete_subscriber' );

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
		)
	);
	add_settings_section( '__PREFIX__file', __( 'The download', '__TEXT_DOMAIN__' ), '__PREFIX__render_file_section', '__CSS_PREFIX__settings' );
	add_settings_field( '__PREFIX__file_id', __( 'File', '__TEXT_DOMAIN__' ), '__PREFIX__render_file_field', '__CSS_PREFIX__settings', '__PREFIX__file' );
	add_settings_field( '__PREFIX__file_url', __( 'Or a file URL', '__TEXT_DOMAIN__' ), '__PREFIX__render_text_field', '__CSS_PREFIX__settings', '__PREFIX__file', array( 'label_for' => '__PREFIX__file_url', 'key' => 'file_url', 'type' => 'url', 'description' => __( 'Used when no Media Library file is chosen, for a file kept elsewhere.', '__TEXT_DOMAIN__' ) ) );
	add_settings_field( '__PREFIX__expiry_hours', __( 'Links expire after', '__TEXT_DOMAIN__' ), '__PREFIX__render_expiry_field', '__CSS_PREFIX__settings', '__PREFIX__file', array( 'label_for' => '__PREFIX__expiry_hours' ) );

	add_settings_section( '__PREFIX__form', __( 'The form', '__TEXT_DOMAIN__' ), '__return_false', '__CSS_PREFIX__settings' );
	add_settings_field( '__PREFIX__heading', __( 'Heading', '__TEXT_DOMAIN__' ), '__PREFIX__render_text_field', '__CSS_PREFIX__settings', '__PREFIX__form', array( 'label_for' => '__PREFIX__heading', 'key' => 'heading' ) );
	add_settings_field( '__PREFIX__intro', __( 'Introduction', '__TEXT_DOMAIN__' ), '__PREFIX__render_textarea_field', '__CSS_PREFIX__settings', '__PREFIX__form', array( 'label_for' => '__PREFIX__intro', 'key' => 'intro', 'rows' => 3 ) );
	add_settings_field( '__PREFIX__button', __( 'Button text', '__TEXT_DOMAIN__' ), '__PREFIX__render_text_field', '__CSS_PREFIX__settings', '__PREFIX__form', array( 'label_for' => '__PREFIX__button', 'key' => 'button' ) );
	add_settings_field( '__PREFIX__success_message', __( 'Thank-you message', '__TEXT_DOMAIN__' ), '__PREFIX__render_text_field', '__CSS_PREFIX__settings', '__PREFIX__form', array( 'label_for' => '__PREFIX__success_message', 'key' => 'success_message' ) );

	add_settings_section( '__PREFIX__email', __( 'The e-mail', '__TEXT_DOMAIN__' ), '__PREFIX__render_email_section', '__CSS_PREFIX__settings' );
	add_settings_field( '__PREFIX__email_subject', __( 'Subject', '__TEXT_DOMAIN__' ), '__PREFIX__render_text_field', '__CSS_PREFIX__settings', '__PREFIX__email', array( 'label_for' => '__PREFIX__email_subject', 'key' => 'email_subject' ) );
	add_settings_field( '__PREFIX__email_body', __( 'Text', '__TEXT_DOMAIN__' ), '__PREFIX__render_textarea_field', '__CSS_PREFIX__settings', '__PREFIX__email', array( 'label_for' => '__PREFIX__email_body', 'key' => 'email_body', 'rows' => 10 ) );
}
add_action( 'admin_init', '__PREFIX__register_settings' );

/**
 * Cleans the submitted settings.
 *
 * @param mixed $input Submitted values.
 * @return array<string, mixed>
 */
function __PREFIX__sanitize_settings( $input ) {
	$input    = is_array( $input ) ? $input : array();
	$defaults = __PREFIX__default_settings();
	$file_id  = isset( $input['file_id'] ) ? absint( $input['file_id'] ) : 0;
	if ( $file_id && 'attachment' !== get_post_type( $file_id ) ) {
		$file_id = 0;
	}
	$hours = isset( $input['expiry_hours'] ) ? absint( $input['expiry_hours'] ) : 0;
	if ( $hours < 1 || $hours > 8760 ) {
		add_settings_error( '__PREFIX__settings', '__PREFIX__expiry_hours', __( 'Links must expire after 1 to 8760 hours; 48 hours was kept.', '__TEXT_DOMAIN__' ) );
		$hours = (int) $defaults['expiry_hours'];
	}
	$text = static function ( $key ) use ( $input ) {
		return isset( $input[ $key ] ) ? sanitize_text_field( $input[ $key ] ) : '';
	};
	return array(
		'file_id'         => $file_id,
		'file_url'        => isset( $input['file_url'] ) ? esc_url_raw( trim( (string) $input['file_url'] ), array( 'http', 'https' ) ) : '',
		'expiry_hours'    => $hours,
		'heading'         => $text( 'heading' ),
		'intro'           => isset( $input['intro'] ) ? sanitize_textarea_field( $input['intro'] ) : '',
		'button'          => $text( 'button' ),
		'success_message' => $text( 'success_message' ),
		'email_subject'   => $text( 'email_subject' ),
		'email_body'      => isset( $input['email_body'] ) ? sanitize_textarea_field( $input['email_body'] ) : '',
	);
}

/**
 * Prints the settings page.
 */
function __PREFIX__render_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	?>
	<div class="wrap __CSS_PREFIX__admin">
		<h1><?php echo esc_html( get_admin_page_title() ); ?></h1>
		<div class="__CSS_PREFIX__admin__usage">
			<p>
			<?php
			echo esc_html(
				sprintf(
					/* translators: 1: shortcode, 2: shortcode with a Media Library file ID. */
					__( 'Put %1$s in a page to show the opt-in form. To give away another Media Library file with a form, add its ID: %2$s.', '__TEXT_DOMAIN__' ),
					'[PLUGSMITH_NAME_SHORTCODE]',
					'[PLUGSMITH_NAME_SHORTCODE id="123"]'
				)
			);
			?>
			</p>
		</div>
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
 * Explains the download section.
 */
function __PREFIX__render_file_section() {
	echo '<p>' . esc_html__( 'Choose the file subscribers receive. Each subscriber gets a personal link that stops working after the hours below.', '__TEXT_DOMAIN__' ) . '</p>';
}

/**
 * Explains the e-mail placeholders.
 */
function __PREFIX__render_email_section() {
	echo '<p>' . esc_html__( 'Placeholders: {name}, {email}, {link} (the download link), {hours} (how long it works) and {site}. Without {link}, the link is added at the end.', '__TEXT_DOMAIN__' ) . '</p>';
}

/**
 * The Media Library file picker.
 */
function __PREFIX__render_file_field() {
	$settings = __PREFIX__settings();
	$id       = (int) $settings['file_id'];
	$name     = $id ? wp_basename( (string) get_attached_file( $id ) ) : '';
	?>
	<div class="__CSS_PREFIX__admin-media" data-title="<?php esc_attr_e( 'Choose the file to give away', '__TEXT_DOMAIN__' ); ?>" data-button="<?php esc_attr_e( 'Use this file', '__TEXT_DOMAIN__' ); ?>" data-none="<?php esc_attr_e( 'No file chosen', '__TEXT_DOMAIN__' ); ?>">
		<input type="hidden" id="__PREFIX__file_id" name="__PREFIX__settings[file_id]" value="<?php echo esc_attr( (string) $id ); ?>" />
		<span class="__CSS_PREFIX__admin-media__name"><?php echo esc_html( '' !== $name ? $name : __( 'No file chosen', '__TEXT_DOMAIN__' ) ); ?></span>
		<button type="button" class="button __CSS_PREFIX__admin-media__choose"><?php esc_html_e( 'Choose or upload a file', '__TEXT_DOMAIN__' ); ?></button>
		<button type="button" class="button-link __CSS_PREFIX__admin-media__remove" <?php echo $id ? '' : 'hidden'; ?>><?php esc_html_e( 'Remove', '__TEXT_DOMAIN__' ); ?></button>
	</div>
	<p class="description"><?php esc_html_e( 'A PDF, e-book, checklist or any other file from the Media Library.', '__TEXT_DOMAIN__' ); ?></p>
	<?php
}

/**
 * The expiry field, in hours.
 */
function __PREFIX__render_expiry_field() {
	$settings = __PREFIX__settings();
	?>
	<input type="number" class="small-text" id="__PREFIX__expiry_hours" name="__PREFIX__settings[expiry_hours]" min="1" max="8760" step="1" value="<?php echo esc_attr( (string) (int) $settings['expiry_hours'] ); ?>" />
	<?php esc_html_e( 'hours', '__TEXT_DOMAIN__' ); ?>
	<p class="description"><?php esc_html_e( 'Counted from the moment the link is sent. 48 hours is two days.', '__TEXT_DOMAIN__' ); ?></p>
	<?php
}

/**
 * A one-line text setting.
 *
 * @param array $args Field arguments: key, optional type and description.
 */
function __PREFIX__render_text_field( $args ) {
	$settings = __PREFIX__settings();
	$key      = (string) $args['key'];
	$type     = isset( $args['type'] ) ? (string) $args['type'] : 'text';
	?>
	<input type="<?php echo esc_attr( $type ); ?>" class="regular-text" id="<?php echo esc_attr( '__PREFIX__' . $key ); ?>" name="<?php echo esc_attr( '__PREFIX__settings[' . $key . ']' ); ?>" value="<?php echo esc_attr( (string) $settings[ $key ] ); ?>" />
	<?php if ( ! empty( $args['description'] ) ) : ?>
		<p class="description"><?php echo esc_html( $args['description'] ); ?></p>
	<?php endif; ?>
	<?php
}

/**
 * A text area setting.
 *
 * @param array $args Field arguments: key and rows.
 */
function __PREFIX__render_textarea_field( $args ) {
	$settings = __PREFIX__settings();
	$key      = (string) $args['key'];
	?>
	<textarea class="large-text" rows="<?php echo esc_attr( (string) (int) $args['rows'] ); ?>" id="<?php echo esc_attr( '__PREFIX__' . $key ); ?>" name="<?php echo esc_attr( '__PREFIX__settings[' . $key . ']' ); ?>"><?php echo esc_textarea( (string) $settings[ $key ] ); ?></textarea>
	<?php
}

/**
 * Adds a Settings link to the plugin's row on the Plugins screen.
 *
 * @param string[] $links Action links.
 * @return string[]
 */
function __PREFIX__action_link( $links ) {
	array_unshift( $links, '<a href="' . esc_url( admin_url( 'admin.php?page=__CSS_PREFIX__settings' ) ) . '">' . esc_html__( 'Settings', '__TEXT_DOMAIN__' ) . '</a>' );
	return $links;
}
add_filter( 'plugin_action_links_' . __CONST_PREFIX__BASENAME, '__PREFIX__action_link' );
