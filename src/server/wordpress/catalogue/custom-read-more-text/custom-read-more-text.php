<?php
/**
 * Custom "read more" text: the link after excerpts and at a post's "more" break says the chosen words, in
 * classic themes and in the Excerpt and Read More blocks of block themes.
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The link's words.
 *
 * @return string
 */
function __PREFIX__read_more_text() {
	return PLUGSMITH_PARAM_TEXT;
}

add_filter( 'excerpt_more', '__PREFIX__read_more_excerpt', 20 );

/**
 * Whether an Excerpt block is being rendered (it prints its own link, with the words set below).
 *
 * @param bool|null $inside True when one starts, false when it is done; null to ask.
 * @return bool
 */
function __PREFIX__read_more_in_block( $inside = null ) {
	static $rendering = false;
	if ( null !== $inside ) {
		$rendering = (bool) $inside;
	}
	return $rendering;
}

/**
 * After an automatic excerpt: "…" and a link to the post with the chosen words. Late, to replace a theme's
 * own link; not inside the Excerpt block, which adds its own link after the trimmed text.
 *
 * @param string $more What follows the excerpt so far.
 * @return string
 */
function __PREFIX__read_more_excerpt( $more ) {
	if ( '' === $more || __PREFIX__read_more_in_block() ) {
		return $more;
	}
	return '&hellip; <a class="more-link" href="' . esc_url( get_permalink() ) . '">' . esc_html( __PREFIX__read_more_text() ) . '</a>';
}

add_filter( 'the_content_more_link', '__PREFIX__read_more_link', 20 );

/**
 * The link at a post's "more" break.
 *
 * @return string
 */
function __PREFIX__read_more_link() {
	return '<a class="more-link" href="' . esc_url( get_permalink() . '#more-' . get_the_ID() ) . '">' . esc_html( __PREFIX__read_more_text() ) . '</a>';
}

add_filter( 'render_block_data', '__PREFIX__read_more_blocks' );

/**
 * Block themes: the Excerpt block's "more" text and the Read More block's words.
 *
 * @param array $block The block being rendered.
 * @return array
 */
function __PREFIX__read_more_blocks( $block ) {
	$name = isset( $block['blockName'] ) ? $block['blockName'] : '';
	if ( 'core/post-excerpt' === $name ) {
		$block['attrs']['moreText'] = esc_html( __PREFIX__read_more_text() );
		__PREFIX__read_more_in_block( true );
	} elseif ( 'core/read-more' === $name ) {
		$block['attrs']['content'] = esc_html( __PREFIX__read_more_text() );
	}
	return $block;
}

add_filter( 'render_block_core/post-excerpt', '__PREFIX__read_more_block_done' );

/**
 * The Excerpt block is done: excerpts elsewhere get the link again.
 *
 * @param string $content The block's HTML.
 * @return string
 */
function __PREFIX__read_more_block_done( $content ) {
	__PREFIX__read_more_in_block( false );
	return $content;
}
