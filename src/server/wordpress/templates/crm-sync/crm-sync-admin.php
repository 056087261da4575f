<?php
/**
 * Admin screens of the CRM sync: entries, the sync log and the settings.
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Adds the CRM Sync menu: Entries, Sync Log, Settings.
 */
function __PREFIX__admin_menu() {
	$hooks   = array();
	$hooks[] = add_menu_page( __( 'CRM Entries', '__TEXT_DOMAIN__' ), __( 'CRM Sync', '__TEXT_DOMAIN__' ), 'manage_options', '__CSS_PREFIX__entries', '__PREFIX__render_entries_page', 'dashicons-update', 26 );
	$hooks[] = add_submenu_page( '__CSS_PREFIX__entries', __( 'CRM Entries', '__TEXT_DOMAIN__' ), __( 'Entries', '__TEXT_DOMAIN__' ), 'manage_options', '__CSS_PREFIX__entries', '__PREFIX__render_entries_page' );
	$hooks[] = add_submenu_page( '__CSS_PREFIX__entries', __( 'CRM Sync Log', '__TEXT_DOMAIN__' ), __( 'Sync Log', '__TEXT_DOMAIN__' ), 'manage_options', '__CSS_PREFIX__sync-log', '__PREFIX__render_log_page' );
	$hooks[] = add_submenu_page( '__CSS_PREFIX__entries', __( 'CRM Settings', '__TEXT_DOMAIN__' ), __( 'Settings', '__TEXT_DOMAIN__' ), 'manage_options', '__CSS_PREFIX__settings', '__PREFIX__render_settings_page' );
	$GLOBALS['__PREFIX__admin_hooks'] = array_filter( $hooks );
}
add_action( 'admin_menu', '__PREFIX__admin_menu' );

/**
 * Styles the status badges on the plugin's own screens only.
 *
 * @param string $hook_suffix Current admin page.
 */
function __PREFIX__admin_assets( $hook_suffix ) {
	$hooks = isset( $GLOBALS['__PREFIX__admin_hooks'] ) ? (array) $GLOBALS['__PREFIX__admin_hooks'] : array();
	if ( in_array( $hook_suffix, $hooks, true ) ) {
		wp_enqueue_style( '__CSS_PREFIX__admin', plugins_url( 'assets/crm-admin.css', __DIR__ ), array(), __CONST_PREFIX__VERSION );
	}
}
add_action( 'admin_enqueue_scripts', '__PREFIX__admin_assets' );

/**
 * Prints the pagination links of a list.
 *
 * @param int $total    Number of rows.
 * @param int $per_page Rows per page.
 * @param int $paged    Current page.
 */
function __PREFIX__pagination( $total, $per_page, $paged ) {
	$pages = (int) ceil( $total / $per_page );
	if ( $pages > 1 ) {
		echo '<div class="tablenav"><div class="tablenav-pages">' . wp_kses_post(
			paginate_links(
				array(
					'base'    => add_query_arg( 'paged', '%#%' ),
					'format'  => '',
					'current' => $paged,
					'total'   => $pages,
				)
			)
		) . '</div></div>';
	}
}

/**
 * Lists the entries with their sync status, newest first, 20 per page, filtered by status.
 */
