import type { BlueprintContext } from "../../blueprint/blueprint-context";
import { phpFileStart, tr, trHtml } from "../../blueprint/php-source";
import { customTablePhp } from "../custom-table-php";
import { returnUrlPhp, sanitisedPostFieldsPhp } from "../../blueprint/php-snippets";
import { leadMagnetNames } from "./lead-magnet-names";

/**
 * includes/lead-magnet.php: settings, the subscribers table, the opt-in shortcode and its submission
 * handler, the e-mail with the download link, and the download link itself (served while fresh, 410 once
 * expired). It requires the admin file, so a later turn that rewrites the loader keeps both.
 */
export function leadMagnetPhp(ctx: BlueprintContext): string {
  const n = leadMagnetNames(ctx);
  const { p, c } = n;
  return `${phpFileStart(
    ctx,
    `Lead magnet: the [${n.tag}] opt-in form, subscribers stored in a custom table, a download link e-mailed to each subscriber that expires after the chosen number of hours, and the link's download.`,
    { id: "lead-magnet" },
  )}
/**
 * The lead magnet's settings, with defaults.
 *
 * @return array<string, mixed>
 */
function ${p}settings() {
	$saved    = get_option( '${n.option}', array() );
	$defaults = ${p}default_settings();
	$settings = wp_parse_args( is_array( $saved ) ? $saved : array(), $defaults );
	foreach ( array( 'heading', 'button', 'success_message', 'email_subject', 'email_body' ) as $key ) {
		if ( '' === trim( (string) $settings[ $key ] ) ) {
			$settings[ $key ] = $defaults[ $key ];
		}
	}
	return $settings;
}

/**
 * Default settings: no file yet, links that work for 48 hours, and friendly texts.
 *
 * @return array<string, mixed>
 */
function ${p}default_settings() {
	return array(
		'file_id'         => 0,
		'file_url'        => '',
		'expiry_hours'    => 48,
		'heading'         => ${tr(ctx, "Get the free guide")},
		'intro'           => ${tr(ctx, "Enter your name and e-mail address and we will send you the download link right away.")},
		'button'          => ${tr(ctx, "Send me the download")},
		'success_message' => ${tr(ctx, "Thank you! Check your inbox: your download link is on its way.")},
		'email_subject'   => ${tr(ctx, "Your download from {site}")},
		'email_body'      => ${tr(ctx, "Hi {name},")} . "\\n\\n" . ${tr(ctx, "Thank you for signing up. Here is your download link:")} . "\\n\\n{link}\\n\\n" . ${tr(ctx, "The link works for {hours} hours.")} . "\\n\\n{site}",
	);
}

${customTablePhp({
    p,
    table: n.table,
    holds: "subscribers",
    columns: [
      "id bigint(20) unsigned NOT NULL AUTO_INCREMENT,",
      "name varchar(100) NOT NULL DEFAULT '',",
      "email varchar(100) NOT NULL DEFAULT '',",
      "file_id bigint(20) unsigned NOT NULL DEFAULT 0,",
      "token_hash char(64) NOT NULL DEFAULT '',",
      "downloads int(10) unsigned NOT NULL DEFAULT 0,",
      "created_at datetime NOT NULL DEFAULT '0000-00-00 00:00:00',",
      "last_download_at datetime NULL DEFAULT NULL,",
      "PRIMARY KEY  (id),",
      "KEY email (email),",
      "KEY token_hash (token_hash)",
    ],
    installDoc: "Creates or updates the subscribers table (dbDelta is safe to run again). Runs on activation and after an update.",
    afterCreate: `	update_option( '${n.dbVersion}', '1', false );`,
  })}

/**
 * Registers the opt-in form's stylesheet; it is enqueued only where the form is shown.
 */
function ${p}register_assets() {
	wp_register_style( '${n.styleHandle}', plugins_url( 'assets/lead-magnet.css', __DIR__ ), array(), ${ctx.constPrefix}VERSION );
}
add_action( 'wp_enqueue_scripts', '${p}register_assets' );

/**
 * The file a subscriber downloads: a Media Library file of its own form (the shortcode's id), else the
 * file chosen under Settings (a Media Library file, or else a URL). Null when there is none.
 *
 * @param int $file_id Attachment ID the form offered, or 0 for the file chosen in the settings.
 * @return array{path: string, url: string, name: string}|null
 */
function ${p}file_for( $file_id ) {
	$settings = ${p}settings();
	$id       = $file_id ? (int) $file_id : (int) $settings['file_id'];
	if ( $id && 'attachment' === get_post_type( $id ) ) {
		$path = get_attached_file( $id );
		if ( $path && is_readable( $path ) ) {
			return array(
				'path' => $path,
				'url'  => '',
				'name' => wp_basename( $path ),
			);
		}
		$url = wp_get_attachment_url( $id );
		if ( $url ) {
			return array(
				'path' => '',
				'url'  => $url,
				'name' => wp_basename( $url ),
			);
		}
	}
	if ( ! $file_id && '' !== (string) $settings['file_url'] ) {
		return array(
			'path' => '',
			'url'  => (string) $settings['file_url'],
			'name' => wp_basename( (string) wp_parse_url( (string) $settings['file_url'], PHP_URL_PATH ) ),
		);
	}
	return null;
}

