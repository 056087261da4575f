<?php
/**
 * Maintenance mode: while it is on, visitors get a coming soon page (logo, heading, message, countdown) with HTTP 503 and Retry-After, administrators the normal site; it turns itself off at the launch date.
 *
 * Plugsmith block: maintenance
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Default settings: off, no launch date, no logo, friendly texts and dark colours.
 *
 * @return array<string, mixed>
 */
function __PREFIX__default_settings() {
	return array(
		'enabled'          => false,
		'launch_at'        => 0,
		'logo_id'          => 0,
		'heading'          => __( 'We\'re launching soon', '__TEXT_DOMAIN__' ),
		'message'          => __( 'Our new site is almost ready. Thank you for your patience, and see you very soon!', '__TEXT_DOMAIN__' ),
		'show_countdown'   => true,
		'background_color' => '#0f172a',
		'text_color'       => '#f8fafc',
		'accent_color'     => '#38bdf8',
	);
}

/**
 * The settings, with defaults.
 *
 * @return array<string, mixed>
 */
function __PREFIX__settings() {
	$saved = get_option( '__PREFIX__settings', array() );
	return wp_parse_args( is_array( $saved ) ? $saved : array(), __PREFIX__default_settings() );
}

/**
 * Whether visitors get the coming soon page now: the mode is on and its launch date (if any) has not come.
 *
 * @return bool
 */
function __PREFIX__is_active() {
	$settings = __PREFIX__settings();
	if ( empty( $settings['enabled'] ) ) {
		return false;
	}
	$launch = (int) $settings['launch_at'];
	return ! ( $launch > 0 && time() >= $launch );
}

/**
 * Whether the current user sees the normal site while the mode is on (administrators, by default).
 *
 * @return bool
 */
function __PREFIX__can_bypass() {
	/**
	 * Filters the capability that lets a signed-in user see the normal site during maintenance.
	 *
	 * @param string $capability Default 'manage_options' (administrators).
	 */
	return is_user_logged_in() && current_user_can( (string) apply_filters( '__PREFIX__bypass_capability', 'manage_options' ) );
}

/**
 * Turns the mode off for good once the launch date has passed, and remembers when, for the settings page.
 */
function __PREFIX__maybe_launch() {
	$settings = __PREFIX__settings();
	$launch   = (int) $settings['launch_at'];
	if ( empty( $settings['enabled'] ) || $launch <= 0 || time() < $launch ) {
		return;
	}
	$settings['enabled'] = false;
	update_option( '__PREFIX__settings', $settings );
	update_option( '__PREFIX__launched', $launch, false );
}
add_action( 'init', '__PREFIX__maybe_launch', 1 );

/**
 * Shows visitors the coming soon page while the mode is on (administrators see the normal site, and may
 * preview the page). wp-login.php, wp-admin, admin-ajax.php, the REST API and WP-Cron never reach this hook.
 */
