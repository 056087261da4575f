<?php
/**
 * A custom post type (its key, names and list shortcode tag are in the marker below): registration, meta fields
 * and the list shortcode.
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The post type's meta fields: key => label and type (text, url, email, date or number).
 *
 * @return array<string, array{label: string, type: string}>
 */
function PLUGSMITH_NAME_KIND_fields() {
	$labels = PLUGSMITH_PARAM_FIELD_LABELS;
	$types  = PLUGSMITH_PARAM_FIELD_TYPES;
	$fields = array();
	foreach ( PLUGSMITH_PARAM_FIELD_KEYS as $i => $key ) {
		$fields[ $key ] = array(
			'label' => __( $labels[ $i ], '__TEXT_DOMAIN__' ),
			'type'  => $types[ $i ],
		);
	}
	return $fields;
}

/**
 * Registers the post type and its meta fields.
 */
function PLUGSMITH_NAME_KIND_register_post_type() {
	$labels = array(
		'name'               => __( PLUGSMITH_PARAM_PLURAL, '__TEXT_DOMAIN__' ),
		'singular_name'      => __( PLUGSMITH_PARAM_SINGULAR, '__TEXT_DOMAIN__' ),
		'menu_name'          => __( PLUGSMITH_PARAM_PLURAL, '__TEXT_DOMAIN__' ),
		'add_new_item'       => __( PLUGSMITH_PARAM_ADD_NEW_ITEM, '__TEXT_DOMAIN__' ),
		'edit_item'          => __( PLUGSMITH_PARAM_EDIT_ITEM, '__TEXT_DOMAIN__' ),
		'new_item'           => __( PLUGSMITH_PARAM_NEW_ITEM, '__TEXT_DOMAIN__' ),
		'view_item'          => __( PLUGSMITH_PARAM_VIEW_ITEM, '__TEXT_DOMAIN__' ),
		'all_items'          => __( PLUGSMITH_PARAM_ALL_ITEMS, '__TEXT_DOMAIN__' ),
		'search_items'       => __( PLUGSMITH_PARAM_SEARCH_ITEMS, '__TEXT_DOMAIN__' ),
		'not_found'          => __( PLUGSMITH_PARAM_NOT_FOUND, '__TEXT_DOMAIN__' ),
		'not_found_in_trash' => __( PLUGSMITH_PARAM_NOT_FOUND_IN_TRASH, '__TEXT_DOMAIN__' ),
	);

	register_post_type(
		'PLUGSMITH_NAME_POST_TYPE',
		array(
			'labels'       => $labels,
			'public'       => true,
			'show_in_rest' => true,
			'has_archive'  => true,
			'menu_icon'    => PLUGSMITH_PARAM_ICON,
			'rewrite'      => array( 'slug' => PLUGSMITH_PARAM_SLUG ),
			'supports'     => array( 'title', 'editor', 'excerpt', 'thumbnail' ),
		)
	);

	$sanitizers = array(
		'text'   => 'sanitize_text_field',
		'url'    => 'esc_url_raw',
		'email'  => 'sanitize_email',
		'date'   => 'sanitize_text_field',
		'number' => 'absint',
	);
	foreach ( PLUGSMITH_NAME_KIND_fields() as $key => $field ) {
		register_post_meta(
			'PLUGSMITH_NAME_POST_TYPE',
			'_PLUGSMITH_NAME_KIND_' . $key,
			array(
				'type'              => 'number' === $field['type'] ? 'integer' : 'string',
				'single'            => true,
				'show_in_rest'      => true,
				'sanitize_callback' => $sanitizers[ $field['type'] ],
				'auth_callback'     => 'PLUGSMITH_NAME_KIND_can_edit_meta',
			)
		);
	}
}
add_action( 'init', 'PLUGSMITH_NAME_KIND_register_post_type' );

/**
 * Registers the list shortcode's stylesheet; it is enqueued only where the shortcode is used.
 */
