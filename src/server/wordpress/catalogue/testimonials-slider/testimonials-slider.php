<?php
/**
 * Testimonials slider: a Testimonials post type (the person's name as the title, their words as the
 * content) and the [testimonials] shortcode, which shows a few at a time and slides to the next ones with
 * Previous and Next buttons. No external library.
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * How many testimonials the slider shows at a time.
 *
 * @return int
 */
function __PREFIX__testimonials_per_view() {
	return PLUGSMITH_PARAM_COUNT;
}

add_action( 'init', '__PREFIX__testimonials_register' );

/**
 * The Testimonials post type, the shortcode, and the slider's files.
 */
function __PREFIX__testimonials_register() {
	register_post_type(
		'ps_testimonial',
		array(
			'labels'       => array(
				'name'          => __( 'Testimonials', '__TEXT_DOMAIN__' ),
				'singular_name' => __( 'Testimonial', '__TEXT_DOMAIN__' ),
				'add_new_item'  => __( 'Add New Testimonial', '__TEXT_DOMAIN__' ),
				'edit_item'     => __( 'Edit Testimonial', '__TEXT_DOMAIN__' ),
			),
			'public'       => false,
			'show_ui'      => true,
			'show_in_rest' => true,
			'menu_icon'    => 'dashicons-format-quote',
			'supports'     => array( 'title', 'editor', 'thumbnail' ),
		)
	);
	$version = (string) filemtime( __FILE__ );
	wp_register_style( '__CSS_PREFIX__testimonials', plugin_dir_url( __DIR__ ) . 'assets/testimonials-slider.css', array(), $version );
	wp_register_script( '__CSS_PREFIX__testimonials', plugin_dir_url( __DIR__ ) . 'assets/testimonials-slider.js', array(), $version, true );
	add_shortcode( 'testimonials', '__PREFIX__testimonials_shortcode' );
}

add_filter( 'enter_title_here', '__PREFIX__testimonials_title_hint', 10, 2 );

/**
 * "Name of the person" in the title field of a testimonial.
 *
 * @param string  $text The placeholder.
 * @param WP_Post $post The post being edited.
 * @return string
 */
function __PREFIX__testimonials_title_hint( $text, $post ) {
	return 'ps_testimonial' === $post->post_type ? __( 'Name of the person', '__TEXT_DOMAIN__' ) : $text;
}

/**
 * The slider: the newest published testimonials (up to 30), a few at a time.
 *
 * @return string
 */
function __PREFIX__testimonials_shortcode() {
	$testimonials = get_posts(
		array(
			'post_type'        => 'ps_testimonial',
			'post_status'      => 'publish',
			'numberposts'      => 30,
			'suppress_filters' => false,
		)
	);
	if ( ! $testimonials ) {
		return '';
	}
	wp_enqueue_style( '__CSS_PREFIX__testimonials' );
	wp_enqueue_script( '__CSS_PREFIX__testimonials' );
	$per_view = __PREFIX__testimonials_per_view();
	$slides   = '';
	foreach ( $testimonials as $index => $testimonial ) {
		$photo   = get_the_post_thumbnail( $testimonial, 'thumbnail', array( 'class' => '__CSS_PREFIX__testimonials__photo' ) );
		$slides .= '<li class="__CSS_PREFIX__testimonials__slide" aria-roledescription="' . esc_attr__( 'slide', '__TEXT_DOMAIN__' ) . '" aria-label="' . esc_attr( ( $index + 1 ) . ' / ' . count( $testimonials ) ) . '">'
			. '<figure><blockquote class="__CSS_PREFIX__testimonials__quote">' . wp_kses_post( wpautop( $testimonial->post_content ) ) . '</blockquote>'
			. '<figcaption class="__CSS_PREFIX__testimonials__name">' . $photo . esc_html( get_the_title( $testimonial ) ) . '</figcaption></figure></li>';
	}
	$buttons = '';
	if ( count( $testimonials ) > $per_view ) {
		$buttons = '<div class="__CSS_PREFIX__testimonials__controls">'
			. '<button type="button" class="__CSS_PREFIX__testimonials__prev" aria-label="' . esc_attr__( 'Previous testimonials', '__TEXT_DOMAIN__' ) . '">&larr;</button>'
			. '<button type="button" class="__CSS_PREFIX__testimonials__next" aria-label="' . esc_attr__( 'Next testimonials', '__TEXT_DOMAIN__' ) . '">&rarr;</button></div>';
	}
	return '<section class="__CSS_PREFIX__testimonials" aria-roledescription="' . esc_attr__( 'carousel', '__TEXT_DOMAIN__' ) . '" aria-label="' . esc_attr__( 'Testimonials', '__TEXT_DOMAIN__' ) . '" data-per-view="' . esc_attr( (string) $per_view ) . '" style="--__CSS_PREFIX__per-view:' . esc_attr( (string) $per_view ) . ';">'
		. '<div class="__CSS_PREFIX__testimonials__viewport" aria-live="polite"><ul class="__CSS_PREFIX__testimonials__track">' . $slides . '</ul></div>' . $buttons . '</section>';
}
