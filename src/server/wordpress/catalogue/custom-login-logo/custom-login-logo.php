<?php
/**
 * A custom logo on the login page, instead of the WordPress logo, linking to this site (or a chosen address).
 * With no image address given it uses the site's own logo (Appearance → Editor or Customizer), else its icon.
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The logo's address: the one chosen, else the site's logo, else the site icon ('' when there is none).
 *
 * @return string
 */
function __PREFIX__login_logo_url() {
	$chosen = PLUGSMITH_PARAM_LOGO;
	if ( '' !== $chosen ) {
		return $chosen;
	}
	$logo_id = (int) get_theme_mod( 'custom_logo' );
	if ( ! $logo_id ) {
		$logo_id = (int) get_option( 'site_logo' );
	}
	$logo = $logo_id ? wp_get_attachment_image_url( $logo_id, 'medium' ) : '';
	return $logo ? $logo : (string) get_site_icon_url( 192 );
}

add_action( 'login_enqueue_scripts', '__PREFIX__login_logo_style' );

/**
 * Puts the logo in place of the WordPress logo, scaled to fit the box above the form.
 */
function __PREFIX__login_logo_style() {
	$url = __PREFIX__login_logo_url();
	if ( '' === $url ) {
		return;
	}
	$css = '#login h1 a, .login h1 a { background-image: url("' . esc_url( $url ) . '"); background-size: contain; background-position: center; width: 100%; max-width: 320px; height: 100px; }';
	wp_add_inline_style( 'login', $css );
}

add_filter( 'login_headerurl', '__PREFIX__login_logo_link' );

/**
 * Where the logo links: the chosen address, or this site's home page.
 *
 * @return string
 */
function __PREFIX__login_logo_link() {
	$link = PLUGSMITH_PARAM_LINK;
	if ( '' === $link ) {
		return home_url( '/' );
	}
	return 0 === strpos( $link, '/' ) ? home_url( $link ) : $link;
}

add_filter( 'login_headertext', '__PREFIX__login_logo_text' );

/**
 * The logo's text (read by screen readers): the site's name.
 *
 * @return string
 */
function __PREFIX__login_logo_text() {
	return get_bloginfo( 'name', 'display' );
}
