<?php
/**
 * Disable self-pingbacks: a post that links to another post of this site no longer pings it, so no
 * "pingback" comment from the site to itself.
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

add_action( 'pre_ping', '__PREFIX__no_self_pings' );

/**
 * Takes this site's own addresses out of the links WordPress is about to ping.
 *
 * @param string[] $links The links found in the post (changed in place).
 */
function __PREFIX__no_self_pings( &$links ) {
	$home = home_url();
	foreach ( $links as $index => $link ) {
		if ( 0 === strpos( (string) $link, $home ) ) {
			unset( $links[ $index ] );
		}
	}
}
