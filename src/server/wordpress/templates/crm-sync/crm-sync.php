<?php
/**
 * Form-to-CRM sync: the [crm_form] form, entries stored locally, each sent to the CRM's REST API with the API key and field mapping of the settings page, failed requests retried hourly by WP-Cron, every attempt logged.
 *
 * Plugsmith block: crm-sync
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The form fields the CRM receives, keyed by field, with their labels.
 *
 * @return array<string, string>
 */
function __PREFIX__form_fields() {
	return array(
		'name'    => __( 'Name', '__TEXT_DOMAIN__' ),
		'email'   => __( 'E-mail', '__TEXT_DOMAIN__' ),
		'phone'   => __( 'Phone', '__TEXT_DOMAIN__' ),
		'message' => __( 'Message', '__TEXT_DOMAIN__' ),
	);
}

/**
 * The settings (Settings page of the CRM Sync menu), with defaults.
 *
 * @return array{endpoint: string, api_key: string, auth_header: string, auth_scheme: string, mapping: array<string, string>, max_attempts: int, success_message: string}
 */
function __PREFIX__settings() {
	$saved    = get_option( '__PREFIX__settings', array() );
	$saved    = is_array( $saved ) ? $saved : array();
	$defaults = array(
		'endpoint'        => '',
		'api_key'         => '',
		'auth_header'     => 'Authorization',
		'auth_scheme'     => 'Bearer',
		'mapping'         => array(
			'name'    => 'name',
			'email'   => 'email',
			'phone'   => 'phone',
			'message' => 'message',
		),
		'max_attempts'    => 5,
		'success_message' => __( 'Thank you! We have received your message and will be in touch soon.', '__TEXT_DOMAIN__' ),
	);
	$settings            = wp_parse_args( $saved, $defaults );
	$settings['mapping'] = wp_parse_args( is_array( $settings['mapping'] ) ? $settings['mapping'] : array(), $defaults['mapping'] );
	return $settings;
}

/**
 * The entries table, with the site's table prefix.
 *
 * @return string
 */
function __PREFIX__entries_table() {
	global $wpdb;
	return $wpdb->prefix . '__PREFIX__entries';
}

/**
 * The sync log table, with the site's table prefix.
 *
 * @return string
 */
function __PREFIX__log_table() {
	global $wpdb;
	return $wpdb->prefix . '__PREFIX__sync_log';
}

/**
 * Creates or updates the tables (dbDelta is safe to run again) and schedules the hourly retry.
 * Runs on activation and after an update.
 */
function __PREFIX__install() {
	global $wpdb;
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	$entries = __PREFIX__entries_table();
	$log     = __PREFIX__log_table();
	$charset = $wpdb->get_charset_collate();
	dbDelta(
		"CREATE TABLE {$entries} (
			id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
			name varchar(100) NOT NULL DEFAULT '',
			email varchar(100) NOT NULL DEFAULT '',
			phone varchar(40) NOT NULL DEFAULT '',
			message text NOT NULL,
			status varchar(20) NOT NULL DEFAULT 'pending',
			attempts smallint(5) unsigned NOT NULL DEFAULT 0,
			last_error varchar(255) NOT NULL DEFAULT '',
			created_at datetime NOT NULL DEFAULT '0000-00-00 00:00:00',
			synced_at datetime NULL DEFAULT NULL,
			PRIMARY KEY  (id),
			KEY status (status)
		) {$charset};
		CREATE TABLE {$log} (
			id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
			entry_id bigint(20) unsigned NOT NULL DEFAULT 0,
			attempt smallint(5) unsigned NOT NULL DEFAULT 0,
			success tinyint(1) NOT NULL DEFAULT 0,
			http_code smallint(5) unsigned NOT NULL DEFAULT 0,
			message varchar(255) NOT NULL DEFAULT '',
			created_at datetime NOT NULL DEFAULT '0000-00-00 00:00:00',
			PRIMARY KEY  (id),
			KEY entry_id (entry_id)
		) {$charset};"
	);
	update_option( '__PREFIX__db_version', '1', false );
	if ( ! wp_next_scheduled( '__PREFIX__retry_failed_event' ) ) {
		wp_schedule_event( time() + HOUR_IN_SECONDS, 'hourly', '__PREFIX__retry_failed_event' );
	}
}

