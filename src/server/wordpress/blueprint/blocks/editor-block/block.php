<?php
/**
 * The plugin's block for the block editor (its name is registered below), rendered on the server.
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Registers the block with its editor script and stylesheet.
 */
function __PREFIX__block_register() {
	wp_register_script(
		'__CSS_PREFIX__block-editor',
		plugins_url( 'assets/block.js', __DIR__ ),
		array( 'wp-blocks', 'wp-element', 'wp-block-editor', 'wp-components', 'wp-i18n' ),
		__CONST_PREFIX__VERSION,
		true
	);
	wp_set_script_translations( '__CSS_PREFIX__block-editor', '__TEXT_DOMAIN__' );
	wp_register_style( '__CSS_PREFIX__block', plugins_url( 'assets/block.css', __DIR__ ), array(), __CONST_PREFIX__VERSION );

	register_block_type(
		PLUGSMITH_PARAM_BLOCK_NAME,
		array(
			'api_version'     => 3,
			'editor_script'   => '__CSS_PREFIX__block-editor',
			'style'           => '__CSS_PREFIX__block',
			'attributes'      => array(
				'title'   => array(
					'type'    => 'string',
					'default' => '',
				),
				'message' => array(
					'type'    => 'string',
					'default' => '',
				),
			),
			'render_callback' => '__PREFIX__block_render',
		)
	);
}
add_action( 'init', '__PREFIX__block_register' );

/**
 * Renders the block on the site. Attributes come from the post content, so every value is escaped.
 *
 * @param array $attributes Block attributes.
 * @return string
 */
function __PREFIX__block_render( $attributes ) {
	$title   = isset( $attributes['title'] ) && '' !== $attributes['title'] ? (string) $attributes['title'] : __( PLUGSMITH_PARAM_NAME, '__TEXT_DOMAIN__' );
	$message = isset( $attributes['message'] ) && '' !== $attributes['message'] ? (string) $attributes['message'] : ( function_exists( '__PREFIX__get_setting' ) ? (string) __PREFIX__get_setting( 'message' ) : __( PLUGSMITH_PARAM_DEFAULT_MESSAGE, '__TEXT_DOMAIN__' ) );
	$accent  = ( function_exists( '__PREFIX__get_setting' ) ? (string) sanitize_hex_color( (string) __PREFIX__get_setting( 'accent_color' ) ) : '' );
	$extra   = array( 'class' => '__CSS_PREFIX__block' );
	if ( $accent ) {
		$extra['style'] = '--__CSS_PREFIX__block-accent: ' . $accent;
	}

	return sprintf(
		'<div %1$s><p class="__CSS_PREFIX__block__title">%2$s</p><p class="__CSS_PREFIX__block__message">%3$s</p></div>',
		get_block_wrapper_attributes( $extra ),
		esc_html( $title ),
		esc_html( $message )
	);
}
