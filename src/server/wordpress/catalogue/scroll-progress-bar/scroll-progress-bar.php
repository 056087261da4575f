<?php
/**
 * Scroll progress bar: a thin bar across the top of each post that fills up as the visitor reads down.
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

add_action( 'wp_enqueue_scripts', '__PREFIX__scroll_progress_assets' );

/**
 * The bar's look and its script, on single posts.
 */
function __PREFIX__scroll_progress_assets() {
	if ( ! is_singular( 'post' ) ) {
		return;
	}
	$version = (string) filemtime( __FILE__ );
	wp_enqueue_style( '__CSS_PREFIX__scroll-progress', plugin_dir_url( __DIR__ ) . 'assets/scroll-progress-bar.css', array(), $version );
	wp_enqueue_script( '__CSS_PREFIX__scroll-progress', plugin_dir_url( __DIR__ ) . 'assets/scroll-progress-bar.js', array(), $version, true );
}

add_action( 'wp_footer', '__PREFIX__scroll_progress_bar' );

/**
 * The bar, empty until the post is scrolled.
 */
function __PREFIX__scroll_progress_bar() {
	if ( ! is_singular( 'post' ) ) {
		return;
	}
	echo '<div class="__CSS_PREFIX__scroll-progress" role="progressbar" aria-label="' . esc_attr__( 'Reading progress', '__TEXT_DOMAIN__' ) . '" aria-valuemin="0" aria-valuemax="100" aria-valuenow="0"><div class="__CSS_PREFIX__scroll-progress__fill" style="background-color:' . esc_attr( PLUGSMITH_PARAM_COLOUR ) . ';"></div></div>';
}
