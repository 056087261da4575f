<?php
/**
 * FAQ accordion: the [faq] shortcode turns questions and answers into an accordion of native
 * <details>/<summary> elements (keyboard and screen-reader friendly, no script). Either each question is
 * a heading inside [faq]…[/faq], or each is its own [faq question="…"]answer[/faq].
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

add_action( 'init', '__PREFIX__faq_register' );

/**
 * Registers the [faq] shortcode and its stylesheet.
 */
function __PREFIX__faq_register() {
	wp_register_style( '__CSS_PREFIX__faq', plugin_dir_url( __DIR__ ) . 'assets/faq-accordion.css', array(), (string) filemtime( __FILE__ ) );
	add_shortcode( 'faq', '__PREFIX__faq_shortcode' );
}

/**
 * The accordion.
 *
 * @param array|string $atts    The shortcode's attributes: question (optional).
 * @param string|null  $content What is between [faq] and [/faq].
 * @return string
 */
function __PREFIX__faq_shortcode( $atts, $content = null ) {
	$atts    = shortcode_atts( array( 'question' => '' ), $atts, 'faq' );
	$content = (string) $content;
	$items   = array();
	if ( '' !== trim( $atts['question'] ) ) {
		$items[] = array( esc_html( $atts['question'] ), $content );
	} else {
		// Each heading starts a question; what follows it, up to the next heading, is its answer.
		$parts = preg_split( '/<h([2-6])[^>]*>(.*?)<\/h\1>/is', $content, -1, PREG_SPLIT_DELIM_CAPTURE );
		$count = is_array( $parts ) ? count( $parts ) : 0;
		for ( $i = 1; $i + 2 < $count; $i += 3 ) {
			$items[] = array( wp_kses( $parts[ $i + 1 ], array( 'em' => array(), 'strong' => array(), 'code' => array() ) ), $parts[ $i + 2 ] );
		}
	}
	if ( ! $items ) {
		return '';
	}
	wp_enqueue_style( '__CSS_PREFIX__faq' );
	$html = '';
	foreach ( $items as $item ) {
		$answer = trim( preg_replace( '#^\s*</p>|<p>\s*$#', '', $item[1] ) );
		$html  .= '<details class="__CSS_PREFIX__faq__item"><summary class="__CSS_PREFIX__faq__question">' . $item[0] . '</summary><div class="__CSS_PREFIX__faq__answer">' . wp_kses_post( do_shortcode( $answer ) ) . '</div></details>';
	}
	return '<div class="__CSS_PREFIX__faq">' . $html . '</div>';
}
