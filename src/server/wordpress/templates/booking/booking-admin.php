<?php
/**
 * Admin screens of the booking requests: the list with Approve and Decline, and the settings.
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Adds the Bookings menu: Requests and Settings. The menu shows how many requests wait for an answer.
 */
function __PREFIX__admin_menu() {
	global $wpdb;
	$table   = __PREFIX__table();
	$pending = 0;
	if ( get_option( '__PREFIX__db_version' ) === '1' ) {
		$pending = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table} WHERE status = 'pending'" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}
	$bubble = $pending ? ' <span class="awaiting-mod">' . esc_html( number_format_i18n( $pending ) ) . '</span>' : '';

	$hooks   = array();
	$hooks[] = add_menu_page( __( 'Booking Requests', '__TEXT_DOMAIN__' ), __( 'Bookings', '__TEXT_DOMAIN__' ) . $bubble, 'manage_options', '__CSS_PREFIX__requests', '__PREFIX__render_requests_page', 'dashicons-calendar-alt', 26 );
	$hooks[] = add_submenu_page( '__CSS_PREFIX__requests', __( 'Booking Requests', '__TEXT_DOMAIN__' ), __( 'Requests', '__TEXT_DOMAIN__' ), 'manage_options', '__CSS_PREFIX__requests', '__PREFIX__render_requests_page' );
	$hooks[] = add_submenu_page( '__CSS_PREFIX__requests', __( 'Booking Settings', '__TEXT_DOMAIN__' ), __( 'Settings', '__TEXT_DOMAIN__' ), 'manage_options', '__CSS_PREFIX__settings', '__PREFIX__render_settings_page' );
	$GLOBALS['__PREFIX__admin_hooks'] = array_filter( $hooks );
}
add_action( 'admin_menu', '__PREFIX__admin_menu' );

/**
 * Styles the requests list on the plugin's own screens only.
 *
 * @param string $hook_suffix Current admin page.
 */
function __PREFIX__admin_assets( $hook_suffix ) {
	$hooks = isset( $GLOBALS['__PREFIX__admin_hooks'] ) ? (array) $GLOBALS['__PREFIX__admin_hooks'] : array();
	if ( in_array( $hook_suffix, $hooks, true ) ) {
		wp_enqueue_style( '__CSS_PREFIX__admin', plugins_url( 'assets/booking-admin.css', __DIR__ ), array(), __CONST_PREFIX__VERSION );
	}
}
add_action( 'admin_enqueue_scripts', '__PREFIX__admin_assets' );

/**
 * Prints one Approve or Decline button (a nonce-protected form).
 *
 * @param object $request The request.
 * @param string $status  approved or declined.
 * @param string $label   Button label.
 * @param string $classes Button classes.
 */
function __PREFIX__status_button( $request, $status, $label, $classes ) {
	?>
	<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
		<input type="hidden" name="action" value="__PREFIX__set_status" />
		<input type="hidden" name="id" value="<?php echo esc_attr( (string) (int) $request->id ); ?>" />
		<input type="hidden" name="status" value="<?php echo esc_attr( $status ); ?>" />
		<?php wp_nonce_field( '__PREFIX__set_status_' . (int) $request->id ); ?>
		<button type="submit" class="<?php echo esc_attr( $classes ); ?>"><?php echo esc_html( $label ); ?></button>
	</form>
	<?php
}

/**
 * Lists the requests, soonest date first for pending ones, 20 per page, filtered by status.
 */
