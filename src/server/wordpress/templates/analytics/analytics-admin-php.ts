import type { BlueprintContext } from "../../blueprint/blueprint-context";
import { ABSPATH_GUARD, commentText, echoHtml, packageName, phpString, tr, trHtml } from "../../blueprint/php-source";
import type { AnalyticsNames } from "./analytics-names";

/**
 * includes/analytics-admin.php: the Analytics dashboard (date range, inline SVG chart of daily views,
 * top ten pages, top referrers) and Analytics → Settings (retention days, delete old data now).
 */
export function analyticsAdminPhp(ctx: BlueprintContext, n: AnalyticsNames): string {
  const { p } = n;
  const a = n.admin;
  const td = phpString(ctx.textDomain);
  return `<?php
/**
 * ${commentText(ctx.name)}: the Analytics dashboard and its settings page.
 *
 * @package ${packageName(ctx)}
 */

${ABSPATH_GUARD}

/**
 * Adds the Analytics menu: the dashboard and the settings page, for administrators.
 */
function ${p}add_admin_pages() {
	add_menu_page( ${tr(ctx, ctx.name)}, ${tr(ctx, "Analytics")}, 'manage_options', '${n.dashboardSlug}', '${p}render_dashboard', 'dashicons-chart-area' );
	add_submenu_page( '${n.dashboardSlug}', ${tr(ctx, ctx.name)}, ${tr(ctx, "Dashboard")}, 'manage_options', '${n.dashboardSlug}', '${p}render_dashboard' );
	add_submenu_page( '${n.dashboardSlug}', ${tr(ctx, "Analytics Settings")}, ${tr(ctx, "Settings")}, 'manage_options', '${n.settingsSlug}', '${p}render_settings_page' );
}
add_action( 'admin_menu', '${p}add_admin_pages' );

/**
 * Loads the admin stylesheet on the plugin's own screens only.
 *
 * @param string $hook_suffix The current admin page.
 */
function ${p}admin_assets( $hook_suffix ) {
	if ( false === strpos( $hook_suffix, '_page_${n.dashboardSlug}' ) && false === strpos( $hook_suffix, '_page_${n.settingsSlug}' ) ) {
		return;
	}
	wp_enqueue_style( '${a}', plugins_url( 'assets/analytics-admin.css', __DIR__ ), array(), ${ctx.constPrefix}VERSION );
}
add_action( 'admin_enqueue_scripts', '${p}admin_assets' );

/**
 * A date in the form YYYY-MM-DD that exists, or null.
 *
 * @param string $value Date to check.
 * @return string|null
 */
function ${p}valid_date( $value ) {
	if ( ! preg_match( '/^(\\d{4})-(\\d{2})-(\\d{2})$/', $value, $parts ) || ! checkdate( (int) $parts[2], (int) $parts[3], (int) $parts[1] ) ) {
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
function ${p}date_range() {
	// A read-only filter of a report: nothing is changed, so there is no nonce.
	$raw_from = isset( $_GET['from'] ) ? sanitize_text_field( wp_unslash( $_GET['from'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	$raw_to   = isset( $_GET['to'] ) ? sanitize_text_field( wp_unslash( $_GET['to'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	$today    = wp_date( 'Y-m-d' );
	$errors   = array();

	$to = '' === $raw_to ? $today : ${p}valid_date( $raw_to );
	if ( null === $to ) {
		/* translators: %s: the date as entered. */
		$errors[] = sprintf( ${tr(ctx, "“%s” is not a valid end date (use YYYY-MM-DD), so the report ends today.")}, $raw_to );
		$to       = $today;
	}
	if ( $to > $today ) {
		$to = $today;
	}

	$default_from = gmdate( 'Y-m-d', strtotime( $to . ' -29 days' ) );
	$from         = '' === $raw_from ? $default_from : ${p}valid_date( $raw_from );
	if ( null === $from ) {
		/* translators: %s: the date as entered. */
		$errors[] = sprintf( ${tr(ctx, "“%s” is not a valid start date (use YYYY-MM-DD), so the report shows 30 days.")}, $raw_from );
		$from     = $default_from;
	}
	if ( $from > $to ) {
		list( $from, $to ) = array( $to, $from );
	}
	$earliest = gmdate( 'Y-m-d', strtotime( $to . ' -365 days' ) );
	if ( $from < $earliest ) {
		$errors[] = ${tr(ctx, "A report covers at most one year, so the range was shortened.")};
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
function ${p}stats( $from, $to ) {
	global $wpdb;
	$table = ${p}table();
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
function ${p}chart_scale( $max ) {
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
function ${p}render_chart( $days ) {
	$count  = max( 1, count( $days ) );
	$max    = $days ? max( wp_list_pluck( $days, 'views' ) ) : 0;
	$scale  = ${p}chart_scale( $max );
	$width  = 760;
	$height = 260;
	$left   = 48;
	$top    = 12;
	$plot_w = $width - $left - 12;
	$plot_h = $height - $top - 34;
	$slot   = $plot_w / $count;
	$bar_w  = max( 1, $slot * 0.72 );
	$every  = (int) ceil( $count / 8 );
	$format = ${tr(ctx, "M j")};

	echo '<svg class="${a}__chart" viewBox="0 0 ' . esc_attr( $width . ' ' . $height ) . '" role="img" aria-labelledby="${a}-chart-title">';
	echo '<title id="${a}-chart-title">' . esc_html__( 'Page views per day', ${td} ) . '</title>';
	foreach ( array( 0, $scale / 2, $scale ) as $tick ) {
		$y = $top + $plot_h - $tick / $scale * $plot_h;
		echo '<line class="${a}__grid" x1="' . esc_attr( (string) $left ) . '" x2="' . esc_attr( (string) ( $left + $plot_w ) ) . '" y1="' . esc_attr( (string) round( $y, 1 ) ) . '" y2="' . esc_attr( (string) round( $y, 1 ) ) . '" />';
		echo '<text class="${a}__axis" x="' . esc_attr( (string) ( $left - 8 ) ) . '" y="' . esc_attr( (string) round( $y + 4, 1 ) ) . '" text-anchor="end">' . esc_html( number_format_i18n( $tick ) ) . '</text>';
	}
	$index = 0;
	foreach ( $days as $day => $numbers ) {
		$x     = $left + $index * $slot + ( $slot - $bar_w ) / 2;
		$bar_h = $numbers['views'] / $scale * $plot_h;
		$label = sprintf(
			/* translators: 1: date, 2: number of views, 3: number of visitors. */
			${tr(ctx, "%1$s: %2$s views, %3$s visitors")},
			date_i18n( get_option( 'date_format' ), strtotime( $day ) ),
			number_format_i18n( $numbers['views'] ),
			number_format_i18n( $numbers['visitors'] )
		);
		if ( $numbers['views'] > 0 ) {
			echo '<rect class="${a}__bar" x="' . esc_attr( (string) round( $x, 1 ) ) . '" y="' . esc_attr( (string) round( $top + $plot_h - $bar_h, 1 ) ) . '" width="' . esc_attr( (string) round( $bar_w, 1 ) ) . '" height="' . esc_attr( (string) round( $bar_h, 1 ) ) . '" rx="2"><title>' . esc_html( $label ) . '</title></rect>';
		}
		// A label every few days, and on the last day when it does not crowd the one before.
		if ( 0 === $index % $every || ( $index === $count - 1 && $index % $every >= $every / 2 ) ) {
			echo '<text class="${a}__axis" x="' . esc_attr( (string) round( $x + $bar_w / 2, 1 ) ) . '" y="' . esc_attr( (string) ( $height - 12 ) ) . '" text-anchor="middle">' . esc_html( date_i18n( $format, strtotime( $day ) ) ) . '</text>';
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
function ${p}range_link( $days ) {
	$to = wp_date( 'Y-m-d' );
	return add_query_arg(
		array(
			'page' => '${n.dashboardSlug}',
			'from' => gmdate( 'Y-m-d', strtotime( $to . ' -' . ( $days - 1 ) . ' days' ) ),
			'to'   => $to,
		),
		admin_url( 'admin.php' )
	);
}

/**
 * Prints the Analytics dashboard.
 */
function ${p}render_dashboard() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$range    = ${p}date_range();
	$stats    = ${p}stats( $range['from'], $range['to'] );
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
	<div class="wrap ${a}">
		<h1><?php echo esc_html( get_admin_page_title() ); ?></h1>
		<?php foreach ( $range['errors'] as $error ) : ?>
			<div class="notice notice-warning"><p><?php echo esc_html( $error ); ?></p></div>
		<?php endforeach; ?>

		<form class="${a}__range" method="get" action="<?php echo esc_url( admin_url( 'admin.php' ) ); ?>">
			<input type="hidden" name="page" value="${n.dashboardSlug}" />
			<label for="${p}from"><?php ${echoHtml(ctx, "From")} ?></label>
			<input type="date" id="${p}from" name="from" value="<?php echo esc_attr( $range['from'] ); ?>" max="<?php echo esc_attr( wp_date( 'Y-m-d' ) ); ?>" required />
			<label for="${p}to"><?php ${echoHtml(ctx, "To")} ?></label>
			<input type="date" id="${p}to" name="to" value="<?php echo esc_attr( $range['to'] ); ?>" max="<?php echo esc_attr( wp_date( 'Y-m-d' ) ); ?>" required />
			<button type="submit" class="button button-primary"><?php ${echoHtml(ctx, "Show")} ?></button>
			<span class="${a}__presets">
				<a href="<?php echo esc_url( ${p}range_link( 7 ) ); ?>"><?php ${echoHtml(ctx, "Last 7 days")} ?></a>
				<a href="<?php echo esc_url( ${p}range_link( 30 ) ); ?>"><?php ${echoHtml(ctx, "Last 30 days")} ?></a>
				<a href="<?php echo esc_url( ${p}range_link( 90 ) ); ?>"><?php ${echoHtml(ctx, "Last 90 days")} ?></a>
			</span>
		</form>

		<div class="${a}__cards">
			<div class="${a}__card"><span class="${a}__number"><?php echo esc_html( number_format_i18n( $views ) ); ?></span><span class="${a}__label"><?php ${echoHtml(ctx, "Page views")} ?></span></div>
			<div class="${a}__card"><span class="${a}__number"><?php echo esc_html( number_format_i18n( $visitors ) ); ?></span><span class="${a}__label"><?php ${echoHtml(ctx, "Visitors (counted once a day)")} ?></span></div>
			<div class="${a}__card"><span class="${a}__number"><?php echo esc_html( number_format_i18n( $average, 1 ) ); ?></span><span class="${a}__label"><?php ${echoHtml(ctx, "Views per day")} ?></span></div>
			<div class="${a}__card"><span class="${a}__number"><?php echo esc_html( $busiest ? date_i18n( ${tr(ctx, "M j")}, strtotime( $busiest ) ) : '–' ); ?></span><span class="${a}__label"><?php ${echoHtml(ctx, "Busiest day")} ?></span></div>
		</div>

		<div class="${a}__panel">
			<h2>
				<?php
				echo esc_html(
					sprintf(
						/* translators: 1: first day, 2: last day. */
						${tr(ctx, "Daily views, %1$s – %2$s")},
						date_i18n( $date_format, strtotime( $range['from'] ) ),
						date_i18n( $date_format, strtotime( $range['to'] ) )
					)
				);
				?>
			</h2>
			<?php ${p}render_chart( $stats['days'] ); ?>
		</div>

		<div class="${a}__columns">
			<div class="${a}__panel">
				<h2><?php ${echoHtml(ctx, "Top pages")} ?></h2>
				<?php if ( $stats['pages'] ) : ?>
					<table class="widefat striped ${a}__table ${a}__pages">
						<thead><tr><th scope="col"><?php ${echoHtml(ctx, "Page")} ?></th><th scope="col" class="num"><?php ${echoHtml(ctx, "Views")} ?></th><th scope="col" class="num"><?php ${echoHtml(ctx, "Visitors")} ?></th></tr></thead>
						<tbody>
						<?php foreach ( $stats['pages'] as $page ) : ?>
							<tr>
								<td><a href="<?php echo esc_url( ${p}full_url( $page['url'] ) ); ?>"><?php echo esc_html( ${p}page_label( $page['url'] ) ); ?></a><br /><code><?php echo esc_html( $page['url'] ); ?></code></td>
								<td class="num"><?php echo esc_html( number_format_i18n( (int) $page['views'] ) ); ?></td>
								<td class="num"><?php echo esc_html( number_format_i18n( (int) $page['visitors'] ) ); ?></td>
							</tr>
						<?php endforeach; ?>
						</tbody>
					</table>
				<?php else : ?>
					<p class="${a}__empty"><?php ${echoHtml(ctx, "No page views in this period.")} ?></p>
				<?php endif; ?>
			</div>
			<div class="${a}__panel">
				<h2><?php ${echoHtml(ctx, "Top referrers")} ?></h2>
				<?php if ( $stats['referrers'] ) : ?>
					<table class="widefat striped ${a}__table ${a}__referrers">
						<thead><tr><th scope="col"><?php ${echoHtml(ctx, "Site")} ?></th><th scope="col" class="num"><?php ${echoHtml(ctx, "Views")} ?></th><th scope="col" class="num"><?php ${echoHtml(ctx, "Share")} ?></th></tr></thead>
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
					<p class="${a}__empty"><?php ${echoHtml(ctx, "No visits came from other sites in this period.")} ?></p>
				<?php endif; ?>
			</div>
		</div>

		<p class="description">
			<?php
			echo esc_html(
				sprintf(
					/* translators: %d: number of days. */
					${tr(ctx, "Views are recorded without cookies: each visitor is an anonymous key that changes every day. Administrators are not counted. Data older than %d days is deleted every day.")},
					${p}settings()['retention_days']
				)
			);
			?>
			<a href="<?php echo esc_url( admin_url( 'admin.php?page=${n.settingsSlug}' ) ); ?>"><?php ${echoHtml(ctx, "Change")} ?></a>
		</p>
	</div>
	<?php
}

/**
 * Registers the settings: the number of days page views are kept.
 */
function ${p}register_settings() {
	register_setting(
		'${n.settingsGroup}',
		'${n.settingsOption}',
		array(
			'type'              => 'array',
			'sanitize_callback' => '${p}sanitize_settings',
			'default'           => array( 'retention_days' => ${n.defaultRetention} ),
		)
	);
	add_settings_section( '${p}retention', ${tr(ctx, "Data retention")}, '${p}render_retention_section', '${n.settingsSlug}' );
	add_settings_field( '${p}retention_days', ${tr(ctx, "Keep page views for")}, '${p}render_retention_field', '${n.settingsSlug}', '${p}retention', array( 'label_for' => '${p}retention_days' ) );
}
add_action( 'admin_init', '${p}register_settings' );

/**
 * Cleans the submitted settings.
 *
 * @param mixed $input Submitted values.
 * @return array{retention_days: int}
 */
function ${p}sanitize_settings( $input ) {
	$input = is_array( $input ) ? $input : array();
	$days  = isset( $input['retention_days'] ) ? absint( $input['retention_days'] ) : 0;
	if ( $days < 1 || $days > 3650 ) {
		add_settings_error( '${n.settingsOption}', '${p}retention_days', ${tr(ctx, "Please enter a number of days between 1 and 3650; the previous value was kept.")} );
		$days = ${p}settings()['retention_days'];
	}
	return array( 'retention_days' => $days );
}

/**
 * Explains the retention setting.
 */
function ${p}render_retention_section() {
	echo '<p>' . ${trHtml(ctx, "Page views older than this are deleted once a day. A shorter period keeps less data about your visitors.")} . '</p>';
}

/**
 * The retention field.
 */
function ${p}render_retention_field() {
	$settings = ${p}settings();
	?>
	<input type="number" class="small-text" id="${p}retention_days" name="${n.settingsOption}[retention_days]" value="<?php echo esc_attr( (string) $settings['retention_days'] ); ?>" min="1" max="3650" step="1" required />
	<?php ${echoHtml(ctx, "days")} ?>
	<?php
}

/**
 * Prints Analytics → Settings: the settings form, what is stored, and "Delete old data now".
 */
function ${p}render_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	global $wpdb;
	$table  = ${p}table();
	$stored = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table}" );
	$oldest = $wpdb->get_var( "SELECT MIN(viewed_at) FROM {$table}" );
	$next   = wp_next_scheduled( '${n.purgeHook}' );
	$format = get_option( 'date_format' ) . ' ' . get_option( 'time_format' );
	// Only the number of deleted rows after "Delete old data now": shown as a number, nothing else is read.
	$deleted = isset( $_GET['${p}deleted'] ) ? absint( $_GET['${p}deleted'] ) : null; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	?>
	<div class="wrap ${a}">
		<h1><?php echo esc_html( get_admin_page_title() ); ?></h1>
		<?php settings_errors(); ?>
		<?php if ( null !== $deleted ) : ?>
			<div class="notice notice-success is-dismissible"><p>
				<?php
				echo esc_html(
					sprintf(
						/* translators: %s: number of page views. */
						_n( '%s old page view was deleted.', '%s old page views were deleted.', $deleted, ${td} ),
						number_format_i18n( $deleted )
					)
				);
				?>
			</p></div>
		<?php endif; ?>
		<form action="options.php" method="post">
			<?php
			settings_fields( '${n.settingsGroup}' );
			do_settings_sections( '${n.settingsSlug}' );
			submit_button();
			?>
		</form>

		<div class="${a}__panel ${a}__stored">
			<h2><?php ${echoHtml(ctx, "Stored data")} ?></h2>
			<p>
				<?php
				echo esc_html(
					sprintf(
						/* translators: %s: number of page views. */
						_n( '%s page view is stored.', '%s page views are stored.', $stored, ${td} ),
						number_format_i18n( $stored )
					)
				);
				if ( $oldest ) {
					echo ' ' . esc_html(
						sprintf(
							/* translators: %s: date and time. */
							${tr(ctx, "The oldest is from %s.")},
							date_i18n( $format, strtotime( (string) $oldest ) )
						)
					);
				}
				if ( $next ) {
					echo ' ' . esc_html(
						sprintf(
							/* translators: %s: date and time. */
							${tr(ctx, "Next automatic clean-up: %s.")},
							wp_date( $format, (int) $next )
						)
					);
				}
				?>
			</p>
			<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
				<input type="hidden" name="action" value="${n.purgeAction}" />
				<?php wp_nonce_field( '${n.purgeAction}' ); ?>
				<?php submit_button( ${tr(ctx, "Delete old data now")}, 'secondary', 'submit', false ); ?>
			</form>
		</div>
	</div>
	<?php
}

/**
 * "Delete old data now": capability and nonce first, then the same clean-up as the daily event.
 */
function ${p}handle_purge_now() {
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to do that.', ${td} ), 403 );
	}
	check_admin_referer( '${n.purgeAction}' );
	$deleted = ${p}purge_old_views();
	wp_safe_redirect( add_query_arg( '${p}deleted', $deleted, admin_url( 'admin.php?page=${n.settingsSlug}' ) ) );
	exit;
}
add_action( 'admin_post_${n.purgeAction}', '${p}handle_purge_now' );

/**
 * Suggests text for the site's privacy policy.
 */
function ${p}privacy_policy() {
	if ( function_exists( 'wp_add_privacy_policy_content' ) ) {
		wp_add_privacy_policy_content(
			${tr(ctx, ctx.name)},
			wp_kses_post( wpautop( ${tr(ctx, "This site counts page views with its own statistics. For each view it stores the address of the page, the page you came from, the date and time, and an anonymous key made from your IP address and browser with a random value that changes every day. Your IP address is not stored, no cookies are used, and the data is deleted after a set number of days.")} ) )
		);
	}
}
add_action( 'admin_init', '${p}privacy_policy' );

/**
 * Adds Dashboard and Settings links to the plugin's row on the Plugins screen.
 *
 * @param string[] $links Action links.
 * @return string[]
 */
function ${p}action_links( $links ) {
	array_unshift(
		$links,
		'<a href="' . esc_url( admin_url( 'admin.php?page=${n.dashboardSlug}' ) ) . '">' . esc_html__( 'Dashboard', ${td} ) . '</a>',
		'<a href="' . esc_url( admin_url( 'admin.php?page=${n.settingsSlug}' ) ) . '">' . esc_html__( 'Settings', ${td} ) . '</a>'
	);
	return $links;
}
add_filter( 'plugin_action_links_' . ${ctx.constPrefix}BASENAME, '${p}action_links' );
`;
}
