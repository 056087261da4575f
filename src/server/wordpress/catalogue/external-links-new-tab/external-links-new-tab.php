<?php
/**
 * External links in a new tab: links in posts and pages to other sites open in a new tab, with
 * rel="noopener noreferrer" so the other site cannot reach back into this one.
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

add_filter( 'the_content', '__PREFIX__external_links', 20 );

/**
 * The content with target="_blank" and rel="noopener noreferrer" on each link to another host.
 *
 * @param string $content The post's content, as HTML.
 * @return string
 */
function __PREFIX__external_links( $content ) {
	if ( ! is_string( $content ) || false === stripos( $content, '<a' ) || ! class_exists( 'WP_HTML_Tag_Processor' ) ) {
		return $content;
	}
	$home = wp_parse_url( home_url(), PHP_URL_HOST );
	$tags = new WP_HTML_Tag_Processor( $content );
	while ( $tags->next_tag( 'a' ) ) {
		$href = $tags->get_attribute( 'href' );
		if ( ! is_string( $href ) || ! preg_match( '#^(?:https?:)?//#i', $href ) ) {
			continue;
		}
		$host = wp_parse_url( $href, PHP_URL_HOST );
		if ( ! $host || strtolower( $host ) === strtolower( (string) $home ) ) {
			continue;
		}
		$tags->set_attribute( 'target', '_blank' );
		$rel = $tags->get_attribute( 'rel' );
		$rel = is_string( $rel ) ? preg_split( '/\s+/', trim( $rel ) ) : array();
		$tags->set_attribute( 'rel', implode( ' ', array_unique( array_filter( array_merge( $rel, array( 'noopener', 'noreferrer' ) ) ) ) ) );
	}
	return $tags->get_updated_html();
}
