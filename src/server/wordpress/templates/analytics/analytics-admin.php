<?php
/**
 * __PLUGIN_NAME__: the Analytics dashboard and its settings page.
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Adds the Analytics menu: the dashboard and the settings page, for administrators.
 */
function __PREFIX__add_admin_pages() {
	add_menu_page( __( PLUGSMITH_PARAM_PLUGIN_NAME, '__TEXT_DOMAIN__' ), __( 'Analytics', '__TEXT_DOMAIN__' ), 'manage_options', '__CSS_PREFIX__dashboard', '__PREFIX__render_dashboard', 'dashicons-chart-area' );
	add_submenu_page( '__CSS_PREFIX__dashboard', __( PLUGSMITH_PARAM_PLUGIN_NAME, '__TEXT_DOMAIN__' ), __( 'Dashboard', '__TEXT_DOMAIN__' ), 'manage_options', '__CSS_PREFIX__dashboard', '__PREFIX__render_dashboard' );
	add_submenu_page( '__CSS_PREFIX__dashboard', __( 'Analytics Settings', '__TEXT_DOMAIN__' ), __( 'Settings', '__TEXT_DOMAIN__' ), 'manage_options', '__CSS_PREFIX__settings', '__PREFIX__render_settings_page' );
}
add_action( 'admin_menu', '__PREFIX__add_admin_pages' );

/**
 * Loads the admin stylesheet on the plugin's own screens only.
 *
 * @param string $hook_suffix The current admin page.
 */
function __PREFIX__admin_assets( $hook_suffix ) {
	if ( false === strpos( $hook_suffix, '_page___CSS_PREFIX__dashboard' ) && false === strpos( $hook_suffix, '_page___CSS_PREFIX__settings' ) ) {
		return;
	}
	wp_enqueue_style( '__CSS_PREFIX__stats', plugins_url( 'assets/analytics-admin.css', __DIR__ ), array(), __CONST_PREFIX__VERSION );
}
add_action( 'admin_enqueue_scripts', '__PREFIX__admin_assets' );

/**
 * A date in the form YYYY-MM-DD that exists, or null.
 *
 * @param string $value Date to check.
 * @return string|null
 */
function __PREFIX__valid_date( $value ) {
	if ( ! preg_match( '/^(\d{4})-(\d{2})-(\d{2})$/', $value, $parts ) || ! checkdate( (int) $parts[2], (int) $parts[3], (int) $parts[1] ) ) {
		return null;
	}
	return $value;
}

/**
 * The date range asked for in the from and to query arguments, validated: the last 30 days by default,
 * never after today, at most a year, from before to. Invalid dates are replaced and explained.
 *
 * @return array{from: string, to: string, errors: string[]}
 */
