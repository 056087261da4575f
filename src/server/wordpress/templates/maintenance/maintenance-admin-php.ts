import type { BlueprintContext } from "../../blueprint/blueprint-context";
import { ABSPATH_GUARD, commentText, echoHtml, packageName, phpString, tr, trHtml } from "../../blueprint/php-source";
import { maintenanceNames } from "./maintenance-names";

/**
 * includes/maintenance-admin.php: Settings → (plugin name): switch, launch date and time, logo (Media
 * Library), heading, message, countdown and colours, with a preview link and the status at a glance.
 */
export function maintenanceAdminPhp(ctx: BlueprintContext): string {
  const n = maintenanceNames(ctx);
  const { p, a } = n;
  const td = phpString(ctx.textDomain);
  return `<?php
/**
 * ${commentText(ctx.name)}: the settings page. Loaded by maintenance.php.
 *
 * @package ${packageName(ctx)}
 */

${ABSPATH_GUARD}

/**
 * Adds Settings → ${commentText(ctx.name)}.
 */
function ${p}add_settings_page() {
	add_options_page( ${tr(ctx, ctx.name)}, ${tr(ctx, ctx.name)}, 'manage_options', '${n.settingsPage}', '${p}render_settings_page' );
}
add_action( 'admin_menu', '${p}add_settings_page' );

/**
 * Loads the colour pickers and the logo picker on the settings page.
 *
 * @param string $hook_suffix The current admin screen.
 */
function ${p}admin_assets( $hook_suffix ) {
	if ( 'settings_page_${n.settingsPage}' !== $hook_suffix ) {
		return;
	}
	wp_enqueue_media();
	wp_enqueue_style( 'wp-color-picker' );
	wp_enqueue_style( '${n.adminHandle}', plugins_url( 'assets/maintenance-admin.css', __DIR__ ), array(), ${ctx.constPrefix}VERSION );
	wp_enqueue_script( '${n.adminHandle}', plugins_url( 'assets/maintenance-admin.js', __DIR__ ), array( 'jquery', 'wp-color-picker' ), ${ctx.constPrefix}VERSION, true );
}
add_action( 'admin_enqueue_scripts', '${p}admin_assets' );

/**
 * Registers the settings, their sections and fields.
 */
function ${p}register_settings() {
	register_setting(
		'${n.group}',
		'${n.option}',
		array(
			'type'              => 'array',
			'sanitize_callback' => '${p}sanitize_settings',
		)
	);
	add_settings_section( '${p}mode', ${tr(ctx, "Mode")}, '__return_false', '${n.settingsPage}' );
	add_settings_field( '${p}enabled', ${tr(ctx, "Maintenance mode")}, '${p}render_enabled_field', '${n.settingsPage}', '${p}mode', array( 'label_for' => '${p}enabled' ) );
	add_settings_field( '${p}launch', ${tr(ctx, "Launch date and time")}, '${p}render_launch_field', '${n.settingsPage}', '${p}mode', array( 'label_for' => '${p}launch' ) );

	add_settings_section( '${p}page', ${tr(ctx, "Coming soon page")}, '__return_false', '${n.settingsPage}' );
	add_settings_field( '${p}logo_id', ${tr(ctx, "Logo")}, '${p}render_logo_field', '${n.settingsPage}', '${p}page' );
	add_settings_field( '${p}heading', ${tr(ctx, "Heading")}, '${p}render_heading_field', '${n.settingsPage}', '${p}page', array( 'label_for' => '${p}heading' ) );
	add_settings_field( '${p}message', ${tr(ctx, "Message")}, '${p}render_message_field', '${n.settingsPage}', '${p}page', array( 'label_for' => '${p}message' ) );
	add_settings_field( '${p}show_countdown', ${tr(ctx, "Countdown")}, '${p}render_countdown_field', '${n.settingsPage}', '${p}page', array( 'label_for' => '${p}show_countdown' ) );

	add_settings_section( '${p}colours', ${tr(ctx, "Colours")}, '__return_false', '${n.settingsPage}' );
	add_settings_field( '${p}background_color', ${tr(ctx, "Background")}, '${p}render_colour_field', '${n.settingsPage}', '${p}colours', array( 'label_for' => '${p}background_color', 'key' => 'background_color' ) );
	add_settings_field( '${p}text_color', ${tr(ctx, "Text")}, '${p}render_colour_field', '${n.settingsPage}', '${p}colours', array( 'label_for' => '${p}text_color', 'key' => 'text_color' ) );
	add_settings_field( '${p}accent_color', ${tr(ctx, "Accent (countdown and links)")}, '${p}render_colour_field', '${n.settingsPage}', '${p}colours', array( 'label_for' => '${p}accent_color', 'key' => 'accent_color' ) );
}
add_action( 'admin_init', '${p}register_settings' );

/**
 * A launch date typed in the settings (the site's time zone) as a Unix time; null when it is no date.
 *
 * @param string $value 'YYYY-MM-DDTHH:MM' as a datetime-local field sends it.
 * @return int|null
 */
function ${p}parse_launch( $value ) {
	foreach ( array( 'Y-m-d\\TH:i', 'Y-m-d\\TH:i:s', 'Y-m-d H:i' ) as $format ) {
		$date = date_create_immutable_from_format( '!' . $format, $value, wp_timezone() );
		if ( $date ) {
			return $date->getTimestamp();
		}
	}
	return null;
}

/**
 * Cleans the submitted settings.
 *
 * @param mixed $input Submitted values (or the stored settings, when saved from code).
 * @return array<string, mixed>
 */
function ${p}sanitize_settings( $input ) {
	$input    = is_array( $input ) ? $input : array();
	$current  = ${p}settings();
	$defaults = ${p}default_settings();

	$launch = isset( $input['launch_at'] ) ? absint( $input['launch_at'] ) : 0;
	if ( isset( $input['launch'] ) ) {
		$typed  = trim( sanitize_text_field( $input['launch'] ) );
		$launch = 0;
		if ( '' !== $typed ) {
			$parsed = ${p}parse_launch( $typed );
			if ( null === $parsed ) {
				add_settings_error( '${n.option}', '${p}launch', ${tr(ctx, "The launch date was not understood; the previous one was kept.")} );
				$launch = (int) $current['launch_at'];
			} else {
				$launch = $parsed;
			}
		}
	}
	$enabled = ! empty( $input['enabled'] );
	if ( $enabled && $launch > 0 && $launch <= time() ) {
		add_settings_error( '${n.option}', '${p}launch_past', ${tr(ctx, "The launch date was in the past, so it was cleared: the coming soon page stays on until you switch it off or set a new date.")}, 'warning' );
		$launch = 0;
	}
	if ( $enabled ) {
		delete_option( '${n.launchedOption}' );
	}

	$colours = array();
	foreach ( array( 'background_color', 'text_color', 'accent_color' ) as $key ) {
		$colour = isset( $input[ $key ] ) ? sanitize_hex_color( $input[ $key ] ) : '';
		if ( ! $colour ) {
			if ( isset( $input[ $key ] ) && '' !== trim( (string) $input[ $key ] ) ) {
				add_settings_error( '${n.option}', '${p}' . $key, ${tr(ctx, "Colours must be hex colours such as #0f172a; the previous colour was kept.")} );
			}
			$colour = sanitize_hex_color( (string) $current[ $key ] );
		}
		$colours[ $key ] = $colour ? $colour : $defaults[ $key ];
	}
	$logo    = isset( $input['logo_id'] ) ? absint( $input['logo_id'] ) : 0;
	$heading = isset( $input['heading'] ) ? sanitize_text_field( $input['heading'] ) : '';
	$message = isset( $input['message'] ) ? wp_kses_post( $input['message'] ) : '';

	return array(
		'enabled'          => $enabled,
		'launch_at'        => $launch,
		'logo_id'          => ( $logo && wp_attachment_is_image( $logo ) ) ? $logo : 0,
		'heading'          => '' !== $heading ? $heading : $defaults['heading'],
		'message'          => $message,
		'show_countdown'   => ! empty( $input['show_countdown'] ),
		'background_color' => $colours['background_color'],
		'text_color'       => $colours['text_color'],
		'accent_color'     => $colours['accent_color'],
	);
}

/**
 * Prints the settings page, with the mode's status and a preview link.
 */
function ${p}render_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$settings = ${p}settings();
	$launched = (int) get_option( '${n.launchedOption}', 0 );
	$format   = get_option( 'date_format' ) . ' ' . get_option( 'time_format' );
	$preview  = add_query_arg( '${n.previewArg}', '1', home_url( '/' ) );
	?>
	<div class="wrap ${a}">
		<h1><?php echo esc_html( get_admin_page_title() ); ?></h1>
		<?php if ( $launched && empty( $settings['enabled'] ) ) : ?>
			<div class="notice notice-success"><p>
			<?php
			echo esc_html(
				sprintf(
					/* translators: %s: launch date and time. */
					${tr(ctx, "Maintenance mode turned itself off at the launch on %s: visitors see the site.")},
					wp_date( $format, $launched )
				)
			);
			?>
			</p></div>
		<?php endif; ?>
		<div class="${a}__status <?php echo esc_attr( ${p}is_active() ? '${a}__status--on' : '${a}__status--off' ); ?>">
			<strong>
			<?php
			if ( ${p}is_active() ) {
				${echoHtml(ctx, "Visitors see the coming soon page (HTTP 503). Administrators see the normal site.")}
			} else {
				${echoHtml(ctx, "Maintenance mode is off: visitors see the normal site.")}
			}
			?>
			</strong>
			<a href="<?php echo esc_url( $preview ); ?>" target="_blank" rel="noopener"><?php ${echoHtml(ctx, "Preview the coming soon page")} ?></a>
		</div>
		<form action="options.php" method="post">
			<?php
			settings_fields( '${n.group}' );
			do_settings_sections( '${n.settingsPage}' );
			submit_button();
			?>
		</form>
	</div>
	<?php
}

/**
 * The on/off switch.
 */
function ${p}render_enabled_field() {
	$settings = ${p}settings();
	?>
	<label>
		<input type="checkbox" id="${p}enabled" name="${n.option}[enabled]" value="1" <?php checked( ! empty( $settings['enabled'] ) ); ?> />
		<?php ${echoHtml(ctx, "Show visitors the coming soon page")} ?>
	</label>
	<p class="description"><?php ${echoHtml(ctx, "Signed-in administrators keep seeing and editing the normal site; the login page keeps working.")} ?></p>
	<?php
}

/**
 * The launch date and time, in the site's time zone.
 */
function ${p}render_launch_field() {
	$settings = ${p}settings();
	$launch   = (int) $settings['launch_at'];
	?>
	<input type="datetime-local" id="${p}launch" name="${n.option}[launch]" value="<?php echo esc_attr( $launch ? wp_date( 'Y-m-d\\TH:i', $launch ) : '' ); ?>" />
	<p class="description">
		<?php
		echo esc_html(
			sprintf(
				/* translators: %s: time zone name. */
				${tr(ctx, "Time zone: %s. The countdown runs to this moment, and then maintenance mode turns itself off. Leave it empty to stay in maintenance mode until you switch it off.")},
				wp_timezone_string()
			)
		);
		?>
	</p>
	<?php
}

/**
 * The logo, chosen or uploaded in the Media Library.
 */
function ${p}render_logo_field() {
	$settings = ${p}settings();
	$logo     = (int) $settings['logo_id'];
	?>
	<div class="${a}-logo">
		<input type="hidden" id="${p}logo_id" name="${n.option}[logo_id]" value="<?php echo esc_attr( (string) $logo ); ?>" />
		<div class="${a}-logo__preview"><?php echo $logo ? wp_kses_post( wp_get_attachment_image( $logo, 'medium' ) ) : ''; ?></div>
		<button type="button" class="button ${a}-logo__choose" data-title="<?php esc_attr_e( 'Choose a logo', ${td} ); ?>" data-button="<?php esc_attr_e( 'Use this logo', ${td} ); ?>"><?php ${echoHtml(ctx, "Choose or upload a logo")} ?></button>
		<button type="button" class="button-link ${a}-logo__remove" <?php echo $logo ? '' : 'hidden'; ?>><?php ${echoHtml(ctx, "Remove")} ?></button>
	</div>
	<p class="description"><?php ${echoHtml(ctx, "Without a logo the page shows the site's name.")} ?></p>
	<?php
}

/**
 * The heading.
 */
function ${p}render_heading_field() {
	$settings = ${p}settings();
	?>
	<input type="text" class="regular-text" id="${p}heading" name="${n.option}[heading]" value="<?php echo esc_attr( (string) $settings['heading'] ); ?>" />
	<?php
}

/**
 * The message (links and basic formatting allowed).
 */
function ${p}render_message_field() {
	$settings = ${p}settings();
	?>
	<textarea class="large-text" rows="5" id="${p}message" name="${n.option}[message]"><?php echo esc_textarea( (string) $settings['message'] ); ?></textarea>
	<p class="description"><?php ${echoHtml(ctx, "Links and basic formatting are allowed.")} ?></p>
	<?php
}

/**
 * Whether to show the countdown.
 */
function ${p}render_countdown_field() {
	$settings = ${p}settings();
	?>
	<label>
		<input type="checkbox" id="${p}show_countdown" name="${n.option}[show_countdown]" value="1" <?php checked( ! empty( $settings['show_countdown'] ) ); ?> />
		<?php ${echoHtml(ctx, "Show a countdown to the launch date")} ?>
	</label>
	<?php
}

/**
 * A colour picker.
 *
 * @param array $args Field arguments: key.
 */
function ${p}render_colour_field( $args ) {
	$settings = ${p}settings();
	$defaults = ${p}default_settings();
	$key      = (string) $args['key'];
	?>
	<input type="text" class="${a}-colour" id="<?php echo esc_attr( '${p}' . $key ); ?>" name="<?php echo esc_attr( '${n.option}[' . $key . ']' ); ?>" value="<?php echo esc_attr( (string) $settings[ $key ] ); ?>" data-default-color="<?php echo esc_attr( (string) $defaults[ $key ] ); ?>" />
	<?php
}

/**
 * Adds a Settings link to the plugin's row on the Plugins screen.
 *
 * @param string[] $links Action links.
 * @return string[]
 */
function ${p}action_link( $links ) {
	array_unshift( $links, '<a href="' . esc_url( admin_url( 'options-general.php?page=${n.settingsPage}' ) ) . '">' . ${trHtml(ctx, "Settings")} . '</a>' );
	return $links;
}
add_filter( 'plugin_action_links_' . ${ctx.constPrefix}BASENAME, '${p}action_link' );
`;
}
