<?php
/**
 * Booking requests: the [booking_form] form (name, e-mail, service, preferred date and time slot), requests stored in a custom table as pending, approved or declined, and the e-mails to the site and the customer.
 *
 * Plugsmith block: booking
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The settings (Bookings → Settings), with defaults.
 *
 * @return array{services: string[], weekdays: int[], slots: string[], notify_email: string, min_days: int, max_days: int}
 */
function __PREFIX__settings() {
	$saved    = get_option( '__PREFIX__settings', array() );
	$defaults = array(
		'services'     => array( __( 'Consultation', '__TEXT_DOMAIN__' ), __( 'Follow-up appointment', '__TEXT_DOMAIN__' ) ),
		'weekdays'     => array( 1, 2, 3, 4, 5 ),
		'slots'        => array( '09:00', '10:00', '11:00', '13:00', '14:00', '15:00' ),
		'notify_email' => get_option( 'admin_email' ),
		'min_days'     => 1,
		'max_days'     => 90,
	);
	return wp_parse_args( is_array( $saved ) ? $saved : array(), $defaults );
}

/**
 * The statuses of a request, with their labels.
 *
 * @return array<string, string>
 */
function __PREFIX__statuses() {
	return array(
		'pending'  => __( 'Pending', '__TEXT_DOMAIN__' ),
		'approved' => __( 'Approved', '__TEXT_DOMAIN__' ),
		'declined' => __( 'Declined', '__TEXT_DOMAIN__' ),
	);
}

/**
 * The requests table's name, with the site's table prefix.
 *
 * @return string
 */
function __PREFIX__table() {
	global $wpdb;
	return $wpdb->prefix . '__PREFIX__requests';
}

/**
 * Creates or updates the requests table (dbDelta is safe to run again). Runs on activation and after an update.
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
			service varchar(100) NOT NULL DEFAULT '',
			booking_date date NOT NULL DEFAULT '1000-01-01',
			time_slot varchar(20) NOT NULL DEFAULT '',
			status varchar(20) NOT NULL DEFAULT 'pending',
			created_at datetime NOT NULL DEFAULT '0000-00-00 00:00:00',
			updated_at datetime NOT NULL DEFAULT '0000-00-00 00:00:00',
			PRIMARY KEY  (id),
			KEY status (status),
			KEY booking_date (booking_date, time_slot)
		) {$charset};"
	);
	update_option( '__PREFIX__db_version', '1', false );
}

/**
 * The names of the weekdays bookings are taken on, in the site's language ("Monday, Tuesday").
 *
 * @return string
 */
function __PREFIX__weekday_names() {
	global $wp_locale;
	$settings = __PREFIX__settings();
	$names    = array();
	foreach ( $settings['weekdays'] as $day ) {
		$names[] = $wp_locale->get_weekday( (int) $day );
	}
	return implode( ', ', $names );
}

/**
 * A request's date in the site's date format.
 *
 * @param string $date Date (Y-m-d).
 * @return string
 */
function __PREFIX__format_date( $date ) {
	$day = date_create_immutable( $date, wp_timezone() );
	return $day ? wp_date( get_option( 'date_format' ), $day->getTimestamp() ) : $date;
}

/**
 * Registers the form's stylesheet and script; they are enqueued only where the form is shown.
 */
function __PREFIX__register_assets() {
	wp_register_style( '__CSS_PREFIX__booking', plugins_url( 'assets/booking-form.css', __DIR__ ), array(), __CONST_PREFIX__VERSION );
	wp_register_script( '__CSS_PREFIX__booking', plugins_url( 'assets/booking-form.js', __DIR__ ), array(), __CONST_PREFIX__VERSION, true );
}
add_action( 'wp_enqueue_scripts', '__PREFIX__register_assets' );

/**
 * Renders [booking_form]: the form, and the notice after a request.
 *
 * @return string
 */
