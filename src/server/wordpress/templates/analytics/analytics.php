<?php
/**
 * __PLUGIN_NAME__: records front-end page views in its own table (URL, referrer, date, a daily-salted hash of the visitor; no cookies), deletes old rows daily and prints the [PLUGSMITH_NAME_SHORTCODE] list.
 *
 * Plugsmith block: analytics
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The table of recorded page views.
 *
 * @return string
 */
function __PREFIX__table() {
	global $wpdb;
	return $wpdb->prefix . '__PREFIX__views';
}

/**
 * The plugin's settings, with defaults.
 *
 * @return array{retention_days: int}
 */
function __PREFIX__settings() {
	$saved    = get_option( '__PREFIX__settings', array() );
	$settings = wp_parse_args( is_array( $saved ) ? $saved : array(), array( 'retention_days' => 90 ) );

	$settings['retention_days'] = max( 1, min( 3650, (int) $settings['retention_days'] ) );
	return $settings;
}

/**
 * Creates (or updates) the views table, stores the default settings and schedules the daily clean-up.
 * Runs on activation and after an update.
 */
function __PREFIX__install() {
	global $wpdb;
	$table           = __PREFIX__table();
	$charset_collate = $wpdb->get_charset_collate();

	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	dbDelta(
		"CREATE TABLE {$table} (
			id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
			viewed_at datetime NOT NULL,
			url varchar(255) NOT NULL DEFAULT '',
			referrer varchar(255) NOT NULL DEFAULT '',
			referrer_host varchar(191) NOT NULL DEFAULT '',
			visitor char(64) NOT NULL DEFAULT '',
			PRIMARY KEY  (id),
			KEY viewed_at (viewed_at)
		) {$charset_collate};"
	);

	add_option( '__PREFIX__settings', array( 'retention_days' => 90 ) );
	__PREFIX__schedule_purge();
}

/**
 * Removes the daily clean-up when the plugin is deactivated (the data is kept until it is deleted).
 */
function __PREFIX__deactivate() {
	wp_clear_scheduled_hook( '__PREFIX__purge_old_views' );
}

/**
 * Schedules the daily clean-up if it is not scheduled yet.
 */
function __PREFIX__schedule_purge() {
	if ( ! wp_next_scheduled( '__PREFIX__purge_old_views' ) ) {
		wp_schedule_event( time() + HOUR_IN_SECONDS, 'daily', '__PREFIX__purge_old_views' );
	}
}
add_action( 'init', '__PREFIX__schedule_purge' );

/**
 * Deletes the page views older than the number of days set under Analytics → Settings.
 *
 * @return int Number of rows deleted.
 */
function __PREFIX__purge_old_views() {
	global $wpdb;
	$table    = __PREFIX__table();
	$settings = __PREFIX__settings();
	$cutoff   = wp_date( 'Y-m-d H:i:s', time() - $settings['retention_days'] * DAY_IN_SECONDS );

	$deleted = $wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE viewed_at < %s", $cutoff ) );
	delete_transient( '__PREFIX__popular' );
	return (int) $deleted;
}
add_action( '__PREFIX__purge_old_views', '__PREFIX__purge_old_views' );

/**
 * The visitor's user agent, as sent.
 *
 * @return string
 */
function __PREFIX__user_agent() {
	return isset( $_SERVER['HTTP_USER_AGENT'] ) ? substr( sanitize_text_field( wp_unslash( $_SERVER['HTTP_USER_AGENT'] ) ), 0, 512 ) : '';
}

/**
 * Whether the current request is a page view worth counting: a GET of a front-end page by a person,
 * not by an administrator, a bot, a feed, a preview, a prefetch, the REST API, AJAX or cron.
 *
 * @return bool
 */
