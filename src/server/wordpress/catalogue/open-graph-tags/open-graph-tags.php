<?php
/**
 * Open Graph and Twitter card tags: the title, description, image and address of each page in the <head>,
 * so shared links show a proper preview. Off when Yoast SEO, Rank Math, All in One SEO or SEOPress is
 * active (they print their own).
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Whether an SEO plugin that prints these tags itself is active.
 *
 * @return bool
 */
function __PREFIX__og_seo_plugin_active() {
	return defined( 'WPSEO_VERSION' ) || class_exists( 'RankMath' ) || defined( 'AIOSEO_VERSION' ) || defined( 'SEOPRESS_VERSION' );
}

add_action( 'wp_head', '__PREFIX__og_tags', 5 );

/**
 * Prints the tags of the page being viewed.
 */
function __PREFIX__og_tags() {
	if ( __PREFIX__og_seo_plugin_active() || is_404() || is_search() ) {
		return;
	}
	$tags = array(
		'og:site_name' => get_bloginfo( 'name' ),
		'og:locale'    => get_locale(),
		'og:type'      => 'website',
		'og:title'     => wp_get_document_title(),
		'og:url'       => home_url( '/' ),
	);
	$description = get_bloginfo( 'description' );
	$image       = '';
	if ( is_singular() ) {
		$post             = get_queried_object();
		$tags['og:type']  = 'post' === $post->post_type ? 'article' : 'website';
		$tags['og:title'] = get_the_title( $post );
		$tags['og:url']   = get_permalink( $post );
		$description      = has_excerpt( $post ) ? get_the_excerpt( $post ) : wp_trim_words( wp_strip_all_tags( strip_shortcodes( $post->post_content ) ), 30, '…' );
		if ( has_post_thumbnail( $post ) ) {
			$image = (string) get_the_post_thumbnail_url( $post, 'large' );
		}
		if ( 'article' === $tags['og:type'] ) {
			$tags['article:published_time'] = get_the_date( 'c', $post );
			$tags['article:modified_time']  = get_the_modified_date( 'c', $post );
		}
	} elseif ( is_category() || is_tag() || is_tax() ) {
		$term             = get_queried_object();
		$tags['og:url']   = (string) get_term_link( $term );
		$description      = wp_strip_all_tags( term_description( $term->term_id ) );
		$tags['og:title'] = single_term_title( '', false );
	}
	if ( '' === $image && has_site_icon() ) {
		$image = get_site_icon_url( 512 );
	}
	if ( '' !== trim( (string) $description ) ) {
		$tags['og:description'] = trim( (string) $description );
	}
	if ( '' !== $image ) {
		$tags['og:image'] = $image;
	}
	foreach ( $tags as $property => $value ) {
		if ( 'og:url' === $property || 'og:image' === $property ) {
			echo '<meta property="' . esc_attr( $property ) . '" content="' . esc_url( $value ) . '">' . "\n";
		} else {
			echo '<meta property="' . esc_attr( $property ) . '" content="' . esc_attr( $value ) . '">' . "\n";
		}
	}
	echo '<meta name="twitter:card" content="' . esc_attr( '' !== $image ? 'summary_large_image' : 'summary' ) . '">' . "\n";
	echo '<meta name="twitter:title" content="' . esc_attr( $tags['og:title'] ) . '">' . "\n";
	if ( isset( $tags['og:description'] ) ) {
		echo '<meta name="twitter:description" content="' . esc_attr( $tags['og:description'] ) . '">' . "\n";
	}
	if ( '' !== $image ) {
		echo '<meta name="twitter:image" content="' . esc_url( $image ) . '">' . "\n";
	}
}
