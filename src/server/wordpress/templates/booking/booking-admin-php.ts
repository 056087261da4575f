import type { BlueprintContext } from "../../blueprint/blueprint-context";
import { ABSPATH_GUARD, echoHtml, packageName, phpString, settingsPageRenderer, tr } from "../../blueprint/php-source";
import type { BookingNames } from "./booking-names";

/**
 * includes/booking-admin.php: the Bookings menu: Requests (filter by status, Approve and Decline
 * buttons, each e-mailing the customer) and Settings (services, weekdays, time slots, notification
 * address, how far ahead).
 */
export function bookingAdminPhp(ctx: BlueprintContext, n: BookingNames): string {
  const { p } = n;
  const td = phpString(ctx.textDomain);
  const opt = n.settingsOption;
  const b = `${ctx.cssPrefix}badge`;
  return `<?php
/**
 * Admin screens of the booking requests: the list with Approve and Decline, and the settings.
 *
 * @package ${packageName(ctx)}
 */

${ABSPATH_GUARD}

/**
 * Adds the Bookings menu: Requests and Settings. The menu shows how many requests wait for an answer.
 */
function ${p}admin_menu() {
	global $wpdb;
	$table   = ${p}table();
	$pending = 0;
	if ( get_option( '${n.dbVersionOption}' ) === '1' ) {
		$pending = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table} WHERE status = 'pending'" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}
	$bubble = $pending ? ' <span class="awaiting-mod">' . esc_html( number_format_i18n( $pending ) ) . '</span>' : '';

	$hooks   = array();
	$hooks[] = add_menu_page( ${tr(ctx, "Booking Requests")}, ${tr(ctx, "Bookings")} . $bubble, 'manage_options', '${n.requestsPage}', '${p}render_requests_page', 'dashicons-calendar-alt', 26 );
	$hooks[] = add_submenu_page( '${n.requestsPage}', ${tr(ctx, "Booking Requests")}, ${tr(ctx, "Requests")}, 'manage_options', '${n.requestsPage}', '${p}render_requests_page' );
	$hooks[] = add_submenu_page( '${n.requestsPage}', ${tr(ctx, "Booking Settings")}, ${tr(ctx, "Settings")}, 'manage_options', '${n.settingsPage}', '${p}render_settings_page' );
	$GLOBALS['${p}admin_hooks'] = array_filter( $hooks );
}
add_action( 'admin_menu', '${p}admin_menu' );

/**
 * Styles the requests list on the plugin's own screens only.
 *
 * @param string $hook_suffix Current admin page.
 */
function ${p}admin_assets( $hook_suffix ) {
	$hooks = isset( $GLOBALS['${p}admin_hooks'] ) ? (array) $GLOBALS['${p}admin_hooks'] : array();
	if ( in_array( $hook_suffix, $hooks, true ) ) {
		wp_enqueue_style( '${ctx.cssPrefix}admin', plugins_url( 'assets/booking-admin.css', __DIR__ ), array(), ${ctx.constPrefix}VERSION );
	}
}
add_action( 'admin_enqueue_scripts', '${p}admin_assets' );

/**
 * Prints one Approve or Decline button (a nonce-protected form).
 *
 * @param object $request The request.
 * @param string $status  approved or declined.
 * @param string $label   Button label.
 * @param string $classes Button classes.
 */
function ${p}status_button( $request, $status, $label, $classes ) {
	?>
	<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
		<input type="hidden" name="action" value="${n.statusAction}" />
		<input type="hidden" name="id" value="<?php echo esc_attr( (string) (int) $request->id ); ?>" />
		<input type="hidden" name="status" value="<?php echo esc_attr( $status ); ?>" />
		<?php wp_nonce_field( '${n.statusAction}_' . (int) $request->id ); ?>
		<button type="submit" class="<?php echo esc_attr( $classes ); ?>"><?php echo esc_html( $label ); ?></button>
	</form>
	<?php
}

/**
 * Lists the requests, soonest date first for pending ones, 20 per page, filtered by status.
 */
function ${p}render_requests_page() {
	global $wpdb;
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$table    = ${p}table();
	$statuses = ${p}statuses();
	// Read-only filters of the list.
	$status   = isset( $_GET['status'] ) ? sanitize_key( wp_unslash( $_GET['status'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	$status   = isset( $statuses[ $status ] ) ? $status : '';
	$paged    = isset( $_GET['paged'] ) ? max( 1, absint( $_GET['paged'] ) ) : 1; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	$done     = isset( $_GET['${p}done'] ) ? sanitize_key( wp_unslash( $_GET['${p}done'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	$per_page = 20;

	$counts = array();
	foreach ( (array) $wpdb->get_results( "SELECT status, COUNT(*) AS total FROM {$table} GROUP BY status" ) as $row ) { // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$counts[ $row->status ] = (int) $row->total;
	}
	$all = array_sum( $counts );
	if ( '' !== $status ) {
		$total    = isset( $counts[ $status ] ) ? $counts[ $status ] : 0;
		$requests = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE status = %s ORDER BY booking_date ASC, time_slot ASC, id ASC LIMIT %d OFFSET %d", $status, $per_page, ( $paged - 1 ) * $per_page ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	} else {
		$total    = $all;
		$requests = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} ORDER BY id DESC LIMIT %d OFFSET %d", $per_page, ( $paged - 1 ) * $per_page ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}
	$base_url = admin_url( 'admin.php?page=${n.requestsPage}' );
	$notices  = array(
		'approved' => array( 'success', ${tr(ctx, "Request approved. The customer has been e-mailed.")} ),
		'declined' => array( 'success', ${tr(ctx, "Request declined. The customer has been e-mailed.")} ),
		'same'     => array( 'info', ${tr(ctx, "The request already had that status.")} ),
	);
	?>
	<div class="wrap">
		<h1 class="wp-heading-inline"><?php echo esc_html( get_admin_page_title() ); ?></h1>
		<hr class="wp-header-end" />
		<?php if ( isset( $notices[ $done ] ) ) : ?>
			<div class="notice notice-<?php echo esc_attr( $notices[ $done ][0] ); ?> is-dismissible"><p><?php echo esc_html( $notices[ $done ][1] ); ?></p></div>
		<?php endif; ?>
		<p>
			<?php
			echo esc_html(
				sprintf(
					/* translators: %s: shortcode. */
					__( 'Put %s in a page to show the booking form. New requests are e-mailed to the notification address of the settings.', ${td} ),
					'[${n.tag}]'
				)
			);
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
					<th scope="col"><?php ${echoHtml(ctx, "Date")} ?></th>
					<th scope="col"><?php ${echoHtml(ctx, "Time")} ?></th>
					<th scope="col"><?php ${echoHtml(ctx, "Service")} ?></th>
					<th scope="col"><?php ${echoHtml(ctx, "Name")} ?></th>
					<th scope="col"><?php ${echoHtml(ctx, "E-mail")} ?></th>
					<th scope="col"><?php ${echoHtml(ctx, "Requested")} ?></th>
					<th scope="col"><?php ${echoHtml(ctx, "Status")} ?></th>
					<th scope="col"><?php ${echoHtml(ctx, "Actions")} ?></th>
				</tr>
			</thead>
			<tbody>
			<?php if ( ! $requests ) : ?>
				<tr><td colspan="8"><?php ${echoHtml(ctx, "No booking requests yet.")} ?></td></tr>
			<?php endif; ?>
			<?php foreach ( (array) $requests as $request ) : ?>
				<tr id="${ctx.cssPrefix}request-<?php echo esc_attr( (string) (int) $request->id ); ?>">
					<td><strong><?php echo esc_html( ${p}format_date( $request->booking_date ) ); ?></strong></td>
					<td><?php echo esc_html( $request->time_slot ); ?></td>
					<td><?php echo esc_html( $request->service ); ?></td>
					<td><?php echo esc_html( $request->name ); ?></td>
					<td><a href="<?php echo esc_url( 'mailto:' . $request->email ); ?>"><?php echo esc_html( $request->email ); ?></a></td>
					<td><?php echo esc_html( get_date_from_gmt( $request->created_at, get_option( 'date_format' ) . ' ' . get_option( 'time_format' ) ) ); ?></td>
					<td><span class="${b} ${b}--<?php echo esc_attr( sanitize_html_class( $request->status ) ); ?>"><?php echo esc_html( isset( $statuses[ $request->status ] ) ? $statuses[ $request->status ] : $request->status ); ?></span></td>
					<td class="${ctx.cssPrefix}actions">
						<?php
						if ( 'approved' !== $request->status ) {
							${p}status_button( $request, 'approved', __( 'Approve', ${td} ), 'button button-primary button-small' );
						}
						if ( 'declined' !== $request->status ) {
							${p}status_button( $request, 'declined', __( 'Decline', ${td} ), 'button button-small' );
						}
						?>
					</td>
				</tr>
			<?php endforeach; ?>
			</tbody>
		</table>
		<?php
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
		?>
	</div>
	<?php
}

/**
 * Approves or declines a request and e-mails the customer: capability and nonce first.
 */
function ${p}handle_status() {
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to do that.', ${td} ), 403 );
	}
	$id = isset( $_POST['id'] ) ? absint( $_POST['id'] ) : 0;
	check_admin_referer( '${n.statusAction}_' . $id );
	$status = isset( $_POST['status'] ) ? sanitize_key( wp_unslash( $_POST['status'] ) ) : '';
	if ( ! in_array( $status, array( 'approved', 'declined' ), true ) ) {
		wp_die( esc_html__( 'Unknown status.', ${td} ), 400 );
	}
	$changed = ${p}change_status( $id, $status );
	wp_safe_redirect( add_query_arg( '${p}done', $changed ? $status : 'same', admin_url( 'admin.php?page=${n.requestsPage}' ) ) );
	exit;
}
add_action( 'admin_post_${n.statusAction}', '${p}handle_status' );

/**
 * Registers the settings: services, weekdays, time slots, notification address, how far ahead.
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
	add_settings_section( '${p}offer', ${tr(ctx, "What can be booked")}, '${p}render_offer_section', $page );
	add_settings_field( '${p}services', ${tr(ctx, "Services")}, '${p}render_services_field', $page, '${p}offer', array( 'label_for' => '${p}services' ) );
	add_settings_field( '${p}weekdays', ${tr(ctx, "Available weekdays")}, '${p}render_weekdays_field', $page, '${p}offer' );
	add_settings_field( '${p}slots', ${tr(ctx, "Time slots")}, '${p}render_slots_field', $page, '${p}offer', array( 'label_for' => '${p}slots' ) );
	add_settings_field( '${p}window', ${tr(ctx, "Booking window")}, '${p}render_window_field', $page, '${p}offer' );
	add_settings_section( '${p}mail', ${tr(ctx, "Notifications")}, '__return_false', $page );
	add_settings_field( '${p}notify_email', ${tr(ctx, "Notification e-mail")}, '${p}render_notify_field', $page, '${p}mail', array( 'label_for' => '${p}notify_email' ) );
}
add_action( 'admin_init', '${p}register_settings' );

/**
 * Lines of a textarea, trimmed, without empty lines and duplicates. A list is taken as its lines, since
 * WordPress sanitises a new option twice (the second time with the already clean value).
 *
 * @param mixed $text Submitted text, or a list of lines.
 * @return string[]
 */
function ${p}lines( $text ) {
	if ( is_array( $text ) ) {
		$text = implode( "\\n", array_filter( $text, 'is_string' ) );
	}
	$lines = array_map( 'trim', explode( "\\n", sanitize_textarea_field( is_string( $text ) ? $text : '' ) ) );
	return array_values( array_unique( array_filter( $lines, 'strlen' ) ) );
}

/**
 * Cleans the submitted settings; an empty list keeps the saved one, with a message.
 *
 * @param mixed $input Submitted values.
 * @return array
 */
function ${p}sanitize_settings( $input ) {
	$input   = is_array( $input ) ? $input : array();
	$current = ${p}settings();
	$clean   = $current;

	$services = array();
	foreach ( ${p}lines( isset( $input['services'] ) ? $input['services'] : '' ) as $service ) {
		$services[] = mb_substr( $service, 0, 100 );
	}
	if ( $services ) {
		$clean['services'] = $services;
	} else {
		add_settings_error( '${opt}', '${p}services', ${tr(ctx, "Enter at least one service; the previous list was kept.")} );
	}

	$weekdays = array();
	foreach ( isset( $input['weekdays'] ) && is_array( $input['weekdays'] ) ? $input['weekdays'] : array() as $day ) {
		$day = absint( $day );
		if ( $day <= 6 ) {
			$weekdays[] = $day;
		}
	}
	$weekdays = array_values( array_unique( $weekdays ) );
	sort( $weekdays );
	if ( $weekdays ) {
		$clean['weekdays'] = $weekdays;
	} else {
		add_settings_error( '${opt}', '${p}weekdays', ${tr(ctx, "Choose at least one weekday; the previous days were kept.")} );
	}

	$slots   = array();
	$invalid = false;
	foreach ( ${p}lines( isset( $input['slots'] ) ? $input['slots'] : '' ) as $slot ) {
		if ( preg_match( '/^([01]?\\d|2[0-3])[:.]([0-5]\\d)$/', $slot, $parts ) ) {
			$slots[] = sprintf( '%02d:%02d', (int) $parts[1], (int) $parts[2] );
		} else {
			$invalid = true;
		}
	}
	$slots = array_values( array_unique( $slots ) );
	sort( $slots );
	if ( $invalid ) {
		add_settings_error( '${opt}', '${p}slots_format', ${tr(ctx, "Time slots are written as 09:00, one per line; the others were left out.")} );
	}
	if ( $slots ) {
		$clean['slots'] = $slots;
	} else {
		add_settings_error( '${opt}', '${p}slots', ${tr(ctx, "Enter at least one time slot; the previous slots were kept.")} );
	}

	$email = isset( $input['notify_email'] ) ? sanitize_email( $input['notify_email'] ) : '';
	if ( is_email( $email ) ) {
		$clean['notify_email'] = $email;
	} else {
		add_settings_error( '${opt}', '${p}notify_email', ${tr(ctx, "Please enter a valid notification e-mail address; the previous address was kept.")} );
	}

	$clean['min_days'] = isset( $input['min_days'] ) ? min( 365, absint( $input['min_days'] ) ) : $current['min_days'];
	$clean['max_days'] = isset( $input['max_days'] ) ? min( 730, max( 1, absint( $input['max_days'] ) ) ) : $current['max_days'];
	if ( $clean['max_days'] < $clean['min_days'] ) {
		$clean['max_days'] = $clean['min_days'];
	}
	return $clean;
}

/**
 * Prints the settings page.
 */
${settingsPageRenderer(`${p}render_settings_page`, n.settingsGroup, n.settingsPage)}

/**
 * Explains the offer section.
 */
function ${p}render_offer_section() {
	echo '<p>' . esc_html(
		sprintf(
			/* translators: %s: shortcode. */
			__( 'What visitors can choose in %s. A request for another day or time is refused with a message.', ${td} ),
			'[${n.tag}]'
		)
	) . '</p>';
}

/**
 * The services, one per line.
 */
function ${p}render_services_field() {
	$settings = ${p}settings();
	?>
	<textarea id="${p}services" name="${opt}[services]" rows="5" class="large-text" style="max-width:25em"><?php echo esc_textarea( implode( "\\n", $settings['services'] ) ); ?></textarea>
	<p class="description"><?php ${echoHtml(ctx, "One service per line, e.g. Haircut (45 min).")} ?></p>
	<?php
}

/**
 * The available weekdays.
 */
function ${p}render_weekdays_field() {
	global $wp_locale;
	$settings = ${p}settings();
	$start    = (int) get_option( 'start_of_week', 1 );
	echo '<fieldset><legend class="screen-reader-text">' . esc_html__( 'Available weekdays', ${td} ) . '</legend>';
	for ( $i = 0; $i < 7; $i++ ) {
		$day = ( $start + $i ) % 7;
		printf(
			'<label style="margin-right:1em"><input type="checkbox" name="${opt}[weekdays][]" value="%1$d" %2$s /> %3$s</label>',
			(int) $day,
			checked( in_array( $day, array_map( 'intval', $settings['weekdays'] ), true ), true, false ),
			esc_html( $wp_locale->get_weekday( $day ) )
		);
	}
	echo '</fieldset>';
}

/**
 * The time slots, one per line.
 */
function ${p}render_slots_field() {
	$settings = ${p}settings();
	?>
	<textarea id="${p}slots" name="${opt}[slots]" rows="6" cols="12" class="code"><?php echo esc_textarea( implode( "\\n", $settings['slots'] ) ); ?></textarea>
	<p class="description"><?php ${echoHtml(ctx, "One start time per line, 24-hour clock (09:00, 13:30).")} ?></p>
	<?php
}

/**
 * How far ahead bookings are taken.
 */
function ${p}render_window_field() {
	$settings = ${p}settings();
	$min      = '<input type="number" class="small-text" name="${opt}[min_days]" min="0" max="365" value="' . esc_attr( (string) (int) $settings['min_days'] ) . '" />';
	$max      = '<input type="number" class="small-text" name="${opt}[max_days]" min="1" max="730" value="' . esc_attr( (string) (int) $settings['max_days'] ) . '" />';
	echo wp_kses(
		sprintf(
			/* translators: 1: field for the smallest number of days ahead, 2: field for the largest. */
			esc_html__( 'From %1$s to %2$s days ahead (0 allows bookings for today).', ${td} ),
			$min,
			$max
		),
		array(
			'input' => array(
				'type'  => true,
				'class' => true,
				'name'  => true,
				'min'   => true,
				'max'   => true,
				'value' => true,
			),
		)
	);
}

/**
 * The notification address.
 */
function ${p}render_notify_field() {
	$settings = ${p}settings();
	?>
	<input type="email" class="regular-text" id="${p}notify_email" name="${opt}[notify_email]" value="<?php echo esc_attr( $settings['notify_email'] ); ?>" />
	<p class="description"><?php ${echoHtml(ctx, "New booking requests are sent here; customers' replies to the confirmation e-mails come here too.")} ?></p>
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
