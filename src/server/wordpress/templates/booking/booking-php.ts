import type { BlueprintContext } from "../../blueprint/blueprint-context";
import { phpFileStart, phpString, tr, trHtml } from "../../blueprint/php-source";
import { customTablePhp } from "../custom-table-php";
import {
  formHiddenFieldsPhp,
  formNoticePhp,
  honeypotCheckPhp,
  honeypotFieldPhp,
  nonceCheckPhp,
  redirectFunctionPhp,
  returnUrlPhp,
  sanitisedPostFieldsPhp,
} from "../../blueprint/php-snippets";
import type { BookingNames } from "./booking-names";

/**
 * includes/booking.php: the settings, the requests table, the [booking_form] shortcode with its
 * validation (services, weekdays, time slots of the settings), the stored pending request and the
 * e-mails (notification to the site, receipt and decision to the customer).
 */
export function bookingCorePhp(ctx: BlueprintContext, n: BookingNames): string {
  const { p, c } = n;
  return `${phpFileStart(ctx, `Booking requests: the [${n.tag}] form (name, e-mail, service, preferred date and time slot), requests stored in a custom table as pending, approved or declined, and the e-mails to the site and the customer.`, { id: "booking" })}
/**
 * The settings (Bookings → Settings), with defaults.
 *
 * @return array{services: string[], weekdays: int[], slots: string[], notify_email: string, min_days: int, max_days: int}
 */
function ${p}settings() {
	$saved    = get_option( '${n.settingsOption}', array() );
	$defaults = array(
		'services'     => array( ${tr(ctx, "Consultation")}, ${tr(ctx, "Follow-up appointment")} ),
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
function ${p}statuses() {
	return array(
		'pending'  => ${tr(ctx, "Pending")},
		'approved' => ${tr(ctx, "Approved")},
		'declined' => ${tr(ctx, "Declined")},
	);
}

${customTablePhp({
    p,
    table: n.table,
    holds: "requests",
    columns: [
      "id bigint(20) unsigned NOT NULL AUTO_INCREMENT,",
      "name varchar(100) NOT NULL DEFAULT '',",
      "email varchar(100) NOT NULL DEFAULT '',",
      "service varchar(100) NOT NULL DEFAULT '',",
      "booking_date date NOT NULL DEFAULT '1000-01-01',",
      "time_slot varchar(20) NOT NULL DEFAULT '',",
      "status varchar(20) NOT NULL DEFAULT 'pending',",
      "created_at datetime NOT NULL DEFAULT '0000-00-00 00:00:00',",
      "updated_at datetime NOT NULL DEFAULT '0000-00-00 00:00:00',",
      "PRIMARY KEY  (id),",
      "KEY status (status),",
      "KEY booking_date (booking_date, time_slot)",
    ],
    installDoc: "Creates or updates the requests table (dbDelta is safe to run again). Runs on activation and after an update.",
    afterCreate: `	update_option( '${n.dbVersionOption}', '1', false );`,
  })}

/**
 * The names of the weekdays bookings are taken on, in the site's language ("Monday, Tuesday").
 *
 * @return string
 */
function ${p}weekday_names() {
	global $wp_locale;
	$settings = ${p}settings();
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
function ${p}format_date( $date ) {
	$day = date_create_immutable( $date, wp_timezone() );
	return $day ? wp_date( get_option( 'date_format' ), $day->getTimestamp() ) : $date;
}

/**
 * Registers the form's stylesheet and script; they are enqueued only where the form is shown.
 */
function ${p}register_assets() {
	wp_register_style( '${c}', plugins_url( 'assets/booking-form.css', __DIR__ ), array(), ${ctx.constPrefix}VERSION );
	wp_register_script( '${c}', plugins_url( 'assets/booking-form.js', __DIR__ ), array(), ${ctx.constPrefix}VERSION, true );
}
add_action( 'wp_enqueue_scripts', '${p}register_assets' );

/**
 * Renders [${n.tag}]: the form, and the notice after a request.
 *
 * @return string
 */
function ${p}render_form() {
	wp_enqueue_style( '${c}' );
	wp_enqueue_script( '${c}' );

	// Only picks one of the fixed messages below; nothing from the address is printed.
	$status   = isset( $_GET['${p}status'] ) ? sanitize_key( wp_unslash( $_GET['${p}status'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	$settings = ${p}settings();
	$notices  = array(
		'sent'    => array( 'success', ${tr(ctx, "Thank you! Your booking request has been received. We will confirm it by e-mail.")} ),
		'invalid' => array( 'error', ${tr(ctx, "Please enter your name and a valid e-mail address.")} ),
		'service' => array( 'error', ${tr(ctx, "Please choose one of the listed services.")} ),
		'date'    => array(
			'error',
			sprintf(
				/* translators: 1: smallest number of days ahead, 2: largest number of days ahead. */
				${tr(ctx, "Please choose a valid date between %1$d and %2$d days from today.")},
				(int) $settings['min_days'],
				(int) $settings['max_days']
			),
		),
		'weekday' => array(
			'error',
			sprintf(
				/* translators: %s: list of weekdays. */
				${tr(ctx, "Sorry, we do not take bookings on that day. Bookings are possible on: %s. Please choose another date.")},
				${p}weekday_names()
			),
		),
		'slot'    => array( 'error', ${tr(ctx, "Please choose one of the listed time slots.")} ),
		'taken'   => array( 'error', ${tr(ctx, "Sorry, that time is already booked. Please choose another date or time slot.")} ),
		'expired' => array( 'error', ${tr(ctx, "The form expired. Please send your request again.")} ),
		'busy'    => array( 'error', ${tr(ctx, "Too many requests in a short time. Please try again in a few minutes.")} ),
		'failed'  => array( 'error', ${tr(ctx, "Sorry, your request could not be saved. Please try again later.")} ),
	);

	if ( ! $settings['services'] || ! $settings['slots'] || ! $settings['weekdays'] ) {
		return '<div class="${c}"><p class="${c}__notice ${c}__notice--error">' . ${trHtml(ctx, "Bookings are not open yet.")} . '</p></div>';
	}

	$today = current_datetime();
	$min   = $today->modify( '+' . (int) $settings['min_days'] . ' days' )->format( 'Y-m-d' );
	$max   = $today->modify( '+' . (int) $settings['max_days'] . ' days' )->format( 'Y-m-d' );

${formNoticePhp(c)}

	$html .= '<form class="${c}__form" method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '" data-weekdays="' . esc_attr( implode( ',', array_map( 'intval', $settings['weekdays'] ) ) ) . '" data-weekday-message="' . esc_attr( $notices['weekday'][1] ) . '">';
${formHiddenFieldsPhp(p, n.submitAction)}
	$html .= '<p class="${c}__field"><label for="${p}name">' . ${trHtml(ctx, "Name")} . '</label><input type="text" id="${p}name" name="${p}name" required maxlength="100" autocomplete="name" /></p>';
	$html .= '<p class="${c}__field"><label for="${p}email">' . ${trHtml(ctx, "E-mail")} . '</label><input type="email" id="${p}email" name="${p}email" required maxlength="100" autocomplete="email" /></p>';
	$html .= '<p class="${c}__field"><label for="${p}service">' . ${trHtml(ctx, "Service")} . '</label><select id="${p}service" name="${p}service" required>';
	$html .= '<option value="">' . ${trHtml(ctx, "Choose a service")} . '</option>';
	foreach ( $settings['services'] as $service ) {
		$html .= '<option value="' . esc_attr( $service ) . '">' . esc_html( $service ) . '</option>';
	}
	$html .= '</select></p>';
	$html .= '<div class="${c}__row">';
	$html .= '<p class="${c}__field"><label for="${p}date">' . ${trHtml(ctx, "Preferred date")} . '</label><input type="date" id="${p}date" name="${p}date" required min="' . esc_attr( $min ) . '" max="' . esc_attr( $max ) . '" aria-describedby="${p}date_help" />';
	$html .= '<small id="${p}date_help" class="${c}__help">' . esc_html(
		sprintf(
			/* translators: %s: list of weekdays. */
			${tr(ctx, "Available on: %s")},
			${p}weekday_names()
		)
	) . '</small></p>';
	$html .= '<p class="${c}__field"><label for="${p}slot">' . ${trHtml(ctx, "Time slot")} . '</label><select id="${p}slot" name="${p}slot" required>';
	$html .= '<option value="">' . ${trHtml(ctx, "Choose a time")} . '</option>';
	foreach ( $settings['slots'] as $slot ) {
		$html .= '<option value="' . esc_attr( $slot ) . '">' . esc_html( $slot ) . '</option>';
	}
	$html .= '</select></p>';
	$html .= '</div>';
	// Honeypot: hidden from people, filled in by bots.
${honeypotFieldPhp(p, c, trHtml(ctx, "Leave this field empty"))}
	$html .= '<p class="${c}__actions"><button type="submit" class="${c}__submit">' . ${trHtml(ctx, "Request booking")} . '</button></p>';
	$html .= '</form></div>';

	return $html;
}
add_shortcode( ${phpString(n.tag)}, '${p}render_form' );

${redirectFunctionPhp(p, c, "sent, invalid, service, date, weekday, slot, taken, expired, busy, failed")}

/**
 * Allows five requests per visitor address in ten minutes.
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
 * Checks a requested service, date and time slot against the settings.
 *
 * @param string $service Service name.
 * @param string $date    Date (Y-m-d).
 * @param string $slot    Time slot (H:i).
 * @return string '' when bookable, else the status that explains why not (service, date, weekday, slot, taken).
 */
function ${p}validate_booking( $service, $date, $slot ) {
	global $wpdb;
	$settings = ${p}settings();
	if ( ! in_array( $service, $settings['services'], true ) ) {
		return 'service';
	}
	$day = preg_match( '/^\\d{4}-\\d{2}-\\d{2}$/', $date ) ? date_create_immutable_from_format( '!Y-m-d', $date, wp_timezone() ) : false;
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
	$table = ${p}table();
	$taken = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE booking_date = %s AND time_slot = %s AND status = 'approved'", $date, $slot ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	return $taken > 0 ? 'taken' : '';
}

/**
 * Handles a booking request: nonce and honeypot first, then sanitised fields checked against the
 * services, weekdays and time slots of the settings; the request is stored as pending and e-mailed to
 * the notification address, with a receipt to the customer. The form is public, so no capability is required.
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
  ["service", "sanitize_text_field"],
  ["date", "sanitize_text_field"],
  ["slot", "sanitize_text_field"],
])}

	if ( '' === $name || strlen( $name ) > 100 || ! is_email( $email ) || strlen( $email ) > 100 ) {
		${p}redirect( $return, 'invalid' );
	}
	$problem = ${p}validate_booking( $service, $date, $slot );
	if ( '' !== $problem ) {
		${p}redirect( $return, $problem );
	}
	if ( ${p}rate_limited() ) {
		${p}redirect( $return, 'busy' );
	}

	if ( get_option( '${n.dbVersionOption}' ) !== '1' ) {
		${p}install();
	}
	$now   = current_time( 'mysql', true );
	$saved = $wpdb->insert(
		${p}table(),
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
		${p}redirect( $return, 'failed' );
	}
	$request = ${p}get_request( (int) $wpdb->insert_id );
	${p}notify_site( $request );
	${p}mail_customer( $request, 'received' );

	${p}redirect( $return, 'sent' );
}
add_action( 'admin_post_nopriv_${n.submitAction}', '${p}handle_submission' );
add_action( 'admin_post_${n.submitAction}', '${p}handle_submission' );

/**
 * One request.
 *
 * @param int $id Request ID.
 * @return object|null
 */
function ${p}get_request( $id ) {
	global $wpdb;
	$table = ${p}table();
	return $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE id = %d", (int) $id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
}

/**
 * The lines describing a request in an e-mail.
 *
 * @param object $request The request.
 * @return string
 */
function ${p}mail_details( $request ) {
	/* translators: %s: service name. */
	$lines  = sprintf( ${tr(ctx, "Service: %s")}, $request->service ) . "\\n";
	/* translators: %s: date. */
	$lines .= sprintf( ${tr(ctx, "Date: %s")}, ${p}format_date( $request->booking_date ) ) . "\\n";
	/* translators: %s: time slot. */
	$lines .= sprintf( ${tr(ctx, "Time: %s")}, $request->time_slot ) . "\\n";
	return $lines;
}

/**
 * E-mails a new request to the notification address of the settings.
 *
 * @param object|null $request The request.
 * @return bool Whether the mail was sent.
 */
function ${p}notify_site( $request ) {
	if ( ! $request ) {
		return false;
	}
	$settings  = ${p}settings();
	$site      = wp_specialchars_decode( get_bloginfo( 'name' ), ENT_QUOTES );
	$safe_name = str_replace( array( '"', '<', '>', ',', ';', ':' ), '', $request->name );
	$subject   = sprintf(
		/* translators: 1: site name, 2: customer name, 3: date, 4: time slot. */
		${tr(ctx, "[%1$s] New booking request from %2$s for %3$s at %4$s")},
		$site,
		$request->name,
		${p}format_date( $request->booking_date ),
		$request->time_slot
	);
	/* translators: %s: customer name. */
	$body  = sprintf( ${tr(ctx, "Name: %s")}, $request->name ) . "\\n";
	/* translators: %s: customer e-mail address. */
	$body .= sprintf( ${tr(ctx, "E-mail: %s")}, $request->email ) . "\\n";
	$body .= ${p}mail_details( $request ) . "\\n";
	$body .= ${tr(ctx, "Approve or decline it here:")} . "\\n" . admin_url( 'admin.php?page=${n.requestsPage}&status=pending' ) . "\\n";
	return wp_mail( sanitize_email( $settings['notify_email'] ), $subject, $body, array( 'Reply-To: ' . $safe_name . ' <' . $request->email . '>' ) );
}

/**
 * E-mails the customer: the receipt of the request, or the decision on it.
 *
 * @param object|null $request The request.
 * @param string      $what    received, approved or declined.
 * @return bool Whether the mail was sent.
 */
function ${p}mail_customer( $request, $what ) {
	if ( ! $request ) {
		return false;
	}
	$settings = ${p}settings();
	$site     = wp_specialchars_decode( get_bloginfo( 'name' ), ENT_QUOTES );
	/* translators: %s: customer name. */
	$hello = sprintf( ${tr(ctx, "Hello %s,")}, $request->name ) . "\\n\\n";
	if ( 'approved' === $what ) {
		/* translators: %s: site name. */
		$subject = sprintf( ${tr(ctx, "[%s] Your booking is confirmed")}, $site );
		$text    = ${tr(ctx, "Good news: your booking is confirmed. We look forward to seeing you.")};
	} elseif ( 'declined' === $what ) {
		/* translators: %s: site name. */
		$subject = sprintf( ${tr(ctx, "[%s] Your booking request was declined")}, $site );
		$text    = ${tr(ctx, "Sorry, we cannot take your booking at this time. You are welcome to request another date or time.")};
	} else {
		/* translators: %s: site name. */
		$subject = sprintf( ${tr(ctx, "[%s] We received your booking request")}, $site );
		$text    = ${tr(ctx, "Thank you for your booking request. We will confirm it by e-mail as soon as possible.")};
	}
	$body  = $hello . $text . "\\n\\n" . ${p}mail_details( $request ) . "\\n";
	$body .= $site . "\\n" . home_url( '/' ) . "\\n";
	return wp_mail( $request->email, $subject, $body, array( 'Reply-To: ' . sanitize_email( $settings['notify_email'] ) ) );
}

/**
 * Sets a request's status and e-mails the customer about it. Callers check the capability and nonce.
 *
 * @param int    $id     Request ID.
 * @param string $status approved or declined (or pending, without an e-mail).
 * @return bool Whether the status changed.
 */
function ${p}change_status( $id, $status ) {
	global $wpdb;
	$request = ${p}get_request( $id );
	if ( ! $request || ! array_key_exists( $status, ${p}statuses() ) || $request->status === $status ) {
		return false;
	}
	$wpdb->update(
		${p}table(),
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
		${p}mail_customer( $request, $status );
	}

	/**
	 * Fires after a booking request was approved or declined.
	 *
	 * @param object $request The request, with its new status.
	 */
	do_action( '${p}status_changed', $request );
	return true;
}
`;
}
