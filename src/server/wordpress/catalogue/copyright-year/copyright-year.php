<?php
/**
 * Copyright year: the [year] shortcode prints the current year, and [copyright] prints
 * "© <first year>–<this year> <site name>", so a footer never shows last year.
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

add_action( 'init', '__PREFIX__copyright_register' );

/**
 * Registers [year] and [copyright].
 */
function __PREFIX__copyright_register() {
	add_shortcode( 'year', '__PREFIX__year_shortcode' );
	add_shortcode( 'copyright', '__PREFIX__copyright_shortcode' );
}

/**
 * The current year, in the site's time zone.
 *
 * @return string
 */
function __PREFIX__year_shortcode() {
	return esc_html( wp_date( 'Y' ) );
}

/**
 * "© 2019–2026 Site name"; only this year when the site started this year or no first year was given.
 *
 * @return string
 */
function __PREFIX__copyright_shortcode() {
	$first = PLUGSMITH_PARAM_START_YEAR;
	$year  = (int) wp_date( 'Y' );
	$years = ( $first > 0 && $first < $year ) ? $first . '–' . $year : (string) $year;
	return '<span class="__CSS_PREFIX__copyright">&copy; ' . esc_html( $years . ' ' . get_bloginfo( 'name' ) ) . '</span>';
}
