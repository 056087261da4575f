<?php
/**
 * Lead magnet: the [PLUGSMITH_NAME_SHORTCODE] opt-in form, subscribers stored in a custom table, a download link e-mailed to each subscriber that expires after the chosen number of hours, and the link's download.
 *
 * Plugsmith block: lead-magnet
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The lead magnet's settings, with defaults.
 *
 * @return array<string, mixed>
 */
function __PREFIX__settings() {
	$saved    = get_option( '__PREFIX__settings', array() );
	$defaults = __PREFIX__default_settings();
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
function __PREFIX__default_settings() {
	return array(
		'file_id'         => 0,
		'file_url'        => '',
		'expiry_hours'    => 48,
		'heading'         => __( 'Get the free guide', '__TEXT_DOMAIN__' ),
		'intro'           => __( 'Enter your name and e-mail address and we will send you the download link right away.', '__TEXT_DOMAIN__' ),
		'button'          => __( 'Send me the download', '__TEXT_DOMAIN__' ),
		'success_message' => __( 'Thank you! Check your inbox: your download link is on its way.', '__TEXT_DOMAIN__' ),
		'email_subject'   => __( 'Your download from {site}', '__TEXT_DOMAIN__' ),
		'email_body'      => __( 'Hi {name},', '__TEXT_DOMAIN__' ) . "\n\n" . __( 'Thank you for signing up. Here is your download link:', '__TEXT_DOMAIN__' ) . "\n\n{link}\n\n" . __( 'The link works for {hours} hours.', '__TEXT_DOMAIN__' ) . "\n\n{site}",
	);
}

/**
 * The subscribers table's name, with the site's table prefix.
 *
 * @return string
 */
function __PREFIX__table() {
	global $wpdb;
	return $wpdb->prefix . '__PREFIX__subscribers';
}

/**
 * Creates or updates the subscribers table (dbDelta is safe to run again). Runs on activation and after an update.
 */
function __PREFIX__install() {
	global $wpdb;
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	$table   = __PREFIX__table();
	$charset = $wpdb->get_charset_collate();
	dbDelta(
		"CREATE TABLE {$table} (
			id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
			name varchar(100) NOT NULL DEFAULT '',
			email varchar(100) NOT NULL DEFAULT '',
			file_id bigint(20) unsigned NOT NULL DEFAULT 0,
			token_hash char(64) NOT NULL DEFAULT '',
			downloads int(10) unsigned NOT NULL DEFAULT 0,
			created_at datetime NOT NULL DEFAULT '0000-00-00 00:00:00',
			last_download_at datetime NULL DEFAULT NULL,
			PRIMARY KEY  (id),
			KEY email (email),
			KEY token_hash (token_hash)
		) {$charset};"
	);
	update_option( '__PREFIX__db_version', '1', false );
}

/**
 * Registers the opt-in form's stylesheet; it is enqueued only where the form is shown.
 */
function __PREFIX__register_assets() {
	wp_register_style( '__CSS_PREFIX__optin', plugins_url( 'assets/lead-magnet.css', __DIR__ ), array(), __CONST_PREFIX__VERSION );
}
add_action( 'wp_enqueue_scripts', '__PREFIX__register_assets' );

/**
 * The file a subscriber downloads: a Media Library file of its own form (the shortcode's id), else the
 * file chosen under Settings (a Media Library file, or else a URL). Null when there is none.
 *
 * @param int $file_id Attachment ID the form offered, or 0 for the file chosen in the settings.
 * @return array{path: string, url: string, name: string}|null
 */
