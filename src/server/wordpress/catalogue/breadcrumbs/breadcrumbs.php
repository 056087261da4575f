<?php
/**
 * Breadcrumbs: the [breadcrumbs] shortcode (Home › Category › Post, Home › Parent page › Page, …) and,
 * when chosen, the same trail above the content of every post and page.
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

add_action( 'init', '__PREFIX__breadcrumbs_register' );

/**
 * Registers the [breadcrumbs] shortcode.
 */
function __PREFIX__breadcrumbs_register() {
	add_shortcode( 'breadcrumbs', '__PREFIX__breadcrumbs' );
}

/**
 * The trail to the page being viewed: a list of [label, URL] pairs, the last one without a URL.
 *
 * @return array<int, array{0: string, 1: string}>
 */
function __PREFIX__breadcrumbs_trail() {
	$trail = array( array( __( 'Home', '__TEXT_DOMAIN__' ), home_url( '/' ) ) );
	if ( is_front_page() ) {
		return array( array( __( 'Home', '__TEXT_DOMAIN__' ), '' ) );
	}
	$object = get_queried_object();
	if ( is_singular() && $object instanceof WP_Post ) {
		if ( 'post' === $object->post_type ) {
			$categories = get_the_category( $object->ID );
			if ( $categories ) {
				$trail = array_merge( $trail, __PREFIX__breadcrumbs_terms( $categories[0] ) );
			}
		} elseif ( is_post_type_hierarchical( $object->post_type ) ) {
			foreach ( array_reverse( get_post_ancestors( $object ) ) as $ancestor ) {
				$trail[] = array( get_the_title( $ancestor ), get_permalink( $ancestor ) );
			}
		}
		$trail[] = array( get_the_title( $object ), '' );
	} elseif ( ( is_category() || is_tag() || is_tax() ) && $object instanceof WP_Term ) {
		$terms = __PREFIX__breadcrumbs_terms( $object );
		array_pop( $terms );
		$trail   = array_merge( $trail, $terms );
		$trail[] = array( $object->name, '' );
	} elseif ( is_home() ) {
		$trail[] = array( get_the_title( (int) get_option( 'page_for_posts' ) ), '' );
	} elseif ( is_search() ) {
		/* translators: %s: the search terms. */
		$trail[] = array( sprintf( __( 'Search results for "%s"', '__TEXT_DOMAIN__' ), get_search_query( false ) ), '' );
	} elseif ( is_404() ) {
		$trail[] = array( __( 'Page not found', '__TEXT_DOMAIN__' ), '' );
	} elseif ( is_archive() ) {
		$trail[] = array( wp_strip_all_tags( get_the_archive_title() ), '' );
	}
	return $trail;
}

/**
 * A term and its parents, top first, each with its link.
 *
 * @param WP_Term $term The term.
 * @return array<int, array{0: string, 1: string}>
 */
function __PREFIX__breadcrumbs_terms( $term ) {
	$items = array();
	foreach ( array_reverse( get_ancestors( $term->term_id, $term->taxonomy, 'taxonomy' ) ) as $ancestor_id ) {
		$ancestor = get_term( $ancestor_id, $term->taxonomy );
		if ( $ancestor instanceof WP_Term ) {
			$items[] = array( $ancestor->name, (string) get_term_link( $ancestor ) );
		}
	}
	$items[] = array( $term->name, (string) get_term_link( $term ) );
	return $items;
}

/**
 * The breadcrumbs as a navigation landmark.
 *
 * @return string
 */
function __PREFIX__breadcrumbs() {
	$items = '';
	foreach ( __PREFIX__breadcrumbs_trail() as $crumb ) {
		$items .= '' === $crumb[1]
			? '<li aria-current="page">' . esc_html( $crumb[0] ) . '</li>'
			: '<li><a href="' . esc_url( $crumb[1] ) . '">' . esc_html( $crumb[0] ) . '</a></li>';
	}
	return '<nav class="__CSS_PREFIX__breadcrumbs" aria-label="' . esc_attr__( 'Breadcrumb', '__TEXT_DOMAIN__' ) . '"><ol>' . $items . '</ol></nav>';
}

add_action( 'wp_enqueue_scripts', '__PREFIX__breadcrumbs_style' );

/**
 * The trail on one line, with › between the links.
 */
function __PREFIX__breadcrumbs_style() {
	wp_register_style( '__CSS_PREFIX__breadcrumbs', false, array(), '1' );
	wp_enqueue_style( '__CSS_PREFIX__breadcrumbs' );
	wp_add_inline_style(
		'__CSS_PREFIX__breadcrumbs',
		'.__CSS_PREFIX__breadcrumbs ol{display:flex;flex-wrap:wrap;gap:.4em;margin:0 0 1.5em;padding:0;list-style:none;font-size:.9em}'
		. '.__CSS_PREFIX__breadcrumbs li+li::before{content:"\203A";margin-right:.4em}'
	);
}

add_filter( 'the_content', '__PREFIX__breadcrumbs_above_content', 5 );

/**
 * The trail above the content of posts and pages, when it was asked for there.
 *
 * @param string $content The content, as HTML.
 * @return string
 */
function __PREFIX__breadcrumbs_above_content( $content ) {
	if ( 'content' !== PLUGSMITH_PARAM_PLACEMENT || ! is_singular() || is_front_page() || ! in_the_loop() || ! is_main_query() ) {
		return $content;
	}
	return __PREFIX__breadcrumbs() . $content;
}
