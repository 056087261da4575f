<?php
/**
 * The plugin's shortcode (its tag is in the marker below): a styled message box.
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Registers the shortcode's stylesheet; it is enqueued only on pages that use the shortcode.
 */
function __PREFIX__register_shortcode_assets() {
	wp_register_style( '__CSS_PREFIX__shortcode', plugins_url( 'assets/shortcode.css', __DIR__ ), array(), __CONST_PREFIX__VERSION );
}
add_action( 'wp_enqueue_scripts', '__PREFIX__register_shortcode_assets' );

/**
 * Renders the shortcode: its title="…" and style="default|highlight" attributes, and an optional message between its tags.
 *
 * @param array|string $atts    Shortcode attributes.
 * @param string|null  $content Text between the opening and closing tag.
 * @return string
 */
function __PREFIX__render_shortcode( $atts, $content = null ) {
	if ( function_exists( '__PREFIX__get_setting' ) && ! __PREFIX__get_setting( 'enabled' ) ) {
		return '';
	}

	$atts = shortcode_atts(
		array(
			'title' => __( PLUGSMITH_PARAM_NAME, '__TEXT_DOMAIN__' ),
			'style' => 'default',
		),
		$atts,
		PLUGSMITH_PARAM_TAG
	);

	$message = ( is_string( $content ) && '' !== trim( $content ) ) ? $content : ( function_exists( '__PREFIX__get_setting' ) ? (string) __PREFIX__get_setting( 'message' ) : __( PLUGSMITH_PARAM_DEFAULT_MESSAGE, '__TEXT_DOMAIN__' ) );
	$style   = in_array( $atts['style'], array( 'default', 'highlight' ), true ) ? $atts['style'] : 'default';
	$accent  = ( function_exists( '__PREFIX__get_setting' ) ? (string) sanitize_hex_color( (string) __PREFIX__get_setting( 'accent_color' ) ) : '' );

	wp_enqueue_style( '__CSS_PREFIX__shortcode' );

	$html  = '<div class="' . esc_attr( '__CSS_PREFIX__box __CSS_PREFIX__box--' . $style ) . '"';
	$html .= $accent ? ' style="' . esc_attr( '--__CSS_PREFIX__accent: ' . $accent ) . '"' : '';
	$html .= '>';
	$html .= '<p class="__CSS_PREFIX__box__title">' . esc_html( $atts['title'] ) . '</p>';
	$html .= '<div class="__CSS_PREFIX__box__message">' . wp_kses_post( wpautop( do_shortcode( $message ) ) ) . '</div>';
	$html .= '</div>';

	return $html;
}
add_shortcode( PLUGSMITH_PARAM_TAG, '__PREFIX__render_shortcode' );
