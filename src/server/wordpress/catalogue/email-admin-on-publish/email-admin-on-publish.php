<?php
/**
 * E-mail the site admin (or a chosen address) when someone else publishes a post: the author, the title
 * and links to read and edit it.
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
function __PREFIX__publish_recipient() {
	$chosen = PLUGSMITH_PARAM_RECIPIENT;
	return ( '' !== $chosen && is_email( $chosen ) ) ? $chosen : (string) get_option( 'admin_email' );
}

add_action( 'transition_post_status', '__PREFIX__publish_email', 10, 3 );

/**
 * Sends the e-mail when a post is published for the first time by someone other than the recipient.
 *
 * @param string  $new_status The post's new status.
 * @param string  $old_status Its status before.
 * @param WP_Post $post       The post.
 */
function __PREFIX__publish_email( $new_status, $old_status, $post ) {
	if ( 'publish' !== $new_status || 'publish' === $old_status || 'post' !== $post->post_type || wp_is_post_revision( $post ) ) {
		return;
	}
	$recipient = __PREFIX__publish_recipient();
	$author    = get_userdata( (int) $post->post_author );
	if ( ! $author || strtolower( $author->user_email ) === strtolower( $recipient ) ) {
		return;
	}
	$site    = wp_specialchars_decode( get_option( 'blogname' ), ENT_QUOTES );
	$title   = wp_specialchars_decode( get_the_title( $post ), ENT_QUOTES );
	$subject = sprintf(
		/* translators: 1: site name, 2: post title. */
		__( '[%1$s] New post published: %2$s', '__TEXT_DOMAIN__' ),
		$site,
		$title
	);
	$lines = array(
		/* translators: 1: author's name, 2: post title. */
		sprintf( __( '%1$s published "%2$s".', '__TEXT_DOMAIN__' ), $author->display_name, $title ),
		'',
		/* translators: %s: link to the post. */
		sprintf( __( 'Read it: %s', '__TEXT_DOMAIN__' ), get_permalink( $post ) ),
		/* translators: %s: link to edit the post. */
		sprintf( __( 'Edit it: %s', '__TEXT_DOMAIN__' ), admin_url( 'post.php?post=' . (int) $post->ID . '&action=edit' ) ),
	);
	wp_mail( $recipient, $subject, implode( "\n", $lines ) );
}
