<?php
/**
 * A message on the login page, above the form (a welcome, who to ask for an account, a notice).
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

add_filter( 'login_message', '__PREFIX__login_page_message' );

/**
 * Adds the message, as plain text in WordPress's message box, after any message WordPress shows.
 *
 * @param string $message What the login page would show above the form.
 * @return string
 */
function __PREFIX__login_page_message( $message ) {
	return $message . '<p class="message">' . esc_html( PLUGSMITH_PARAM_TEXT ) . '</p>';
}
