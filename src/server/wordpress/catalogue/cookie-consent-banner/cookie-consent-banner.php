<?php
/**
 * Cookie consent banner: a banner at the bottom of every page with a short message, a link to the privacy
 * policy page (Settings → Privacy) and Accept and Decline buttons. The choice is kept in a cookie for
 * 180 days, so the banner does not come back, and other code can read it: __PREFIX__cookie_consent().
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The visitor's choice: 'accepted', 'declined', or '' when they have not chosen yet.
 *
 * @return string
 */
function __PREFIX__cookie_consent() {
	$choice = isset( $_COOKIE['__PREFIX__consent'] ) ? sanitize_key( wp_unslash( $_COOKIE['__PREFIX__consent'] ) ) : '';
	return in_array( $choice, array( 'accepted', 'declined' ), true ) ? $choice : '';
}

add_action( 'wp_enqueue_scripts', '__PREFIX__cookie_banner_assets' );

/**
 * The banner's look and its buttons' script, until the visitor has chosen.
 */
function __PREFIX__cookie_banner_assets() {
	if ( '' !== __PREFIX__cookie_consent() ) {
		return;
	}
	$version = (string) filemtime( __FILE__ );
	wp_enqueue_style( '__CSS_PREFIX__cookie-banner', plugin_dir_url( __DIR__ ) . 'assets/cookie-consent-banner.css', array(), $version );
	wp_enqueue_script( '__CSS_PREFIX__cookie-banner', plugin_dir_url( __DIR__ ) . 'assets/cookie-consent-banner.js', array(), $version, true );
}

add_action( 'wp_footer', '__PREFIX__cookie_banner' );

/**
 * The banner, until the visitor has chosen.
 */
function __PREFIX__cookie_banner() {
	if ( '' !== __PREFIX__cookie_consent() ) {
		return;
	}
	$policy = get_privacy_policy_url();
	echo '<div class="__CSS_PREFIX__cookie-banner" role="dialog" aria-live="polite" aria-label="' . esc_attr__( 'Cookie consent', '__TEXT_DOMAIN__' ) . '" data-cookie="' . esc_attr( '__PREFIX__consent' ) . '" style="background-color:' . esc_attr( PLUGSMITH_PARAM_COLOUR ) . ';">';
	echo '<p class="__CSS_PREFIX__cookie-banner__text">' . esc_html( PLUGSMITH_PARAM_MESSAGE );
	if ( $policy ) {
		echo ' <a href="' . esc_url( $policy ) . '">' . esc_html__( 'Privacy policy', '__TEXT_DOMAIN__' ) . '</a>';
	}
	echo '</p><div class="__CSS_PREFIX__cookie-banner__buttons">';
	echo '<button type="button" data-consent="declined">' . esc_html__( 'Decline', '__TEXT_DOMAIN__' ) . '</button>';
	echo '<button type="button" data-consent="accepted">' . esc_html__( 'Accept', '__TEXT_DOMAIN__' ) . '</button>';
	echo '</div></div>';
}