function __PREFIX__file_for( $file_id ) {
	$settings = __PREFIX__settings();
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
function __PREFIX__form_file_id( $id ) {
	$id = absint( $id );
	return ( $id && 'attachment' === get_post_type( $id ) ) ? $id : 0;
}

/**
 * Renders [PLUGSMITH_NAME_SHORTCODE] (and [lead_magnet]): the opt-in form asking for name and e-mail address.
 * The optional id attribute names a Media Library file to give away with this form instead of the
 * file chosen under Settings.
 *
 * @param array|string $atts Shortcode attributes.
 * @return string
 */
function __PREFIX__render_form( $atts ) {
	static $instance = 0;
	++$instance;
	$atts     = shortcode_atts( array( 'id' => 0 ), $atts, 'PLUGSMITH_NAME_SHORTCODE' );
	$file_id  = __PREFIX__form_file_id( $atts['id'] );
	$settings = __PREFIX__settings();
	$uid      = '__CSS_PREFIX__optin-' . $instance;
	wp_enqueue_style( '__CSS_PREFIX__optin' );

	// Only picks one of the fixed messages below; nothing from the address is printed.
	$status  = isset( $_GET['__PREFIX__status'] ) ? sanitize_key( wp_unslash( $_GET['__PREFIX__status'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	$notices = array(
		'sent'    => array( 'success', (string) $settings['success_message'] ),
		'invalid' => array( 'error', __( 'Please enter your name and a valid e-mail address.', '__TEXT_DOMAIN__' ) ),
		'expired' => array( 'error', __( 'The form expired. Please try again.', '__TEXT_DOMAIN__' ) ),
		'busy'    => array( 'error', __( 'Too many sign-ups in a short time. Please try again in a few minutes.', '__TEXT_DOMAIN__' ) ),
		'failed'  => array( 'error', __( 'Sorry, the e-mail could not be sent. Please try again later.', '__TEXT_DOMAIN__' ) ),
	);

	$html = '<div class="__CSS_PREFIX__optin" id="' . esc_attr( $uid ) . '">';
	if ( 1 === $instance && isset( $notices[ $status ] ) ) {
		$html .= '<div class="__CSS_PREFIX__optin__notice __CSS_PREFIX__optin__notice--' . esc_attr( $notices[ $status ][0] ) . '" role="status">' . esc_html( $notices[ $status ][1] ) . '</div>';
	}
	if ( '' !== trim( (string) $settings['heading'] ) ) {
		$html .= '<h3 class="__CSS_PREFIX__optin__heading">' . esc_html( $settings['heading'] ) . '</h3>';
	}
	if ( '' !== trim( (string) $settings['intro'] ) ) {
		$html .= '<p class="__CSS_PREFIX__optin__intro">' . esc_html( $settings['intro'] ) . '</p>';
	}
	if ( ! __PREFIX__file_for( $file_id ) && current_user_can( 'manage_options' ) ) {
		$html .= '<p class="__CSS_PREFIX__optin__notice __CSS_PREFIX__optin__notice--error">' . esc_html__( 'Only administrators see this: choose the file to give away under Settings, or download links will not work.', '__TEXT_DOMAIN__' ) . '</p>';
	}
	$html .= '<form class="__CSS_PREFIX__optin__form" method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
	$html .= '<input type="hidden" name="action" value="__PREFIX__subscribe" />';
	$html .= '<input type="hidden" name="__PREFIX__file" value="' . esc_attr( (string) $file_id ) . '" />';
	$html .= '<input type="hidden" name="__PREFIX__nonce" value="' . esc_attr( wp_create_nonce( '__PREFIX__subscribe_' . $file_id ) ) . '" />';
	$html .= '<input type="hidden" name="__PREFIX__return" value="' . esc_url( get_permalink() ) . '" />';
	$html .= '<p class="__CSS_PREFIX__optin__field"><label for="' . esc_attr( $uid . '-name' ) . '">' . esc_html__( 'Name', '__TEXT_DOMAIN__' ) . '</label><input type="text" id="' . esc_attr( $uid . '-name' ) . '" name="__PREFIX__name" required maxlength="100" autocomplete="name" /></p>';
	$html .= '<p class="__CSS_PREFIX__optin__field"><label for="' . esc_attr( $uid . '-email' ) . '">' . esc_html__( 'E-mail', '__TEXT_DOMAIN__' ) . '</label><input type="email" id="' . esc_attr( $uid . '-email' ) . '" name="__PREFIX__email" required maxlength="100" autocomplete="email" /></p>';
	// Honeypot: hidden from people, filled in by bots.
	$html .= '<p class="__CSS_PREFIX__optin__hp" aria-hidden="true"><label for="' . esc_attr( $uid . '-website' ) . '">' . esc_html__( 'Leave this field empty', '__TEXT_DOMAIN__' ) . '</label><input type="text" id="' . esc_attr( $uid . '-website' ) . '" name="__PREFIX__website" tabindex="-1" autocomplete="off" /></p>';
	$html .= '<p class="__CSS_PREFIX__optin__actions"><button type="submit" class="__CSS_PREFIX__optin__submit">' . esc_html( $settings['button'] ) . '</button></p>';
	$html .= '<p class="__CSS_PREFIX__optin__privacy">' . esc_html__( 'We e-mail you the download link. You can ask us to delete your address at any time.', '__TEXT_DOMAIN__' ) . '</p>';
	$html .= '</form></div>';
	return $html;
}

/**
 * Registers the shortcodes: the plugin's own tag, and [lead_magnet] as well unless another plugin already uses it.
 */
function __PREFIX__register_shortcodes() {
	add_shortcode( 'PLUGSMITH_NAME_SHORTCODE', '__PREFIX__render_form' );
	if ( ! shortcode_exists( 'lead_magnet' ) ) {
		add_shortcode( 'lead_magnet', '__PREFIX__render_form' );
	}
}
add_action( 'init', '__PREFIX__register_shortcodes', 20 );

/**
 * Sends the visitor back to the form with a status.
 *
 * @param string $url    Page with the form.
 * @param string $status One of sent, invalid, expired, busy or failed.
 */
function __PREFIX__redirect( $url, $status ) {
	wp_safe_redirect( add_query_arg( '__PREFIX__status', $status, $url ) . '#__CSS_PREFIX__optin-1' );
	exit;
}

/**
 * Allows five sign-ups per visitor address in ten minutes.
 *
 * @return bool True when this visitor has signed up too often.
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
 * Handles a submitted opt-in form: checks the nonce (which also covers the offered file) and the
 * honeypot, validates the name and e-mail address, stores the subscriber and e-mails the download link.
 * The form is public, so no capability is required.
 */
function __PREFIX__handle_submission() {
	$return = home_url( '/' );
	if ( isset( $_POST['__PREFIX__return'] ) ) {
		$return = wp_validate_redirect( esc_url_raw( wp_unslash( $_POST['__PREFIX__return'] ) ), home_url( '/' ) );
	}
	$file_id = isset( $_POST['__PREFIX__file'] ) ? absint( wp_unslash( $_POST['__PREFIX__file'] ) ) : 0;

	if ( ! isset( $_POST['__PREFIX__nonce'] ) || ! wp_verify_nonce( sanitize_text_field( wp_unslash( $_POST['__PREFIX__nonce'] ) ), '__PREFIX__subscribe_' . $file_id ) ) {
		__PREFIX__redirect( $return, 'expired' );
	}

	// A filled-in honeypot means a bot: answer as if it worked and do nothing.
	if ( ! empty( $_POST['__PREFIX__website'] ) ) {
		__PREFIX__redirect( $return, 'sent' );
	}

	$name  = isset( $_POST['__PREFIX__name'] ) ? sanitize_text_field( wp_unslash( $_POST['__PREFIX__name'] ) ) : '';
	$email = isset( $_POST['__PREFIX__email'] ) ? sanitize_email( wp_unslash( $_POST['__PREFIX__email'] ) ) : '';

	if ( '' === $name || strlen( $name ) > 100 || ! is_email( $email ) || strlen( $email ) > 100 ) {
		__PREFIX__redirect( $return, 'invalid' );
	}
	if ( __PREFIX__rate_limited() ) {
		__PREFIX__redirect( $return, 'busy' );
	}

	$file_id = __PREFIX__form_file_id( $file_id );
	$token   = wp_generate_password( 32, false, false );
	if ( ! __PREFIX__save_subscriber( $name, $email, $file_id, $token ) ) {
		__PREFIX__redirect( $return, 'failed' );
	}
	__PREFIX__redirect( $return, __PREFIX__send_link( $name, $email, $token ) ? 'sent' : 'failed' );
}
add_action( 'admin_post_nopriv___PREFIX__subscribe', '__PREFIX__handle_submission' );
add_action( 'admin_post___PREFIX__subscribe', '__PREFIX__handle_submission' );

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
function __PREFIX__save_subscriber( $name, $email, $file_id, $token ) {
	global $wpdb;
	$table = __PREFIX__table();
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
function __PREFIX__download_url( $token ) {
	return add_query_arg( '__PREFIX__download', rawurlencode( $token ), home_url( '/' ) );
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
function __PREFIX__send_link( $name, $email, $token ) {
	$settings = __PREFIX__settings();
	$link     = __PREFIX__download_url( $token );
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
		$body .= "\n\n" . $link;
	}
	return wp_mail( $email, $subject, $body );
}

/**
 * When a subscriber's link stops working (a Unix time): the time it was sent plus the hours set under Settings.
 *
 * @param object $subscriber A row of the subscribers table.
 * @return int
 */
function __PREFIX__expires_at( $subscriber ) {
	$settings = __PREFIX__settings();
	$sent     = strtotime( $subscriber->created_at . ' UTC' );
	return $sent ? $sent + max( 1, (int) $settings['expiry_hours'] ) * HOUR_IN_SECONDS : 0;
}

/**
 * The download token of the current request, or '' (only letters and digits are kept). The token is
 * the link's secret, like a password reset key, so the link needs no nonce.
 *
 * @return string
 */
function __PREFIX__requested_token() {
	if ( ! isset( $_GET['__PREFIX__download'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended
		return '';
	}
	return (string) preg_replace( '/[^A-Za-z0-9]/', '', (string) wp_unslash( $_GET['__PREFIX__download'] ) ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
}

/**
 * The subscriber a download token belongs to, or null.
 *
 * @param string $token The link's secret.
 * @return object|null
 */
function __PREFIX__find_subscriber( $token ) {
	global $wpdb;
	if ( 32 !== strlen( $token ) ) {
		return null;
	}
	$table = __PREFIX__table();
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching
	$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE token_hash = %s", hash( 'sha256', $token ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	return $row ? $row : null;
}

/**
 * Counts a download.
 *
 * @param int $id Subscriber ID.
 */
function __PREFIX__record_download( $id ) {
	global $wpdb;
	$table = __PREFIX__table();
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching
	$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET downloads = downloads + 1, last_download_at = %s WHERE id = %d", current_time( 'mysql', true ), (int) $id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
}

/**
 * Serves a download link: the file while the link is fresh (streamed when it is in the Media Library,
 * a redirect to it otherwise), a "link expired" page (410) once it is older than the chosen hours.
 */
function __PREFIX__serve_download() {
	$token = __PREFIX__requested_token();
	if ( '' === $token ) {
		return;
	}
	nocache_headers();
	$title      = __( 'Download', '__TEXT_DOMAIN__' );
	$subscriber = __PREFIX__find_subscriber( $token );
	if ( ! $subscriber ) {
		wp_die( esc_html( __( 'This download link is not valid. Please sign up again to get a new one.', '__TEXT_DOMAIN__' ) ), esc_html( $title ), array( 'response' => 404 ) );
	}
	if ( time() >= __PREFIX__expires_at( $subscriber ) ) {
		wp_die(
			'<p>' . esc_html__( 'This download link has expired. Please sign up again with the same e-mail address to get a fresh link.', '__TEXT_DOMAIN__' ) . '</p><p><a href="' . esc_url( home_url( '/' ) ) . '">' . esc_html__( 'Back to the site', '__TEXT_DOMAIN__' ) . '</a></p>',
			esc_html( $title ),
			array( 'response' => 410 )
		);
	}
	$file = __PREFIX__file_for( (int) $subscriber->file_id );
	if ( ! $file ) {
		wp_die( esc_html( __( 'The file is not available right now. Please try again later.', '__TEXT_DOMAIN__' ) ), esc_html( $title ), array( 'response' => 404 ) );
	}
	__PREFIX__record_download( (int) $subscriber->id );

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
add_action( 'template_redirect', '__PREFIX__serve_download', 1 );

require_once __DIR__ . '/lead-magnet-admin.php';