function PLUGSMITH_NAME_KIND_register_assets() {
	wp_register_style( 'PLUGSMITH_NAME_CLASS', plugins_url( PLUGSMITH_PARAM_STYLESHEET, __DIR__ ), array(), __CONST_PREFIX__VERSION );
}
add_action( 'wp_enqueue_scripts', 'PLUGSMITH_NAME_KIND_register_assets' );

/**
 * Renders the list shortcode, [tag count="6"]: the latest posts of the type.
 *
 * @param array|string $atts Shortcode attributes.
 * @return string
 */
function PLUGSMITH_NAME_KIND_render_list( $atts ) {
	$atts  = shortcode_atts( array( 'count' => 6 ), $atts, PLUGSMITH_PARAM_TAG );
	$count = min( 50, max( 1, absint( $atts['count'] ) ) );

	$query = new WP_Query(
		array(
			'post_type'      => 'PLUGSMITH_NAME_POST_TYPE',
			'post_status'    => 'publish',
			'posts_per_page' => $count,
			'no_found_rows'  => true,
		)
	);

	if ( ! $query->have_posts() ) {
		return '<p class="PLUGSMITH_NAME_CLASS-list__empty">' . esc_html__( PLUGSMITH_PARAM_NONE_YET, '__TEXT_DOMAIN__' ) . '</p>';
	}

	wp_enqueue_style( 'PLUGSMITH_NAME_CLASS' );

	$fields = PLUGSMITH_NAME_KIND_fields();
	$html   = '<div class="PLUGSMITH_NAME_CLASS-list">';
	foreach ( $query->posts as $item ) {
		$html .= '<article class="PLUGSMITH_NAME_CLASS">';
		$html .= get_the_post_thumbnail( $item, 'medium', array( 'class' => 'PLUGSMITH_NAME_CLASS__image' ) );
		$html .= '<h3 class="PLUGSMITH_NAME_CLASS__title"><a href="' . esc_url( get_permalink( $item ) ) . '">' . esc_html( get_the_title( $item ) ) . '</a></h3>';
		$html .= '<div class="PLUGSMITH_NAME_CLASS__text">' . wp_kses_post( wpautop( get_the_excerpt( $item ) ) ) . '</div>';
		foreach ( $fields as $key => $field ) {
			$value = (string) get_post_meta( $item->ID, '_PLUGSMITH_NAME_KIND_' . $key, true );
			if ( '' === $value ) {
				continue;
			}
			switch ( $field['type'] ) {
				case 'url':
					$shown = '<a href="' . esc_url( $value ) . '">' . esc_html( wp_parse_url( $value, PHP_URL_HOST ) ? wp_parse_url( $value, PHP_URL_HOST ) : $value ) . '</a>';
					break;
				case 'email':
					$shown = '<a href="' . esc_url( 'mailto:' . antispambot( $value ) ) . '">' . esc_html( antispambot( $value ) ) . '</a>';
					break;
				case 'date':
					$shown = esc_html( date_i18n( get_option( 'date_format' ), strtotime( $value ) ) );
					break;
				default:
					$shown = esc_html( $value );
			}
			$html .= '<p class="PLUGSMITH_NAME_CLASS__field PLUGSMITH_NAME_CLASS__field--' . esc_attr( str_replace( '_', '-', $key ) ) . '">';
			$html .= '<span class="PLUGSMITH_NAME_CLASS__label">' . esc_html( $field['label'] . ':' ) . '</span> ' . $shown . '</p>';
		}
		$html .= '</article>';
	}
	$html .= '</div>';

	return $html;
}
add_shortcode( PLUGSMITH_PARAM_TAG, 'PLUGSMITH_NAME_KIND_render_list' );

/**
 * Registers the post type and refreshes permalinks so that its pages work at once.
 */
function PLUGSMITH_NAME_KIND_install() {
	PLUGSMITH_NAME_KIND_register_post_type();
	flush_rewrite_rules();
}

/**
 * Removes the post type's permalinks when the plugin is deactivated (its posts are kept).
 */
function PLUGSMITH_NAME_KIND_deactivate() {
	unregister_post_type( 'PLUGSMITH_NAME_POST_TYPE' );
	flush_rewrite_rules();
}
