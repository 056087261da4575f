<?php
/**
 * A form (a shortcode; the tag is in the marker below) whose submissions are stored in a custom table and listed in the admin.
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The entries table's name, with the site's table prefix.
 *
 * @return string
 */
function __PREFIX__entries_table() {
	global $wpdb;
	return $wpdb->prefix . '__PREFIX__entries';
}

/**
 * Creates or updates the entries table (dbDelta is safe to run again).
 */
function __PREFIX__entries_install() {
	global $wpdb;
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	$table   = __PREFIX__entries_table();
	$charset = $wpdb->get_charset_collate();
	dbDelta(
		"CREATE TABLE {$table} (
			id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
			name varchar(100) NOT NULL DEFAULT '',
			email varchar(100) NOT NULL DEFAULT '',
			message text NOT NULL,
			created_at datetime NOT NULL DEFAULT '0000-00-00 00:00:00',
			PRIMARY KEY  (id),
			KEY created_at (created_at)
		) {$charset};"
	);
	update_option( '__PREFIX__entries_db_version', '1', false );
}

/**
 * Registers the form's stylesheet; it is enqueued only where the form is shown.
 */
function __PREFIX__entries_register_assets() {
	wp_register_style( '__CSS_PREFIX__entry', plugins_url( 'assets/entry-form.css', __DIR__ ), array(), __CONST_PREFIX__VERSION );
}
add_action( 'wp_enqueue_scripts', '__PREFIX__entries_register_assets' );

/**
 * Renders the form's shortcode.
 *
 * @return string
 */
