<?php
/**
 * Table of contents: posts with at least a chosen number of headings (h2 and h3) get a list of links to
 * them before their content; each heading gets an anchor (an id) if it has none.
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

// After blocks and shortcodes have made their HTML (priority 11 is do_shortcode), so their headings count.
add_filter( 'the_content', '__PREFIX__table_of_contents', 20 );

/**
 * The post's content with anchors on its headings and the table of contents before it.
 *
 * @param string $content The post's content, as HTML.
 * @return string
 */
function __PREFIX__table_of_contents( $content ) {
	if ( ! is_singular( 'post' ) || ! in_the_loop() || ! is_main_query() ) {
		return $content;
	}
	$pattern = '/<h([23])(\s[^>]*)?>(.*?)<\/h\1>/is';
	if ( preg_match_all( $pattern, $content ) < PLUGSMITH_PARAM_MIN_HEADINGS ) {
		return $content;
	}
	$entries = array();
	$used    = array();
	$content = preg_replace_callback(
		$pattern,
		static function ( $match ) use ( &$entries, &$used ) {
			$attributes = isset( $match[2] ) ? $match[2] : '';
			$text       = trim( wp_strip_all_tags( $match[3] ) );
			if ( preg_match( '/\sid=(["\'])([^"\']+)\1/i', $attributes, $id_match ) ) {
				$id = $id_match[2];
			} else {
				$base = sanitize_title( $text );
				$base = '' !== $base ? $base : 'section';
				$id   = $base;
				for ( $n = 2; isset( $used[ $id ] ); $n++ ) {
					$id = $base . '-' . $n;
				}
				$attributes .= ' id="' . esc_attr( $id ) . '"';
			}
			$used[ $id ] = true;
			$entries[]   = array( (int) $match[1], $id, $text );
			return '<h' . $match[1] . $attributes . '>' . $match[3] . '</h' . $match[1] . '>';
		},
		$content
	);
	$items = '';
	foreach ( $entries as $entry ) {
		$items .= '<li class="__CSS_PREFIX__toc__level-' . (int) $entry[0] . '"><a href="#' . esc_attr( $entry[1] ) . '">' . esc_html( $entry[2] ) . '</a></li>';
	}
	$toc = '<nav class="__CSS_PREFIX__toc" aria-labelledby="__CSS_PREFIX__toc-title"><p class="__CSS_PREFIX__toc__title" id="__CSS_PREFIX__toc-title">' . esc_html__( 'Contents', '__TEXT_DOMAIN__' ) . '</p><ol>' . $items . '</ol></nav>';
	return $toc . $content;
}

add_action( 'wp_enqueue_scripts', '__PREFIX__table_of_contents_style' );

/**
 * A framed box, h3 entries indented under their h2.
 */
function __PREFIX__table_of_contents_style() {
	if ( ! is_singular( 'post' ) ) {
		return;
	}
	wp_register_style( '__CSS_PREFIX__toc', false, array(), '1' );
	wp_enqueue_style( '__CSS_PREFIX__toc' );
	wp_add_inline_style(
		'__CSS_PREFIX__toc',
		'.__CSS_PREFIX__toc{margin:0 0 2em;padding:1em 1.25em;border:1px solid currentColor;border-radius:4px}'
		. '.__CSS_PREFIX__toc__title{margin:0 0 .5em;font-weight:600}'
		. '.__CSS_PREFIX__toc ol{margin:0;padding-left:1.25em}'
		. '.__CSS_PREFIX__toc__level-3{margin-left:1.25em;list-style-type:circle}'
		. 'html{scroll-behavior:smooth}'
	);
}
