<?php
/**
 * Back-to-top button: a round button in the bottom corner of every page that appears once the visitor has
 * scrolled down and brings them back to the top.
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

add_action( 'wp_enqueue_scripts', '__PREFIX__back_to_top_assets' );

/**
 * The button's look and its script.
 */
function __PREFIX__back_to_top_assets() {
	$version = (string) filemtime( __FILE__ );
	wp_enqueue_style( '__CSS_PREFIX__back-to-top', plugin_dir_url( __DIR__ ) . 'assets/back-to-top-button.css', array(), $version );
	wp_enqueue_script( '__CSS_PREFIX__back-to-top', plugin_dir_url( __DIR__ ) . 'assets/back-to-top-button.js', array(), $version, true );
}

add_action( 'wp_footer', '__PREFIX__back_to_top_button' );

/**
 * The button, hidden until the page is scrolled.
 */
function __PREFIX__back_to_top_button() {
	echo '<button type="button" class="__CSS_PREFIX__back-to-top" style="background-color:' . esc_attr( PLUGSMITH_PARAM_COLOUR ) . ';" aria-label="' . esc_attr__( 'Back to top', '__TEXT_DOMAIN__' ) . '" hidden>&uarr;</button>';
}