function __PREFIX__maybe_show_page() {
	$preview = isset( $_GET['__PREFIX__preview'] ) && current_user_can( 'manage_options' ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only shows a page.
	if ( ! $preview && ( ! __PREFIX__is_active() || __PREFIX__can_bypass() ) ) {
		return;
	}
	__PREFIX__render_page( $preview );
	exit;
}
add_action( 'template_redirect', '__PREFIX__maybe_show_page', 0 );

/**
 * The page's colours as CSS custom properties.
 *
 * @param array $settings The settings.
 * @return string
 */
function __PREFIX__colour_css( $settings ) {
	$defaults = __PREFIX__default_settings();
	$colour   = static function ( $key ) use ( $settings, $defaults ) {
		$value = sanitize_hex_color( (string) $settings[ $key ] );
		return $value ? $value : $defaults[ $key ];
	};
	return '.__CSS_PREFIX__page-body{--__CSS_PREFIX__page-bg:' . $colour( 'background_color' ) . ';--__CSS_PREFIX__page-text:' . $colour( 'text_color' ) . ';--__CSS_PREFIX__page-accent:' . $colour( 'accent_color' ) . ';}';
}

/**
 * Prints the coming soon page: 503 Service Unavailable with Retry-After (the seconds until the launch,
 * or an hour without a launch date) so search engines come back later instead of indexing it.
 *
 * @param bool $preview An administrator's preview: status 200, no Retry-After.
 */
function __PREFIX__render_page( $preview ) {
	$settings  = __PREFIX__settings();
	$launch    = (int) $settings['launch_at'];
	$remaining = $launch > time() ? $launch - time() : 0;
	if ( ! $preview ) {
		status_header( 503 );
		header( 'Retry-After: ' . (string) ( $remaining > 0 ? $remaining : HOUR_IN_SECONDS ) );
	}
	nocache_headers();
	header( 'Content-Type: text/html; charset=' . get_option( 'blog_charset' ) );

	wp_register_style( '__CSS_PREFIX__page', plugins_url( 'assets/maintenance.css', __DIR__ ), array(), __CONST_PREFIX__VERSION );
	wp_add_inline_style( '__CSS_PREFIX__page', __PREFIX__colour_css( $settings ) );
	$countdown = ! empty( $settings['show_countdown'] ) && $remaining > 0;
	if ( $countdown ) {
		wp_register_script( '__CSS_PREFIX__countdown', plugins_url( 'assets/maintenance.js', __DIR__ ), array(), __CONST_PREFIX__VERSION, true );
	}
	$units = array(
		'days'    => array( (int) floor( $remaining / DAY_IN_SECONDS ), __( 'Days', '__TEXT_DOMAIN__' ) ),
		'hours'   => array( (int) floor( ( $remaining % DAY_IN_SECONDS ) / HOUR_IN_SECONDS ), __( 'Hours', '__TEXT_DOMAIN__' ) ),
		'minutes' => array( (int) floor( ( $remaining % HOUR_IN_SECONDS ) / MINUTE_IN_SECONDS ), __( 'Minutes', '__TEXT_DOMAIN__' ) ),
		'seconds' => array( $remaining % MINUTE_IN_SECONDS, __( 'Seconds', '__TEXT_DOMAIN__' ) ),
	);
	$logo = $settings['logo_id'] ? wp_get_attachment_image( (int) $settings['logo_id'], 'medium', false, array( 'class' => '__CSS_PREFIX__page__logo-img', 'alt' => get_bloginfo( 'name' ) ) ) : '';
	?>
<!DOCTYPE html>
<html <?php language_attributes(); ?>>
<head>
	<meta charset="<?php bloginfo( 'charset' ); ?>" />
	<meta name="viewport" content="width=device-width, initial-scale=1" />
	<meta name="robots" content="noindex, nofollow" />
	<title><?php echo esc_html( $settings['heading'] . ' | ' . get_bloginfo( 'name' ) ); ?></title>
	<?php wp_print_styles( array( '__CSS_PREFIX__page' ) ); ?>
</head>
<body class="__CSS_PREFIX__page-body">
	<main class="__CSS_PREFIX__page">
		<?php if ( $logo ) : ?>
			<div class="__CSS_PREFIX__page__logo"><?php echo wp_kses_post( $logo ); ?></div>
		<?php else : ?>
			<p class="__CSS_PREFIX__page__site"><?php echo esc_html( get_bloginfo( 'name' ) ); ?></p>
		<?php endif; ?>
		<h1 class="__CSS_PREFIX__page__heading"><?php echo esc_html( $settings['heading'] ); ?></h1>
		<div class="__CSS_PREFIX__page__message"><?php echo wp_kses_post( wpautop( (string) $settings['message'] ) ); ?></div>
		<?php if ( $countdown ) : ?>
			<div class="__CSS_PREFIX__page__countdown" data-launch="<?php echo esc_attr( (string) $launch ); ?>" role="timer" aria-live="off">
				<?php foreach ( $units as $unit => $value ) : ?>
					<div class="__CSS_PREFIX__page__unit">
						<span class="__CSS_PREFIX__page__number" data-unit="<?php echo esc_attr( $unit ); ?>"><?php echo esc_html( str_pad( (string) $value[0], 2, '0', STR_PAD_LEFT ) ); ?></span>
						<span class="__CSS_PREFIX__page__label"><?php echo esc_html( $value[1] ); ?></span>
					</div>
				<?php endforeach; ?>
			</div>
		<?php endif; ?>
		<?php if ( $remaining > 0 ) : ?>
			<p class="__CSS_PREFIX__page__date">
				<?php
				echo esc_html(
					sprintf(
						/* translators: %s: launch date and time. */
						__( 'Opening on %s', '__TEXT_DOMAIN__' ),
						wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $launch )
					)
				);
				?>
			</p>
		<?php endif; ?>
		<?php if ( $preview ) : ?>
			<p class="__CSS_PREFIX__page__preview"><?php esc_html_e( 'Preview: visitors see this page while maintenance mode is on.', '__TEXT_DOMAIN__' ); ?></p>
		<?php endif; ?>
	</main>
	<?php
	if ( $countdown ) {
		wp_print_scripts( array( '__CSS_PREFIX__countdown' ) );
	}
	?>
</body>
</html>
	<?php
}

/**
 * Reminds administrators in the admin bar that visitors see the coming soon page.
 *
 * @param WP_Admin_Bar $admin_bar The admin bar.
 */
function __PREFIX__admin_bar( $admin_bar ) {
	if ( ! __PREFIX__is_active() || ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$admin_bar->add_node(
		array(
			'id'    => '__CSS_PREFIX__status',
			'title' => esc_html__( 'Maintenance mode is on', '__TEXT_DOMAIN__' ),
			'href'  => admin_url( 'options-general.php?page=__CSS_PREFIX__settings' ),
			'meta'  => array( 'class' => '__CSS_PREFIX__status' ),
		)
	);
}
add_action( 'admin_bar_menu', '__PREFIX__admin_bar', 100 );

/**
 * Colours the admin bar reminder.
 */
function __PREFIX__admin_bar_style() {
	if ( __PREFIX__is_active() && is_admin_bar_showing() ) {
		wp_add_inline_style( 'admin-bar', '#wpadminbar .__CSS_PREFIX__status > .ab-item{background:#b32d2e;color:#fff;}' );
	}
}
add_action( 'wp_enqueue_scripts', '__PREFIX__admin_bar_style' );
add_action( 'admin_enqueue_scripts', '__PREFIX__admin_bar_style' );

require_once __DIR__ . '/maintenance-admin.php';
