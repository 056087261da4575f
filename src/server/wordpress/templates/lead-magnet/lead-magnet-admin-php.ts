import type { BlueprintContext } from "../../blueprint/blueprint-context";
import { commentText, echoHtml, packageName, phpString, tr, trHtml, ABSPATH_GUARD } from "../../blueprint/php-source";
import { leadMagnetNames } from "./lead-magnet-names";

/**
 * includes/lead-magnet-admin.php: the admin menu (Subscribers with CSV export and delete, Settings with
 * the file, the e-mail text and the expiry), and the media picker's script.
 */
export function leadMagnetAdminPhp(ctx: BlueprintContext): string {
  const n = leadMagnetNames(ctx);
  const { p, a } = n;
  const td = phpString(ctx.textDomain);
  return `<?php
/**
 * ${commentText(ctx.name)}: the admin screens (subscribers, CSV export, settings). Loaded by lead-magnet.php.
 *
 * @package ${packageName(ctx)}
 */

${ABSPATH_GUARD}

/**
 * Adds the ${commentText(ctx.name)} menu: Subscribers and Settings.
 */
function ${p}admin_menu() {
	add_menu_page( ${tr(ctx, ctx.name)}, ${tr(ctx, ctx.name)}, 'manage_options', '${n.subscribersPage}', '${p}render_subscribers_page', 'dashicons-download', 26 );
	add_submenu_page( '${n.subscribersPage}', ${tr(ctx, "Subscribers")}, ${tr(ctx, "Subscribers")}, 'manage_options', '${n.subscribersPage}', '${p}render_subscribers_page' );
	add_submenu_page( '${n.subscribersPage}', ${tr(ctx, `${ctx.name} Settings`)}, ${tr(ctx, "Settings")}, 'manage_options', '${n.settingsPage}', '${p}render_settings_page' );
}
add_action( 'admin_menu', '${p}admin_menu' );

/**
 * Loads the media picker and the admin styles on the plugin's own screens.
 *
 * @param string $hook_suffix The current admin screen.
 */
function ${p}admin_assets( $hook_suffix ) {
	if ( false === strpos( (string) $hook_suffix, '${n.subscribersPage}' ) && false === strpos( (string) $hook_suffix, '${n.settingsPage}' ) ) {
		return;
	}
	wp_enqueue_style( '${n.adminHandle}', plugins_url( 'assets/lead-magnet-admin.css', __DIR__ ), array(), ${ctx.constPrefix}VERSION );
	if ( false !== strpos( (string) $hook_suffix, '${n.settingsPage}' ) ) {
		wp_enqueue_media();
		wp_enqueue_script( '${n.adminHandle}', plugins_url( 'assets/lead-magnet-admin.js', __DIR__ ), array( 'jquery' ), ${ctx.constPrefix}VERSION, true );
	}
}
add_action( 'admin_enqueue_scripts', '${p}admin_assets' );

/**
 * Prints the subscribers list: who signed up, when their link was sent, whether it still works, and how
 * often it was used; with CSV export and delete.
 */
function ${p}render_subscribers_page() {
	global $wpdb;
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$table    = ${p}table();
	$per_page = 20;
	$paged    = isset( $_GET['paged'] ) ? max( 1, absint( wp_unslash( $_GET['paged'] ) ) ) : 1; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	$deleted  = isset( $_GET['${p}deleted'] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	$offset   = ( $paged - 1 ) * $per_page;
	// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	$total = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table}" );
	$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT id, name, email, file_id, downloads, created_at, last_download_at FROM {$table} ORDER BY created_at DESC, id DESC LIMIT %d OFFSET %d", $per_page, $offset ) );
	// phpcs:enable
	$export = wp_nonce_url( admin_url( 'admin-post.php?action=${n.exportAction}' ), '${n.exportAction}' );
	$pages  = (int) ceil( $total / $per_page );
	?>
	<div class="wrap ${a}">
		<h1 class="wp-heading-inline"><?php ${echoHtml(ctx, "Subscribers")} ?></h1>
		<?php if ( $total > 0 ) : ?>
			<a href="<?php echo esc_url( $export ); ?>" class="page-title-action ${a}__export"><?php ${echoHtml(ctx, "Export CSV")} ?></a>
		<?php endif; ?>
		<hr class="wp-header-end" />
		<?php if ( $deleted ) : ?>
			<div class="notice notice-success is-dismissible"><p><?php ${echoHtml(ctx, "The subscriber was deleted.")} ?></p></div>
		<?php endif; ?>
		<p class="${a}__summary">
			<?php
			echo esc_html(
				sprintf(
					/* translators: %d: number of subscribers. */
					_n( '%d subscriber', '%d subscribers', $total, ${td} ),
					$total
				)
			);
			?>
			&middot;
			<?php
			echo esc_html(
				sprintf(
					/* translators: %s: shortcode. */
					${tr(ctx, "Put %s in a page to show the form.")},
					'[${n.tag}]'
				)
			);
			?>
		</p>
		<table class="widefat striped ${a}__table">
			<thead>
				<tr>
					<th scope="col"><?php ${echoHtml(ctx, "Name")} ?></th>
					<th scope="col"><?php ${echoHtml(ctx, "E-mail")} ?></th>
					<th scope="col"><?php ${echoHtml(ctx, "File")} ?></th>
					<th scope="col"><?php ${echoHtml(ctx, "Link sent")} ?></th>
					<th scope="col"><?php ${echoHtml(ctx, "Link")} ?></th>
					<th scope="col"><?php ${echoHtml(ctx, "Downloads")} ?></th>
					<th scope="col"><span class="screen-reader-text"><?php ${echoHtml(ctx, "Actions")} ?></span></th>
				</tr>
			</thead>
			<tbody>
			<?php if ( ! $rows ) : ?>
				<tr><td colspan="7"><?php ${echoHtml(ctx, "No subscribers yet. They appear here as soon as someone fills in the form.")} ?></td></tr>
			<?php endif; ?>
			<?php foreach ( (array) $rows as $row ) : ?>
				<?php
				$expires = ${p}expires_at( $row );
				$fresh   = time() < $expires;
				$file    = ${p}file_for( (int) $row->file_id );
				$delete  = wp_nonce_url( admin_url( 'admin-post.php?action=${n.deleteAction}&id=' . (int) $row->id ), '${n.deleteAction}_' . (int) $row->id );
				?>
				<tr>
					<td><?php echo esc_html( $row->name ); ?></td>
					<td><a href="<?php echo esc_url( 'mailto:' . $row->email ); ?>"><?php echo esc_html( $row->email ); ?></a></td>
					<td><?php echo esc_html( $file ? $file['name'] : '—' ); ?></td>
					<td><?php echo esc_html( get_date_from_gmt( $row->created_at, get_option( 'date_format' ) . ' ' . get_option( 'time_format' ) ) ); ?></td>
					<td>
						<?php if ( $fresh ) : ?>
							<span class="${a}__badge ${a}__badge--fresh">
							<?php
							echo esc_html(
								sprintf(
									/* translators: %s: date and time. */
									${tr(ctx, "Works until %s")},
									wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $expires )
								)
							);
							?>
							</span>
						<?php else : ?>
							<span class="${a}__badge ${a}__badge--expired"><?php ${echoHtml(ctx, "Expired")} ?></span>
						<?php endif; ?>
					</td>
					<td><?php echo esc_html( number_format_i18n( (int) $row->downloads ) ); ?></td>
					<td><a class="${a}__delete" href="<?php echo esc_url( $delete ); ?>" onclick="return window.confirm( this.dataset.confirm );" data-confirm="<?php esc_attr_e( 'Delete this subscriber?', ${td} ); ?>"><?php ${echoHtml(ctx, "Delete")} ?></a></td>
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
function ${p}csv_cell( $value ) {
	$value = (string) $value;
	return ( '' !== $value && false !== strpos( '=+-@', $value[0] ) ) ? "'" . $value : $value;
}

/**
 * Sends every subscriber as a CSV file. Administrators only, with a nonce.
 */
function ${p}export_csv() {
	global $wpdb;
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die( esc_html( ${tr(ctx, "Sorry, you are not allowed to export subscribers.")} ), '', array( 'response' => 403 ) );
	}
	check_admin_referer( '${n.exportAction}' );
	$table = ${p}table();
	$rows  = $wpdb->get_results( "SELECT name, email, file_id, downloads, created_at, last_download_at FROM {$table} ORDER BY id ASC" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared

	nocache_headers();
	header( 'Content-Type: text/csv; charset=utf-8' );
	header( 'Content-Disposition: attachment; filename="subscribers-' . gmdate( 'Y-m-d' ) . '.csv"' );
	header( 'X-Content-Type-Options: nosniff' );
	$out = fopen( 'php://output', 'w' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fopen
	fputcsv( $out, array( ${tr(ctx, "Name")}, ${tr(ctx, "E-mail")}, ${tr(ctx, "File")}, ${tr(ctx, "Downloads")}, ${tr(ctx, "Link sent (UTC)")}, ${tr(ctx, "Last download (UTC)")} ), ',', '"', '' );
	foreach ( (array) $rows as $row ) {
		$file = ${p}file_for( (int) $row->file_id );
		fputcsv(
			$out,
			array_map( '${p}csv_cell', array( $row->name, $row->email, $file ? $file['name'] : '', (int) $row->downloads, $row->created_at, (string) $row->last_download_at ) ),
			',',
			'"',
			''
		);
	}
	fclose( $out ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose
	exit;
}
add_action( 'admin_post_${n.exportAction}', '${p}export_csv' );

/**
 * Deletes one subscriber. Administrators only, with a nonce.
 */
function ${p}delete_subscriber() {
	global $wpdb;
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die( esc_html( ${tr(ctx, "Sorry, you are not allowed to delete subscribers.")} ), '', array( 'response' => 403 ) );
	}
	$id = isset( $_GET['id'] ) ? absint( wp_unslash( $_GET['id'] ) ) : 0;
	check_admin_referer( '${n.deleteAction}_' . $id );
	$wpdb->delete( ${p}table(), array( 'id' => $id ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	wp_safe_redirect( add_query_arg( '${p}deleted', '1', admin_url( 'admin.php?page=${n.subscribersPage}' ) ) );
	exit;
}
add_action( 'admin_post_${n.deleteAction}', '${p}delete_subscriber' );

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
		)
	);
	add_settings_section( '${p}file', ${tr(ctx, "The download")}, '${p}render_file_section', '${n.settingsPage}' );
	add_settings_field( '${p}file_id', ${tr(ctx, "File")}, '${p}render_file_field', '${n.settingsPage}', '${p}file' );
	add_settings_field( '${p}file_url', ${tr(ctx, "Or a file URL")}, '${p}render_text_field', '${n.settingsPage}', '${p}file', array( 'label_for' => '${p}file_url', 'key' => 'file_url', 'type' => 'url', 'description' => ${tr(ctx, "Used when no Media Library file is chosen, for a file kept elsewhere.")} ) );
	add_settings_field( '${p}expiry_hours', ${tr(ctx, "Links expire after")}, '${p}render_expiry_field', '${n.settingsPage}', '${p}file', array( 'label_for' => '${p}expiry_hours' ) );

	add_settings_section( '${p}form', ${tr(ctx, "The form")}, '__return_false', '${n.settingsPage}' );
	add_settings_field( '${p}heading', ${tr(ctx, "Heading")}, '${p}render_text_field', '${n.settingsPage}', '${p}form', array( 'label_for' => '${p}heading', 'key' => 'heading' ) );
	add_settings_field( '${p}intro', ${tr(ctx, "Introduction")}, '${p}render_textarea_field', '${n.settingsPage}', '${p}form', array( 'label_for' => '${p}intro', 'key' => 'intro', 'rows' => 3 ) );
	add_settings_field( '${p}button', ${tr(ctx, "Button text")}, '${p}render_text_field', '${n.settingsPage}', '${p}form', array( 'label_for' => '${p}button', 'key' => 'button' ) );
	add_settings_field( '${p}success_message', ${tr(ctx, "Thank-you message")}, '${p}render_text_field', '${n.settingsPage}', '${p}form', array( 'label_for' => '${p}success_message', 'key' => 'success_message' ) );

	add_settings_section( '${p}email', ${tr(ctx, "The e-mail")}, '${p}render_email_section', '${n.settingsPage}' );
	add_settings_field( '${p}email_subject', ${tr(ctx, "Subject")}, '${p}render_text_field', '${n.settingsPage}', '${p}email', array( 'label_for' => '${p}email_subject', 'key' => 'email_subject' ) );
	add_settings_field( '${p}email_body', ${tr(ctx, "Text")}, '${p}render_textarea_field', '${n.settingsPage}', '${p}email', array( 'label_for' => '${p}email_body', 'key' => 'email_body', 'rows' => 10 ) );
}
add_action( 'admin_init', '${p}register_settings' );

/**
 * Cleans the submitted settings.
 *
 * @param mixed $input Submitted values.
 * @return array<string, mixed>
 */
function ${p}sanitize_settings( $input ) {
	$input    = is_array( $input ) ? $input : array();
	$defaults = ${p}default_settings();
	$file_id  = isset( $input['file_id'] ) ? absint( $input['file_id'] ) : 0;
	if ( $file_id && 'attachment' !== get_post_type( $file_id ) ) {
		$file_id = 0;
	}
	$hours = isset( $input['expiry_hours'] ) ? absint( $input['expiry_hours'] ) : 0;
	if ( $hours < 1 || $hours > 8760 ) {
		add_settings_error( '${n.option}', '${p}expiry_hours', ${tr(ctx, "Links must expire after 1 to 8760 hours; 48 hours was kept.")} );
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
function ${p}render_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	?>
	<div class="wrap ${a}">
		<h1><?php echo esc_html( get_admin_page_title() ); ?></h1>
		<div class="${a}__usage">
			<p>
			<?php
			echo esc_html(
				sprintf(
					/* translators: 1: shortcode, 2: shortcode with a Media Library file ID. */
					${tr(ctx, "Put %1$s in a page to show the opt-in form. To give away another Media Library file with a form, add its ID: %2$s.")},
					'[${n.tag}]',
					'[${n.tag} id="123"]'
				)
			);
			?>
			</p>
		</div>
		<form action="options.php" method="post">
			<?php
			settings_fields( '${n.group}' );
			do_settings_sections( '${n.settingsPage}' );
			submit_button();
			?>
		</form>
	</div>
	<?php
}

/**
 * Explains the download section.
 */
function ${p}render_file_section() {
	echo '<p>' . ${trHtml(ctx, "Choose the file subscribers receive. Each subscriber gets a personal link that stops working after the hours below.")} . '</p>';
}

/**
 * Explains the e-mail placeholders.
 */
function ${p}render_email_section() {
	echo '<p>' . ${trHtml(ctx, "Placeholders: {name}, {email}, {link} (the download link), {hours} (how long it works) and {site}. Without {link}, the link is added at the end.")} . '</p>';
}

/**
 * The Media Library file picker.
 */
function ${p}render_file_field() {
	$settings = ${p}settings();
	$id       = (int) $settings['file_id'];
	$name     = $id ? wp_basename( (string) get_attached_file( $id ) ) : '';
	?>
	<div class="${a}-media" data-title="<?php esc_attr_e( 'Choose the file to give away', ${td} ); ?>" data-button="<?php esc_attr_e( 'Use this file', ${td} ); ?>" data-none="<?php esc_attr_e( 'No file chosen', ${td} ); ?>">
		<input type="hidden" id="${p}file_id" name="${n.option}[file_id]" value="<?php echo esc_attr( (string) $id ); ?>" />
		<span class="${a}-media__name"><?php echo esc_html( '' !== $name ? $name : ${tr(ctx, "No file chosen")} ); ?></span>
		<button type="button" class="button ${a}-media__choose"><?php ${echoHtml(ctx, "Choose or upload a file")} ?></button>
		<button type="button" class="button-link ${a}-media__remove" <?php echo $id ? '' : 'hidden'; ?>><?php ${echoHtml(ctx, "Remove")} ?></button>
	</div>
	<p class="description"><?php ${echoHtml(ctx, "A PDF, e-book, checklist or any other file from the Media Library.")} ?></p>
	<?php
}

/**
 * The expiry field, in hours.
 */
function ${p}render_expiry_field() {
	$settings = ${p}settings();
	?>
	<input type="number" class="small-text" id="${p}expiry_hours" name="${n.option}[expiry_hours]" min="1" max="8760" step="1" value="<?php echo esc_attr( (string) (int) $settings['expiry_hours'] ); ?>" />
	<?php ${echoHtml(ctx, "hours")} ?>
	<p class="description"><?php ${echoHtml(ctx, "Counted from the moment the link is sent. 48 hours is two days.")} ?></p>
	<?php
}

/**
 * A one-line text setting.
 *
 * @param array $args Field arguments: key, optional type and description.
 */
function ${p}render_text_field( $args ) {
	$settings = ${p}settings();
	$key      = (string) $args['key'];
	$type     = isset( $args['type'] ) ? (string) $args['type'] : 'text';
	?>
	<input type="<?php echo esc_attr( $type ); ?>" class="regular-text" id="<?php echo esc_attr( '${p}' . $key ); ?>" name="<?php echo esc_attr( '${n.option}[' . $key . ']' ); ?>" value="<?php echo esc_attr( (string) $settings[ $key ] ); ?>" />
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
function ${p}render_textarea_field( $args ) {
	$settings = ${p}settings();
	$key      = (string) $args['key'];
	?>
	<textarea class="large-text" rows="<?php echo esc_attr( (string) (int) $args['rows'] ); ?>" id="<?php echo esc_attr( '${p}' . $key ); ?>" name="<?php echo esc_attr( '${n.option}[' . $key . ']' ); ?>"><?php echo esc_textarea( (string) $settings[ $key ] ); ?></textarea>
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