function __PREFIX__should_record() {
	if ( is_admin() || wp_doing_ajax() || wp_doing_cron() || ( defined( 'REST_REQUEST' ) && REST_REQUEST ) || ( defined( 'XMLRPC_REQUEST' ) && XMLRPC_REQUEST ) ) {
		return false;
	}
	if ( is_feed() || is_robots() || is_trackback() || is_preview() || is_404() || is_customize_preview() || is_embed() ) {
		return false;
	}
	$method = isset( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) ) : 'GET';
	if ( 'GET' !== $method ) {
		return false;
	}
	if ( is_user_logged_in() && current_user_can( 'manage_options' ) ) {
		return false;
	}
	$agent = __PREFIX__user_agent();
	if ( '' === $agent || preg_match( '/bot|crawl|spider|slurp|curl|wget|python|java\/|libwww|httpclient|scrapy|headless|lighthouse|pingdom|uptime|monitor|facebookexternalhit|embedly|preview/i', $agent ) ) {
		return false;
	}
	$purpose = '';
	if ( isset( $_SERVER['HTTP_SEC_PURPOSE'] ) ) {
		$purpose = sanitize_text_field( wp_unslash( $_SERVER['HTTP_SEC_PURPOSE'] ) );
	} elseif ( isset( $_SERVER['HTTP_X_MOZ'] ) ) {
		$purpose = sanitize_text_field( wp_unslash( $_SERVER['HTTP_X_MOZ'] ) );
	} elseif ( isset( $_SERVER['HTTP_PURPOSE'] ) ) {
		$purpose = sanitize_text_field( wp_unslash( $_SERVER['HTTP_PURPOSE'] ) );
	}
	if ( false !== stripos( $purpose, 'prefetch' ) || false !== stripos( $purpose, 'prerender' ) ) {
		return false;
	}

	/**
	 * Filters whether the current front-end request is counted as a page view.
	 *
	 * @param bool $record True to count it.
	 */
	return (bool) apply_filters( '__PREFIX__record_view', true );
}

/**
 * Today's salt for the visitor hash. A new random salt replaces it every day, so the same visitor
 * cannot be recognised from one day to the next and no stored key can be traced back to an address.
 *
 * @return string
 */
function __PREFIX__daily_salt() {
	$today = wp_date( 'Y-m-d' );
	$salt  = get_option( '__PREFIX__salt' );
	if ( ! is_array( $salt ) || ! isset( $salt['day'], $salt['salt'] ) || $today !== $salt['day'] ) {
		$salt = array(
			'day'  => $today,
			'salt' => wp_generate_password( 64, true, true ),
		);
		update_option( '__PREFIX__salt', $salt, true );
	}
	return (string) $salt['salt'];
}

/**
 * The anonymous visitor key: a hash of the address and user agent with today's salt. Nothing is
 * stored on the visitor's device and the address itself is never stored.
 *
 * @return string 64 hexadecimal characters.
 */
function __PREFIX__visitor_key() {
	$address = isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
	return hash_hmac( 'sha256', $address . '|' . __PREFIX__user_agent(), __PREFIX__daily_salt() );
}

/**
 * The requested address without tracking parameters, relative to the site's host ("/about/", "/?p=12").
 *
 * @return string
 */
function __PREFIX__current_url() {
	$uri = isset( $_SERVER['REQUEST_URI'] ) ? esc_url_raw( wp_unslash( $_SERVER['REQUEST_URI'] ) ) : '/';
	$uri = remove_query_arg( array( 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'fbclid', 'gclid', 'msclkid', 'mc_cid', 'mc_eid', '_ga' ), $uri );
	if ( '' === $uri || '/' !== $uri[0] ) {
		$uri = '/' . ltrim( $uri, '/' );
	}
	return substr( $uri, 0, 255 );
}

/**
 * Records the current page view: one prepared INSERT. Hooked late on template_redirect, so redirects
 * and 404s are not counted.
 */
function __PREFIX__record_view() {
	if ( ! __PREFIX__should_record() ) {
		return;
	}
	$referrer = isset( $_SERVER['HTTP_REFERER'] ) ? esc_url_raw( wp_unslash( $_SERVER['HTTP_REFERER'] ) ) : '';
	$host     = $referrer ? strtolower( (string) wp_parse_url( $referrer, PHP_URL_HOST ) ) : '';
	if ( strtolower( (string) wp_parse_url( home_url(), PHP_URL_HOST ) ) === $host ) {
		// A link within the site: the page is counted, the site is not a referrer of itself.
		$host = '';
	}

	global $wpdb;
	$wpdb->insert(
		__PREFIX__table(),
		array(
			'viewed_at'     => current_time( 'mysql' ),
			'url'           => __PREFIX__current_url(),
			'referrer'      => substr( $referrer, 0, 255 ),
			'referrer_host' => substr( sanitize_text_field( $host ), 0, 191 ),
			'visitor'       => __PREFIX__visitor_key(),
		),
		array( '%s', '%s', '%s', '%s', '%s' )
	);
}
add_action( 'template_redirect', '__PREFIX__record_view', 99 );

/**
 * A stored address as a full link on this site.
 *
 * @param string $url Stored address ("/about/").
 * @return string
 */
function __PREFIX__full_url( $url ) {
	$home   = wp_parse_url( home_url() );
	$origin = ( isset( $home['scheme'] ) ? $home['scheme'] : 'https' ) . '://' . ( isset( $home['host'] ) ? $home['host'] : '' ) . ( isset( $home['port'] ) ? ':' . $home['port'] : '' );
	return $origin . $url;
}