function __PREFIX__entries_render_form() {
	wp_enqueue_style( '__CSS_PREFIX__entry' );

	// Only picks one of the fixed messages below.
	$status  = isset( $_GET['__PREFIX__entries_status'] ) ? sanitize_key( wp_unslash( $_GET['__PREFIX__entries_status'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	$notices = array(
		'saved'   => array( 'success', __( 'Thank you! Your entry has been saved.', '__TEXT_DOMAIN__' ) ),
		'invalid' => array( 'error', __( 'Please enter your name, a valid e-mail address and a message.', '__TEXT_DOMAIN__' ) ),
		'expired' => array( 'error', __( 'The form expired. Please try again.', '__TEXT_DOMAIN__' ) ),
	);

	$html = '<div class="__CSS_PREFIX__entry" id="__CSS_PREFIX__entry">';
	if ( isset( $notices[ $status ] ) ) {
		$html .= '<div class="__CSS_PREFIX__entry__notice __CSS_PREFIX__entry__notice--' . esc_attr( $notices[ $status ][0] ) . '" role="status">' . esc_html( $notices[ $status ][1] ) . '</div>';
	}
	$html .= '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
	$html .= '<input type="hidden" name="action" value="__PREFIX__entry_submit" />';
	$html .= wp_nonce_field( '__PREFIX__entry_submit', '__PREFIX__entries_nonce', true, false );
	$html .= '<input type="hidden" name="__PREFIX__entries_return" value="' . esc_url( get_permalink() ) . '" />';
	$html .= '<p class="__CSS_PREFIX__entry__field"><label for="__PREFIX__entries_name">' . esc_html__( 'Name', '__TEXT_DOMAIN__' ) . '</label><input type="text" id="__PREFIX__entries_name" name="__PREFIX__entries_name" required maxlength="100" /></p>';
	$html .= '<p class="__CSS_PREFIX__entry__field"><label for="__PREFIX__entries_email">' . esc_html__( 'E-mail', '__TEXT_DOMAIN__' ) . '</label><input type="email" id="__PREFIX__entries_email" name="__PREFIX__entries_email" required maxlength="100" /></p>';
	$html .= '<p class="__CSS_PREFIX__entry__field"><label for="__PREFIX__entries_message">' . esc_html__( 'Message', '__TEXT_DOMAIN__' ) . '</label><textarea id="__PREFIX__entries_message" name="__PREFIX__entries_message" rows="5" required maxlength="2000"></textarea></p>';
	$html .= '<p class="__CSS_PREFIX__entry__hp" aria-hidden="true"><label for="__PREFIX__entries_website">' . esc_html__( 'Leave this field empty', '__TEXT_DOMAIN__' ) . '</label><input type="text" id="__PREFIX__entries_website" name="__PREFIX__entries_website" tabindex="-1" autocomplete="off" /></p>';
	$html .= '<p><button type="submit" class="__CSS_PREFIX__entry__submit">' . esc_html__( 'Send', '__TEXT_DOMAIN__' ) . '</button></p>';
	$html .= '</form></div>';

	return $html;
}
add_shortcode( PLUGSMITH_PARAM_TAG, '__PREFIX__entries_render_form' );

/**
 * Sends the visitor back to the form with a status.
 *
 * @param string $url    Page with the form.
 * @param string $status One of saved, invalid, expired.
 */
function __PREFIX__entries_redirect( $url, $status ) {
	wp_safe_redirect( add_query_arg( '__PREFIX__entries_status', $status, $url ) . '#__CSS_PREFIX__entry' );
	exit;
}

/**
 * Stores a submitted entry: nonce and honeypot first, then sanitised and validated fields, then
 * an insert through $wpdb->insert (prepared). The form is public, so no capability is required.
 */
function __PREFIX__entries_handle_submission() {
	global $wpdb;

	$return = home_url( '/' );
	if ( isset( $_POST['__PREFIX__entries_return'] ) ) {
		$return = wp_validate_redirect( esc_url_raw( wp_unslash( $_POST['__PREFIX__entries_return'] ) ), home_url( '/' ) );
	}
	if ( ! isset( $_POST['__PREFIX__entries_nonce'] ) || ! wp_verify_nonce( sanitize_text_field( wp_unslash( $_POST['__PREFIX__entries_nonce'] ) ), '__PREFIX__entry_submit' ) ) {
		__PREFIX__entries_redirect( $return, 'expired' );
	}
	if ( ! empty( $_POST['__PREFIX__entries_website'] ) ) {
		__PREFIX__entries_redirect( $return, 'saved' );
	}

	$name    = isset( $_POST['__PREFIX__entries_name'] ) ? sanitize_text_field( wp_unslash( $_POST['__PREFIX__entries_name'] ) ) : '';
	$email   = isset( $_POST['__PREFIX__entries_email'] ) ? sanitize_email( wp_unslash( $_POST['__PREFIX__entries_email'] ) ) : '';
	$message = isset( $_POST['__PREFIX__entries_message'] ) ? sanitize_textarea_field( wp_unslash( $_POST['__PREFIX__entries_message'] ) ) : '';
	if ( '' === $name || ! is_email( $email ) || '' === $message ) {
		__PREFIX__entries_redirect( $return, 'invalid' );
	}

	if ( get_option( '__PREFIX__entries_db_version' ) !== '1' ) {
		__PREFIX__entries_install();
	}
	$wpdb->insert(
		__PREFIX__entries_table(),
		array(
			'name'       => mb_substr( $name, 0, 100 ),
			'email'      => mb_substr( $email, 0, 100 ),
			'message'    => mb_substr( $message, 0, 2000 ),
			'created_at' => current_time( 'mysql', true ),
		),
		array( '%s', '%s', '%s', '%s' )
	);

	__PREFIX__entries_redirect( $return, 'saved' );
}
add_action( 'admin_post_nopriv___PREFIX__entry_submit', '__PREFIX__entries_handle_submission' );
add_action( 'admin_post___PREFIX__entry_submit', '__PREFIX__entries_handle_submission' );

/**
 * Adds the Entries screen to the admin menu.
 */
function __PREFIX__entries_add_page() {
	add_menu_page( __( PLUGSMITH_PARAM_PAGE_TITLE, '__TEXT_DOMAIN__' ), __( 'Entries', '__TEXT_DOMAIN__' ), 'manage_options', '__CSS_PREFIX__entries', '__PREFIX__entries_render_page', 'dashicons-feedback', 26 );
}
add_action( 'admin_menu', '__PREFIX__entries_add_page' );

/**
 * Lists the entries, newest first, 20 per page (prepared queries).
 */
function __PREFIX__entries_render_page() {
	global $wpdb;
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$table    = __PREFIX__entries_table();
	$per_page = 20;
	$paged    = isset( $_GET['paged'] ) ? max( 1, absint( $_GET['paged'] ) ) : 1; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	$total    = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	$entries  = $wpdb->get_results(
		$wpdb->prepare(
			"SELECT id, name, email, message, created_at FROM {$table} ORDER BY id DESC LIMIT %d OFFSET %d", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
			$per_page,
			( $paged - 1 ) * $per_page
		)
	);
	?>
	<div class="wrap">
		<h1><?php echo esc_html( get_admin_page_title() ); ?></h1>
		<?php if ( isset( $_GET['deleted'] ) ) : // phpcs:ignore WordPress.Security.NonceVerification.Recommended ?>
			<div class="notice notice-success is-dismissible"><p><?php esc_html_e( 'Entry deleted.', '__TEXT_DOMAIN__' ); ?></p></div>
		<?php endif; ?>
		<p>
			<?php
			echo esc_html(
				sprintf(
					/* translators: %s: shortcode. */
					__( 'Put %s in a page to show the form.', '__TEXT_DOMAIN__' ),
					PLUGSMITH_PARAM_SHORTCODE
				)
			);
			?>
		</p>
		<table class="widefat striped">
			<thead>
				<tr>
					<th><?php esc_html_e( 'Name', '__TEXT_DOMAIN__' ); ?></th>
					<th><?php esc_html_e( 'E-mail', '__TEXT_DOMAIN__' ); ?></th>
					<th><?php esc_html_e( 'Message', '__TEXT_DOMAIN__' ); ?></th>
					<th><?php esc_html_e( 'Received', '__TEXT_DOMAIN__' ); ?></th>
					<th></th>
				</tr>
			</thead>
			<tbody>
			<?php if ( ! $entries ) : ?>
				<tr><td colspan="5"><?php esc_html_e( 'No entries yet.', '__TEXT_DOMAIN__' ); ?></td></tr>
			<?php endif; ?>
			<?php foreach ( (array) $entries as $entry ) : ?>
				<tr>
					<td><?php echo esc_html( $entry->name ); ?></td>
					<td><a href="<?php echo esc_url( 'mailto:' . $entry->email ); ?>"><?php echo esc_html( $entry->email ); ?></a></td>
					<td><?php echo esc_html( wp_trim_words( $entry->message, 30 ) ); ?></td>
					<td><?php echo esc_html( get_date_from_gmt( $entry->created_at, get_option( 'date_format' ) . ' ' . get_option( 'time_format' ) ) ); ?></td>
					<td>
						<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
							<input type="hidden" name="action" value="__PREFIX__entry_delete" />
							<input type="hidden" name="id" value="<?php echo esc_attr( (string) (int) $entry->id ); ?>" />
							<?php wp_nonce_field( '__PREFIX__entry_delete_' . (int) $entry->id ); ?>
							<button type="submit" class="button-link delete"><?php esc_html_e( 'Delete', '__TEXT_DOMAIN__' ); ?></button>
						</form>
					</td>
				</tr>
			<?php endforeach; ?>
			</tbody>
		</table>
		<?php
		$pages = (int) ceil( $total / $per_page );
		if ( $pages > 1 ) {
			echo '<p>' . wp_kses_post(
				paginate_links(
					array(
						'base'    => add_query_arg( 'paged', '%#%' ),
						'format'  => '',
						'current' => $paged,
						'total'   => $pages,
					)
				)
			) . '</p>';
		}
		?>
	</div>
	<?php
}

/**
 * Deletes one entry: capability and nonce first, then a prepared delete.
 */
function __PREFIX__entries_handle_delete() {
	global $wpdb;
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to do that.', '__TEXT_DOMAIN__' ), 403 );
	}
	$id = isset( $_POST['id'] ) ? absint( $_POST['id'] ) : 0;
	check_admin_referer( '__PREFIX__entry_delete_' . $id );

	$wpdb->delete( __PREFIX__entries_table(), array( 'id' => $id ), array( '%d' ) );

	wp_safe_redirect( add_query_arg( 'deleted', '1', admin_url( 'admin.php?page=__CSS_PREFIX__entries' ) ) );
	exit;
}
add_action( 'admin_post___PREFIX__entry_delete', '__PREFIX__entries_handle_delete' );