function __PREFIX__render_entries_page() {
	global $wpdb;
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$table    = __PREFIX__entries_table();
	$statuses = __PREFIX__statuses();
	// Read-only filters of the list.
	$status   = isset( $_GET['status'] ) ? sanitize_key( wp_unslash( $_GET['status'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	$status   = isset( $statuses[ $status ] ) ? $status : '';
	$paged    = isset( $_GET['paged'] ) ? max( 1, absint( $_GET['paged'] ) ) : 1; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	$notice   = isset( $_GET['__PREFIX__done'] ) ? sanitize_key( wp_unslash( $_GET['__PREFIX__done'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	$per_page = 20;

	$counts = array();
	foreach ( (array) $wpdb->get_results( "SELECT status, COUNT(*) AS total FROM {$table} GROUP BY status" ) as $row ) { // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$counts[ $row->status ] = (int) $row->total;
	}
	$all = array_sum( $counts );

	if ( '' !== $status ) {
		$total   = isset( $counts[ $status ] ) ? $counts[ $status ] : 0;
		$entries = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE status = %s ORDER BY id DESC LIMIT %d OFFSET %d", $status, $per_page, ( $paged - 1 ) * $per_page ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	} else {
		$total   = $all;
		$entries = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} ORDER BY id DESC LIMIT %d OFFSET %d", $per_page, ( $paged - 1 ) * $per_page ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}
	$next     = wp_next_scheduled( '__PREFIX__retry_failed_event' );
	$base_url = admin_url( 'admin.php?page=__CSS_PREFIX__entries' );
	$notices  = array(
		'synced'  => array( 'success', __( 'The entry was sent to the CRM.', '__TEXT_DOMAIN__' ) ),
		'failed'  => array( 'error', __( 'The CRM did not accept the entry. See the sync log for its answer.', '__TEXT_DOMAIN__' ) ),
		'deleted' => array( 'success', __( 'Entry deleted.', '__TEXT_DOMAIN__' ) ),
		'missing' => array( 'error', __( 'Enter the CRM endpoint under Settings first.', '__TEXT_DOMAIN__' ) ),
	);
	?>
	<div class="wrap">
		<h1 class="wp-heading-inline"><?php echo esc_html( get_admin_page_title() ); ?></h1>
		<hr class="wp-header-end" />
		<?php if ( isset( $notices[ $notice ] ) ) : ?>
			<div class="notice notice-<?php echo esc_attr( $notices[ $notice ][0] ); ?> is-dismissible"><p><?php echo esc_html( $notices[ $notice ][1] ); ?></p></div>
		<?php endif; ?>
		<?php if ( ! __PREFIX__is_configured() ) : ?>
			<div class="notice notice-warning"><p>
				<?php esc_html_e( 'Entries are stored but not sent yet: enter the CRM\'s endpoint and API key under Settings.', '__TEXT_DOMAIN__' ); ?>
				<a href="<?php echo esc_url( admin_url( 'admin.php?page=__CSS_PREFIX__settings' ) ); ?>"><?php esc_html_e( 'Open the settings', '__TEXT_DOMAIN__' ); ?></a>
			</p></div>
		<?php endif; ?>
		<p>
			<?php
			echo esc_html(
				sprintf(
					/* translators: %s: shortcode. */
					__( 'Put %s in a page to show the form. Each entry is sent to the CRM right away; failed requests are retried every hour.', '__TEXT_DOMAIN__' ),
					'[crm_form]'
				)
			);
			if ( $next ) {
				echo ' ' . esc_html(
					sprintf(
						/* translators: %s: date and time. */
						__( 'Next automatic retry: %s.', '__TEXT_DOMAIN__' ),
						wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), (int) $next )
					)
				);
			}
			?>
		</p>
		<ul class="subsubsub">
			<li><a href="<?php echo esc_url( $base_url ); ?>"<?php echo '' === $status ? ' class="current" aria-current="page"' : ''; ?>><?php esc_html_e( 'All', '__TEXT_DOMAIN__' ); ?> <span class="count">(<?php echo esc_html( number_format_i18n( $all ) ); ?>)</span></a></li>
			<?php foreach ( $statuses as $key => $label ) : ?>
				<li>| <a href="<?php echo esc_url( add_query_arg( 'status', $key, $base_url ) ); ?>"<?php echo $key === $status ? ' class="current" aria-current="page"' : ''; ?>><?php echo esc_html( $label ); ?> <span class="count">(<?php echo esc_html( number_format_i18n( isset( $counts[ $key ] ) ? $counts[ $key ] : 0 ) ); ?>)</span></a></li>
			<?php endforeach; ?>
		</ul>
		<table class="widefat striped __CSS_PREFIX__table">
			<thead>
				<tr>
					<th scope="col"><?php esc_html_e( 'Received', '__TEXT_DOMAIN__' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Name', '__TEXT_DOMAIN__' ); ?></th>
					<th scope="col"><?php esc_html_e( 'E-mail', '__TEXT_DOMAIN__' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Phone', '__TEXT_DOMAIN__' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Message', '__TEXT_DOMAIN__' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Status', '__TEXT_DOMAIN__' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Attempts', '__TEXT_DOMAIN__' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Actions', '__TEXT_DOMAIN__' ); ?></th>
				</tr>
			</thead>
			<tbody>
			<?php if ( ! $entries ) : ?>
				<tr><td colspan="8"><?php esc_html_e( 'No entries yet.', '__TEXT_DOMAIN__' ); ?></td></tr>
			<?php endif; ?>
			<?php foreach ( (array) $entries as $entry ) : ?>
				<tr>
					<td><?php echo esc_html( __PREFIX__format_date( $entry->created_at ) ); ?></td>
					<td><?php echo esc_html( $entry->name ); ?></td>
					<td><a href="<?php echo esc_url( 'mailto:' . $entry->email ); ?>"><?php echo esc_html( $entry->email ); ?></a></td>
					<td><?php echo esc_html( $entry->phone ); ?></td>
					<td><?php echo esc_html( wp_trim_words( $entry->message, 20 ) ); ?></td>
					<td>
						<?php __PREFIX__status_badge( $entry->status ); ?>
						<?php if ( '' !== $entry->last_error ) : ?>
							<br /><small><?php echo esc_html( $entry->last_error ); ?></small>
						<?php endif; ?>
					</td>
					<td><a href="<?php echo esc_url( add_query_arg( 'entry', (int) $entry->id, admin_url( 'admin.php?page=__CSS_PREFIX__sync-log' ) ) ); ?>"><?php echo esc_html( number_format_i18n( (int) $entry->attempts ) ); ?></a></td>
					<td class="__CSS_PREFIX__actions">
						<?php if ( 'synced' !== $entry->status ) : ?>
							<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
								<input type="hidden" name="action" value="__PREFIX__retry_entry" />
								<input type="hidden" name="id" value="<?php echo esc_attr( (string) (int) $entry->id ); ?>" />
								<?php wp_nonce_field( '__PREFIX__retry_entry_' . (int) $entry->id ); ?>
								<button type="submit" class="button button-small"><?php esc_html_e( 'Retry now', '__TEXT_DOMAIN__' ); ?></button>
							</form>
						<?php endif; ?>
						<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
							<input type="hidden" name="action" value="__PREFIX__delete_entry" />
							<input type="hidden" name="id" value="<?php echo esc_attr( (string) (int) $entry->id ); ?>" />
							<?php wp_nonce_field( '__PREFIX__delete_entry_' . (int) $entry->id ); ?>
							<button type="submit" class="button-link delete __CSS_PREFIX__delete"><?php esc_html_e( 'Delete', '__TEXT_DOMAIN__' ); ?></button>
						</form>
					</td>
				</tr>
			<?php endforeach; ?>
			</tbody>
		</table>
		<?php __PREFIX__pagination( $total, $per_page, $paged ); ?>
	</div>
	<?php
}

/**
 * Lists every sync attempt with its result, newest first, 50 per page (optionally for one entry).
 */
function __PREFIX__render_log_page() {
	global $wpdb;
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$log_table     = __PREFIX__log_table();
	$entries_table = __PREFIX__entries_table();
	$entry_id      = isset( $_GET['entry'] ) ? absint( $_GET['entry'] ) : 0; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	$paged         = isset( $_GET['paged'] ) ? max( 1, absint( $_GET['paged'] ) ) : 1; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	$per_page      = 50;
	if ( $entry_id ) {
		$total = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$log_table} WHERE entry_id = %d", $entry_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT l.*, e.name, e.email FROM {$log_table} l LEFT JOIN {$entries_table} e ON e.id = l.entry_id WHERE l.entry_id = %d ORDER BY l.id DESC LIMIT %d OFFSET %d", $entry_id, $per_page, ( $paged - 1 ) * $per_page ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	} else {
		$total = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$log_table}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT l.*, e.name, e.email FROM {$log_table} l LEFT JOIN {$entries_table} e ON e.id = l.entry_id ORDER BY l.id DESC LIMIT %d OFFSET %d", $per_page, ( $paged - 1 ) * $per_page ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}
	?>
	<div class="wrap">
		<h1><?php echo esc_html( get_admin_page_title() ); ?></h1>
		<p>
			<?php esc_html_e( 'Every request sent to the CRM, with its result.', '__TEXT_DOMAIN__' ); ?>
			<?php if ( $entry_id ) : ?>
				<a href="<?php echo esc_url( admin_url( 'admin.php?page=__CSS_PREFIX__sync-log' ) ); ?>"><?php esc_html_e( 'Show all attempts', '__TEXT_DOMAIN__' ); ?></a>
			<?php endif; ?>
		</p>
		<table class="widefat striped __CSS_PREFIX__table __CSS_PREFIX__log">
			<thead>
				<tr>
					<th scope="col"><?php esc_html_e( 'Time', '__TEXT_DOMAIN__' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Entry', '__TEXT_DOMAIN__' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Attempt', '__TEXT_DOMAIN__' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Result', '__TEXT_DOMAIN__' ); ?></th>
					<th scope="col"><?php esc_html_e( 'HTTP status', '__TEXT_DOMAIN__' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Details', '__TEXT_DOMAIN__' ); ?></th>
				</tr>
			</thead>
			<tbody>
			<?php if ( ! $rows ) : ?>
				<tr><td colspan="6"><?php esc_html_e( 'No sync attempts yet.', '__TEXT_DOMAIN__' ); ?></td></tr>
			<?php endif; ?>
			<?php foreach ( (array) $rows as $row ) : ?>
				<tr class="__CSS_PREFIX__log-row __CSS_PREFIX__log-row--<?php echo $row->success ? 'success' : 'failure'; ?>">
					<td><?php echo esc_html( __PREFIX__format_date( $row->created_at ) ); ?></td>
					<td>
						<?php
						echo esc_html(
							null === $row->name
								/* translators: %d: entry number. */
								? sprintf( __( 'Entry #%d (deleted)', '__TEXT_DOMAIN__' ), (int) $row->entry_id )
								: $row->name . ' <' . $row->email . '>'
						);
						?>
					</td>
					<td><?php echo esc_html( number_format_i18n( (int) $row->attempt ) ); ?></td>
					<td><?php __PREFIX__status_badge( $row->success ? 'synced' : 'failed' ); ?></td>
					<td><?php echo $row->http_code ? esc_html( (string) (int) $row->http_code ) : '—'; ?></td>
					<td><?php echo esc_html( $row->message ); ?></td>
				</tr>
			<?php endforeach; ?>
			</tbody>
		</table>
		<?php __PREFIX__pagination( $total, $per_page, $paged ); ?>
	</div>
	<?php
}

/**
 * Sends one entry to the CRM at once: capability and nonce first.
 */
function __PREFIX__handle_retry() {
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to do that.', '__TEXT_DOMAIN__' ), 403 );
	}
	$id = isset( $_POST['id'] ) ? absint( $_POST['id'] ) : 0;
	check_admin_referer( '__PREFIX__retry_entry_' . $id );

	if ( ! __PREFIX__is_configured() ) {
		$done = 'missing';
	} else {
		$done = __PREFIX__sync_entry( $id ) ? 'synced' : 'failed';
	}
	wp_safe_redirect( add_query_arg( '__PREFIX__done', $done, admin_url( 'admin.php?page=__CSS_PREFIX__entries' ) ) );
	exit;
}
add_action( 'admin_post___PREFIX__retry_entry', '__PREFIX__handle_retry' );

/**
 * Deletes one entry and its log: capability and nonce first, then prepared deletes.
 */
function __PREFIX__handle_delete() {
	global $wpdb;
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to do that.', '__TEXT_DOMAIN__' ), 403 );
	}
	$id = isset( $_POST['id'] ) ? absint( $_POST['id'] ) : 0;
	check_admin_referer( '__PREFIX__delete_entry_' . $id );

	$wpdb->delete( __PREFIX__entries_table(), array( 'id' => $id ), array( '%d' ) );
	$wpdb->delete( __PREFIX__log_table(), array( 'entry_id' => $id ), array( '%d' ) );

	wp_safe_redirect( add_query_arg( '__PREFIX__done', 'deleted', admin_url( 'admin.php?page=__CSS_PREFIX__entries' ) ) );
	exit;
}
add_action( 'admin_post___PREFIX__delete_entry', '__PREFIX__handle_delete' );

/**
 * Registers the settings: connection, field mapping, retries and the form's message.
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
	$page = '__CSS_PREFIX__settings';
	add_settings_section( '__PREFIX__connection', __( 'CRM connection', '__TEXT_DOMAIN__' ), '__PREFIX__render_connection_section', $page );
	add_settings_field( '__PREFIX__endpoint', __( 'API endpoint', '__TEXT_DOMAIN__' ), '__PREFIX__render_text_field', $page, '__PREFIX__connection', array( 'label_for' => '__PREFIX__endpoint', 'key' => 'endpoint', 'type' => 'url', 'description' => __( 'The CRM\'s REST API address that creates a contact, e.g. https://api.example-crm.com/v1/contacts. Each entry is POSTed there as JSON.', '__TEXT_DOMAIN__' ) ) );
	add_settings_field( '__PREFIX__api_key', __( 'API key', '__TEXT_DOMAIN__' ), '__PREFIX__render_api_key_field', $page, '__PREFIX__connection', array( 'label_for' => '__PREFIX__api_key' ) );
	add_settings_field( '__PREFIX__auth_header', __( 'Key header', '__TEXT_DOMAIN__' ), '__PREFIX__render_text_field', $page, '__PREFIX__connection', array( 'label_for' => '__PREFIX__auth_header', 'key' => 'auth_header', 'type' => 'text', 'description' => __( 'The HTTP header that carries the key, e.g. Authorization or X-API-Key.', '__TEXT_DOMAIN__' ) ) );
	add_settings_field( '__PREFIX__auth_scheme', __( 'Key prefix', '__TEXT_DOMAIN__' ), '__PREFIX__render_text_field', $page, '__PREFIX__connection', array( 'label_for' => '__PREFIX__auth_scheme', 'key' => 'auth_scheme', 'type' => 'text', 'description' => __( 'Written before the key in the header, e.g. Bearer. Leave empty to send the key alone.', '__TEXT_DOMAIN__' ) ) );

	add_settings_section( '__PREFIX__mapping', __( 'Field mapping', '__TEXT_DOMAIN__' ), '__PREFIX__render_mapping_section', $page );
	foreach ( __PREFIX__form_fields() as $field => $label ) {
		add_settings_field( '__PREFIX__map_' . $field, $label, '__PREFIX__render_mapping_field', $page, '__PREFIX__mapping', array( 'label_for' => '__PREFIX__map_' . $field, 'field' => $field ) );
	}

	add_settings_section( '__PREFIX__behaviour', __( 'Retries and form', '__TEXT_DOMAIN__' ), '__return_false', $page );
	add_settings_field( '__PREFIX__max_attempts', __( 'Attempts per entry', '__TEXT_DOMAIN__' ), '__PREFIX__render_attempts_field', $page, '__PREFIX__behaviour', array( 'label_for' => '__PREFIX__max_attempts' ) );
	add_settings_field( '__PREFIX__success_message', __( 'Thank-you message', '__TEXT_DOMAIN__' ), '__PREFIX__render_text_field', $page, '__PREFIX__behaviour', array( 'label_for' => '__PREFIX__success_message', 'key' => 'success_message', 'type' => 'text', 'description' => __( 'Shown to the visitor after sending the form.', '__TEXT_DOMAIN__' ) ) );
}
add_action( 'admin_init', '__PREFIX__register_settings' );

/**
 * Cleans the submitted settings. An empty API key keeps the saved one.
 *
 * @param mixed $input Submitted values.
 * @return array
 */
function __PREFIX__sanitize_settings( $input ) {
	$input   = is_array( $input ) ? $input : array();
	$current = __PREFIX__settings();
	$clean   = $current;

	$endpoint = isset( $input['endpoint'] ) ? esc_url_raw( trim( (string) $input['endpoint'] ), array( 'https', 'http' ) ) : '';
	if ( '' === $endpoint && ! empty( $input['endpoint'] ) ) {
		add_settings_error( '__PREFIX__settings', '__PREFIX__endpoint', __( 'The API endpoint must be a web address starting with https://.', '__TEXT_DOMAIN__' ) );
	} else {
		$clean['endpoint'] = $endpoint;
	}

	$key = isset( $input['api_key'] ) ? trim( sanitize_text_field( (string) $input['api_key'] ) ) : '';
	if ( ! empty( $input['clear_api_key'] ) ) {
		$clean['api_key'] = '';
	} elseif ( '' !== $key ) {
		$clean['api_key'] = $key;
	}

	$header               = isset( $input['auth_header'] ) ? preg_replace( '/[^A-Za-z0-9\-]/', '', (string) $input['auth_header'] ) : '';
	$clean['auth_header'] = '' !== $header ? $header : 'Authorization';
	$clean['auth_scheme'] = isset( $input['auth_scheme'] ) ? trim( sanitize_text_field( (string) $input['auth_scheme'] ) ) : '';

	$mapping = isset( $input['mapping'] ) && is_array( $input['mapping'] ) ? $input['mapping'] : array();
	foreach ( array_keys( __PREFIX__form_fields() ) as $field ) {
		$target                     = isset( $mapping[ $field ] ) ? (string) $mapping[ $field ] : '';
		$clean['mapping'][ $field ] = trim( preg_replace( '/[^A-Za-z0-9_.\-]/', '', $target ), '.' );
	}

	$attempts              = isset( $input['max_attempts'] ) ? absint( $input['max_attempts'] ) : 5;
	$clean['max_attempts'] = min( 20, max( 1, $attempts ) );

	$message                  = isset( $input['success_message'] ) ? sanitize_text_field( (string) $input['success_message'] ) : '';
	$clean['success_message'] = '' !== $message ? $message : $current['success_message'];

	return $clean;
}

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
 * Explains the connection section.
 */
function __PREFIX__render_connection_section() {
	echo '<p>' . esc_html__( 'Where to send the entries of the form, and the key your CRM gave you for its API.', '__TEXT_DOMAIN__' ) . '</p>';
}

/**
 * Explains the field mapping.
 */
function __PREFIX__render_mapping_section() {
	echo '<p>' . esc_html__( 'The CRM field that receives each form field. Use a dot for a nested field (properties.email); leave a field empty to not send it.', '__TEXT_DOMAIN__' ) . '</p>';
}

/**
 * A text or URL field of the settings.
 *
 * @param array $args Field arguments: key, type, label_for, description.
 */
function __PREFIX__render_text_field( $args ) {
	$settings = __PREFIX__settings();
	$key      = $args['key'];
	?>
	<input type="<?php echo esc_attr( $args['type'] ); ?>" class="regular-text" id="<?php echo esc_attr( $args['label_for'] ); ?>" name="__PREFIX__settings[<?php echo esc_attr( $key ); ?>]" value="<?php echo esc_attr( (string) $settings[ $key ] ); ?>" />
	<?php if ( ! empty( $args['description'] ) ) : ?>
		<p class="description"><?php echo esc_html( $args['description'] ); ?></p>
	<?php endif; ?>
	<?php
}

/**
 * The API key field: the saved key is never printed back.
 */
function __PREFIX__render_api_key_field() {
	$settings = __PREFIX__settings();
	$saved    = '' !== $settings['api_key'];
	?>
	<input type="password" class="regular-text" id="__PREFIX__api_key" name="__PREFIX__settings[api_key]" value="" autocomplete="new-password" placeholder="<?php echo esc_attr( $saved ? __( 'Saved (enter a new key to replace it)', '__TEXT_DOMAIN__' ) : '' ); ?>" />
	<?php if ( $saved ) : ?>
		<p><label><input type="checkbox" name="__PREFIX__settings[clear_api_key]" value="1" /> <?php esc_html_e( 'Remove the saved key', '__TEXT_DOMAIN__' ); ?></label></p>
	<?php endif; ?>
	<p class="description"><?php esc_html_e( 'Stored in the site\'s database and sent only to the endpoint above.', '__TEXT_DOMAIN__' ); ?></p>
	<?php
}

/**
 * One field of the mapping.
 *
 * @param array $args Field arguments: field, label_for.
 */
function __PREFIX__render_mapping_field( $args ) {
	$settings = __PREFIX__settings();
	$field    = $args['field'];
	?>
	<input type="text" class="regular-text code" id="<?php echo esc_attr( $args['label_for'] ); ?>" name="__PREFIX__settings[mapping][<?php echo esc_attr( $field ); ?>]" value="<?php echo esc_attr( (string) $settings['mapping'][ $field ] ); ?>" />
	<?php
}

/**
 * The number of attempts per entry.
 */
function __PREFIX__render_attempts_field() {
	$settings = __PREFIX__settings();
	?>
	<input type="number" class="small-text" id="__PREFIX__max_attempts" name="__PREFIX__settings[max_attempts]" min="1" max="20" value="<?php echo esc_attr( (string) (int) $settings['max_attempts'] ); ?>" />
	<p class="description"><?php esc_html_e( 'A failed request is retried every hour until this many attempts were made.', '__TEXT_DOMAIN__' ); ?></p>
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
