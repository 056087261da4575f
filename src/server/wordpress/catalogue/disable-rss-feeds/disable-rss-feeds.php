<?php
/**
 * Disable the RSS feeds: every feed of the site (posts, comments, categories, Atom and RDF) answers "page
 * not found", and the page head no longer links to them.
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

remove_action( 'wp_head', 'feed_links', 2 );
remove_action( 'wp_head', 'feed_links_extra', 3 );

foreach ( array( 'do_feed', 'do_feed_rdf', 'do_feed_rss', 'do_feed_rss2', 'do_feed_atom', 'do_feed_rss2_comments', 'do_feed_atom_comments' ) as $__PREFIX__feed_hook ) {
	add_action( $__PREFIX__feed_hook, '__PREFIX__feed_not_found', 1 );
}
unset( $__PREFIX__feed_hook );

/**
 * Answers a feed request with "page not found" and a link to the home page.
 */
function __PREFIX__feed_not_found() {
	wp_die(
		sprintf(
			/* translators: %s: link to the home page. */
			esc_html__( 'This site has no feed. Visit the %s to read it.', '__TEXT_DOMAIN__' ),
			'<a href="' . esc_url( home_url( '/' ) ) . '">' . esc_html__( 'home page', '__TEXT_DOMAIN__' ) . '</a>'
		),
		esc_html__( 'No feed', '__TEXT_DOMAIN__' ),
		array( 'response' => 404 )
	);
}