/**
 * The attachment ID a shortcode's id attribute names, or 0 (the file chosen in the settings).
 *
 * @param mixed $id The attribute.
 * @return int
 */
function ${p}form_file_id( $id ) {
	$id = absint( $id );
	return ( $id && 'attachment' === get_post_type( $id ) ) ? $id : 0;
}

/**
 * Renders [${n.tag}] (and [${n.aliasTag}]): the opt-in form asking for name and e-mail address.
 * The optional id attribute names a Media Library file to give away with this form instead of the
 * file chosen under Settings.
 *
 * @param array|string $atts Shortcode attributes.
 * @return string
 */
function ${p}render_form( $atts ) {
	static $instance = 0;
	++$instance;
	$atts     = shortcode_atts( array( 'id' => 0 ), $atts, '${n.tag}' );
	$file_id  = ${p}form_file_id( $atts['id'] );
	$settings = ${p}settings();
	$uid      = '${c}-' . $instance;
	wp_enqueue_style( '${n.styleHandle}' );

	// Only picks one of the fixed messages below; nothing from the address is printed.
	$status  = isset( $_GET['${p}status'] ) ? sanitize_key( wp_unslash( $_GET['${p}status'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	$notices = array(
		'sent'    => array( 'success', (string) $settings['success_message'] ),
		'invalid' => array( 'error', ${tr(ctx, "Please enter your name and a valid e-mail address.")} ),
		'expired' => array( 'error', ${tr(ctx, "The form expired. Please try again.")} ),
		'busy'    => array( 'error', ${tr(ctx, "Too many sign-ups in a short time. Please try again in a few minutes.")} ),
		'failed'  => array( 'error', ${tr(ctx, "Sorry, the e-mail could not be sent. Please try again later.")} ),
	);

	$html = '<div class="${c}" id="' . esc_attr( $uid ) . '">';
	if ( 1 === $instance && isset( $notices[ $status ] ) ) {
		$html .= '<div class="${c}__notice ${c}__notice--' . esc_attr( $notices[ $status ][0] ) . '" role="status">' . esc_html( $notices[ $status ][1] ) . '</div>';
	}
	if ( '' !== trim( (string) $settings['heading'] ) ) {
		$html .= '<h3 class="${c}__heading">' . esc_html( $settings['heading'] ) . '</h3>';
	}
	if ( '' !== trim( (string) $settings['intro'] ) ) {
		$html .= '<p class="${c}__intro">' . esc_html( $settings['intro'] ) . '</p>';
	}
	if ( ! ${p}file_for( $file_id ) && current_user_can( 'manage_options' ) ) {
		$html .= '<p class="${c}__notice ${c}__notice--error">' . ${trHtml(ctx, "Only administrators see this: choose the file to give away under Settings, or download links will not work.")} . '</p>';
	}
	$html .= '<form class="${c}__form" method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
	$html .= '<input type="hidden" name="action" value="${n.subscribeAction}" />';
	$html .= '<input type="hidden" name="${p}file" value="' . esc_attr( (string) $file_id ) . '" />';
	$html .= '<input type="hidden" name="${p}nonce" value="' . esc_attr( wp_create_nonce( '${n.subscribeAction}_' . $file_id ) ) . '" />';
	$html .= '<input type="hidden" name="${p}return" value="' . esc_url( get_permalink() ) . '" />';
	$html .= '<p class="${c}__field"><label for="' . esc_attr( $uid . '-name' ) . '">' . ${trHtml(ctx, "Name")} . '</label><input type="text" id="' . esc_attr( $uid . '-name' ) . '" name="${p}name" required maxlength="100" autocomplete="name" /></p>';
	$html .= '<p class="${c}__field"><label for="' . esc_attr( $uid . '-email' ) . '">' . ${trHtml(ctx, "E-mail")} . '</label><input type="email" id="' . esc_attr( $uid . '-email' ) . '" name="${p}email" required maxlength="100" autocomplete="email" /></p>';
	// Honeypot: hidden from people, filled in by bots.
	$html .= '<p class="${c}__hp" aria-hidden="true"><label for="' . esc_attr( $uid . '-website' ) . '">' . ${trHtml(ctx, "Leave this field empty")} . '</label><input type="text" id="' . esc_attr( $uid . '-website' ) . '" name="${p}website" tabindex="-1" autocomplete="off" /></p>';
	$html .= '<p class="${c}__actions"><button type="submit" class="${c}__submit">' . esc_html( $settings['button'] ) . '</button></p>';
	$html .= '<p class="${c}__privacy">' . ${trHtml(ctx, "We e-mail you the download link. You can ask us to delete your address at any time.")} . '</p>';
	$html .= '</form></div>';
	return $html;
}

/**
 * Registers the shortcodes: the plugin's own tag, and [${n.aliasTag}] as well unless another plugin already uses it.
 */
function ${p}register_shortcodes() {
	add_shortcode( '${n.tag}', '${p}render_form' );
	if ( ! shortcode_exists( '${n.aliasTag}' ) ) {
		add_shortcode( '${n.aliasTag}', '${p}render_form' );
	}
}
add_action( 'init', '${p}register_shortcodes', 20 );

/**
 * Sends the visitor back to the form with a status.
 *
 * @param string $url    Page with the form.
 * @param string $status One of sent, invalid, expired, busy or failed.
 */
function ${p}redirect( $url, $status ) {
	wp_safe_redirect( add_query_arg( '${p}status', $status, $url ) . '#${c}-1' );
	exit;
}

/**
 * Allows five sign-ups per visitor address in ten minutes.
 *
 * @return bool True when this visitor has signed up too often.
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
 * Handles a submitted opt-in form: checks the nonce (which also covers the offered file) and the
 * honeypot, validates the name and e-mail address, stores the subscriber and e-mails the download link.
 * The form is public, so no capability is required.
 */
function ${p}handle_submission() {
${returnUrlPhp(p)}
	$file_id = isset( $_POST['${p}file'] ) ? absint( wp_unslash( $_POST['${p}file'] ) ) : 0;

	if ( ! isset( $_POST['${p}nonce'] ) || ! wp_verify_nonce( sanitize_text_field( wp_unslash( $_POST['${p}nonce'] ) ), '${n.subscribeAction}_' . $file_id ) ) {
		${p}redirect( $return, 'expired' );
	}

	// A filled-in honeypot means a bot: answer as if it worked and do nothing.
	if ( ! empty( $_POST['${p}website'] ) ) {
		${p}redirect( $return, 'sent' );
	}

${sanitisedPostFieldsPhp(p, [
  ["name", "sanitize_text_field"],
  ["email", "sanitize_email"],
])}

	if ( '' === $name || strlen( $name ) > 100 || ! is_email( $email ) || strlen( $email ) > 100 ) {
		${p}redirect( $return, 'invalid' );
	}
	if ( ${p}rate_limited() ) {
		${p}redirect( $return, 'busy' );
	}

	$file_id = ${p}form_file_id( $file_id );
	$token   = wp_generate_password( 32, false, false );
	if ( ! ${p}save_subscriber( $name, $email, $file_id, $token ) ) {
		${p}redirect( $return, 'failed' );
	}
	${p}redirect( $return, ${p}send_link( $name, $email, $token ) ? 'sent' : 'failed' );
}
add_action( 'admin_post_nopriv_${n.subscribeAction}', '${p}handle_submission' );
add_action( 'admin_post_${n.subscribeAction}', '${p}handle_submission' );

/**
 * Stores a subscriber, or gives one who signs up again for the same file a fresh link (the old one stops working).
 * Only a hash of the link's token is kept.
 *
 * @param string $name    Sanitised name.
 * @param string $email   Valid e-mail address.
 * @param int    $file_id Attachment ID the form offered, or 0.
 * @param string $token   The download link's secret.
 * @return bool Whether it was stored.
 */
function ${p}save_subscriber( $name, $email, $file_id, $token ) {
	global $wpdb;
	$table = ${p}table();
	$data  = array(
		'name'       => $name,
		'email'      => $email,
		'file_id'    => (int) $file_id,
		'token_hash' => hash( 'sha256', $token ),
		'created_at' => current_time( 'mysql', true ),
	);
	$types = array( '%s', '%s', '%d', '%s', '%s' );
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching
	$existing = (int) $wpdb->get_var( $wpdb->prepare( "SELECT id FROM {$table} WHERE email = %s AND file_id = %d", $email, (int) $file_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	if ( $existing ) {
		return false !== $wpdb->update( $table, $data, array( 'id' => $existing ), $types, array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	}
	return (bool) $wpdb->insert( $table, $data, $types ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery
}

/**
 * The link a subscriber downloads the file with.
 *
 * @param string $token The link's secret.
 * @return string
 */
function ${p}download_url( $token ) {
	return add_query_arg( '${n.downloadArg}', rawurlencode( $token ), home_url( '/' ) );
}

/**
 * E-mails the download link, with the subject and text set under Settings. Placeholders: {name},
 * {email}, {link}, {hours}, {site}; the link is added at the end when the text has no {link}.
 *
 * @param string $name  Subscriber's name.
 * @param string $email Subscriber's e-mail address.
 * @param string $token The link's secret.
 * @return bool Whether the e-mail was handed over for sending.
 */
function ${p}send_link( $name, $email, $token ) {
	$settings = ${p}settings();
	$link     = ${p}download_url( $token );
	$replace  = array(
		'{name}'  => $name,
		'{email}' => $email,
		'{link}'  => $link,
		'{hours}' => (string) (int) $settings['expiry_hours'],
		'{site}'  => wp_specialchars_decode( get_bloginfo( 'name' ), ENT_QUOTES ),
	);
	$subject  = strtr( (string) $settings['email_subject'], $replace );
	$body     = strtr( (string) $settings['email_body'], $replace );
	if ( false === strpos( (string) $settings['email_body'], '{link}' ) ) {
		$body .= "\\n\\n" . $link;
	}
	return wp_mail( $email, $subject, $body );
}

/**
 * When a subscriber's link stops working (a Unix time): the time it was sent plus the hours set under Settings.
 *
 * @param object $subscriber A row of the subscribers table.
 * @return int
 */
function ${p}expires_at( $subscriber ) {
	$settings = ${p}settings();
	$sent     = strtotime( $subscriber->created_at . ' UTC' );
	return $sent ? $sent + max( 1, (int) $settings['expiry_hours'] ) * HOUR_IN_SECONDS : 0;
}

/**
 * The download token of the current request, or '' (only letters and digits are kept). The token is
 * the link's secret, like a password reset key, so the link needs no nonce.
 *
 * @return string
 */
function ${p}requested_token() {
	if ( ! isset( $_GET['${n.downloadArg}'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended
		return '';
	}
	return (string) preg_replace( '/[^A-Za-z0-9]/', '', (string) wp_unslash( $_GET['${n.downloadArg}'] ) ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
}

/**
 * The subscriber a download token belongs to, or null.
 *
 * @param string $token The link's secret.
 * @return object|null
 */
function ${p}find_subscriber( $token ) {
	global $wpdb;
	if ( 32 !== strlen( $token ) ) {
		return null;
	}
	$table = ${p}table();
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching
	$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE token_hash = %s", hash( 'sha256', $token ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	return $row ? $row : null;
}

/**
 * Counts a download.
 *
 * @param int $id Subscriber ID.
 */
function ${p}record_download( $id ) {
	global $wpdb;
	$table = ${p}table();
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching
	$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET downloads = downloads + 1, last_download_at = %s WHERE id = %d", current_time( 'mysql', true ), (int) $id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
}

/**
 * Serves a download link: the file while the link is fresh (streamed when it is in the Media Library,
 * a redirect to it otherwise), a "link expired" page (410) once it is older than the chosen hours.
 */
function ${p}serve_download() {
	$token = ${p}requested_token();
	if ( '' === $token ) {
		return;
	}
	nocache_headers();
	$title      = ${tr(ctx, "Download")};
	$subscriber = ${p}find_subscriber( $token );
	if ( ! $subscriber ) {
		wp_die( esc_html( ${tr(ctx, "This download link is not valid. Please sign up again to get a new one.")} ), esc_html( $title ), array( 'response' => 404 ) );
	}
	if ( time() >= ${p}expires_at( $subscriber ) ) {
		wp_die(
			'<p>' . ${trHtml(ctx, "This download link has expired. Please sign up again with the same e-mail address to get a fresh link.")} . '</p><p><a href="' . esc_url( home_url( '/' ) ) . '">' . ${trHtml(ctx, "Back to the site")} . '</a></p>',
			esc_html( $title ),
			array( 'response' => 410 )
		);
	}
	$file = ${p}file_for( (int) $subscriber->file_id );
	if ( ! $file ) {
		wp_die( esc_html( ${tr(ctx, "The file is not available right now. Please try again later.")} ), esc_html( $title ), array( 'response' => 404 ) );
	}
	${p}record_download( (int) $subscriber->id );

	if ( '' === $file['path'] ) {
		wp_redirect( esc_url_raw( $file['url'] ) ); // phpcs:ignore WordPress.Security.SafeRedirect.wp_redirect_wp_redirect -- the file chosen under Settings may be on another host.
		exit;
	}
	$type = wp_check_filetype( $file['path'] );
	header( 'Content-Type: ' . ( $type['type'] ? $type['type'] : 'application/octet-stream' ) );
	header( 'Content-Disposition: attachment; filename="' . sanitize_file_name( $file['name'] ) . '"' );
	header( 'Content-Length: ' . (string) filesize( $file['path'] ) );
	header( 'X-Content-Type-Options: nosniff' );
	readfile( $file['path'] ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_readfile
	exit;
}
add_action( 'template_redirect', '${p}serve_download', 1 );

require_once __DIR__ . '/lead-magnet-admin.php';
`;
}