/**
 * Clears the plugin's WP-Cron events on deactivation (entries and the log are kept).
 */
function __PREFIX__deactivate() {
	wp_clear_scheduled_hook( '__PREFIX__retry_failed_event' );
	wp_unschedule_hook( '__PREFIX__sync_entry_event' );
}

/**
 * Registers the form's stylesheet; it is enqueued only where the form is shown.
 */
function __PREFIX__register_assets() {
	wp_register_style( '__CSS_PREFIX__crm-form', plugins_url( 'assets/crm-form.css', __DIR__ ), array(), __CONST_PREFIX__VERSION );
}
add_action( 'wp_enqueue_scripts', '__PREFIX__register_assets' );

/**
 * Renders [crm_form]: the form, and the notice after a submission.
 *
 * @return string
 */
function __PREFIX__render_form() {
	wp_enqueue_style( '__CSS_PREFIX__crm-form' );

	// Only picks one of the fixed messages below; nothing from the address is printed.
	$status   = isset( $_GET['__PREFIX__status'] ) ? sanitize_key( wp_unslash( $_GET['__PREFIX__status'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	$settings = __PREFIX__settings();
	$notices  = array(
		'sent'    => array( 'success', $settings['success_message'] ),
		'invalid' => array( 'error', __( 'Please enter your name, a valid e-mail address and a message.', '__TEXT_DOMAIN__' ) ),
		'expired' => array( 'error', __( 'The form expired. Please send it again.', '__TEXT_DOMAIN__' ) ),
		'busy'    => array( 'error', __( 'Too many messages in a short time. Please try again in a few minutes.', '__TEXT_DOMAIN__' ) ),
		'failed'  => array( 'error', __( 'Sorry, your message could not be saved. Please try again later.', '__TEXT_DOMAIN__' ) ),
	);

	$html = '<div class="__CSS_PREFIX__crm-form" id="__CSS_PREFIX__crm-form">';
	if ( isset( $notices[ $status ] ) ) {
		$html .= '<div class="__CSS_PREFIX__crm-form__notice __CSS_PREFIX__crm-form__notice--' . esc_attr( $notices[ $status ][0] ) . '" role="status">' . esc_html( $notices[ $status ][1] ) . '</div>';
	}

	$html .= '<form class="__CSS_PREFIX__crm-form__form" method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
	$html .= '<input type="hidden" name="action" value="__PREFIX__submit" />';
	$html .= wp_nonce_field( '__PREFIX__submit', '__PREFIX__nonce', true, false );
	$html .= '<input type="hidden" name="__PREFIX__return" value="' . esc_url( get_permalink() ) . '" />';
	$html .= '<p class="__CSS_PREFIX__crm-form__field"><label for="__PREFIX__name">' . esc_html__( 'Name', '__TEXT_DOMAIN__' ) . '</label><input type="text" id="__PREFIX__name" name="__PREFIX__name" required maxlength="100" autocomplete="name" /></p>';
	$html .= '<p class="__CSS_PREFIX__crm-form__field"><label for="__PREFIX__email">' . esc_html__( 'E-mail', '__TEXT_DOMAIN__' ) . '</label><input type="email" id="__PREFIX__email" name="__PREFIX__email" required maxlength="100" autocomplete="email" /></p>';
	$html .= '<p class="__CSS_PREFIX__crm-form__field"><label for="__PREFIX__phone">' . esc_html__( 'Phone', '__TEXT_DOMAIN__' ) . '</label><input type="tel" id="__PREFIX__phone" name="__PREFIX__phone" maxlength="40" autocomplete="tel" /></p>';
	$html .= '<p class="__CSS_PREFIX__crm-form__field"><label for="__PREFIX__message">' . esc_html__( 'Message', '__TEXT_DOMAIN__' ) . '</label><textarea id="__PREFIX__message" name="__PREFIX__message" rows="6" required maxlength="5000"></textarea></p>';
	// Honeypot: hidden from people, filled in by bots.
	$html .= '<p class="__CSS_PREFIX__crm-form__hp" aria-hidden="true"><label for="__PREFIX__website">' . esc_html__( 'Leave this field empty', '__TEXT_DOMAIN__' ) . '</label><input type="text" id="__PREFIX__website" name="__PREFIX__website" tabindex="-1" autocomplete="off" /></p>';
	$html .= '<p class="__CSS_PREFIX__crm-form__actions"><button type="submit" class="__CSS_PREFIX__crm-form__submit">' . esc_html__( 'Send', '__TEXT_DOMAIN__' ) . '</button></p>';
	$html .= '</form></div>';

	return $html;
}
add_shortcode( 'crm_form', '__PREFIX__render_form' );

/**
 * Sends the visitor back to the form with a status.
 *
 * @param string $url    Page with the form.
 * @param string $status One of sent, invalid, expired, busy, failed.
 */
function __PREFIX__redirect( $url, $status ) {
	wp_safe_redirect( add_query_arg( '__PREFIX__status', $status, $url ) . '#__CSS_PREFIX__crm-form' );
	exit;
}

/**
 * Allows five submissions per visitor address in ten minutes.
 *
 * @return bool True when this visitor has sent too many.
 */
function __PREFIX__rate_limited() {
	$address = isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
	$key     = '__PREFIX__rl_' . md5( $address );
	$count   = (int) get_transient( $key );
	if ( $count >= 5 ) {
		return true;
	}
	set_transient( $key, $count + 1, 10 * MINUTE_IN_SECONDS );
	return false;
}

/**
 * Handles a submitted form: nonce and honeypot first, then sanitised and validated fields, stored in
 * the entries table (prepared insert). The CRM call runs right after in a WP-Cron event, so the
 * visitor never waits for the CRM. The form is public, so no capability is required.
 */
function __PREFIX__handle_submission() {
	global $wpdb;

	$return = home_url( '/' );
	if ( isset( $_POST['__PREFIX__return'] ) ) {
		$return = wp_validate_redirect( esc_url_raw( wp_unslash( $_POST['__PREFIX__return'] ) ), home_url( '/' ) );
	}

	if ( ! isset( $_POST['__PREFIX__nonce'] ) || ! wp_verify_nonce( sanitize_text_field( wp_unslash( $_POST['__PREFIX__nonce'] ) ), '__PREFIX__submit' ) ) {
		__PREFIX__redirect( $return, 'expired' );
	}

	// A filled-in honeypot means a bot: answer as if it worked and do nothing.
	if ( ! empty( $_POST['__PREFIX__website'] ) ) {
		__PREFIX__redirect( $return, 'sent' );
	}

	$name    = isset( $_POST['__PREFIX__name'] ) ? sanitize_text_field( wp_unslash( $_POST['__PREFIX__name'] ) ) : '';
	$email   = isset( $_POST['__PREFIX__email'] ) ? sanitize_email( wp_unslash( $_POST['__PREFIX__email'] ) ) : '';
	$phone   = isset( $_POST['__PREFIX__phone'] ) ? sanitize_text_field( wp_unslash( $_POST['__PREFIX__phone'] ) ) : '';
	$message = isset( $_POST['__PREFIX__message'] ) ? sanitize_textarea_field( wp_unslash( $_POST['__PREFIX__message'] ) ) : '';
	$phone = preg_replace( '/[^0-9+()\-.\s]/', '', $phone );

	if ( '' === $name || strlen( $name ) > 100 || ! is_email( $email ) || strlen( $email ) > 100 || '' === $message ) {
		__PREFIX__redirect( $return, 'invalid' );
	}

	if ( __PREFIX__rate_limited() ) {
		__PREFIX__redirect( $return, 'busy' );
	}

	if ( get_option( '__PREFIX__db_version' ) !== '1' ) {
		__PREFIX__install();
	}
	$saved = $wpdb->insert(
		__PREFIX__entries_table(),
		array(
			'name'       => $name,
			'email'      => $email,
			'phone'      => mb_substr( trim( (string) $phone ), 0, 40 ),
			'message'    => mb_substr( $message, 0, 5000 ),
			'status'     => 'pending',
			'attempts'   => 0,
			'created_at' => current_time( 'mysql', true ),
		),
		array( '%s', '%s', '%s', '%s', '%s', '%d', '%s' )
	);
	if ( ! $saved ) {
		__PREFIX__redirect( $return, 'failed' );
	}

	wp_schedule_single_event( time(), '__PREFIX__sync_entry_event', array( (int) $wpdb->insert_id ) );

	__PREFIX__redirect( $return, 'sent' );
}
add_action( 'admin_post_nopriv___PREFIX__submit', '__PREFIX__handle_submission' );
add_action( 'admin_post___PREFIX__submit', '__PREFIX__handle_submission' );

/**
 * Whether the CRM connection is set up (an endpoint is needed; the key may be empty for open webhooks).
 *
 * @return bool
 */
function __PREFIX__is_configured() {
	$settings = __PREFIX__settings();
	return '' !== $settings['endpoint'];
}

/**
 * The JSON body for the CRM: each form field under the CRM field name the mapping gives it. A name
 * with dots ("properties.email") nests the value; an empty name leaves the field out.
 *
 * @param object $entry The entry (a row of the entries table).
 * @return array<string, mixed>
 */
function __PREFIX__request_body( $entry ) {
	$settings = __PREFIX__settings();
	$body     = array();
	foreach ( array_keys( __PREFIX__form_fields() ) as $field ) {
		$target = isset( $settings['mapping'][ $field ] ) ? (string) $settings['mapping'][ $field ] : '';
		if ( '' === $target ) {
			continue;
		}
		$parts = explode( '.', $target );
		$node  = &$body;
		foreach ( $parts as $part ) {
			if ( ! isset( $node[ $part ] ) || ! is_array( $node[ $part ] ) ) {
				$node[ $part ] = array();
			}
			$node = &$node[ $part ];
		}
		$node = (string) $entry->$field;
		unset( $node );
	}

	/**
	 * Filters the body sent to the CRM for one entry.
	 *
	 * @param array  $body  Mapped fields.
	 * @param object $entry The entry.
	 */
	return apply_filters( '__PREFIX__request_body', $body, $entry );
}

/**
 * Records one sync attempt in the log.
 *
 * @param int    $entry_id  Entry.
 * @param int    $attempt   Attempt number for the entry.
 * @param bool   $success   Whether the CRM accepted it.
 * @param int    $http_code HTTP status (0 when the request did not complete).
 * @param string $message   What happened.
 */
function __PREFIX__log_attempt( $entry_id, $attempt, $success, $http_code, $message ) {
	global $wpdb;
	$wpdb->insert(
		__PREFIX__log_table(),
		array(
			'entry_id'   => (int) $entry_id,
			'attempt'    => (int) $attempt,
			'success'    => $success ? 1 : 0,
			'http_code'  => (int) $http_code,
			'message'    => mb_substr( $message, 0, 255 ),
			'created_at' => current_time( 'mysql', true ),
		),
		array( '%d', '%d', '%d', '%d', '%s', '%s' )
	);
}

/**
 * Sends one entry to the CRM: a JSON POST to the endpoint with the API key in the configured header.
 * A 2xx answer marks the entry synced; anything else counts a failed attempt, keeps the entry for the
 * hourly retry and, after the last allowed attempt, gives up. Every attempt is logged.
 *
 * @param int $entry_id Entry ID.
 * @return bool Whether the CRM accepted the entry.
 */
function __PREFIX__sync_entry( $entry_id ) {
	global $wpdb;
	$table = __PREFIX__entries_table();
	$entry = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE id = %d", (int) $entry_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	if ( ! $entry || 'synced' === $entry->status ) {
		return $entry ? true : false;
	}
	if ( ! __PREFIX__is_configured() ) {
		// Nothing to send to yet: the entry stays pending and the hourly event tries again.
		return false;
	}

	$settings = __PREFIX__settings();
	$headers  = array(
		'Content-Type' => 'application/json',
		'Accept'       => 'application/json',
	);
	if ( '' !== $settings['api_key'] ) {
		$headers[ $settings['auth_header'] ] = trim( $settings['auth_scheme'] . ' ' . $settings['api_key'] );
	}
	$response = wp_remote_post(
		$settings['endpoint'],
		array(
			'timeout' => 15,
			'headers' => $headers,
			'body'    => wp_json_encode( __PREFIX__request_body( $entry ) ),
		)
	);

	$attempt = (int) $entry->attempts + 1;
	if ( is_wp_error( $response ) ) {
		$code    = 0;
		$success = false;
		$message = $response->get_error_message();
	} else {
		$code    = (int) wp_remote_retrieve_response_code( $response );
		$success = $code >= 200 && $code < 300;
		$message = $success
			? __( 'Contact created in the CRM.', '__TEXT_DOMAIN__' )
			: trim( $code . ' ' . wp_remote_retrieve_response_message( $response ) . ': ' . wp_strip_all_tags( (string) wp_remote_retrieve_body( $response ) ) );
	}
	$message = mb_substr( sanitize_text_field( $message ), 0, 255 );

	if ( $success ) {
		$status = 'synced';
	} elseif ( $attempt >= (int) $settings['max_attempts'] ) {
		$status = 'gave_up';
	} else {
		$status = 'failed';
	}
	$wpdb->update(
		$table,
		array(
			'status'     => $status,
			'attempts'   => $attempt,
			'last_error' => $success ? '' : $message,
			'synced_at'  => $success ? current_time( 'mysql', true ) : null,
		),
		array( 'id' => (int) $entry->id ),
		array( '%s', '%d', '%s', '%s' ),
		array( '%d' )
	);
	__PREFIX__log_attempt( (int) $entry->id, $attempt, $success, $code, $message );

	/**
	 * Fires after an entry was sent to the CRM.
	 *
	 * @param int  $entry_id Entry ID.
	 * @param bool $success  Whether the CRM accepted it.
	 */
	do_action( '__PREFIX__synced', (int) $entry->id, $success );
	return $success;
}
add_action( '__PREFIX__sync_entry_event', '__PREFIX__sync_entry' );

/**
 * The hourly retry: sends again every failed entry that has attempts left, and pending entries whose
 * own event did not run (older than ten minutes), at most 50 a run.
 *
 * @return int How many entries were sent.
 */
function __PREFIX__retry_failed() {
	global $wpdb;
	if ( ! __PREFIX__is_configured() ) {
		return 0;
	}
	$table = __PREFIX__entries_table();
	$ids   = $wpdb->get_col(
		$wpdb->prepare(
			"SELECT id FROM {$table} WHERE status = 'failed' OR ( status = 'pending' AND created_at < %s ) ORDER BY id ASC LIMIT 50", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
			gmdate( 'Y-m-d H:i:s', time() - 10 * MINUTE_IN_SECONDS )
		)
	);
	foreach ( $ids as $id ) {
		__PREFIX__sync_entry( (int) $id );
	}
	return count( $ids );
}
add_action( '__PREFIX__retry_failed_event', '__PREFIX__retry_failed' );

/**
 * The statuses of an entry, with their labels.
 *
 * @return array<string, string>
 */
function __PREFIX__statuses() {
	return array(
		'pending' => __( 'Pending', '__TEXT_DOMAIN__' ),
		'synced'  => __( 'Synced', '__TEXT_DOMAIN__' ),
		'failed'  => __( 'Failed, will retry', '__TEXT_DOMAIN__' ),
		'gave_up' => __( 'Failed, gave up', '__TEXT_DOMAIN__' ),
	);
}

/**
 * Prints a status badge.
 *
 * @param string $status Status key.
 */
function __PREFIX__status_badge( $status ) {
	$statuses = __PREFIX__statuses();
	$label    = isset( $statuses[ $status ] ) ? $statuses[ $status ] : $status;
	echo '<span class="__CSS_PREFIX__badge __CSS_PREFIX__badge--' . esc_attr( sanitize_html_class( $status ) ) . '">' . esc_html( $label ) . '</span>';
}

/**
 * A GMT date from the database in the site's date and time format.
 *
 * @param string|null $gmt Date in GMT.
 * @return string
 */
function __PREFIX__format_date( $gmt ) {
	if ( ! $gmt || '0000-00-00 00:00:00' === $gmt ) {
		return '—';
	}
	return get_date_from_gmt( $gmt, get_option( 'date_format' ) . ' ' . get_option( 'time_format' ) );
}