/**
 * A readable name for a stored address: the post's title, "Home page", or the address itself.
 *
 * @param string $url Stored address.
 * @return string
 */
function __PREFIX__page_label( $url ) {
	$home_path = (string) wp_parse_url( home_url( '/' ), PHP_URL_PATH );
	if ( $url === $home_path || '/' === $url ) {
		return __( 'Home page', '__TEXT_DOMAIN__' );
	}
	$post_id = url_to_postid( __PREFIX__full_url( $url ) );
	if ( $post_id ) {
		$title = get_the_title( $post_id );
		if ( '' !== $title ) {
			return $title;
		}
	}
	return $url;
}

/**
 * The most viewed addresses of the last days, cached for fifteen minutes.
 *
 * @param int $limit How many (1–10).
 * @param int $days  Over how many days (1–365).
 * @return array<int, array{url: string, views: int}>
 */
function __PREFIX__popular_pages( $limit, $days ) {
	$key   = $limit . '_' . $days;
	$cache = get_transient( '__PREFIX__popular' );
	$cache = is_array( $cache ) ? $cache : array();
	if ( isset( $cache[ $key ] ) ) {
		return $cache[ $key ];
	}

	global $wpdb;
	$table = __PREFIX__table();
	$since = wp_date( 'Y-m-d 00:00:00', time() - ( $days - 1 ) * DAY_IN_SECONDS );
	$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT url, COUNT(*) AS views FROM {$table} WHERE viewed_at >= %s GROUP BY url ORDER BY views DESC, url ASC LIMIT %d", $since, $limit ), ARRAY_A );

	$pages = array();
	foreach ( (array) $rows as $row ) {
		$pages[] = array(
			'url'   => (string) $row['url'],
			'views' => (int) $row['views'],
		);
	}
	$cache[ $key ] = $pages;
	set_transient( '__PREFIX__popular', $cache, 15 * MINUTE_IN_SECONDS );
	return $pages;
}

/**
 * Registers the list's stylesheet; it is enqueued only where the list is shown.
 */
function __PREFIX__register_assets() {
	wp_register_style( '__CSS_PREFIX__popular', plugins_url( 'assets/popular-pages.css', __DIR__ ), array(), __CONST_PREFIX__VERSION );
}
add_action( 'wp_enqueue_scripts', '__PREFIX__register_assets' );

/**
 * Renders [PLUGSMITH_NAME_SHORTCODE limit="5" days="30" title="Most viewed"]: the most viewed pages, with their views.
 *
 * @param array|string $atts Shortcode attributes.
 * @return string
 */
function __PREFIX__render_popular_pages( $atts ) {
	$atts  = shortcode_atts(
		array(
			'limit'       => 5,
			'days'        => 30,
			'title'       => __( 'Most viewed', '__TEXT_DOMAIN__' ),
			'show_counts' => 'yes',
		),
		$atts,
		'PLUGSMITH_NAME_SHORTCODE'
	);
	$limit = max( 1, min( 10, absint( $atts['limit'] ) ) );
	$days  = max( 1, min( 365, absint( $atts['days'] ) ) );
	$pages = __PREFIX__popular_pages( $limit, $days );

	wp_enqueue_style( '__CSS_PREFIX__popular' );
	$html = '<div class="__CSS_PREFIX__popular">';
	if ( '' !== trim( (string) $atts['title'] ) ) {
		$html .= '<h3 class="__CSS_PREFIX__popular__title">' . esc_html( $atts['title'] ) . '</h3>';
	}
	if ( ! $pages ) {
		$html .= '<p class="__CSS_PREFIX__popular__empty">' . esc_html__( 'No page views recorded yet.', '__TEXT_DOMAIN__' ) . '</p></div>';
		return $html;
	}
	$html .= '<ol class="__CSS_PREFIX__popular__list">';
	foreach ( $pages as $page ) {
		$html .= '<li class="__CSS_PREFIX__popular__item"><a class="__CSS_PREFIX__popular__link" href="' . esc_url( __PREFIX__full_url( $page['url'] ) ) . '">' . esc_html( __PREFIX__page_label( $page['url'] ) ) . '</a>';
		if ( 'no' !== $atts['show_counts'] ) {
			$html .= ' <span class="__CSS_PREFIX__popular__count">' . esc_html(
				sprintf(
					/* translators: %s: number of page views. */
					_n( '%s view', '%s views', $page['views'], '__TEXT_DOMAIN__' ),
					number_format_i18n( $page['views'] )
				)
			) . '</span>';
		}
		$html .= '</li>';
	}
	$html .= '</ol></div>';
	return $html;
}
add_shortcode( 'PLUGSMITH_NAME_SHORTCODE', '__PREFIX__render_popular_pages' );
