<?php
/**
 * Settings → Site Colours: colours chosen with the WordPress colour picker, printed as CSS custom properties in wp_head.
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The colours the page lets people choose: key => label and default.
 *
 * @return array<string, array{label: string, default: string, help: string}>
 */
function __PREFIX__colours_fields() {
	return array(
		'primary' => array(
			'label'   => __( 'Primary colour', '__TEXT_DOMAIN__' ),
			'default' => '#0073aa',
			'help'    => __( 'Links and highlights.', '__TEXT_DOMAIN__' ),
		),
		'secondary' => array(
			'label'   => __( 'Secondary colour', '__TEXT_DOMAIN__' ),
			'default' => '#23282d',
			'help'    => __( 'Headings.', '__TEXT_DOMAIN__' ),
		),
		'accent' => array(
			'label'   => __( 'Accent colour', '__TEXT_DOMAIN__' ),
			'default' => '#d54e21',
			'help'    => __( 'Buttons.', '__TEXT_DOMAIN__' ),
		),
		'text' => array(
			'label'   => __( 'Text colour', '__TEXT_DOMAIN__' ),
			'default' => '#1e1e1e',
			'help'    => __( 'Body text.', '__TEXT_DOMAIN__' ),
		),
		'background' => array(
			'label'   => __( 'Background colour', '__TEXT_DOMAIN__' ),
			'default' => '#ffffff',
			'help'    => __( 'Page background.', '__TEXT_DOMAIN__' ),
		),
	);
}

/**
 * The saved colours, with defaults.
 *
 * @return array<string, mixed>
 */
function __PREFIX__colours_get() {
	$saved    = get_option( '__PREFIX__colours', array() );
	$defaults = array( 'apply' => true );
	foreach ( __PREFIX__colours_fields() as $key => $field ) {
		$defaults[ $key ] = $field['default'];
	}
	return wp_parse_args( is_array( $saved ) ? $saved : array(), $defaults );
}

/**
 * Registers the colours setting, its section and one field per colour.
 */
function __PREFIX__colours_register_settings() {
	register_setting(
		'__PREFIX__colours_group',
		'__PREFIX__colours',
		array(
			'type'              => 'array',
			'sanitize_callback' => '__PREFIX__colours_sanitize',
		)
	);
	add_settings_section( '__PREFIX__colours_main', __( 'Colours', '__TEXT_DOMAIN__' ), '__PREFIX__colours_render_section', '__CSS_PREFIX__site-colours' );
	foreach ( __PREFIX__colours_fields() as $key => $field ) {
		add_settings_field(
			'__PREFIX__colours_' . $key,
			$field['label'],
			'__PREFIX__colours_render_colour_field',
			'__CSS_PREFIX__site-colours',
			'__PREFIX__colours_main',
			array(
				'label_for' => '__PREFIX__colours_' . $key,
				'key'       => $key,
			)
		);
	}
	add_settings_field( '__PREFIX__colours_apply', __( 'Apply to the theme', '__TEXT_DOMAIN__' ), '__PREFIX__colours_render_apply_field', '__CSS_PREFIX__site-colours', '__PREFIX__colours_main' );
}
add_action( 'admin_init', '__PREFIX__colours_register_settings' );

/**
 * Keeps only valid hex colours (sanitize_hex_color); an invalid one keeps its previous value.
 *
 * @param mixed $input Submitted values.
 * @return array<string, mixed>
 */
function __PREFIX__colours_sanitize( $input ) {
	$input   = is_array( $input ) ? $input : array();
	$current = __PREFIX__colours_get();
	$clean   = array( 'apply' => ! empty( $input['apply'] ) );
	foreach ( __PREFIX__colours_fields() as $key => $field ) {
		$colour = isset( $input[ $key ] ) ? sanitize_hex_color( $input[ $key ] ) : null;
		if ( ! $colour ) {
			add_settings_error(
				'__PREFIX__colours',
				'__PREFIX__colours_' . $key,
				sprintf(
					/* translators: %s: colour name. */
					__( '%s must be a hex colour such as #0073aa; the previous value was kept.', '__TEXT_DOMAIN__' ),
					$field['label']
				)
			);
			$colour = sanitize_hex_color( (string) $current[ $key ] );
		}
		$clean[ $key ] = $colour ? $colour : $field['default'];
	}
	return $clean;
}

/**
 * Adds Settings → Site Colours.
 */
function __PREFIX__colours_add_page() {
	add_options_page( __( 'Site Colours', '__TEXT_DOMAIN__' ), __( 'Site Colours', '__TEXT_DOMAIN__' ), 'manage_options', '__CSS_PREFIX__site-colours', '__PREFIX__colours_render_page' );
}
add_action( 'admin_menu', '__PREFIX__colours_add_page' );

