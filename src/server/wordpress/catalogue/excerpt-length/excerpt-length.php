<?php
/**
 * Custom excerpt length: automatic excerpts are this many words long, in classic themes and in the
 * Excerpt block of block themes.
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The number of words of an excerpt.
 *
 * @return int
 */
function __PREFIX__excerpt_words() {
	return PLUGSMITH_PARAM_WORDS;
}

// Classic themes: the_excerpt() and get_the_excerpt() cut automatic excerpts at this length.
add_filter( 'excerpt_length', '__PREFIX__excerpt_words', 999 );

// Block themes: the Excerpt block cuts at its own length (55 words unless set), so the block gets this one.
add_filter( 'render_block_data', '__PREFIX__excerpt_block_length' );

/**
 * The Excerpt block's attributes with this length.
 *
 * @param array $block The block being rendered.
 * @return array
 */
function __PREFIX__excerpt_block_length( $block ) {
	if ( isset( $block['blockName'] ) && 'core/post-excerpt' === $block['blockName'] ) {
		$block['attrs']['excerptLength'] = __PREFIX__excerpt_words();
	}
	return $block;
}
