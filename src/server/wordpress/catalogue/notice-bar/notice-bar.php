<?php
/**
 * Notice bar: a bar with a short message at the top of every page of the site, in the chosen colours, that
 * a visitor may close when it is dismissible. When the colour is the site owner's to pick, Settings → Notice
 * Bar has a colour field.
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Whether the bar's colour is a setting the administrator picks (else it is the colour it was built with).
 *
 * @return bool
 */
function __PREFIX__notice_bar_colour_is_setting() {
	return 'yes' === PLUGSMITH_PARAM_PICKER;
}

/**
 * The bar as it is shown: message, background and text colours, and whether it can be closed.
 *
 * @return array{message: string, background: string, color: string, dismissible: bool}
 */
function __PREFIX__notice_bar_settings() {
	$message = PLUGSMITH_PARAM_MESSAGE;
	if ( '' === $message ) {
		/* translators: %s: the site's name. */
		$message = sprintf( __( 'Welcome to %s', '__TEXT_DOMAIN__' ), get_bloginfo( 'name' ) );
	}
	$background = PLUGSMITH_PARAM_BACKGROUND;
	$picked     = get_option( '__PREFIX__notice_bar_colour' );
	// A colour picked for the colour the bar was built with; a newer colour asked for in Plugsmith wins.
	if ( __PREFIX__notice_bar_colour_is_setting() && is_array( $picked ) && isset( $picked['colour'], $picked['base'] ) && $picked['base'] === $background ) {
		$chosen     = sanitize_hex_color( (string) $picked['colour'] );
		$background = $chosen ? $chosen : $background;
	}
	return array(
		'message'     => $message,
		'background'  => $background,
		'color'       => PLUGSMITH_PARAM_COLOR,
		'dismissible' => 'yes' === PLUGSMITH_PARAM_DISMISSIBLE,
	);
}

add_action( 'wp_enqueue_scripts', '__PREFIX__notice_bar_assets' );

/**
 * The bar's layout, and the script that closes it, on the site's pages.
 */
function __PREFIX__notice_bar_assets() {
	$bar = __PREFIX__notice_bar_settings();
	$version = (string) filemtime( __FILE__ );
	wp_enqueue_style( '__CSS_PREFIX__notice-bar', plugin_dir_url( __DIR__ ) . 'assets/notice-bar.css', array(), $version );
	if ( $bar['dismissible'] ) {
		wp_enqueue_script( '__CSS_PREFIX__notice-bar', plugin_dir_url( __DIR__ ) . 'assets/notice-bar.js', array(), $version, true );
	}
}

// wp_body_open: right after <body>, in classic themes and in block themes such as the default theme.
add_action( 'wp_body_open', '__PREFIX__notice_bar_render' );

/**
 * Prints the bar at the top of the page.
 */
function __PREFIX__notice_bar_render() {
	$bar   = __PREFIX__notice_bar_settings();
	$style = 'background-color:' . $bar['background'] . ';color:' . $bar['color'] . ';';
	echo '<div class="__CSS_PREFIX__notice-bar" role="region" aria-label="' . esc_attr__( 'Notice', '__TEXT_DOMAIN__' ) . '" style="' . esc_attr( $style ) . '"';
	if ( $bar['dismissible'] ) {
		// A new message shows again to visitors who closed the old one.
		echo ' data-dismiss-key="' . esc_attr( '__PREFIX__notice_bar_' . md5( $bar['message'] ) ) . '"';
	}
	echo '><p class="__CSS_PREFIX__notice-bar__text">' . esc_html( $bar['message'] ) . '</p>';
	if ( $bar['dismissible'] ) {
		echo '<button type="button" class="__CSS_PREFIX__notice-bar__close" style="color:' . esc_attr( $bar['color'] ) . ';" aria-label="' . esc_attr__( 'Close this notice', '__TEXT_DOMAIN__' ) . '">&times;</button>';
	}
	echo '</div>';
}

add_action( 'admin_init', '__PREFIX__notice_bar_register_settings' );

/**
 * The bar's settings: its message, and its colour when that is the administrator's to pick.
 */
function __PREFIX__notice_bar_register_settings() {
	if ( ! __PREFIX__notice_bar_colour_is_setting() ) {
		return;
	}
	register_setting(
		'__PREFIX__notice_bar',
		'__PREFIX__notice_bar_colour',
		array(
			'type'              => 'array',
			'sanitize_callback' => '__PREFIX__notice_bar_sanitize_colour',
		)
	);
}

/**
 * The picked colour, kept with the colour the bar was built with.
 *
 * @param mixed $value The submitted value.
 * @return array{colour: string, base: string}
 */
function __PREFIX__notice_bar_sanitize_colour( $value ) {
	$colour = is_array( $value ) && isset( $value['colour'] ) ? sanitize_hex_color( (string) $value['colour'] ) : sanitize_hex_color( (string) $value );
	return array(
		'colour' => $colour ? $colour : PLUGSMITH_PARAM_BACKGROUND,
		'base'   => PLUGSMITH_PARAM_BACKGROUND,
	);
}

add_action( 'admin_menu', '__PREFIX__notice_bar_menu' );

/**
 * Settings → Notice Bar, when the colour is the administrator's to pick.
 */
function __PREFIX__notice_bar_menu() {
	if ( ! __PREFIX__notice_bar_colour_is_setting() ) {
		return;
	}
	add_options_page(
		__( 'Notice Bar', '__TEXT_DOMAIN__' ),
		__( 'Notice Bar', '__TEXT_DOMAIN__' ),
		'manage_options',
		'__CSS_PREFIX__notice-bar',
		'__PREFIX__notice_bar_page'
	);
}

/**
 * The settings page: the bar's colour.
 */
function __PREFIX__notice_bar_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$bar = __PREFIX__notice_bar_settings();
	?>
	<div class="wrap">
		<h1><?php esc_html_e( 'Notice Bar', '__TEXT_DOMAIN__' ); ?></h1>
		<form method="post" action="options.php">
			<?php settings_fields( '__PREFIX__notice_bar' ); ?>
			<table class="form-table" role="presentation">
				<tr>
					<th scope="row"><label for="__CSS_PREFIX__notice-bar-colour"><?php esc_html_e( 'Bar colour', '__TEXT_DOMAIN__' ); ?></label></th>
					<td>
						<input type="color" id="__CSS_PREFIX__notice-bar-colour" name="__PREFIX__notice_bar_colour[colour]" value="<?php echo esc_attr( $bar['background'] ); ?>">
						<p class="description"><?php echo esc_html( $bar['message'] ); ?></p>
					</td>
				</tr>
			</table>
			<?php submit_button(); ?>
		</form>
	</div>
	<?php
}
