<?php
/**
 * __PLUGIN_NAME__: the settings page. Loaded by maintenance.php.
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Adds Settings → __PLUGIN_NAME__.
 */
function __PREFIX__add_settings_page() {
	add_options_page( __( PLUGSMITH_PARAM_PLUGIN_NAME, '__TEXT_DOMAIN__' ), __( PLUGSMITH_PARAM_PLUGIN_NAME, '__TEXT_DOMAIN__' ), 'manage_options', '__CSS_PREFIX__settings', '__PREFIX__render_settings_page' );
}
add_action( 'admin_menu', '__PREFIX__add_settings_page' );

/**
 * Loads the colour pickers and the logo picker on the settings page.
 *
 * @param string $hook_suffix The current admin screen.
 */
function __PREFIX__admin_assets( $hook_suffix ) {
	if ( 'settings_page___CSS_PREFIX__settings' !== $hook_suffix ) {
		return;
	}
	wp_enqueue_media();
	wp_enqueue_style( 'wp-color-picker' );
	wp_enqueue_style( '__CSS_PREFIX__admin', plugins_url( 'assets/maintenance-admin.css', __DIR__ ), array(), __CONST_PREFIX__VERSION );
	wp_enqueue_script( '__CSS_PREFIX__admin', plugins_url( 'assets/maintenance-admin.js', __DIR__ ), array( 'jquery', 'wp-color-picker' ), __CONST_PREFIX__VERSION, true );
}
add_action( 'admin_enqueue_scripts', '__PREFIX__admin_assets' );

/**
 * Registers the settings, their sections and fields.
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
	add_settings_section( '__PREFIX__mode', __( 'Mode', '__TEXT_DOMAIN__' ), '__return_false', '__CSS_PREFIX__settings' );
	add_settings_field( '__PREFIX__enabled', __( 'Maintenance mode', '__TEXT_DOMAIN__' ), '__PREFIX__render_enabled_field', '__CSS_PREFIX__settings', '__PREFIX__mode', array( 'label_for' => '__PREFIX__enabled' ) );
	add_settings_field( '__PREFIX__launch', __( 'Launch date and time', '__TEXT_DOMAIN__' ), '__PREFIX__render_launch_field', '__CSS_PREFIX__settings', '__PREFIX__mode', array( 'label_for' => '__PREFIX__launch' ) );

	add_settings_section( '__PREFIX__page', __( 'Coming soon page', '__TEXT_DOMAIN__' ), '__return_false', '__CSS_PREFIX__settings' );
	add_settings_field( '__PREFIX__logo_id', __( 'Logo', '__TEXT_DOMAIN__' ), '__PREFIX__render_logo_field', '__CSS_PREFIX__settings', '__PREFIX__page' );
	add_settings_field( '__PREFIX__heading', __( 'Heading', '__TEXT_DOMAIN__' ), '__PREFIX__render_heading_field', '__CSS_PREFIX__settings', '__PREFIX__page', array( 'label_for' => '__PREFIX__heading' ) );
	add_settings_field( '__PREFIX__message', __( 'Message', '__TEXT_DOMAIN__' ), '__PREFIX__render_message_field', '__CSS_PREFIX__settings', '__PREFIX__page', array( 'label_for' => '__PREFIX__message' ) );
	add_settings_field( '__PREFIX__show_countdown', __( 'Countdown', '__TEXT_DOMAIN__' ), '__PREFIX__render_countdown_field', '__CSS_PREFIX__settings', '__PREFIX__page', array( 'label_for' => '__PREFIX__show_countdown' ) );

	add_settings_section( '__PREFIX__colours', __( 'Colours', '__TEXT_DOMAIN__' ), '__return_false', '__CSS_PREFIX__settings' );
	add_settings_field( '__PREFIX__background_color', __( 'Background', '__TEXT_DOMAIN__' ), '__PREFIX__render_colour_field', '__CSS_PREFIX__settings', '__PREFIX__colours', array( 'label_for' => '__PREFIX__background_color', 'key' => 'background_color' ) );
	add_settings_field( '__PREFIX__text_color', __( 'Text', '__TEXT_DOMAIN__' ), '__PREFIX__render_colour_field', '__CSS_PREFIX__settings', '__PREFIX__colours', array( 'label_for' => '__PREFIX__text_color', 'key' => 'text_color' ) );
	add_settings_field( '__PREFIX__accent_color', __( 'Accent (countdown and links)', '__TEXT_DOMAIN__' ), '__PREFIX__render_colour_field', '__CSS_PREFIX__settings', '__PREFIX__colours', array( 'label_for' => '__PREFIX__accent_color', 'key' => 'accent_color' ) );
}
add_action( 'admin_init', '__PREFIX__register_settings' );

/**
 * A launch date typed in the settings (the site's time zone) as a Unix time; null when it is no date.
 *
 * @param string $value 'YYYY-MM-DDTHH:MM' as a datetime-local field sends it.
 * @return int|null
 */
