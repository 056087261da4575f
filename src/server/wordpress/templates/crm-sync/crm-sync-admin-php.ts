import type { BlueprintContext } from "../../blueprint/blueprint-context";
import { ABSPATH_GUARD, echoHtml, packageName, phpString, settingsPageRenderer, tr } from "../../blueprint/php-source";
import type { CrmNames } from "./crm-sync-names";

/**
 * includes/crm-sync-admin.php: the CRM Sync menu: Entries (status, attempts, Retry now, Delete),
 * Sync Log (every attempt with its result) and Settings (connection, field mapping, retries).
 */
export function crmAdminPhp(ctx: BlueprintContext, n: CrmNames): string {
  const { p } = n;
  const td = phpString(ctx.textDomain);
  const opt = n.settingsOption;
  return `<?php
/**
 * Admin screens of the CRM sync: entries, the sync log and the settings.
 *
 * @package ${packageName(ctx)}
 */

${ABSPATH_GUARD}

/**
 * Adds the CRM Sync menu: Entries, Sync Log, Settings.
 */
function ${p}admin_menu() {
	$hooks   = array();
	$hooks[] = add_menu_page( ${tr(ctx, "CRM Entries")}, ${tr(ctx, "CRM Sync")}, 'manage_options', '${n.entriesPage}', '${p}render_entries_page', 'dashicons-update', 26 );
	$hooks[] = add_submenu_page( '${n.entriesPage}', ${tr(ctx, "CRM Entries")}, ${tr(ctx, "Entries")}, 'manage_options', '${n.entriesPage}', '${p}render_entries_page' );
	$hooks[] = add_submenu_page( '${n.entriesPage}', ${tr(ctx, "CRM Sync Log")}, ${tr(ctx, "Sync Log")}, 'manage_options', '${n.logPage}', '${p}render_log_page' );
	$hooks[] = add_submenu_page( '${n.entriesPage}', ${tr(ctx, "CRM Settings")}, ${tr(ctx, "Settings")}, 'manage_options', '${n.settingsPage}', '${p}render_settings_page' );
	$GLOBALS['${p}admin_hooks'] = array_filter( $hooks );
}
add_action( 'admin_menu', '${p}admin_menu' );

/**
 * Styles the status badges on the plugin's own screens only.
 *
 * @param string $hook_suffix Current admin page.
 */
function ${p}admin_assets( $hook_suffix ) {
	$hooks = isset( $GLOBALS['${p}admin_hooks'] ) ? (array) $GLOBALS['${p}admin_hooks'] : array();
	if ( in_array( $hook_suffix, $hooks, true ) ) {
		wp_enqueue_style( '${ctx.cssPrefix}admin', plugins_url( 'assets/crm-admin.css', __DIR__ ), array(), ${ctx.constPrefix}VERSION );
	}
}
add_action( 'admin_enqueue_scripts', '${p}admin_assets' );

/**
 * Prints the pagination links of a list.
 *
 * @param int $total    Number of rows.
 * @param int $per_page Rows per page.
 * @param int $paged    Current page.
 */
function ${p}pagination( $total, $per_page, $paged ) {
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
function ${p}render_entries_page() {
	global $wpdb;
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$table    = ${p}entries_table();
	$statuses = ${p}statuses();
	// Read-only filters of the list.
	$status   = isset( $_GET['status'] ) ? sanitize_key( wp_unslash( $_GET['status'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	$status   = isset( $statuses[ $status ] ) ? $status : '';
	$paged    = isset( $_GET['paged'] ) ? max( 1, absint( $_GET['paged'] ) ) : 1; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	$notice   = isset( $_GET['${p}done'] ) ? sanitize_key( wp_unslash( $_GET['${p}done'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
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
	$next     = wp_next_scheduled( '${n.retryHook}' );
	$base_url = admin_url( 'admin.php?page=${n.entriesPage}' );
	$notices  = array(
		'synced'  => array( 'success', ${tr(ctx, "The entry was sent to the CRM.")} ),
		'failed'  => array( 'error', ${tr(ctx, "The CRM did not accept the entry. See the sync log for its answer.")} ),
		'deleted' => array( 'success', ${tr(ctx, "Entry deleted.")} ),
		'missing' => array( 'error', ${tr(ctx, "Enter the CRM endpoint under Settings first.")} ),
	);
	?>
	<div class="wrap">
		<h1 class="wp-heading-inline"><?php echo esc_html( get_admin_page_title() ); ?></h1>
		<hr class="wp-header-end" />
		<?php if ( isset( $notices[ $notice ] ) ) : ?>
			<div class="notice notice-<?php echo esc_attr( $notices[ $notice ][0] ); ?> is-dismissible"><p><?php echo esc_html( $notices[ $notice ][1] ); ?></p></div>
		<?php endif; ?>
		<?php if ( ! ${p}is_configured() ) : ?>
			<div class="notice notice-warning"><p>
				<?php ${echoHtml(ctx, "Entries are stored but not sent yet: enter the CRM's endpoint and API key under Settings.")} ?>
				<a href="<?php echo esc_url( admin_url( 'admin.php?page=${n.settingsPage}' ) ); ?>"><?php ${echoHtml(ctx, "Open the settings")} ?></a>
			</p></div>
		<?php endif; ?>
		<p>
			<?php
			echo esc_html(
				sprintf(
					/* translators: %s: shortcode. */
					__( 'Put %s in a page to show the form. Each entry is sent to the CRM right away; failed requests are retried every hour.', ${td} ),
					'[${n.tag}]'
				)
			);
			if ( $next ) {
				echo ' ' . esc_html(
					sprintf(
						/* translators: %s: date and time. */
						__( 'Next automatic retry: %s.', ${td} ),
						wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), (int) $next )
					)
				);
			}
			?>
		</p>
		<ul class="subsubsub">
			<li><a href="<?php echo esc_url( $base_url ); ?>"<?php echo '' === $status ? ' class="current" aria-current="page"' : ''; ?>><?php ${echoHtml(ctx, "All")} ?> <span class="count">(<?php echo esc_html( number_format_i18n( $all ) ); ?>)</span></a></li>
			<?php foreach ( $statuses as $key => $label ) : ?>
				<li>| <a href="<?php echo esc_url( add_query_arg( 'status', $key, $base_url ) ); ?>"<?php echo $key === $status ? ' class="current" aria-current="page"' : ''; ?>><?php echo esc_html( $label ); ?> <span class="count">(<?php echo esc_html( number_format_i18n( isset( $counts[ $key ] ) ? $counts[ $key ] : 0 ) ); ?>)</span></a></li>
			<?php endforeach; ?>
		</ul>
		<table class="widefat striped ${ctx.cssPrefix}table">
			<thead>
				<tr>
					<th scope="col"><?php ${echoHtml(ctx, "Received")} ?></th>
					<th scope="col"><?php ${echoHtml(ctx, "Name")} ?></th>
					<th scope="col"><?php ${echoHtml(ctx, "E-mail")} ?></th>
					<th scope="col"><?php ${echoHtml(ctx, "Phone")} ?></th>
					<th scope="col"><?php ${echoHtml(ctx, "Message")} ?></th>
					<th scope="col"><?php ${echoHtml(ctx, "Status")} ?></th>
					<th scope="col"><?php ${echoHtml(ctx, "Attempts")} ?></th>
					<th scope="col"><?php ${echoHtml(ctx, "Actions")} ?></th>
				</tr>
			</thead>
			<tbody>
			<?php if ( ! $entries ) : ?>
				<tr><td colspan="8"><?php ${echoHtml(ctx, "No entries yet.")} ?></td></tr>
			<?php endif; ?>
			<?php foreach ( (array) $entries as $entry ) : ?>
				<tr>
					<td><?php echo esc_html( ${p}format_date( $entry->created_at ) ); ?></td>
					<td><?php echo esc_html( $entry->name ); ?></td>
					<td><a href="<?php echo esc_url( 'mailto:' . $entry->email ); ?>"><?php echo esc_html( $entry->email ); ?></a></td>
					<td><?php echo esc_html( $entry->phone ); ?></td>
					<td><?php echo esc_html( wp_trim_words( $entry->message, 20 ) ); ?></td>
					<td>
						<?php ${p}status_badge( $entry->status ); ?>
						<?php if ( '' !== $entry->last_error ) : ?>
							<br /><small><?php echo esc_html( $entry->last_error ); ?></small>
						<?php endif; ?>
					</td>
					<td><a href="<?php echo esc_url( add_query_arg( 'entry', (int) $entry->id, admin_url( 'admin.php?page=${n.logPage}' ) ) ); ?>"><?php echo esc_html( number_format_i18n( (int) $entry->attempts ) ); ?></a></td>
					<td class="${ctx.cssPrefix}actions">
						<?php if ( 'synced' !== $entry->status ) : ?>
							<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
								<input type="hidden" name="action" value="${n.retryAction}" />
								<input type="hidden" name="id" value="<?php echo esc_attr( (string) (int) $entry->id ); ?>" />
								<?php wp_nonce_field( '${n.retryAction}_' . (int) $entry->id ); ?>
								<button type="submit" class="button button-small"><?php ${echoHtml(ctx, "Retry now")} ?></button>
							</form>
						<?php endif; ?>
						<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
							<input type="hidden" name="action" value="${n.deleteAction}" />
							<input type="hidden" name="id" value="<?php echo esc_attr( (string) (int) $entry->id ); ?>" />
							<?php wp_nonce_field( '${n.deleteAction}_' . (int) $entry->id ); ?>
							<button type="submit" class="button-link delete ${ctx.cssPrefix}delete"><?php ${echoHtml(ctx, "Delete")} ?></button>
						</form>
					</td>
				</tr>
			<?php endforeach; ?>
			</tbody>
		</table>
		<?php ${p}pagination( $total, $per_page, $paged ); ?>
	</div>
	<?php
}

/**
 * Lists every sync attempt with its result, newest first, 50 per page (optionally for one entry).
 */
function ${p}render_log_page() {
	global $wpdb;
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$log_table     = ${p}log_table();
	$entries_table = ${p}entries_table();
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
			<?php ${echoHtml(ctx, "Every request sent to the CRM, with its result.")} ?>
			<?php if ( $entry_id ) : ?>
				<a href="<?php echo esc_url( admin_url( 'admin.php?page=${n.logPage}' ) ); ?>"><?php ${echoHtml(ctx, "Show all attempts")} ?></a>
			<?php endif; ?>
		</p>
		<table class="widefat striped ${ctx.cssPrefix}table ${ctx.cssPrefix}log">
			<thead>
				<tr>
					<th scope="col"><?php ${echoHtml(ctx, "Time")} ?></th>
					<th scope="col"><?php ${echoHtml(ctx, "Entry")} ?></th>
					<th scope="col"><?php ${echoHtml(ctx, "Attempt")} ?></th>
					<th scope="col"><?php ${echoHtml(ctx, "Result")} ?></th>
					<th scope="col"><?php ${echoHtml(ctx, "HTTP status")} ?></th>
					<th scope="col"><?php ${echoHtml(ctx, "Details")} ?></th>
				</tr>
			</thead>
			<tbody>
			<?php if ( ! $rows ) : ?>
				<tr><td colspan="6"><?php ${echoHtml(ctx, "No sync attempts yet.")} ?></td></tr>
			<?php endif; ?>
			<?php foreach ( (array) $rows as $row ) : ?>
				<tr class="${ctx.cssPrefix}log-row ${ctx.cssPrefix}log-row--<?php echo $row->success ? 'success' : 'failure'; ?>">
					<td><?php echo esc_html( ${p}format_date( $row->created_at ) ); ?></td>
					<td>
						<?php
						echo esc_html(
							null === $row->name
								/* translators: %d: entry number. */
								? sprintf( __( 'Entry #%d (deleted)', ${td} ), (int) $row->entry_id )
								: $row->name . ' <' . $row->email . '>'
						);
						?>
					</td>
					<td><?php echo esc_html( number_format_i18n( (int) $row->attempt ) ); ?></td>
					<td><?php ${p}status_badge( $row->success ? 'synced' : 'failed' ); ?></td>
					<td><?php echo $row->http_code ? esc_html( (string) (int) $row->http_code ) : '—'; ?></td>
					<td><?php echo esc_html( $row->message ); ?></td>
				</tr>
			<?php endforeach; ?>
			</tbody>
		</table>
		<?php ${p}pagination( $total, $per_page, $paged ); ?>
	</div>
	<?php
}

/**
 * Sends one entry to the CRM at once: capability and nonce first.
 */
function ${p}handle_retry() {
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to do that.', ${td} ), 403 );
	}
	$id = isset( $_POST['id'] ) ? absint( $_POST['id'] ) : 0;
	check_admin_referer( '${n.retryAction}_' . $id );

	if ( ! ${p}is_configured() ) {
		$done = 'missing';
	} else {
		$done = ${p}sync_entry( $id ) ? 'synced' : 'failed';
	}
	wp_safe_redirect( add_query_arg( '${p}done', $done, admin_url( 'admin.php?page=${n.entriesPage}' ) ) );
	exit;
}
add_action( 'admin_post_${n.retryAction}', '${p}handle_retry' );

/**
 * Deletes one entry and its log: capability and nonce first, then prepared deletes.
 */
function ${p}handle_delete() {
	global $wpdb;
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to do that.', ${td} ), 403 );
	}
	$id = isset( $_POST['id'] ) ? absint( $_POST['id'] ) : 0;
	check_admin_referer( '${n.deleteAction}_' . $id );

	$wpdb->delete( ${p}entries_table(), array( 'id' => $id ), array( '%d' ) );
	$wpdb->delete( ${p}log_table(), array( 'entry_id' => $id ), array( '%d' ) );

	wp_safe_redirect( add_query_arg( '${p}done', 'deleted', admin_url( 'admin.php?page=${n.entriesPage}' ) ) );
	exit;
}
add_action( 'admin_post_${n.deleteAction}', '${p}handle_delete' );

/**
 * Registers the settings: connection, field mapping, retries and the form's message.
 */
function ${p}register_settings() {
	register_setting(
		'${n.settingsGroup}',
		'${opt}',
		array(
			'type'              => 'array',
			'sanitize_callback' => '${p}sanitize_settings',
		)
	);
	$page = '${n.settingsPage}';
	add_settings_section( '${p}connection', ${tr(ctx, "CRM connection")}, '${p}render_connection_section', $page );
	add_settings_field( '${p}endpoint', ${tr(ctx, "API endpoint")}, '${p}render_text_field', $page, '${p}connection', array( 'label_for' => '${p}endpoint', 'key' => 'endpoint', 'type' => 'url', 'description' => ${tr(ctx, "The CRM's REST API address that creates a contact, e.g. https://api.example-crm.com/v1/contacts. Each entry is POSTed there as JSON.")} ) );
	add_settings_field( '${p}api_key', ${tr(ctx, "API key")}, '${p}render_api_key_field', $page, '${p}connection', array( 'label_for' => '${p}api_key' ) );
	add_settings_field( '${p}auth_header', ${tr(ctx, "Key header")}, '${p}render_text_field', $page, '${p}connection', array( 'label_for' => '${p}auth_header', 'key' => 'auth_header', 'type' => 'text', 'description' => ${tr(ctx, "The HTTP header that carries the key, e.g. Authorization or X-API-Key.")} ) );
	add_settings_field( '${p}auth_scheme', ${tr(ctx, "Key prefix")}, '${p}render_text_field', $page, '${p}connection', array( 'label_for' => '${p}auth_scheme', 'key' => 'auth_scheme', 'type' => 'text', 'description' => ${tr(ctx, "Written before the key in the header, e.g. Bearer. Leave empty to send the key alone.")} ) );

	add_settings_section( '${p}mapping', ${tr(ctx, "Field mapping")}, '${p}render_mapping_section', $page );
	foreach ( ${p}form_fields() as $field => $label ) {
		add_settings_field( '${p}map_' . $field, $label, '${p}render_mapping_field', $page, '${p}mapping', array( 'label_for' => '${p}map_' . $field, 'field' => $field ) );
	}

	add_settings_section( '${p}behaviour', ${tr(ctx, "Retries and form")}, '__return_false', $page );
	add_settings_field( '${p}max_attempts', ${tr(ctx, "Attempts per entry")}, '${p}render_attempts_field', $page, '${p}behaviour', array( 'label_for' => '${p}max_attempts' ) );
	add_settings_field( '${p}success_message', ${tr(ctx, "Thank-you message")}, '${p}render_text_field', $page, '${p}behaviour', array( 'label_for' => '${p}success_message', 'key' => 'success_message', 'type' => 'text', 'description' => ${tr(ctx, "Shown to the visitor after sending the form.")} ) );
}
add_action( 'admin_init', '${p}register_settings' );

/**
 * Cleans the submitted settings. An empty API key keeps the saved one.
 *
 * @param mixed $input Submitted values.
 * @return array
 */
function ${p}sanitize_settings( $input ) {
	$input   = is_array( $input ) ? $input : array();
	$current = ${p}settings();
	$clean   = $current;

	$endpoint = isset( $input['endpoint'] ) ? esc_url_raw( trim( (string) $input['endpoint'] ), array( 'https', 'http' ) ) : '';
	if ( '' === $endpoint && ! empty( $input['endpoint'] ) ) {
		add_settings_error( '${opt}', '${p}endpoint', ${tr(ctx, "The API endpoint must be a web address starting with https://.")} );
	} else {
		$clean['endpoint'] = $endpoint;
	}

	$key = isset( $input['api_key'] ) ? trim( sanitize_text_field( (string) $input['api_key'] ) ) : '';
	if ( ! empty( $input['clear_api_key'] ) ) {
		$clean['api_key'] = '';
	} elseif ( '' !== $key ) {
		$clean['api_key'] = $key;
	}

	$header               = isset( $input['auth_header'] ) ? preg_replace( '/[^A-Za-z0-9\\-]/', '', (string) $input['auth_header'] ) : '';
	$clean['auth_header'] = '' !== $header ? $header : 'Authorization';
	$clean['auth_scheme'] = isset( $input['auth_scheme'] ) ? trim( sanitize_text_field( (string) $input['auth_scheme'] ) ) : '';

	$mapping = isset( $input['mapping'] ) && is_array( $input['mapping'] ) ? $input['mapping'] : array();
	foreach ( array_keys( ${p}form_fields() ) as $field ) {
		$target                     = isset( $mapping[ $field ] ) ? (string) $mapping[ $field ] : '';
		$clean['mapping'][ $field ] = trim( preg_replace( '/[^A-Za-z0-9_.\\-]/', '', $target ), '.' );
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
${settingsPageRenderer(`${p}render_settings_page`, n.settingsGroup, n.settingsPage)}

/**
 * Explains the connection section.
 */
function ${p}render_connection_section() {
	echo '<p>' . esc_html__( 'Where to send the entries of the form, and the key your CRM gave you for its API.', ${td} ) . '</p>';
}

/**
 * Explains the field mapping.
 */
function ${p}render_mapping_section() {
	echo '<p>' . esc_html__( 'The CRM field that receives each form field. Use a dot for a nested field (properties.email); leave a field empty to not send it.', ${td} ) . '</p>';
}

/**
 * A text or URL field of the settings.
 *
 * @param array $args Field arguments: key, type, label_for, description.
 */
function ${p}render_text_field( $args ) {
	$settings = ${p}settings();
	$key      = $args['key'];
	?>
	<input type="<?php echo esc_attr( $args['type'] ); ?>" class="regular-text" id="<?php echo esc_attr( $args['label_for'] ); ?>" name="${opt}[<?php echo esc_attr( $key ); ?>]" value="<?php echo esc_attr( (string) $settings[ $key ] ); ?>" />
	<?php if ( ! empty( $args['description'] ) ) : ?>
		<p class="description"><?php echo esc_html( $args['description'] ); ?></p>
	<?php endif; ?>
	<?php
}

/**
 * The API key field: the saved key is never printed back.
 */
function ${p}render_api_key_field() {
	$settings = ${p}settings();
	$saved    = '' !== $settings['api_key'];
	?>
	<input type="password" class="regular-text" id="${p}api_key" name="${opt}[api_key]" value="" autocomplete="new-password" placeholder="<?php echo esc_attr( $saved ? __( 'Saved (enter a new key to replace it)', ${td} ) : '' ); ?>" />
	<?php if ( $saved ) : ?>
		<p><label><input type="checkbox" name="${opt}[clear_api_key]" value="1" /> <?php ${echoHtml(ctx, "Remove the saved key")} ?></label></p>
	<?php endif; ?>
	<p class="description"><?php ${echoHtml(ctx, "Stored in the site's database and sent only to the endpoint above.")} ?></p>
	<?php
}

/**
 * One field of the mapping.
 *
 * @param array $args Field arguments: field, label_for.
 */
function ${p}render_mapping_field( $args ) {
	$settings = ${p}settings();
	$field    = $args['field'];
	?>
	<input type="text" class="regular-text code" id="<?php echo esc_attr( $args['label_for'] ); ?>" name="${opt}[mapping][<?php echo esc_attr( $field ); ?>]" value="<?php echo esc_attr( (string) $settings['mapping'][ $field ] ); ?>" />
	<?php
}

/**
 * The number of attempts per entry.
 */
function ${p}render_attempts_field() {
	$settings = ${p}settings();
	?>
	<input type="number" class="small-text" id="${p}max_attempts" name="${opt}[max_attempts]" min="1" max="20" value="<?php echo esc_attr( (string) (int) $settings['max_attempts'] ); ?>" />
	<p class="description"><?php ${echoHtml(ctx, "A failed request is retried every hour until this many attempts were made.")} ?></p>
	<?php
}

/**
 * Adds a Settings link to the plugin's row on the Plugins screen.
 *
 * @param string[] $links Action links.
 * @return string[]
 */
function ${p}action_link( $links ) {
	array_unshift( $links, '<a href="' . esc_url( admin_url( 'admin.php?page=${n.settingsPage}' ) ) . '">' . esc_html__( 'Settings', ${td} ) . '</a>' );
	return $links;
}
add_filter( 'plugin_action_links_' . ${ctx.constPrefix}BASENAME, '${p}action_link' );
`;
}
