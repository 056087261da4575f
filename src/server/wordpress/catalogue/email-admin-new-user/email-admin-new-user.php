<?php
/**
 * E-mail the site admin (or a chosen address) when a new user account is created: by registration, by
 * an administrator, or by another plugin.
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Where the e-mail goes: the chosen address, or the site's admin e-mail (Settings → General).
 *
 * @return string
 */
function __PREFIX__new_user_recipient() {
	$chosen = PLUGSMITH_PARAM_RECIPIENT;
	return ( '' !== $chosen && is_email( $chosen ) ) ? $chosen : (string) get_option( 'admin_email' );
}

// WordPress's own admin notice covers only registrations through its form; this e-mail covers every new
// account, so the built-in one is switched off to avoid two e-mails for the same registration.
add_filter( 'wp_send_new_user_notification_to_admin', '__return_false' );

add_action( 'user_register', '__PREFIX__new_user_email', 10, 1 );

/**
 * Sends the e-mail about a new user: name, e-mail address, role, and a link to the profile.
 *
 * @param int $user_id The new user's ID.
 */
function __PREFIX__new_user_email( $user_id ) {
	$user = get_userdata( $user_id );
	if ( ! $user ) {
		return;
	}
	$site    = wp_specialchars_decode( get_option( 'blogname' ), ENT_QUOTES );
	$roles   = implode( ', ', array_map( 'translate_user_role', array_map( 'ucfirst', (array) $user->roles ) ) );
	$subject = sprintf(
		/* translators: 1: site name, 2: user name. */
		__( '[%1$s] New user registration: %2$s', '__TEXT_DOMAIN__' ),
		$site,
		$user->user_login
	);
	$lines = array(
		/* translators: %s: site name. */
		sprintf( __( 'A new user account was created on %s.', '__TEXT_DOMAIN__' ), $site ),
		'',
		/* translators: %s: user name. */
		sprintf( __( 'Username: %s', '__TEXT_DOMAIN__' ), $user->user_login ),
		/* translators: %s: e-mail address. */
		sprintf( __( 'E-mail: %s', '__TEXT_DOMAIN__' ), $user->user_email ),
		/* translators: %s: role names. */
		sprintf( __( 'Role: %s', '__TEXT_DOMAIN__' ), '' !== $roles ? $roles : __( 'none', '__TEXT_DOMAIN__' ) ),
		/* translators: %s: link to the user's profile. */
		sprintf( __( 'Profile: %s', '__TEXT_DOMAIN__' ), admin_url( 'user-edit.php?user_id=' . (int) $user_id ) ),
	);
	wp_mail( __PREFIX__new_user_recipient(), $subject, implode( "\n", $lines ) );
}