function __PREFIX__date_range() {
	// A read-only filter of a report: nothing is changed, so there is no nonce.
	$raw_from = isset( $_GET['from'] ) ? sanitize_text_field( wp_unslash( $_GET['from'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	$raw_to   = isset( $_GET['to'] ) ? sanitize_text_field( wp_unslash( $_GET['to'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	$today    = wp_date( 'Y-m-d' );
	$errors   = array();

	$to = '' === $raw_to ? $today : __PREFIX__valid_date( $raw_to );
	if ( null === $to ) {
		/* translators: %s: the date as entered. */
		$errors[] = sprintf( __( '“%s” is not a valid end date (use YYYY-MM-DD), so the report ends today.', '__TEXT_DOMAIN__' ), $raw_to );
		$to       = $today;
	}
	if ( $to > $today ) {
		$to = $today;
	}

	$default_from = gmdate( 'Y-m-d', strtotime( $to . ' -29 days' ) );
	$from         = '' === $raw_from ? $default_from : __PREFIX__valid_date( $raw_from );
	if ( null === $from ) {
		/* translators: %s: the date as entered. */
		$errors[] = sprintf( __( '“%s” is not a valid start date (use YYYY-MM-DD), so the report shows 30 days.', '__TEXT_DOMAIN__' ), $raw_from );
		$from     = $default_from;
	}
	if ( $from > $to ) {
		list( $from, $to ) = array( $to, $from );
	}
	$earliest = gmdate( 'Y-m-d', strtotime( $to . ' -365 days' ) );
	if ( $from < $earliest ) {
		$errors[] = __( 'A report covers at most one year, so the range was shortened.', '__TEXT_DOMAIN__' );
		$from     = $earliest;
	}

	return array(
		'from'   => $from,
		'to'     => $to,
		'errors' => $errors,
	);
}

/**
 * The numbers of a date range: views and visitors per day (every day of the range, zero when none),
 * the ten most viewed pages and the ten top referring sites.
 *
 * @param string $from First day (YYYY-MM-DD).
 * @param string $to   Last day (YYYY-MM-DD).
 * @return array{days: array<string, array{views: int, visitors: int}>, pages: array<int, array<string, string>>, referrers: array<int, array<string, string>>}
 */
function __PREFIX__stats( $from, $to ) {
	global $wpdb;
	$table = __PREFIX__table();
	$start = $from . ' 00:00:00';
	$end   = gmdate( 'Y-m-d', strtotime( $to . ' +1 day' ) ) . ' 00:00:00';

	$days = array();
	$last = strtotime( $to );
	for ( $day = strtotime( $from ); $day <= $last; $day += DAY_IN_SECONDS ) {
		$days[ gmdate( 'Y-m-d', $day ) ] = array(
			'views'    => 0,
			'visitors' => 0,
		);
	}

	$daily = $wpdb->get_results( $wpdb->prepare( "SELECT DATE(viewed_at) AS day, COUNT(*) AS views, COUNT(DISTINCT visitor) AS visitors FROM {$table} WHERE viewed_at >= %s AND viewed_at < %s GROUP BY DATE(viewed_at)", $start, $end ), ARRAY_A );
	foreach ( (array) $daily as $row ) {
		$day = substr( (string) $row['day'], 0, 10 );
		if ( isset( $days[ $day ] ) ) {
			$days[ $day ] = array(
				'views'    => (int) $row['views'],
				'visitors' => (int) $row['visitors'],
			);
		}
	}

	$pages     = $wpdb->get_results( $wpdb->prepare( "SELECT url, COUNT(*) AS views, COUNT(DISTINCT visitor) AS visitors FROM {$table} WHERE viewed_at >= %s AND viewed_at < %s GROUP BY url ORDER BY views DESC, url ASC LIMIT 10", $start, $end ), ARRAY_A );
	$referrers = $wpdb->get_results( $wpdb->prepare( "SELECT referrer_host AS host, COUNT(*) AS views FROM {$table} WHERE viewed_at >= %s AND viewed_at < %s AND referrer_host <> '' GROUP BY referrer_host ORDER BY views DESC, host ASC LIMIT 10", $start, $end ), ARRAY_A );

	return array(
		'days'      => $days,
		'pages'     => (array) $pages,
		'referrers' => (array) $referrers,
	);
}

/**
 * The top of the chart's scale: 2, 4, 10, 20, 40, 100 … (so that half of it is a whole number).
 *
 * @param int $max Highest value.
 * @return int
 */
function __PREFIX__chart_scale( $max ) {
	for ( $power = 1; ; $power *= 10 ) {
		foreach ( array( 2, 4, 10 ) as $step ) {
			if ( $step * $power >= $max ) {
				return $step * $power;
			}
		}
	}
}

/**
 * Prints the chart of daily views: an inline SVG bar chart drawn here, nothing loaded from elsewhere.
 *
 * @param array<string, array{views: int, visitors: int}> $days Views and visitors by day.
 */
function __PREFIX__render_chart( $days ) {
	$count  = max( 1, count( $days ) );
	$max    = $days ? max( wp_list_pluck( $days, 'views' ) ) : 0;
	$scale  = __PREFIX__chart_scale( $max );
	$width  = 760;
	$height = 260;
	$left   = 48;
	$top    = 12;
	$plot_w = $width - $left - 12;
	$plot_h = $height - $top - 34;
	$slot   = $plot_w / $count;
	$bar_w  = max( 1, $slot * 0.72 );
	$every  = (int) ceil( $count / 8 );
	$format = __( 'M j', '__TEXT_DOMAIN__' );

	echo '<svg class="__CSS_PREFIX__stats__chart" viewBox="0 0 ' . esc_attr( $width . ' ' . $height ) . '" role="img" aria-labelledby="__CSS_PREFIX__stats-chart-title">';
	echo '<title id="__CSS_PREFIX__stats-chart-title">' . esc_html__( 'Page views per day', '__TEXT_DOMAIN__' ) . '</title>';
	foreach ( array( 0, $scale / 2, $scale ) as $tick ) {
		$y = $top + $plot_h - $tick / $scale * $plot_h;
		echo '<line class="__CSS_PREFIX__stats__grid" x1="' . esc_attr( (string) $left ) . '" x2="' . esc_attr( (string) ( $left + $plot_w ) ) . '" y1="' . esc_attr( (string) round( $y, 1 ) ) . '" y2="' . esc_attr( (string) round( $y, 1 ) ) . '" />';
		echo '<text class="__CSS_PREFIX__stats__axis" x="' . esc_attr( (string) ( $left - 8 ) ) . '" y="' . esc_attr( (string) round( $y + 4, 1 ) ) . '" text-anchor="end">' . esc_html( number_format_i18n( $tick ) ) . '</text>';
	}
	$index = 0;
	foreach ( $days as $day => $numbers ) {
		$x     = $left + $index * $slot + ( $slot - $bar_w ) / 2;
		$bar_h = $numbers['views'] / $scale * $plot_h;
		$label = sprintf(
			/* translators: 1: date, 2: number of views, 3: number of visitors. */
			__( '%1$s: %2$s views, %3$s visitors', '__TEXT_DOMAIN__' ),
			date_i18n( get_option( 'date_format' ), strtotime( $day ) ),
			number_format_i18n( $numbers['views'] ),
			number_format_i18n( $numbers['visitors'] )
		);
		if ( $numbers['views'] > 0 ) {
			echo '<rect class="__CSS_PREFIX__stats__bar" x="' . esc_attr( (string) round( $x, 1 ) ) . '" y="' . esc_attr( (string) round( $top + $plot_h - $bar_h, 1 ) ) . '" width="' . esc_attr( (string) round( $bar_w, 1 ) ) . '" height="' . esc_attr( (string) round( $bar_h, 1 ) ) . '" rx="2"><title>' . esc_html( $label ) . '</title></rect>';
		}
		// A label every few days, and on the last day when it does not crowd the one before.
		if ( 0 === $index % $every || ( $index === $count - 1 && $index % $every >= $every / 2 ) ) {
			echo '<text class="__CSS_PREFIX__stats__axis" x="' . esc_attr( (string) round( $x + $bar_w / 2, 1 ) ) . '" y="' . esc_attr( (string) ( $height - 12 ) ) . '" text-anchor="middle">' . esc_html( date_i18n( $format, strtotime( $day ) ) ) . '</text>';
		}
		++$index;
	}
	echo '</svg>';
}

/**
 * The dashboard's link for a range ending today.
 *
 * @param int $days Number of days.
 * @return string
 */
function __PREFIX__range_link( $days ) {
	$to = wp_date( 'Y-m-d' );
	return add_query_arg(
		array(
			'page' => '__CSS_PREFIX__dashboard',
			'from' => gmdate( 'Y-m-d', strtotime( $to . ' -' . ( $days - 1 ) . ' days' ) ),
			'to'   => $to,
		),
		admin_url( 'admin.php' )
	);
}

/**
 * Prints the Analytics dashboard.
 */
function __PREFIX__render_dashboard() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$range    = __PREFIX__date_range();
	$stats    = __PREFIX__stats( $range['from'], $range['to'] );
	$views    = array_sum( wp_list_pluck( $stats['days'], 'views' ) );
	$visitors = array_sum( wp_list_pluck( $stats['days'], 'visitors' ) );
	$average  = $stats['days'] ? $views / count( $stats['days'] ) : 0;
	$busiest  = '';
	$peak     = 0;
	foreach ( $stats['days'] as $day => $numbers ) {
		if ( $numbers['views'] > $peak ) {
			$peak    = $numbers['views'];
			$busiest = $day;
		}
	}
	$date_format = get_option( 'date_format' );
	?>
	<div class="wrap __CSS_PREFIX__stats">
		<h1><?php echo esc_html( get_admin_page_title() ); ?></h1>
		<?php foreach ( $range['errors'] as $error ) : ?>
			<div class="notice notice-warning"><p><?php echo esc_html( $error ); ?></p></div>
		<?php endforeach; ?>

		<form class="__CSS_PREFIX__stats__range" method="get" action="<?php echo esc_url( admin_url( 'admin.php' ) ); ?>">
			<input type="hidden" name="page" value="__CSS_PREFIX__dashboard" />
			<label for="__PREFIX__from"><?php esc_html_e( 'From', '__TEXT_DOMAIN__' ); ?></label>
			<input type="date" id="__PREFIX__from" name="from" value="<?php echo esc_attr( $range['from'] ); ?>" max="<?php echo esc_attr( wp_date( 'Y-m-d' ) ); ?>" required />
			<label for="__PREFIX__to"><?php esc_html_e( 'To', '__TEXT_DOMAIN__' ); ?></label>
			<input type="date" id="__PREFIX__to" name="to" value="<?php echo esc_attr( $range['to'] ); ?>" max="<?php echo esc_attr( wp_date( 'Y-m-d' ) ); ?>" required />
			<button type="submit" class="button button-primary"><?php esc_html_e( 'Show', '__TEXT_DOMAIN__' ); ?></button>
			<span class="__CSS_PREFIX__stats__presets">
				<a href="<?php echo esc_url( __PREFIX__range_link( 7 ) ); ?>"><?php esc_html_e( 'Last 7 days', '__TEXT_DOMAIN__' ); ?></a>
				<a href="<?php echo esc_url( __PREFIX__range_link( 30 ) ); ?>"><?php esc_html_e( 'Last 30 days', '__TEXT_DOMAIN__' ); ?></a>
				<a href="<?php echo esc_url( __PREFIX__range_link( 90 ) ); ?>"><?php esc_html_e( 'Last 90 days', '__TEXT_DOMAIN__' ); ?></a>
			</span>
		</form>

		<div class="__CSS_PREFIX__stats__cards">
			<div class="__CSS_PREFIX__stats__card"><span class="__CSS_PREFIX__stats__number"><?php echo esc_html( number_format_i18n( $views ) ); ?></span><span class="__CSS_PREFIX__stats__label"><?php esc_html_e( 'Page views', '__TEXT_DOMAIN__' ); ?></span></div>
			<div class="__CSS_PREFIX__stats__card"><span class="__CSS_PREFIX__stats__number"><?php echo esc_html( number_format_i18n( $visitors ) ); ?></span><span class="__CSS_PREFIX__stats__label"><?php esc_html_e( 'Visitors (counted once a day)', '__TEXT_DOMAIN__' ); ?></span></div>
			<div class="__CSS_PREFIX__stats__card"><span class="__CSS_PREFIX__stats__number"><?php echo esc_html( number_format_i18n( $average, 1 ) ); ?></span><span class="__CSS_PREFIX__stats__label"><?php esc_html_e( 'Views per day', '__TEXT_DOMAIN__' ); ?></span></div>
			<div class="__CSS_PREFIX__stats__card"><span class="__CSS_PREFIX__stats__number"><?php echo esc_html( $busiest ? date_i18n( __( 'M j', '__TEXT_DOMAIN__' ), strtotime( $busiest ) ) : '–' ); ?></span><span class="__CSS_PREFIX__stats__label"><?php esc_html_e( 'Busiest day', '__TEXT_DOMAIN__' ); ?></span></div>
		</div>

		<div class="__CSS_PREFIX__stats__panel">
			<h2>
				<?php
				echo esc_html(
					sprintf(
						/* translators: 1: first day, 2: last day. */
						__( 'Daily views, %1$s – %2$s', '__TEXT_DOMAIN__' ),
						date_i18n( $date_format, strtotime( $range['from'] ) ),
						date_i18n( $date_format, strtotime( $range['to'] ) )
					)
				);
				?>
			</h2>
			<?php __PREFIX__render_chart( $stats['days'] ); ?>
		</div>

		<div class="__CSS_PREFIX__stats__columns">
			<div class="__CSS_PREFIX__stats__panel">
				<h2><?php esc_html_e( 'Top pages', '__TEXT_DOMAIN__' ); ?></h2>
				<?php if ( $stats['pages'] ) : ?>
					<table class="widefat striped __CSS_PREFIX__stats__table __CSS_PREFIX__stats__pages">
						<thead><tr><th scope="col"><?php esc_html_e( 'Page', '__TEXT_DOMAIN__' ); ?></th><th scope="col" class="num"><?php esc_html_e( 'Views', '__TEXT_DOMAIN__' ); ?></th><th scope="col" class="num"><?php esc_html_e( 'Visitors', '__TEXT_DOMAIN__' ); ?></th></tr></thead>
						<tbody>
						<?php foreach ( $stats['pages'] as $page ) : ?>
							<tr>
								<td><a href="<?php echo esc_url( __PREFIX__full_url( $page['url'] ) ); ?>"><?php echo esc_html( __PREFIX__page_label( $page['url'] ) ); ?></a><br /><code><?php echo esc_html( $page['url'] ); ?></code></td>
								<td class="num"><?php echo esc_html( number_format_i18n( (int) $page['views'] ) ); ?></td>
								<td class="num"><?php echo esc_html( number_format_i18n( (int) $page['visitors'] ) ); ?></td>
							</tr>
						<?php endforeach; ?>
						</tbody>
					</table>
				<?php else : ?>
					<p class="__CSS_PREFIX__stats__empty"><?php esc_html_e( 'No page views in this period.', '__TEXT_DOMAIN__' ); ?></p>
				<?php endif; ?>
			</div>
			<div class="__CSS_PREFIX__stats__panel">
				<h2><?php esc_html_e( 'Top referrers', '__TEXT_DOMAIN__' ); ?></h2>
				<?php if ( $stats['referrers'] ) : ?>
					<table class="widefat striped __CSS_PREFIX__stats__table __CSS_PREFIX__stats__referrers">
						<thead><tr><th scope="col"><?php esc_html_e( 'Site', '__TEXT_DOMAIN__' ); ?></th><th scope="col" class="num"><?php esc_html_e( 'Views', '__TEXT_DOMAIN__' ); ?></th><th scope="col" class="num"><?php esc_html_e( 'Share', '__TEXT_DOMAIN__' ); ?></th></tr></thead>
						<tbody>
						<?php foreach ( $stats['referrers'] as $referrer ) : ?>
							<tr>
								<td><a href="<?php echo esc_url( 'https://' . $referrer['host'] ); ?>" rel="noopener noreferrer" target="_blank"><?php echo esc_html( $referrer['host'] ); ?></a></td>
								<td class="num"><?php echo esc_html( number_format_i18n( (int) $referrer['views'] ) ); ?></td>
								<td class="num"><?php echo esc_html( $views ? number_format_i18n( 100 * (int) $referrer['views'] / $views, 1 ) . '%' : '–' ); ?></td>
							</tr>
						<?php endforeach; ?>
						</tbody>
					</table>
				<?php else : ?>
					<p class="__CSS_PREFIX__stats__empty"><?php esc_html_e( 'No visits came from other sites in this period.', '__TEXT_DOMAIN__' ); ?></p>
				<?php endif; ?>
			</div>
		</div>

		<p class="description">
			<?php
			echo esc_html(
				sprintf(
					/* translators: %d: number of days. */
					__( 'Views are recorded without cookies: each visitor is an anonymous key that changes every day. Administrators are not counted. Data older than %d days is deleted every day.', '__TEXT_DOMAIN__' ),
					__PREFIX__settings()['retention_days']
				)
			);
			?>
			<a href="<?php echo esc_url( admin_url( 'admin.php?page=__CSS_PREFIX__settings' ) ); ?>"><?php esc_html_e( 'Change', '__TEXT_DOMAIN__' ); ?></a>
		</p>
	</div>
	<?php
}

/**
 * Registers the settings: the number of days page views are kept.
 */
function __PREFIX__register_settings() {
	register_setting(
		'__PREFIX__settings_group',
		'__PREFIX__settings',
		array(
			'type'              => 'array',
			'sanitize_callback' => '__PREFIX__sanitize_settings',
			'default'           => array( 'retention_days' => 90 ),
		)
	);
	add_settings_section( '__PREFIX__retention', __( 'Data retention', '__TEXT_DOMAIN__' ), '__PREFIX__render_retention_section', '__CSS_PREFIX__settings' );
	add_settings_field( '__PREFIX__retention_days', __( 'Keep page views for', '__TEXT_DOMAIN__' ), '__PREFIX__render_retention_field', '__CSS_PREFIX__settings', '__PREFIX__retention', array( 'label_for' => '__PREFIX__retention_days' ) );
}
add_action( 'admin_init', '__PREFIX__register_settings' );

/**
 * Cleans the submitted settings.
 *
 * @param mixed $input Submitted values.
 * @return array{retention_days: int}
 */
function __PREFIX__sanitize_settings( $input ) {
	$input = is_array( $input ) ? $input : array();
	$days  = isset( $input['retention_days'] ) ? absint( $input['retention_days'] ) : 0;
	if ( $days < 1 || $days > 3650 ) {
		add_settings_error( '__PREFIX__settings', '__PREFIX__retention_days', __( 'Please enter a number of days between 1 and 3650; the previous value was kept.', '__TEXT_DOMAIN__' ) );
		$days = __PREFIX__settings()['retention_days'];
	}
	return array( 'retention_days' => $days );
}

/**
 * Explains the retention setting.
 */
function __PREFIX__render_retention_section() {
	echo '<p>' . esc_html__( 'Page views older than this are deleted once a day. A shorter period keeps less data about your visitors.', '__TEXT_DOMAIN__' ) . '</p>';
}

/**
 * The retention field.
 */
function __PREFIX__render_retention_field() {
	$settings = __PREFIX__settings();
	?>
	<input type="number" class="small-text" id="__PREFIX__retention_days" name="__PREFIX__settings[retention_days]" value="<?php echo esc_attr( (string) $settings['retention_days'] ); ?>" min="1" max="3650" step="1" required />
	<?php esc_html_e( 'days', '__TEXT_DOMAIN__' ); ?>
	<?php
}

/**
 * Prints Analytics → Settings: the settings form, what is stored, and "Delete old data now".
 */
function __PREFIX__render_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	global $wpdb;
	$table  = __PREFIX__table();
	$stored = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table}" );
	$oldest = $wpdb->get_var( "SELECT MIN(viewed_at) FROM {$table}" );
	$next   = wp_next_scheduled( '__PREFIX__purge_old_views' );
	$format = get_option( 'date_format' ) . ' ' . get_option( 'time_format' );
	// Only the number of deleted rows after "Delete old data now": shown as a number, nothing else is read.
	$deleted = isset( $_GET['__PREFIX__deleted'] ) ? absint( $_GET['__PREFIX__deleted'] ) : null; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	?>
	<div class="wrap __CSS_PREFIX__stats">
		<h1><?php echo esc_html( get_admin_page_title() ); ?></h1>
		<?php settings_errors(); ?>
		<?php if ( null !== $deleted ) : ?>
			<div class="notice notice-success is-dismissible"><p>
				<?php
				echo esc_html(
					sprintf(
						/* translators: %s: number of page views. */
						_n( '%s old page view was deleted.', '%s old page views were deleted.', $deleted, '__TEXT_DOMAIN__' ),
						number_format_i18n( $deleted )
					)
				);
				?>
			</p></div>
		<?php endif; ?>
		<form action="options.php" method="post">
			<?php
			settings_fields( '__PREFIX__settings_group' );
			do_settings_sections( '__CSS_PREFIX__settings' );
			submit_button();
			?>
		</form>

		<div class="__CSS_PREFIX__stats__panel __CSS_PREFIX__stats__stored">
			<h2><?php esc_html_e( 'Stored data', '__TEXT_DOMAIN__' ); ?></h2>
			<p>
				<?php
				echo esc_html(
					sprintf(
						/* translators: %s: number of page views. */
						_n( '%s page view is stored.', '%s page views are stored.', $stored, '__TEXT_DOMAIN__' ),
						number_format_i18n( $stored )
					)
				);
				if ( $oldest ) {
					echo ' ' . esc_html(
						sprintf(
							/* translators: %s: date and time. */
							__( 'The oldest is from %s.', '__TEXT_DOMAIN__' ),
							date_i18n( $format, strtotime( (string) $oldest ) )
						)
					);
				}
				if ( $next ) {
					echo ' ' . esc_html(
						sprintf(
							/* translators: %s: date and time. */
							__( 'Next automatic clean-up: %s.', '__TEXT_DOMAIN__' ),
							wp_date( $format, (int) $next )
						)
					);
				}
				?>
			</p>
			<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
				<input type="hidden" name="action" value="__PREFIX__purge_now" />
				<?php wp_nonce_field( '__PREFIX__purge_now' ); ?>
				<?php submit_button( __( 'Delete old data now', '__TEXT_DOMAIN__' ), 'secondary', 'submit', false ); ?>
			</form>
		</div>
	</div>
	<?php
}

/**
 * "Delete old data now": capability and nonce first, then the same clean-up as the daily event.
 */
function __PREFIX__handle_purge_now() {
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to do that.', '__TEXT_DOMAIN__' ), 403 );
	}
	check_admin_referer( '__PREFIX__purge_now' );
	$deleted = __PREFIX__purge_old_views();
	wp_safe_redirect( add_query_arg( '__PREFIX__deleted', $deleted, admin_url( 'admin.php?page=__CSS_PREFIX__settings' ) ) );
	exit;
}
add_action( 'admin_post___PREFIX__purge_now', '__PREFIX__handle_purge_now' );

/**
 * Suggests text for the site's privacy policy.
 */
function __PREFIX__privacy_policy() {
	if ( function_exists( 'wp_add_privacy_policy_content' ) ) {
		wp_add_privacy_policy_content(
			__( PLUGSMITH_PARAM_PLUGIN_NAME, '__TEXT_DOMAIN__' ),
			wp_kses_post( wpautop( __( 'This site counts page views with its own statistics. For each view it stores the address of the page, the page you came from, the date and time, and an anonymous key made from your IP address and browser with a random value that changes every day. Your IP address is not stored, no cookies are used, and the data is deleted after a set number of days.', '__TEXT_DOMAIN__' ) ) )
		);
	}
}
add_action( 'admin_init', '__PREFIX__privacy_policy' );

/**
 * Adds Dashboard and Settings links to the plugin's row on the Plugins screen.
 *
 * @param string[] $links Action links.
 * @return string[]
 */
function __PREFIX__action_links( $links ) {
	array_unshift(
		$links,
		'<a href="' . esc_url( admin_url( 'admin.php?page=__CSS_PREFIX__dashboard' ) ) . '">' . esc_html__( 'Dashboard', '__TEXT_DOMAIN__' ) . '</a>',
		'<a href="' . esc_url( admin_url( 'admin.php?page=__CSS_PREFIX__settings' ) ) . '">' . esc_html__( 'Settings', '__TEXT_DOMAIN__' ) . '</a>'
	);
	return $links;
}
add_filter( 'plugin_action_links_' . __CONST_PREFIX__BASENAME, '__PREFIX__action_links' );
