<?php
/**
 * Admin footer text: the line at the bottom of every wp-admin screen ("Thank you for creating with
 * WordPress") says the site's own text instead.
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

add_filter( 'admin_footer_text', '__PREFIX__admin_footer_text', 20 );

/**
 * The chosen text, as plain text; the site's name when none was chosen.
 *
 * @return string
 */
function __PREFIX__admin_footer_text() {
	$text = PLUGSMITH_PARAM_TEXT;
	return '<span id="footer-thankyou">' . esc_html( '' !== $text ? $text : get_bloginfo( 'name' ) ) . '</span>';
}