function __PREFIX__parse_launch( $value ) {
	foreach ( array( 'Y-m-d\TH:i', 'Y-m-d\TH:i:s', 'Y-m-d H:i' ) as $format ) {
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
function __PREFIX__sanitize_settings( $input ) {
	$input    = is_array( $input ) ? $input : array();
	$current  = __PREFIX__settings();
	$defaults = __PREFIX__default_settings();

	$launch = isset( $input['launch_at'] ) ? absint( $input['launch_at'] ) : 0;
	if ( isset( $input['launch'] ) ) {
		$typed  = trim( sanitize_text_field( $input['launch'] ) );
		$launch = 0;
		if ( '' !== $typed ) {
			$parsed = __PREFIX__parse_launch( $typed );
			if ( null === $parsed ) {
				add_settings_error( '__PREFIX__settings', '__PREFIX__launch', __( 'The launch date was not understood; the previous one was kept.', '__TEXT_DOMAIN__' ) );
				$launch = (int) $current['launch_at'];
			} else {
				$launch = $parsed;
			}
		}
	}
	$enabled = ! empty( $input['enabled'] );
	if ( $enabled && $launch > 0 && $launch <= time() ) {
		add_settings_error( '__PREFIX__settings', '__PREFIX__launch_past', __( 'The launch date was in the past, so it was cleared: the coming soon page stays on until you switch it off or set a new date.', '__TEXT_DOMAIN__' ), 'warning' );
		$launch = 0;
	}
	if ( $enabled ) {
		delete_option( '__PREFIX__launched' );
	}

	$colours = array();
	foreach ( array( 'background_color', 'text_color', 'accent_color' ) as $key ) {
		$colour = isset( $input[ $key ] ) ? sanitize_hex_color( $input[ $key ] ) : '';
		if ( ! $colour ) {
			if ( isset( $input[ $key ] ) && '' !== trim( (string) $input[ $key ] ) ) {
				add_settings_error( '__PREFIX__settings', '__PREFIX__' . $key, __( 'Colours must be hex colours such as #0f172a; the previous colour was kept.', '__TEXT_DOMAIN__' ) );
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
function __PREFIX__render_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$settings = __PREFIX__settings();
	$launched = (int) get_option( '__PREFIX__launched', 0 );
	$format   = get_option( 'date_format' ) . ' ' . get_option( 'time_format' );
	$preview  = add_query_arg( '__PREFIX__preview', '1', home_url( '/' ) );
	?>
	<div class="wrap __CSS_PREFIX__admin">
		<h1><?php echo esc_html( get_admin_page_title() ); ?></h1>
		<?php if ( $launched && empty( $settings['enabled'] ) ) : ?>
			<div class="notice notice-success"><p>
			<?php
			echo esc_html(
				sprintf(
					/* translators: %s: launch date and time. */
					__( 'Maintenance mode turned itself off at the launch on %s: visitors see the site.', '__TEXT_DOMAIN__' ),
					wp_date( $format, $launched )
				)
			);
			?>
			</p></div>
		<?php endif; ?>
		<div class="__CSS_PREFIX__admin__status <?php echo esc_attr( __PREFIX__is_active() ? '__CSS_PREFIX__admin__status--on' : '__CSS_PREFIX__admin__status--off' ); ?>">
			<strong>
			<?php
			if ( __PREFIX__is_active() ) {
				esc_html_e( 'Visitors see the coming soon page (HTTP 503). Administrators see the normal site.', '__TEXT_DOMAIN__' );
			} else {
				esc_html_e( 'Maintenance mode is off: visitors see the normal site.', '__TEXT_DOMAIN__' );
			}
			?>
			</strong>
			<a href="<?php echo esc_url( $preview ); ?>" target="_blank" rel="noopener"><?php esc_html_e( 'Preview the coming soon page', '__TEXT_DOMAIN__' ); ?></a>
		</div>
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
 * The on/off switch.
 */
function __PREFIX__render_enabled_field() {
	$settings = __PREFIX__settings();
	?>
	<label>
		<input type="checkbox" id="__PREFIX__enabled" name="__PREFIX__settings[enabled]" value="1" <?php checked( ! empty( $settings['enabled'] ) ); ?> />
		<?php esc_html_e( 'Show visitors the coming soon page', '__TEXT_DOMAIN__' ); ?>
	</label>
	<p class="description"><?php esc_html_e( 'Signed-in administrators keep seeing and editing the normal site; the login page keeps working.', '__TEXT_DOMAIN__' ); ?></p>
	<?php
}

/**
 * The launch date and time, in the site's time zone.
 */
function __PREFIX__render_launch_field() {
	$settings = __PREFIX__settings();
	$launch   = (int) $settings['launch_at'];
	?>
	<input type="datetime-local" id="__PREFIX__launch" name="__PREFIX__settings[launch]" value="<?php echo esc_attr( $launch ? wp_date( 'Y-m-d\TH:i', $launch ) : '' ); ?>" />
	<p class="description">
		<?php
		echo esc_html(
			sprintf(
				/* translators: %s: time zone name. */
				__( 'Time zone: %s. The countdown runs to this moment, and then maintenance mode turns itself off. Leave it empty to stay in maintenance mode until you switch it off.', '__TEXT_DOMAIN__' ),
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
function __PREFIX__render_logo_field() {
	$settings = __PREFIX__settings();
	$logo     = (int) $settings['logo_id'];
	?>
	<div class="__CSS_PREFIX__admin-logo">
		<input type="hidden" id="__PREFIX__logo_id" name="__PREFIX__settings[logo_id]" value="<?php echo esc_attr( (string) $logo ); ?>" />
		<div class="__CSS_PREFIX__admin-logo__preview"><?php echo $logo ? wp_kses_post( wp_get_attachment_image( $logo, 'medium' ) ) : ''; ?></div>
		<button type="button" class="button __CSS_PREFIX__admin-logo__choose" data-title="<?php esc_attr_e( 'Choose a logo', '__TEXT_DOMAIN__' ); ?>" data-button="<?php esc_attr_e( 'Use this logo', '__TEXT_DOMAIN__' ); ?>"><?php esc_html_e( 'Choose or upload a logo', '__TEXT_DOMAIN__' ); ?></button>
		<button type="button" class="button-link __CSS_PREFIX__admin-logo__remove" <?php echo $logo ? '' : 'hidden'; ?>><?php esc_html_e( 'Remove', '__TEXT_DOMAIN__' ); ?></button>
	</div>
	<p class="description"><?php esc_html_e( 'Without a logo the page shows the site\'s name.', '__TEXT_DOMAIN__' ); ?></p>
	<?php
}

/**
 * The heading.
 */
function __PREFIX__render_heading_field() {
	$settings = __PREFIX__settings();
	?>
	<input type="text" class="regular-text" id="__PREFIX__heading" name="__PREFIX__settings[heading]" value="<?php echo esc_attr( (string) $settings['heading'] ); ?>" />
	<?php
}

/**
 * The message (links and basic formatting allowed).
 */
function __PREFIX__render_message_field() {
	$settings = __PREFIX__settings();
	?>
	<textarea class="large-text" rows="5" id="__PREFIX__message" name="__PREFIX__settings[message]"><?php echo esc_textarea( (string) $settings['message'] ); ?></textarea>
	<p class="description"><?php esc_html_e( 'Links and basic formatting are allowed.', '__TEXT_DOMAIN__' ); ?></p>
	<?php
}

/**
 * Whether to show the countdown.
 */
function __PREFIX__render_countdown_field() {
	$settings = __PREFIX__settings();
	?>
	<label>
		<input type="checkbox" id="__PREFIX__show_countdown" name="__PREFIX__settings[show_countdown]" value="1" <?php checked( ! empty( $settings['show_countdown'] ) ); ?> />
		<?php esc_html_e( 'Show a countdown to the launch date', '__TEXT_DOMAIN__' ); ?>
	</label>
	<?php
}

/**
 * A colour picker.
 *
 * @param array $args Field arguments: key.
 */
function __PREFIX__render_colour_field( $args ) {
	$settings = __PREFIX__settings();
	$defaults = __PREFIX__default_settings();
	$key      = (string) $args['key'];
	?>
	<input type="text" class="__CSS_PREFIX__admin-colour" id="<?php echo esc_attr( '__PREFIX__' . $key ); ?>" name="<?php echo esc_attr( '__PREFIX__settings[' . $key . ']' ); ?>" value="<?php echo esc_attr( (string) $settings[ $key ] ); ?>" data-default-color="<?php echo esc_attr( (string) $defaults[ $key ] ); ?>" />
	<?php
}

/**
 * Adds a Settings link to the plugin's row on the Plugins screen.
 *
 * @param string[] $links Action links.
 * @return string[]
 */
function __PREFIX__action_link( $links ) {
	array_unshift( $links, '<a href="' . esc_url( admin_url( 'options-general.php?page=__CSS_PREFIX__settings' ) ) . '">' . esc_html__( 'Settings', '__TEXT_DOMAIN__' ) . '</a>' );
	return $links;
}
add_filter( 'plugin_action_links_' . __CONST_PREFIX__BASENAME, '__PREFIX__action_link' );