function __PREFIX__render_requests_page() {
	global $wpdb;
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$table    = __PREFIX__table();
	$statuses = __PREFIX__statuses();
	// Read-only filters of the list.
	$status   = isset( $_GET['status'] ) ? sanitize_key( wp_unslash( $_GET['status'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	$status   = isset( $statuses[ $status ] ) ? $status : '';
	$paged    = isset( $_GET['paged'] ) ? max( 1, absint( $_GET['paged'] ) ) : 1; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	$done     = isset( $_GET['__PREFIX__done'] ) ? sanitize_key( wp_unslash( $_GET['__PREFIX__done'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
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
	$base_url = admin_url( 'admin.php?page=__CSS_PREFIX__requests' );
	$notices  = array(
		'approved' => array( 'success', __( 'Request approved. The customer has been e-mailed.', '__TEXT_DOMAIN__' ) ),
		'declined' => array( 'success', __( 'Request declined. The customer has been e-mailed.', '__TEXT_DOMAIN__' ) ),
		'same'     => array( 'info', __( 'The request already had that status.', '__TEXT_DOMAIN__' ) ),
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
					__( 'Put %s in a page to show the booking form. New requests are e-mailed to the notification address of the settings.', '__TEXT_DOMAIN__' ),
					'[booking_form]'
				)
			);
			?>
		</p>
		<ul class="subsubsub">
			<li><a href="<?php echo esc_url( $base_url ); ?>"<?php echo '' === $status ? ' class="current" aria-current="page"' : ''; ?>><?php esc_html_e( 'All', '__TEXT_DOMAIN__' ); ?> <span class="count">(<?php echo esc_html( number_format_i18n( $all ) ); ?>)</span></a></li>
			<?php foreach ( $statuses as $key => $label ) : ?>
				<li>| <a href="<?php echo esc_url( add_query_arg( 'status', $key, $base_url ) ); ?>"<?php echo $key === $status ? ' class="current" aria-current="page"' : ''; ?>><?php echo esc_html( $label ); ?> <span class="count">(<?php echo esc_html( number_format_i18n( isset( $counts[ $key ] ) ? $counts[ $key ] : 0 ) ); ?>)</span></a></li>
			<?php endforeach; ?>
		</ul>
		<table class="widefat striped __CSS_PREFIX__table">
			<thead>
				<tr>
					<th scope="col"><?php esc_html_e( 'Date', '__TEXT_DOMAIN__' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Time', '__TEXT_DOMAIN__' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Service', '__TEXT_DOMAIN__' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Name', '__TEXT_DOMAIN__' ); ?></th>
					<th scope="col"><?php esc_html_e( 'E-mail', '__TEXT_DOMAIN__' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Requested', '__TEXT_DOMAIN__' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Status', '__TEXT_DOMAIN__' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Actions', '__TEXT_DOMAIN__' ); ?></th>
				</tr>
			</thead>
			<tbody>
			<?php if ( ! $requests ) : ?>
				<tr><td colspan="8"><?php esc_html_e( 'No booking requests yet.', '__TEXT_DOMAIN__' ); ?></td></tr>
			<?php endif; ?>
			<?php foreach ( (array) $requests as $request ) : ?>
				<tr id="__CSS_PREFIX__request-<?php echo esc_attr( (string) (int) $request->id ); ?>">
					<td><strong><?php echo esc_html( __PREFIX__format_date( $request->booking_date ) ); ?></strong></td>
					<td><?php echo esc_html( $request->time_slot ); ?></td>
					<td><?php echo esc_html( $request->service ); ?></td>
					<td><?php echo esc_html( $request->name ); ?></td>
					<td><a href="<?php echo esc_url( 'mailto:' . $request->email ); ?>"><?php echo esc_html( $request->email ); ?></a></td>
					<td><?php echo esc_html( get_date_from_gmt( $request->created_at, get_option( 'date_format' ) . ' ' . get_option( 'time_format' ) ) ); ?></td>
					<td><span class="__CSS_PREFIX__badge __CSS_PREFIX__badge--<?php echo esc_attr( sanitize_html_class( $request->status ) ); ?>"><?php echo esc_html( isset( $statuses[ $request->status ] ) ? $statuses[ $request->status ] : $request->status ); ?></span></td>
					<td class="__CSS_PREFIX__actions">
						<?php
						if ( 'approved' !== $request->status ) {
							__PREFIX__status_button( $request, 'approved', __( 'Approve', '__TEXT_DOMAIN__' ), 'button button-primary button-small' );
						}
						if ( 'declined' !== $request->status ) {
							__PREFIX__status_button( $request, 'declined', __( 'Decline', '__TEXT_DOMAIN__' ), 'button button-small' );
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
function __PREFIX__handle_status() {
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to do that.', '__TEXT_DOMAIN__' ), 403 );
	}
	$id = isset( $_POST['id'] ) ? absint( $_POST['id'] ) : 0;
	check_admin_referer( '__PREFIX__set_status_' . $id );
	$status = isset( $_POST['status'] ) ? sanitize_key( wp_unslash( $_POST['status'] ) ) : '';
	if ( ! in_array( $status, array( 'approved', 'declined' ), true ) ) {
		wp_die( esc_html__( 'Unknown status.', '__TEXT_DOMAIN__' ), 400 );
	}
	$changed = __PREFIX__change_status( $id, $status );
	wp_safe_redirect( add_query_arg( '__PREFIX__done', $changed ? $status : 'same', admin_url( 'admin.php?page=__CSS_PREFIX__requests' ) ) );
	exit;
}
add_action( 'admin_post___PREFIX__set_status', '__PREFIX__handle_status' );

/**
 * Registers the settings: services, weekdays, time slots, notification address, how far ahead.
 */
function __PREFIX__register_settings() {
	register_setting(
		'__PREFIX__settings_group',
		'__PREFIX__settings',
		array(
			'type'              => 'array',
			'sanitize_callback' => '__PREFIX__sanitize_settings',
		)
	);
	$page = '__CSS_PREFIX__settings';
	add_settings_section( '__PREFIX__offer', __( 'What can be booked', '__TEXT_DOMAIN__' ), '__PREFIX__render_offer_section', $page );
	add_settings_field( '__PREFIX__services', __( 'Services', '__TEXT_DOMAIN__' ), '__PREFIX__render_services_field', $page, '__PREFIX__offer', array( 'label_for' => '__PREFIX__services' ) );
	add_settings_field( '__PREFIX__weekdays', __( 'Available weekdays', '__TEXT_DOMAIN__' ), '__PREFIX__render_weekdays_field', $page, '__PREFIX__offer' );
	add_settings_field( '__PREFIX__slots', __( 'Time slots', '__TEXT_DOMAIN__' ), '__PREFIX__render_slots_field', $page, '__PREFIX__offer', array( 'label_for' => '__PREFIX__slots' ) );
	add_settings_field( '__PREFIX__window', __( 'Booking window', '__TEXT_DOMAIN__' ), '__PREFIX__render_window_field', $page, '__PREFIX__offer' );
	add_settings_section( '__PREFIX__mail', __( 'Notifications', '__TEXT_DOMAIN__' ), '__return_false', $page );
	add_settings_field( '__PREFIX__notify_email', __( 'Notification e-mail', '__TEXT_DOMAIN__' ), '__PREFIX__render_notify_field', $page, '__PREFIX__mail', array( 'label_for' => '__PREFIX__notify_email' ) );
}
add_action( 'admin_init', '__PREFIX__register_settings' );

/**
 * Lines of a textarea, trimmed, without empty lines and duplicates. A list is taken as its lines, since
 * WordPress sanitises a new option twice (the second time with the already clean value).
 *
 * @param mixed $text Submitted text, or a list of lines.
 * @return string[]
 */
function __PREFIX__lines( $text ) {
	if ( is_array( $text ) ) {
		$text = implode( "\n", array_filter( $text, 'is_string' ) );
	}
	$lines = array_map( 'trim', explode( "\n", sanitize_textarea_field( is_string( $text ) ? $text : '' ) ) );
	return array_values( array_unique( array_filter( $lines, 'strlen' ) ) );
}

/**
 * Cleans the submitted settings; an empty list keeps the saved one, with a message.
 *
 * @param mixed $input Submitted values.
 * @return array
 */
function __PREFIX__sanitize_settings( $input ) {
	$input   = is_array( $input ) ? $input : array();
	$current = __PREFIX__settings();
	$clean   = $current;

	$services = array();
	foreach ( __PREFIX__lines( isset( $input['services'] ) ? $input['services'] : '' ) as $service ) {
		$services[] = mb_substr( $service, 0, 100 );
	}
	if ( $services ) {
		$clean['services'] = $services;
	} else {
		add_settings_error( '__PREFIX__settings', '__PREFIX__services', __( 'Enter at least one service; the previous list was kept.', '__TEXT_DOMAIN__' ) );
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
		add_settings_error( '__PREFIX__settings', '__PREFIX__weekdays', __( 'Choose at least one weekday; the previous days were kept.', '__TEXT_DOMAIN__' ) );
	}

	$slots   = array();
	$invalid = false;
	foreach ( __PREFIX__lines( isset( $input['slots'] ) ? $input['slots'] : '' ) as $slot ) {
		if ( preg_match( '/^([01]?\d|2[0-3])[:.]([0-5]\d)$/', $slot, $parts ) ) {
			$slots[] = sprintf( '%02d:%02d', (int) $parts[1], (int) $parts[2] );
		} else {
			$invalid = true;
		}
	}
	$slots = array_values( array_unique( $slots ) );
	sort( $slots );
	if ( $invalid ) {
		add_settings_error( '__PREFIX__settings', '__PREFIX__slots_format', __( 'Time slots are written as 09:00, one per line; the others were left out.', '__TEXT_DOMAIN__' ) );
	}
	if ( $slots ) {
		$clean['slots'] = $slots;
	} else {
		add_settings_error( '__PREFIX__settings', '__PREFIX__slots', __( 'Enter at least one time slot; the previous slots were kept.', '__TEXT_DOMAIN__' ) );
	}

	$email = isset( $input['notify_email'] ) ? sanitize_email( $input['notify_email'] ) : '';
	if ( is_email( $email ) ) {
		$clean['notify_email'] = $email;
	} else {
		add_settings_error( '__PREFIX__settings', '__PREFIX__notify_email', __( 'Please enter a valid notification e-mail address; the previous address was kept.', '__TEXT_DOMAIN__' ) );
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
function __PREFIX__render_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	?>
	<div class="wrap">
		<h1><?php echo esc_html( get_admin_page_title() ); ?></h1>
		<form action="options.php" method="post">
			<?php
			settings_fields( '__PREFIX__settings_group' );
			do_settings_sections( '__CSS_PREFIX__settings' );
			submit_button();
			?>
		</form>
	</div>
	<?php
}

/**
 * Explains the offer section.
 */
function __PREFIX__render_offer_section() {
	echo '<p>' . esc_html(
		sprintf(
			/* translators: %s: shortcode. */
			__( 'What visitors can choose in %s. A request for another day or time is refused with a message.', '__TEXT_DOMAIN__' ),
			'[booking_form]'
		)
	) . '</p>';
}

/**
 * The services, one per line.
 */
function __PREFIX__render_services_field() {
	$settings = __PREFIX__settings();
	?>
	<textarea id="__PREFIX__services" name="__PREFIX__settings[services]" rows="5" class="large-text" style="max-width:25em"><?php echo esc_textarea( implode( "\n", $settings['services'] ) ); ?></textarea>
	<p class="description"><?php esc_html_e( 'One service per line, e.g. Haircut (45 min).', '__TEXT_DOMAIN__' ); ?></p>
	<?php
}

/**
 * The available weekdays.
 */
function __PREFIX__render_weekdays_field() {
	global $wp_locale;
	$settings = __PREFIX__settings();
	$start    = (int) get_option( 'start_of_week', 1 );
	echo '<fieldset><legend class="screen-reader-text">' . esc_html__( 'Available weekdays', '__TEXT_DOMAIN__' ) . '</legend>';
	for ( $i = 0; $i < 7; $i++ ) {
		$day = ( $start + $i ) % 7;
		printf(
			'<label style="margin-right:1em"><input type="checkbox" name="__PREFIX__settings[weekdays][]" value="%1$d" %2$s /> %3$s</label>',
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
function __PREFIX__render_slots_field() {
	$settings = __PREFIX__settings();
	?>
	<textarea id="__PREFIX__slots" name="__PREFIX__settings[slots]" rows="6" cols="12" class="code"><?php echo esc_textarea( implode( "\n", $settings['slots'] ) ); ?></textarea>
	<p class="description"><?php esc_html_e( 'One start time per line, 24-hour clock (09:00, 13:30).', '__TEXT_DOMAIN__' ); ?></p>
	<?php
}

/**
 * How far ahead bookings are taken.
 */
function __PREFIX__render_window_field() {
	$settings = __PREFIX__settings();
	$min      = '<input type="number" class="small-text" name="__PREFIX__settings[min_days]" min="0" max="365" value="' . esc_attr( (string) (int) $settings['min_days'] ) . '" />';
	$max      = '<input type="number" class="small-text" name="__PREFIX__settings[max_days]" min="1" max="730" value="' . esc_attr( (string) (int) $settings['max_days'] ) . '" />';
	echo wp_kses(
		sprintf(
			/* translators: 1: field for the smallest number of days ahead, 2: field for the largest. */
			esc_html__( 'From %1$s to %2$s days ahead (0 allows bookings for today).', '__TEXT_DOMAIN__' ),
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
function __PREFIX__render_notify_field() {
	$settings = __PREFIX__settings();
	?>
	<input type="email" class="regular-text" id="__PREFIX__notify_email" name="__PREFIX__settings[notify_email]" value="<?php echo esc_attr( $settings['notify_email'] ); ?>" />
	<p class="description"><?php esc_html_e( 'New booking requests are sent here; customers\' replies to the confirmation e-mails come here too.', '__TEXT_DOMAIN__' ); ?></p>
	<?php
}

/**
 * Adds a Settings link to the plugin's row on the Plugins screen.
 *
 * @param string[] $links Action links.
 * @return string[]
 */
function __PREFIX__action_link( $links ) {
	array_unshift( $links, '<a href="' . esc_url( admin_url( 'admin.php?page=__CSS_PREFIX__settings' ) ) . '">' . esc_html__( 'Settings', '__TEXT_DOMAIN__' ) . '</a>' );
	return $links;
}
add_filter( 'plugin_action_links_' . __CONST_PREFIX__BASENAME, '__PREFIX__action_link' );
