import type { BlueprintContext } from "../../blueprint/blueprint-context";
import { phpFileStart, phpString, tr, trHtml } from "../../blueprint/php-source";
import {
  formHiddenFieldsPhp,
  formNoticePhp,
  honeypotCheckPhp,
  honeypotFieldPhp,
  nonceCheckPhp,
  redirectFunctionPhp,
  registerFormStyleFunctionPhp,
  returnUrlPhp,
  sanitisedPostFieldsPhp,
} from "../../blueprint/php-snippets";
import type { CrmNames } from "./crm-sync-names";

/**
 * includes/crm-sync.php: the tables, the [crm_form] shortcode and its submission handler, the sync of
 * one entry to the CRM's REST API (wp_remote_post, logged), and the WP-Cron events (one per new entry,
 * hourly retries).
 */
export function crmCorePhp(ctx: BlueprintContext, n: CrmNames): string {
  const { p, c } = n;
  return `${phpFileStart(ctx, `Form-to-CRM sync: the [${n.tag}] form, entries stored locally, each sent to the CRM's REST API with the API key and field mapping of the settings page, failed requests retried hourly by WP-Cron, every attempt logged.`, { id: "crm-sync" })}
/**
 * The form fields the CRM receives, keyed by field, with their labels.
 *
 * @return array<string, string>
 */
function ${p}form_fields() {
	return array(
		'name'    => ${tr(ctx, "Name")},
		'email'   => ${tr(ctx, "E-mail")},
		'phone'   => ${tr(ctx, "Phone")},
		'message' => ${tr(ctx, "Message")},
	);
}

/**
 * The settings (Settings page of the CRM Sync menu), with defaults.
 *
 * @return array{endpoint: string, api_key: string, auth_header: string, auth_scheme: string, mapping: array<string, string>, max_attempts: int, success_message: string}
 */
function ${p}settings() {
	$saved    = get_option( '${n.settingsOption}', array() );
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
		'success_message' => ${tr(ctx, "Thank you! We have received your message and will be in touch soon.")},
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
function ${p}entries_table() {
	global $wpdb;
	return $wpdb->prefix . '${n.entriesTable}';
}

/**
 * The sync log table, with the site's table prefix.
 *
 * @return string
 */
function ${p}log_table() {
	global $wpdb;
	return $wpdb->prefix . '${n.logTable}';
}

/**
 * Creates or updates the tables (dbDelta is safe to run again) and schedules the hourly retry.
 * Runs on activation and after an update.
 */
function ${p}install() {
	global $wpdb;
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	$entries = ${p}entries_table();
	$log     = ${p}log_table();
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
	update_option( '${n.dbVersionOption}', '1', false );
	if ( ! wp_next_scheduled( '${n.retryHook}' ) ) {
		wp_schedule_event( time() + HOUR_IN_SECONDS, 'hourly', '${n.retryHook}' );
	}
}

/**
 * Clears the plugin's WP-Cron events on deactivation (entries and the log are kept).
 */
function ${p}deactivate() {
	wp_clear_scheduled_hook( '${n.retryHook}' );
	wp_unschedule_hook( '${n.syncHook}' );
}

${registerFormStyleFunctionPhp(p, c, "crm-form.css", ctx.constPrefix)}

/**
 * Renders [${n.tag}]: the form, and the notice after a submission.
 *
 * @return string
 */
function ${p}render_form() {
	wp_enqueue_style( '${c}' );

	// Only picks one of the fixed messages below; nothing from the address is printed.
	$status   = isset( $_GET['${p}status'] ) ? sanitize_key( wp_unslash( $_GET['${p}status'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	$settings = ${p}settings();
	$notices  = array(
		'sent'    => array( 'success', $settings['success_message'] ),
		'invalid' => array( 'error', ${tr(ctx, "Please enter your name, a valid e-mail address and a message.")} ),
		'expired' => array( 'error', ${tr(ctx, "The form expired. Please send it again.")} ),
		'busy'    => array( 'error', ${tr(ctx, "Too many messages in a short time. Please try again in a few minutes.")} ),
		'failed'  => array( 'error', ${tr(ctx, "Sorry, your message could not be saved. Please try again later.")} ),
	);

${formNoticePhp(c)}

	$html .= '<form class="${c}__form" method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
${formHiddenFieldsPhp(p, n.submitAction)}
	$html .= '<p class="${c}__field"><label for="${p}name">' . ${trHtml(ctx, "Name")} . '</label><input type="text" id="${p}name" name="${p}name" required maxlength="100" autocomplete="name" /></p>';
	$html .= '<p class="${c}__field"><label for="${p}email">' . ${trHtml(ctx, "E-mail")} . '</label><input type="email" id="${p}email" name="${p}email" required maxlength="100" autocomplete="email" /></p>';
	$html .= '<p class="${c}__field"><label for="${p}phone">' . ${trHtml(ctx, "Phone")} . '</label><input type="tel" id="${p}phone" name="${p}phone" maxlength="40" autocomplete="tel" /></p>';
	$html .= '<p class="${c}__field"><label for="${p}message">' . ${trHtml(ctx, "Message")} . '</label><textarea id="${p}message" name="${p}message" rows="6" required maxlength="5000"></textarea></p>';
	// Honeypot: hidden from people, filled in by bots.
${honeypotFieldPhp(p, c, trHtml(ctx, "Leave this field empty"))}
	$html .= '<p class="${c}__actions"><button type="submit" class="${c}__submit">' . ${trHtml(ctx, "Send")} . '</button></p>';
	$html .= '</form></div>';

	return $html;
}
add_shortcode( ${phpString(n.tag)}, '${p}render_form' );

${redirectFunctionPhp(p, c, "sent, invalid, expired, busy, failed")}

/**
 * Allows five submissions per visitor address in ten minutes.
 *
 * @return bool True when this visitor has sent too many.
 */
function ${p}rate_limited() {
	$address = isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
	$key     = '${p}rl_' . md5( $address );
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
function ${p}handle_submission() {
	global $wpdb;

${returnUrlPhp(p)}

${nonceCheckPhp(p, n.submitAction)}

	// A filled-in honeypot means a bot: answer as if it worked and do nothing.
${honeypotCheckPhp(p, "sent")}

${sanitisedPostFieldsPhp(p, [
  ["name", "sanitize_text_field"],
  ["email", "sanitize_email"],
  ["phone", "sanitize_text_field"],
  ["message", "sanitize_textarea_field"],
])}
	$phone = preg_replace( '/[^0-9+()\\-.\\s]/', '', $phone );

	if ( '' === $name || strlen( $name ) > 100 || ! is_email( $email ) || strlen( $email ) > 100 || '' === $message ) {
		${p}redirect( $return, 'invalid' );
	}

	if ( ${p}rate_limited() ) {
		${p}redirect( $return, 'busy' );
	}

	if ( get_option( '${n.dbVersionOption}' ) !== '1' ) {
		${p}install();
	}
	$saved = $wpdb->insert(
		${p}entries_table(),
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
		${p}redirect( $return, 'failed' );
	}

	wp_schedule_single_event( time(), '${n.syncHook}', array( (int) $wpdb->insert_id ) );

	${p}redirect( $return, 'sent' );
}
add_action( 'admin_post_nopriv_${n.submitAction}', '${p}handle_submission' );
add_action( 'admin_post_${n.submitAction}', '${p}handle_submission' );

/**
 * Whether the CRM connection is set up (an endpoint is needed; the key may be empty for open webhooks).
 *
 * @return bool
 */
function ${p}is_configured() {
	$settings = ${p}settings();
	return '' !== $settings['endpoint'];
}

/**
 * The JSON body for the CRM: each form field under the CRM field name the mapping gives it. A name
 * with dots ("properties.email") nests the value; an empty name leaves the field out.
 *
 * @param object $entry The entry (a row of the entries table).
 * @return array<string, mixed>
 */
function ${p}request_body( $entry ) {
	$settings = ${p}settings();
	$body     = array();
	foreach ( array_keys( ${p}form_fields() ) as $field ) {
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
	return apply_filters( '${p}request_body', $body, $entry );
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
function ${p}log_attempt( $entry_id, $attempt, $success, $http_code, $message ) {
	global $wpdb;
	$wpdb->insert(
		${p}log_table(),
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
function ${p}sync_entry( $entry_id ) {
	global $wpdb;
	$table = ${p}entries_table();
	$entry = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE id = %d", (int) $entry_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	if ( ! $entry || 'synced' === $entry->status ) {
		return $entry ? true : false;
	}
	if ( ! ${p}is_configured() ) {
		// Nothing to send to yet: the entry stays pending and the hourly event tries again.
		return false;
	}

	$settings = ${p}settings();
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
			'body'    => wp_json_encode( ${p}request_body( $entry ) ),
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
			? ${tr(ctx, "Contact created in the CRM.")}
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
	${p}log_attempt( (int) $entry->id, $attempt, $success, $code, $message );

	/**
	 * Fires after an entry was sent to the CRM.
	 *
	 * @param int  $entry_id Entry ID.
	 * @param bool $success  Whether the CRM accepted it.
	 */
	do_action( '${p}synced', (int) $entry->id, $success );
	return $success;
}
add_action( '${n.syncHook}', '${p}sync_entry' );

/**
 * The hourly retry: sends again every failed entry that has attempts left, and pending entries whose
 * own event did not run (older than ten minutes), at most 50 a run.
 *
 * @return int How many entries were sent.
 */
function ${p}retry_failed() {
	global $wpdb;
	if ( ! ${p}is_configured() ) {
		return 0;
	}
	$table = ${p}entries_table();
	$ids   = $wpdb->get_col(
		$wpdb->prepare(
			"SELECT id FROM {$table} WHERE status = 'failed' OR ( status = 'pending' AND created_at < %s ) ORDER BY id ASC LIMIT 50", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
			gmdate( 'Y-m-d H:i:s', time() - 10 * MINUTE_IN_SECONDS )
		)
	);
	foreach ( $ids as $id ) {
		${p}sync_entry( (int) $id );
	}
	return count( $ids );
}
add_action( '${n.retryHook}', '${p}retry_failed' );

/**
 * The statuses of an entry, with their labels.
 *
 * @return array<string, string>
 */
function ${p}statuses() {
	return array(
		'pending' => ${tr(ctx, "Pending")},
		'synced'  => ${tr(ctx, "Synced")},
		'failed'  => ${tr(ctx, "Failed, will retry")},
		'gave_up' => ${tr(ctx, "Failed, gave up")},
	);
}

/**
 * Prints a status badge.
 *
 * @param string $status Status key.
 */
function ${p}status_badge( $status ) {
	$statuses = ${p}statuses();
	$label    = isset( $statuses[ $status ] ) ? $statuses[ $status ] : $status;
	echo '<span class="${ctx.cssPrefix}badge ${ctx.cssPrefix}badge--' . esc_attr( sanitize_html_class( $status ) ) . '">' . esc_html( $label ) . '</span>';
}

/**
 * A GMT date from the database in the site's date and time format.
 *
 * @param string|null $gmt Date in GMT.
 * @return string
 */
function ${p}format_date( $gmt ) {
	if ( ! $gmt || '0000-00-00 00:00:00' === $gmt ) {
		return '—';
	}
	return get_date_from_gmt( $gmt, get_option( 'date_format' ) . ' ' . get_option( 'time_format' ) );
}
`;
}
