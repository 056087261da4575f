<?php
/**
 * Related posts: after the content of a single post, a list of other published posts that share its
 * categories (or its tags), newest first.
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

add_filter( 'the_content', '__PREFIX__related_posts' );

/**
 * The post's content with its related posts after it.
 *
 * @param string $content The post's content, as HTML.
 * @return string
 */
function __PREFIX__related_posts( $content ) {
	if ( ! is_singular( 'post' ) || ! in_the_loop() || ! is_main_query() ) {
		return $content;
	}
	$post_id  = get_the_ID();
	$taxonomy = PLUGSMITH_PARAM_BY;
	$terms    = wp_get_post_terms( $post_id, 'tag' === $taxonomy ? 'post_tag' : 'category', array( 'fields' => 'ids' ) );
	if ( is_wp_error( $terms ) || ! $terms ) {
		return $content;
	}
	$query = new WP_Query(
		array(
			'post_type'           => 'post',
			'post_status'         => 'publish',
			'posts_per_page'      => PLUGSMITH_PARAM_COUNT,
			'post__not_in'        => array( $post_id ),
			'ignore_sticky_posts' => true,
			'no_found_rows'       => true,
			'tax_query'           => array(
				array(
					'taxonomy' => 'tag' === $taxonomy ? 'post_tag' : 'category',
					'field'    => 'term_id',
					'terms'    => array_map( 'intval', $terms ),
				),
			),
		)
	);
	if ( ! $query->have_posts() ) {
		return $content;
	}
	$items = '';
	foreach ( $query->posts as $related ) {
		$thumb  = get_the_post_thumbnail( $related, 'thumbnail', array( 'class' => '__CSS_PREFIX__related-posts__image' ) );
		$items .= '<li class="__CSS_PREFIX__related-posts__item"><a href="' . esc_url( get_permalink( $related ) ) . '">' . $thumb . '<span>' . esc_html( get_the_title( $related ) ) . '</span></a></li>';
	}
	$heading = '<h2 class="__CSS_PREFIX__related-posts__title">' . esc_html__( 'Related posts', '__TEXT_DOMAIN__' ) . '</h2>';
	return $content . '<nav class="__CSS_PREFIX__related-posts" aria-label="' . esc_attr__( 'Related posts', '__TEXT_DOMAIN__' ) . '">' . $heading . '<ul>' . $items . '</ul></nav>';
}
