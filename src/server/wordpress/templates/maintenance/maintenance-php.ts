import type { BlueprintContext } from "../../blueprint/blueprint-context";
import { echoHtml, phpFileStart, tr, trHtml } from "../../blueprint/php-source";
import { DEFAULT_COLOURS, maintenanceNames } from "./maintenance-names";

/**
 * includes/maintenance.php: the settings, the switch (on, until the launch date), the coming soon page
 * with HTTP 503 and Retry-After for visitors, and the admin bar reminder. It requires the admin file, so
 * a later turn that rewrites the loader keeps both.
 */
export function maintenancePhp(ctx: BlueprintContext): string {
  const n = maintenanceNames(ctx);
  const { p, c } = n;
  return `${phpFileStart(
    ctx,
    "Maintenance mode: while it is on, visitors get a coming soon page (logo, heading, message, countdown) with HTTP 503 and Retry-After, administrators the normal site; it turns itself off at the launch date.",
    { id: "maintenance" },
  )}
/**
 * Default settings: off, no launch date, no logo, friendly texts and dark colours.
 *
 * @return array<string, mixed>
 */
function ${p}default_settings() {
	return array(
		'enabled'          => false,
		'launch_at'        => 0,
		'logo_id'          => 0,
		'heading'          => ${tr(ctx, "We're launching soon")},
		'message'          => ${tr(ctx, "Our new site is almost ready. Thank you for your patience, and see you very soon!")},
		'show_countdown'   => true,
		'background_color' => '${DEFAULT_COLOURS.background}',
		'text_color'       => '${DEFAULT_COLOURS.text}',
		'accent_color'     => '${DEFAULT_COLOURS.accent}',
	);
}

/**
 * The settings, with defaults.
 *
 * @return array<string, mixed>
 */
function ${p}settings() {
	$saved = get_option( '${n.option}', array() );
	return wp_parse_args( is_array( $saved ) ? $saved : array(), ${p}default_settings() );
}

/**
 * Whether visitors get the coming soon page now: the mode is on and its launch date (if any) has not come.
 *
 * @return bool
 */
function ${p}is_active() {
	$settings = ${p}settings();
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
function ${p}can_bypass() {
	/**
	 * Filters the capability that lets a signed-in user see the normal site during maintenance.
	 *
	 * @param string $capability Default 'manage_options' (administrators).
	 */
	return is_user_logged_in() && current_user_can( (string) apply_filters( '${p}bypass_capability', 'manage_options' ) );
}

/**
 * Turns the mode off for good once the launch date has passed, and remembers when, for the settings page.
 */
function ${p}maybe_launch() {
	$settings = ${p}settings();
	$launch   = (int) $settings['launch_at'];
	if ( empty( $settings['enabled'] ) || $launch <= 0 || time() < $launch ) {
		return;
	}
	$settings['enabled'] = false;
	update_option( '${n.option}', $settings );
	update_option( '${n.launchedOption}', $launch, false );
}
add_action( 'init', '${p}maybe_launch', 1 );

/**
 * Shows visitors the coming soon page while the mode is on (administrators see the normal site, and may
 * preview the page). wp-login.php, wp-admin, admin-ajax.php, the REST API and WP-Cron never reach this hook.
 */
function ${p}maybe_show_page() {
	$preview = isset( $_GET['${n.previewArg}'] ) && current_user_can( 'manage_options' ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only shows a page.
	if ( ! $preview && ( ! ${p}is_active() || ${p}can_bypass() ) ) {
		return;
	}
	${p}render_page( $preview );
	exit;
}
add_action( 'template_redirect', '${p}maybe_show_page', 0 );

/**
 * The page's colours as CSS custom properties.
 *
 * @param array $settings The settings.
 * @return string
 */
function ${p}colour_css( $settings ) {
	$defaults = ${p}default_settings();
	$colour   = static function ( $key ) use ( $settings, $defaults ) {
		$value = sanitize_hex_color( (string) $settings[ $key ] );
		return $value ? $value : $defaults[ $key ];
	};
	return '.${c}-body{--${c}-bg:' . $colour( 'background_color' ) . ';--${c}-text:' . $colour( 'text_color' ) . ';--${c}-accent:' . $colour( 'accent_color' ) . ';}';
}

/**
 * Prints the coming soon page: 503 Service Unavailable with Retry-After (the seconds until the launch,
 * or an hour without a launch date) so search engines come back later instead of indexing it.
 *
 * @param bool $preview An administrator's preview: status 200, no Retry-After.
 */
function ${p}render_page( $preview ) {
	$settings  = ${p}settings();
	$launch    = (int) $settings['launch_at'];
	$remaining = $launch > time() ? $launch - time() : 0;
	if ( ! $preview ) {
		status_header( 503 );
		header( 'Retry-After: ' . (string) ( $remaining > 0 ? $remaining : HOUR_IN_SECONDS ) );
	}
	nocache_headers();
	header( 'Content-Type: text/html; charset=' . get_option( 'blog_charset' ) );

	wp_register_style( '${n.styleHandle}', plugins_url( 'assets/maintenance.css', __DIR__ ), array(), ${ctx.constPrefix}VERSION );
	wp_add_inline_style( '${n.styleHandle}', ${p}colour_css( $settings ) );
	$countdown = ! empty( $settings['show_countdown'] ) && $remaining > 0;
	if ( $countdown ) {
		wp_register_script( '${n.scriptHandle}', plugins_url( 'assets/maintenance.js', __DIR__ ), array(), ${ctx.constPrefix}VERSION, true );
	}
	$units = array(
		'days'    => array( (int) floor( $remaining / DAY_IN_SECONDS ), ${tr(ctx, "Days")} ),
		'hours'   => array( (int) floor( ( $remaining % DAY_IN_SECONDS ) / HOUR_IN_SECONDS ), ${tr(ctx, "Hours")} ),
		'minutes' => array( (int) floor( ( $remaining % HOUR_IN_SECONDS ) / MINUTE_IN_SECONDS ), ${tr(ctx, "Minutes")} ),
		'seconds' => array( $remaining % MINUTE_IN_SECONDS, ${tr(ctx, "Seconds")} ),
	);
	$logo = $settings['logo_id'] ? wp_get_attachment_image( (int) $settings['logo_id'], 'medium', false, array( 'class' => '${c}__logo-img', 'alt' => get_bloginfo( 'name' ) ) ) : '';
	?>
<!DOCTYPE html>
<html <?php language_attributes(); ?>>
<head>
	<meta charset="<?php bloginfo( 'charset' ); ?>" />
	<meta name="viewport" content="width=device-width, initial-scale=1" />
	<meta name="robots" content="noindex, nofollow" />
	<title><?php echo esc_html( $settings['heading'] . ' | ' . get_bloginfo( 'name' ) ); ?></title>
	<?php wp_print_styles( array( '${n.styleHandle}' ) ); ?>
</head>
<body class="${c}-body">
	<main class="${c}">
		<?php if ( $logo ) : ?>
			<div class="${c}__logo"><?php echo wp_kses_post( $logo ); ?></div>
		<?php else : ?>
			<p class="${c}__site"><?php echo esc_html( get_bloginfo( 'name' ) ); ?></p>
		<?php endif; ?>
		<h1 class="${c}__heading"><?php echo esc_html( $settings['heading'] ); ?></h1>
		<div class="${c}__message"><?php echo wp_kses_post( wpautop( (string) $settings['message'] ) ); ?></div>
		<?php if ( $countdown ) : ?>
			<div class="${c}__countdown" data-launch="<?php echo esc_attr( (string) $launch ); ?>" role="timer" aria-live="off">
				<?php foreach ( $units as $unit => $value ) : ?>
					<div class="${c}__unit">
						<span class="${c}__number" data-unit="<?php echo esc_attr( $unit ); ?>"><?php echo esc_html( str_pad( (string) $value[0], 2, '0', STR_PAD_LEFT ) ); ?></span>
						<span class="${c}__label"><?php echo esc_html( $value[1] ); ?></span>
					</div>
				<?php endforeach; ?>
			</div>
		<?php endif; ?>
		<?php if ( $remaining > 0 ) : ?>
			<p class="${c}__date">
				<?php
				echo esc_html(
					sprintf(
						/* translators: %s: launch date and time. */
						${tr(ctx, "Opening on %s")},
						wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $launch )
					)
				);
				?>
			</p>
		<?php endif; ?>
		<?php if ( $preview ) : ?>
			<p class="${c}__preview"><?php ${echoHtml(ctx, "Preview: visitors see this page while maintenance mode is on.")} ?></p>
		<?php endif; ?>
	</main>
	<?php
	if ( $countdown ) {
		wp_print_scripts( array( '${n.scriptHandle}' ) );
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
function ${p}admin_bar( $admin_bar ) {
	if ( ! ${p}is_active() || ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$admin_bar->add_node(
		array(
			'id'    => '${n.adminBarNode}',
			'title' => ${trHtml(ctx, "Maintenance mode is on")},
			'href'  => admin_url( 'options-general.php?page=${n.settingsPage}' ),
			'meta'  => array( 'class' => '${n.adminBarNode}' ),
		)
	);
}
add_action( 'admin_bar_menu', '${p}admin_bar', 100 );

/**
 * Colours the admin bar reminder.
 */
function ${p}admin_bar_style() {
	if ( ${p}is_active() && is_admin_bar_showing() ) {
		wp_add_inline_style( 'admin-bar', '#wpadminbar .${n.adminBarNode} > .ab-item{background:#b32d2e;color:#fff;}' );
	}
}
add_action( 'wp_enqueue_scripts', '${p}admin_bar_style' );
add_action( 'admin_enqueue_scripts', '${p}admin_bar_style' );

require_once __DIR__ . '/maintenance-admin.php';
`;
}