function __PREFIX__render_form() {
	wp_enqueue_style( '__CSS_PREFIX__booking' );
	wp_enqueue_script( '__CSS_PREFIX__booking' );

	// Only picks one of the fixed messages below; nothing from the address is printed.
	$status   = isset( $_GET['__PREFIX__status'] ) ? sanitize_key( wp_unslash( $_GET['__PREFIX__status'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	$settings = __PREFIX__settings();
	$notices  = array(
		'sent'    => array( 'success', __( 'Thank you! Your booking request has been received. We will confirm it by e-mail.', '__TEXT_DOMAIN__' ) ),
		'invalid' => array( 'error', __( 'Please enter your name and a valid e-mail address.', '__TEXT_DOMAIN__' ) ),
		'service' => array( 'error', __( 'Please choose one of the listed services.', '__TEXT_DOMAIN__' ) ),
		'date'    => array(
			'error',
			sprintf(
				/* translators: 1: smallest number of days ahead, 2: largest number of days ahead. */
				__( 'Please choose a valid date between %1$d and %2$d days from today.', '__TEXT_DOMAIN__' ),
				(int) $settings['min_days'],
				(int) $settings['max_days']
			),
		),
		'weekday' => array(
			'error',
			sprintf(
				/* translators: %s: list of weekdays. */
				__( 'Sorry, we do not take bookings on that day. Bookings are possible on: %s. Please choose another date.', '__TEXT_DOMAIN__' ),
				__PREFIX__weekday_names()
			),
		),
		'slot'    => array( 'error', __( 'Please choose one of the listed time slots.', '__TEXT_DOMAIN__' ) ),
		'taken'   => array( 'error', __( 'Sorry, that time is already booked. Please choose another date or time slot.', '__TEXT_DOMAIN__' ) ),
		'expired' => array( 'error', __( 'The form expired. Please send your request again.', '__TEXT_DOMAIN__' ) ),
		'busy'    => array( 'error', __( 'Too many requests in a short time. Please try again in a few minutes.', '__TEXT_DOMAIN__' ) ),
		'failed'  => array( 'error', __( 'Sorry, your request could not be saved. Please try again later.', '__TEXT_DOMAIN__' ) ),
	);

	if ( ! $settings['services'] || ! $settings['slots'] || ! $settings['weekdays'] ) {
		return '<div class="__CSS_PREFIX__booking"><p class="__CSS_PREFIX__booking__notice __CSS_PREFIX__booking__notice--error">' . esc_html__( 'Bookings are not open yet.', '__TEXT_DOMAIN__' ) . '</p></div>';
	}

	$today = current_datetime();
	$min   = $today->modify( '+' . (int) $settings['min_days'] . ' days' )->format( 'Y-m-d' );
	$max   = $today->modify( '+' . (int) $settings['max_days'] . ' days' )->format( 'Y-m-d' );

	$html = '<div class="__CSS_PREFIX__booking" id="__CSS_PREFIX__booking">';
	if ( isset( $notices[ $status ] ) ) {
		$html .= '<div class="__CSS_PREFIX__booking__notice __CSS_PREFIX__booking__notice--' . esc_attr( $notices[ $status ][0] ) . '" role="status">' . esc_html( $notices[ $status ][1] ) . '</div>';
	}

	$html .= '<form class="__CSS_PREFIX__booking__form" method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '" data-weekdays="' . esc_attr( implode( ',', array_map( 'intval', $settings['weekdays'] ) ) ) . '" data-weekday-message="' . esc_attr( $notices['weekday'][1] ) . '">';
	$html .= '<input type="hidden" name="action" value="__PREFIX__submit" />';
	$html .= wp_nonce_field( '__PREFIX__submit', '__PREFIX__nonce', true, false );
	$html .= '<input type="hidden" name="__PREFIX__return" value="' . esc_url( get_permalink() ) . '" />';
	$html .= '<p class="__CSS_PREFIX__booking__field"><label for="__PREFIX__name">' . esc_html__( 'Name', '__TEXT_DOMAIN__' ) . '</label><input type="text" id="__PREFIX__name" name="__PREFIX__name" required maxlength="100" autocomplete="name" /></p>';
	$html .= '<p class="__CSS_PREFIX__booking__field"><label for="__PREFIX__email">' . esc_html__( 'E-mail', '__TEXT_DOMAIN__' ) . '</label><input type="email" id="__PREFIX__email" name="__PREFIX__email" required maxlength="100" autocomplete="email" /></p>';
	$html .= '<p class="__CSS_PREFIX__booking__field"><label for="__PREFIX__service">' . esc_html__( 'Service', '__TEXT_DOMAIN__' ) . '</label><select id="__PREFIX__service" name="__PREFIX__service" required>';
	$html .= '<option value="">' . esc_html__( 'Choose a service', '__TEXT_DOMAIN__' ) . '</option>';
	foreach ( $settings['services'] as $service ) {
		$html .= '<option value="' . esc_attr( $service ) . '">' . esc_html( $service ) . '</option>';
	}
	$html .= '</select></p>';
	$html .= '<div class="__CSS_PREFIX__booking__row">';
	$html .= '<p class="__CSS_PREFIX__booking__field"><label for="__PREFIX__date">' . esc_html__( 'Preferred date', '__TEXT_DOMAIN__' ) . '</label><input type="date" id="__PREFIX__date" name="__PREFIX__date" required min="' . esc_attr( $min ) . '" max="' . esc_attr( $max ) . '" aria-describedby="__PREFIX__date_help" />';
	$html .= '<small id="__PREFIX__date_help" class="__CSS_PREFIX__booking__help">' . esc_html(
		sprintf(
			/* translators: %s: list of weekdays. */
			__( 'Available on: %s', '__TEXT_DOMAIN__' ),
			__PREFIX__weekday_names()
		)
	) . '</small></p>';
	$html .= '<p class="__CSS_PREFIX__booking__field"><label for="__PREFIX__slot">' . esc_html__( 'Time slot', '__TEXT_DOMAIN__' ) . '</label><select id="__PREFIX__slot" name="__PREFIX__slot" required>';
	$html .= '<option value="">' . esc_html__( 'Choose a time', '__TEXT_DOMAIN__' ) . '</option>';
	foreach ( $settings['slots'] as $slot ) {
		$html .= '<option value="' . esc_attr( $slot ) . '">' . esc_html( $slot ) . '</option>';
	}
	$html .= '</select></p>';
	$html .= '</div>';
	// Honeypot: hidden from people, filled in by bots.
	$html .= '<p class="__CSS_PREFIX__booking__hp" aria-hidden="true"><label for="__PREFIX__website">' . esc_html__( 'Leave this field empty', '__TEXT_DOMAIN__' ) . '</label><input type="text" id="__PREFIX__website" name="__PREFIX__website" tabindex="-1" autocomplete="off" /></p>';
	$html .= '<p class="__CSS_PREFIX__booking__actions"><button type="submit" class="__CSS_PREFIX__booking__submit">' . esc_html__( 'Request booking', '__TEXT_DOMAIN__' ) . '</button></p>';
	$html .= '</form></div>';

	return $html;
}
add_shortcode( 'booking_form', '__PREFIX__render_form' );

/**
 * Sends the visitor back to the form with a status.
 *
 * @param string $url    Page with the form.
 * @param string $status One of sent, invalid, service, date, weekday, slot, taken, expired, busy, failed.
 */
function __PREFIX__redirect( $url, $status ) {
	wp_safe_redirect( add_query_arg( '__PREFIX__status', $status, $url ) . '#__CSS_PREFIX__booking' );
	exit;
}

/**
 * Allows five requests per visitor address in ten minutes.
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
 * Checks a requested service, date and time slot against the settings.
 *
 * @param string $service Service name.
 * @param string $date    Date (Y-m-d).
 * @param string $slot    Time slot (H:i).
 * @return string '' when bookable, else the status that explains why not (service, date, weekday, slot, taken).
 */
function __PREFIX__validate_booking( $service, $date, $slot ) {
	global $wpdb;
	$settings = __PREFIX__settings();
	if ( ! in_array( $service, $settings['services'], true ) ) {
		return 'service';
	}
	$day = preg_match( '/^\d{4}-\d{2}-\d{2}$/', $date ) ? date_create_immutable_from_format( '!Y-m-d', $date, wp_timezone() ) : false;
	if ( ! $day || $day->format( 'Y-m-d' ) !== $date ) {
		return 'date';
	}
	$today = current_datetime()->setTime( 0, 0 );
	$ahead = (int) $today->diff( $day )->format( '%r%a' );
	if ( $ahead < (int) $settings['min_days'] || $ahead > (int) $settings['max_days'] ) {
		return 'date';
	}
	if ( ! in_array( (int) $day->format( 'w' ), array_map( 'intval', $settings['weekdays'] ), true ) ) {
		return 'weekday';
	}
	if ( ! in_array( $slot, $settings['slots'], true ) ) {
		return 'slot';
	}
	$table = __PREFIX__table();
	$taken = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE booking_date = %s AND time_slot = %s AND status = 'approved'", $date, $slot ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	return $taken > 0 ? 'taken' : '';
}

/**
 * Handles a booking request: nonce and honeypot first, then sanitised fields checked against the
 * services, weekdays and time slots of the settings; the request is stored as pending and e-mailed to
 * the notification address, with a receipt to the customer. The form is public, so no capability is required.
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
	$service = isset( $_POST['__PREFIX__service'] ) ? sanitize_text_field( wp_unslash( $_POST['__PREFIX__service'] ) ) : '';
	$date    = isset( $_POST['__PREFIX__date'] ) ? sanitize_text_field( wp_unslash( $_POST['__PREFIX__date'] ) ) : '';
	$slot    = isset( $_POST['__PREFIX__slot'] ) ? sanitize_text_field( wp_unslash( $_POST['__PREFIX__slot'] ) ) : '';

	if ( '' === $name || strlen( $name ) > 100 || ! is_email( $email ) || strlen( $email ) > 100 ) {
		__PREFIX__redirect( $return, 'invalid' );
	}
	$problem = __PREFIX__validate_booking( $service, $date, $slot );
	if ( '' !== $problem ) {
		__PREFIX__redirect( $return, $problem );
	}
	if ( __PREFIX__rate_limited() ) {
		__PREFIX__redirect( $return, 'busy' );
	}

	if ( get_option( '__PREFIX__db_version' ) !== '1' ) {
		__PREFIX__install();
	}
	$now   = current_time( 'mysql', true );
	$saved = $wpdb->insert(
		__PREFIX__table(),
		array(
			'name'         => $name,
			'email'        => $email,
			'service'      => mb_substr( $service, 0, 100 ),
			'booking_date' => $date,
			'time_slot'    => $slot,
			'status'       => 'pending',
			'created_at'   => $now,
			'updated_at'   => $now,
		),
		array( '%s', '%s', '%s', '%s', '%s', '%s', '%s', '%s' )
	);
	if ( ! $saved ) {
		__PREFIX__redirect( $return, 'failed' );
	}
	$request = __PREFIX__get_request( (int) $wpdb->insert_id );
	__PREFIX__notify_site( $request );
	__PREFIX__mail_customer( $request, 'received' );

	__PREFIX__redirect( $return, 'sent' );
}
add_action( 'admin_post_nopriv___PREFIX__submit', '__PREFIX__handle_submission' );
add_action( 'admin_post___PREFIX__submit', '__PREFIX__handle_submission' );

/**
 * One request.
 *
 * @param int $id Request ID.
 * @return object|null
 */
function __PREFIX__get_request( $id ) {
	global $wpdb;
	$table = __PREFIX__table();
	return $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE id = %d", (int) $id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
}

/**
 * The lines describing a request in an e-mail.
 *
 * @param object $request The request.
 * @return string
 */
function __PREFIX__mail_details( $request ) {
	/* translators: %s: service name. */
	$lines  = sprintf( __( 'Service: %s', '__TEXT_DOMAIN__' ), $request->service ) . "\n";
	/* translators: %s: date. */
	$lines .= sprintf( __( 'Date: %s', '__TEXT_DOMAIN__' ), __PREFIX__format_date( $request->booking_date ) ) . "\n";
	/* translators: %s: time slot. */
	$lines .= sprintf( __( 'Time: %s', '__TEXT_DOMAIN__' ), $request->time_slot ) . "\n";
	return $lines;
}

/**
 * E-mails a new request to the notification address of the settings.
 *
 * @param object|null $request The request.
 * @return bool Whether the mail was sent.
 */
function __PREFIX__notify_site( $request ) {
	if ( ! $request ) {
		return false;
	}
	$settings  = __PREFIX__settings();
	$site      = wp_specialchars_decode( get_bloginfo( 'name' ), ENT_QUOTES );
	$safe_name = str_replace( array( '"', '<', '>', ',', ';', ':' ), '', $request->name );
	$subject   = sprintf(
		/* translators: 1: site name, 2: customer name, 3: date, 4: time slot. */
		__( '[%1$s] New booking request from %2$s for %3$s at %4$s', '__TEXT_DOMAIN__' ),
		$site,
		$request->name,
		__PREFIX__format_date( $request->booking_date ),
		$request->time_slot
	);
	/* translators: %s: customer name. */
	$body  = sprintf( __( 'Name: %s', '__TEXT_DOMAIN__' ), $request->name ) . "\n";
	/* translators: %s: customer e-mail address. */
	$body .= sprintf( __( 'E-mail: %s', '__TEXT_DOMAIN__' ), $request->email ) . "\n";
	$body .= __PREFIX__mail_details( $request ) . "\n";
	$body .= __( 'Approve or decline it here:', '__TEXT_DOMAIN__' ) . "\n" . admin_url( 'admin.php?page=__CSS_PREFIX__requests&status=pending' ) . "\n";
	return wp_mail( sanitize_email( $settings['notify_email'] ), $subject, $body, array( 'Reply-To: ' . $safe_name . ' <' . $request->email . '>' ) );
}

/**
 * E-mails the customer: the receipt of the request, or the decision on it.
 *
 * @param object|null $request The request.
 * @param string      $what    received, approved or declined.
 * @return bool Whether the mail was sent.
 */
function __PREFIX__mail_customer( $request, $what ) {
	if ( ! $request ) {
		return false;
	}
	$settings = __PREFIX__settings();
	$site     = wp_specialchars_decode( get_bloginfo( 'name' ), ENT_QUOTES );
	/* translators: %s: customer name. */
	$hello = sprintf( __( 'Hello %s,', '__TEXT_DOMAIN__' ), $request->name ) . "\n\n";
	if ( 'approved' === $what ) {
		/* translators: %s: site name. */
		$subject = sprintf( __( '[%s] Your booking is confirmed', '__TEXT_DOMAIN__' ), $site );
		$text    = __( 'Good news: your booking is confirmed. We look forward to seeing you.', '__TEXT_DOMAIN__' );
	} elseif ( 'declined' === $what ) {
		/* translators: %s: site name. */
		$subject = sprintf( __( '[%s] Your booking request was declined', '__TEXT_DOMAIN__' ), $site );
		$text    = __( 'Sorry, we cannot take your booking at this time. You are welcome to request another date or time.', '__TEXT_DOMAIN__' );
	} else {
		/* translators: %s: site name. */
		$subject = sprintf( __( '[%s] We received your booking request', '__TEXT_DOMAIN__' ), $site );
		$text    = __( 'Thank you for your booking request. We will confirm it by e-mail as soon as possible.', '__TEXT_DOMAIN__' );
	}
	$body  = $hello . $text . "\n\n" . __PREFIX__mail_details( $request ) . "\n";
	$body .= $site . "\n" . home_url( '/' ) . "\n";
	return wp_mail( $request->email, $subject, $body, array( 'Reply-To: ' . sanitize_email( $settings['notify_email'] ) ) );
}

/**
 * Sets a request's status and e-mails the customer about it. Callers check the capability and nonce.
 *
 * @param int    $id     Request ID.
 * @param string $status approved or declined (or pending, without an e-mail).
 * @return bool Whether the status changed.
 */
function __PREFIX__change_status( $id, $status ) {
	global $wpdb;
	$request = __PREFIX__get_request( $id );
	if ( ! $request || ! array_key_exists( $status, __PREFIX__statuses() ) || $request->status === $status ) {
		return false;
	}
	$wpdb->update(
		__PREFIX__table(),
		array(
			'status'     => $status,
			'updated_at' => current_time( 'mysql', true ),
		),
		array( 'id' => (int) $request->id ),
		array( '%s', '%s' ),
		array( '%d' )
	);
	$request->status = $status;
	if ( 'pending' !== $status ) {
		__PREFIX__mail_customer( $request, $status );
	}

	/**
	 * Fires after a booking request was approved or declined.
	 *
	 * @param object $request The request, with its new status.
	 */
	do_action( '__PREFIX__status_changed', $request );
	return true;
}