/**
 * Prints Settings → Site Colours.
 */
function __PREFIX__colours_render_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	?>
	<div class="wrap">
		<h1><?php echo esc_html( get_admin_page_title() ); ?></h1>
		<form action="options.php" method="post">
			<?php
			settings_fields( '__PREFIX__colours_group' );
			do_settings_sections( '__CSS_PREFIX__site-colours' );
			submit_button();
			?>
		</form>
	</div>
	<?php
}

/**
 * Explains how the colours are used.
 */
function __PREFIX__colours_render_section() {
	echo '<p>' . esc_html__( 'The colours are available to your theme and custom CSS as CSS custom properties, for example var(--__CSS_PREFIX__primary).', '__TEXT_DOMAIN__' ) . '</p>';
}

/**
 * One colour field, turned into a colour picker by assets/site-colours.js.
 *
 * @param array{key: string} $args Field arguments.
 */
function __PREFIX__colours_render_colour_field( $args ) {
	$fields = __PREFIX__colours_fields();
	$key    = $args['key'];
	if ( ! isset( $fields[ $key ] ) ) {
		return;
	}
	$colours = __PREFIX__colours_get();
	?>
	<input type="text" class="__CSS_PREFIX__colours-field" id="<?php echo esc_attr( '__PREFIX__colours_' . $key ); ?>" name="<?php echo esc_attr( '__PREFIX__colours[' . $key . ']' ); ?>" value="<?php echo esc_attr( (string) $colours[ $key ] ); ?>" data-default-color="<?php echo esc_attr( $fields[ $key ]['default'] ); ?>" />
	<p class="description"><?php echo esc_html( $fields[ $key ]['help'] ); ?></p>
	<?php
}

/**
 * The "apply to the theme" checkbox.
 */
function __PREFIX__colours_render_apply_field() {
	$colours = __PREFIX__colours_get();
	?>
	<label>
		<input type="checkbox" name="__PREFIX__colours[apply]" value="1" <?php checked( ! empty( $colours['apply'] ) ); ?> />
		<?php esc_html_e( 'Also use the colours for the page background, text, headings, links and buttons.', '__TEXT_DOMAIN__' ); ?>
	</label>
	<?php
}

/**
 * Loads the colour picker on the Site Colours page only.
 *
 * @param string $hook_suffix The current admin page.
 */
function __PREFIX__colours_admin_assets( $hook_suffix ) {
	if ( 'settings_page___CSS_PREFIX__site-colours' !== $hook_suffix ) {
		return;
	}
	wp_enqueue_style( 'wp-color-picker' );
	wp_enqueue_script( '__CSS_PREFIX__colours-admin', plugins_url( 'assets/site-colours.js', __DIR__ ), array( 'jquery', 'wp-color-picker' ), __CONST_PREFIX__VERSION, true );
}
add_action( 'admin_enqueue_scripts', '__PREFIX__colours_admin_assets' );

/**
 * Prints the colours as CSS custom properties in the page head. Every value passes
 * sanitize_hex_color again and the CSS is escaped on output.
 */
function __PREFIX__colours_print_css() {
	$colours = __PREFIX__colours_get();
	$css     = ':root{';
	foreach ( array_keys( __PREFIX__colours_fields() ) as $key ) {
		$colour = sanitize_hex_color( (string) $colours[ $key ] );
		if ( $colour ) {
			$css .= '--__CSS_PREFIX__' . $key . ':' . $colour . ';';
		}
	}
	$css .= '}';
	if ( ! empty( $colours['apply'] ) ) {
		$css .= 'body{background-color:var(--__CSS_PREFIX__background);color:var(--__CSS_PREFIX__text);}';
		$css .= 'h1,h2,h3,h4,h5,h6{color:var(--__CSS_PREFIX__secondary);}';
		$css .= 'a{color:var(--__CSS_PREFIX__primary);}';
		$css .= '.wp-element-button,.wp-block-button__link,button,input[type=submit]{background-color:var(--__CSS_PREFIX__accent);color:#fff;}';
	}
	echo '<style id="__CSS_PREFIX__colours">' . esc_html( $css ) . '</style>' . "\n";
}
add_action( 'wp_head', '__PREFIX__colours_print_css', 20 );

/**
 * Adds a Settings link to the plugin's row on the Plugins screen.
 *
 * @param string[] $links Action links.
 * @return string[]
 */
function __PREFIX__colours_action_link( $links ) {
	array_unshift( $links, '<a href="' . esc_url( admin_url( 'options-general.php?page=__CSS_PREFIX__site-colours' ) ) . '">' . esc_html__( 'Settings', '__TEXT_DOMAIN__' ) . '</a>' );
	return $links;
}
add_filter( 'plugin_action_links_' . __CONST_PREFIX__BASENAME, '__PREFIX__colours_action_link' );
