<?php
/**
 * The plugin's settings page under Settings, built with the Settings API.
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Default values of the plugin's settings.
 *
 * @return array<string, mixed>
 */
function __PREFIX__settings_defaults() {
	return array(
		'enabled'      => true,
		'message'      => __( PLUGSMITH_PARAM_DEFAULT_MESSAGE, '__TEXT_DOMAIN__' ),
		'accent_color' => '#0073aa',
	);
}

/**
 * One setting, or its default when it was never saved.
 *
 * @param string $key Setting name.
 * @return mixed
 */
function __PREFIX__get_setting( $key ) {
	$saved    = get_option( '__PREFIX__settings', array() );
	$settings = wp_parse_args( is_array( $saved ) ? $saved : array(), __PREFIX__settings_defaults() );
	return isset( $settings[ $key ] ) ? $settings[ $key ] : null;
}

/**
 * Registers the setting, its section and its fields.
 */
function __PREFIX__register_settings() {
	register_setting(
		'__PREFIX__settings_group',
		'__PREFIX__settings',
		array(
			'type'              => 'array',
			'sanitize_callback' => '__PREFIX__sanitize_settings',
			'default'           => __PREFIX__settings_defaults(),
		)
	);

	add_settings_section( '__PREFIX__general', __( 'General', '__TEXT_DOMAIN__' ), '__return_false', '__CSS_PREFIX__settings' );

	add_settings_field( '__PREFIX__enabled', __( 'Show on the site', '__TEXT_DOMAIN__' ), '__PREFIX__render_enabled_field', '__CSS_PREFIX__settings', '__PREFIX__general', array( 'label_for' => '__PREFIX__enabled' ) );
	add_settings_field( '__PREFIX__message', __( 'Message', '__TEXT_DOMAIN__' ), '__PREFIX__render_message_field', '__CSS_PREFIX__settings', '__PREFIX__general', array( 'label_for' => '__PREFIX__message' ) );
	add_settings_field( '__PREFIX__accent_color', __( 'Accent colour', '__TEXT_DOMAIN__' ), '__PREFIX__render_accent_color_field', '__CSS_PREFIX__settings', '__PREFIX__general', array( 'label_for' => '__PREFIX__accent_color' ) );
}
add_action( 'admin_init', '__PREFIX__register_settings' );

/**
 * Cleans the submitted settings before WordPress stores them.
 *
 * @param mixed $input Submitted values (already unslashed by options.php).
 * @return array<string, mixed>
 */
function __PREFIX__sanitize_settings( $input ) {
	$input    = is_array( $input ) ? $input : array();
	$defaults = __PREFIX__settings_defaults();

	$color = isset( $input['accent_color'] ) ? sanitize_hex_color( $input['accent_color'] ) : '';
	if ( ! $color ) {
		add_settings_error( '__PREFIX__settings', '__PREFIX__accent_color', __( 'The accent colour must be a hex colour such as #0073aa; the previous colour was kept.', '__TEXT_DOMAIN__' ) );
		$color = sanitize_hex_color( (string) __PREFIX__get_setting( 'accent_color' ) );
	}

	return array(
		'enabled'      => ! empty( $input['enabled'] ),
		'message'      => isset( $input['message'] ) ? sanitize_text_field( $input['message'] ) : $defaults['message'],
		'accent_color' => $color ? $color : $defaults['accent_color'],
	);
}

/**
 * Adds the plugin's page under Settings.
 */
function __PREFIX__add_settings_page() {
	add_options_page(
		__( PLUGSMITH_PARAM_PAGE_TITLE, '__TEXT_DOMAIN__' ),
		__( PLUGSMITH_PARAM_NAME, '__TEXT_DOMAIN__' ),
		'manage_options',
		'__CSS_PREFIX__settings',
		'__PREFIX__render_settings_page'
	);
}
add_action( 'admin_menu', '__PREFIX__add_settings_page' );

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
 * The "Show on the site" checkbox.
 */
function __PREFIX__render_enabled_field() {
	?>
	<label>
		<input type="checkbox" id="__PREFIX__enabled" name="__PREFIX__settings[enabled]" value="1" <?php checked( (bool) __PREFIX__get_setting( 'enabled' ) ); ?> />
		<?php esc_html_e( 'Show the plugin\'s shortcode, block and widget output to visitors.', '__TEXT_DOMAIN__' ); ?>
	</label>
	<?php
}

/**
 * The message field.
 */
function __PREFIX__render_message_field() {
	?>
	<input type="text" class="regular-text" id="__PREFIX__message" name="__PREFIX__settings[message]" value="<?php echo esc_attr( (string) __PREFIX__get_setting( 'message' ) ); ?>" />
	<p class="description"><?php esc_html_e( 'Shown by the plugin\'s shortcode, block, widget and notice.', '__TEXT_DOMAIN__' ); ?></p>
	<?php
}

/**
 * The accent colour field, turned into a colour picker by assets/settings.js.
 */
function __PREFIX__render_accent_color_field() {
	?>
	<input type="text" class="__CSS_PREFIX__color-field" id="__PREFIX__accent_color" name="__PREFIX__settings[accent_color]" value="<?php echo esc_attr( (string) __PREFIX__get_setting( 'accent_color' ) ); ?>" data-default-color="#0073aa" />
	<?php
}

/**
 * Loads the colour picker on the settings page only.
 *
 * @param string $hook_suffix The current admin page.
 */
function __PREFIX__settings_assets( $hook_suffix ) {
	if ( 'settings_page___CSS_PREFIX__settings' !== $hook_suffix ) {
		return;
	}
	wp_enqueue_style( 'wp-color-picker' );
	wp_enqueue_script( '__CSS_PREFIX__settings', plugins_url( 'assets/settings.js', __DIR__ ), array( 'jquery', 'wp-color-picker' ), __CONST_PREFIX__VERSION, true );
}
add_action( 'admin_enqueue_scripts', '__PREFIX__settings_assets' );

/**
 * Adds a Settings link to the plugin's row on the Plugins screen.
 *
 * @param string[] $links Action links.
 * @return string[]
 */
function __PREFIX__settings_action_link( $links ) {
	$url = admin_url( 'options-general.php?page=__CSS_PREFIX__settings' );
	array_unshift( $links, '<a href="' . esc_url( $url ) . '">' . esc_html__( 'Settings', '__TEXT_DOMAIN__' ) . '</a>' );
	return $links;
}
add_filter( 'plugin_action_links_' . __CONST_PREFIX__BASENAME, '__PREFIX__settings_action_link' );
