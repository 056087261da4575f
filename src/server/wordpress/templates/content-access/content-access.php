<?php
/**
 * __PLUGIN_NAME__: restricts posts, pages and parts of them to chosen user roles.
 *
 * Plugsmith block: content-access
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Default values of the settings.
 *
 * @return array<string, mixed>
 */
function __PREFIX__settings_defaults() {
	return array(
		'message'        => __( 'This content is for members only. Please log in to read it.', '__TEXT_DOMAIN__' ),
		'denied_message' => __( 'Your account does not have access to this content.', '__TEXT_DOMAIN__' ),
		'roles'          => array( 'logged_in' ),
		'show_excerpt'   => true,
	);
}

/**
 * The settings, with defaults for what was never saved.
 *
 * @return array<string, mixed>
 */
function __PREFIX__settings() {
	$saved = get_option( '__PREFIX__settings', array() );
	return wp_parse_args( is_array( $saved ) ? $saved : array(), __PREFIX__settings_defaults() );
}

/**
 * Sets the default settings on activation (existing ones are kept).
 */
function __PREFIX__install() {
	add_option( '__PREFIX__settings', __PREFIX__settings_defaults() );
}

/**
 * The post types that get the access meta box.
 *
 * @return string[]
 */
function __PREFIX__post_types() {
	return (array) apply_filters( '__PREFIX__post_types', array( 'post', 'page' ) );
}

/**
 * The choices of who may view restricted content: "any signed-in user" and every role of the site.
 *
 * @return array<string, string> Role key => translated name.
 */
function __PREFIX__role_choices() {
	$choices = array( 'logged_in' => __( 'Any signed-in user', '__TEXT_DOMAIN__' ) );
	foreach ( wp_roles()->get_names() as $role => $name ) {
		$choices[ $role ] = translate_user_role( $name );
	}
	return $choices;
}

/**
 * Keeps only known role keys.
 *
 * @param mixed $roles Role keys (array or comma-separated string).
 * @return string[]
 */
function __PREFIX__clean_roles( $roles ) {
	if ( is_string( $roles ) ) {
		$roles = explode( ',', $roles );
	}
	$roles = array_map( 'sanitize_key', array_map( 'trim', array_map( 'strval', (array) $roles ) ) );
	return array_values( array_unique( array_intersect( $roles, array_keys( __PREFIX__role_choices() ) ) ) );
}

/**
 * The default roles from the settings.
 *
 * @return string[]
 */
function __PREFIX__default_roles() {
	$settings = __PREFIX__settings();
	return __PREFIX__clean_roles( $settings['roles'] );
}

/**
 * Whether a post is restricted.
 *
 * @param int $post_id Post ID.
 * @return bool
 */
function __PREFIX__is_restricted( $post_id ) {
	return '1' === (string) get_post_meta( $post_id, '__PREFIX__restricted', true );
}

/**
 * The roles that may view a restricted post: its own choice, or the default roles.
 *
 * @param int $post_id Post ID.
 * @return string[]
 */
function __PREFIX__post_roles( $post_id ) {
	$roles = __PREFIX__clean_roles( get_post_meta( $post_id, '__PREFIX__roles', true ) );
	return $roles ? $roles : __PREFIX__default_roles();
}

/**
 * Whether the current user may view content limited to `$roles`. People who may edit the post
 * (its author, editors, administrators) always may, so they can check what they wrote.
 *
 * @param string[] $roles   Allowed roles ('logged_in': any signed-in user).
 * @param int      $post_id The post the content belongs to, or 0.
 * @return bool
 */
function __PREFIX__user_can_view( $roles, $post_id = 0 ) {
	$allowed = false;
	if ( is_user_logged_in() ) {
		$user    = wp_get_current_user();
		$allowed = in_array( 'logged_in', $roles, true )
			|| array_intersect( $roles, (array) $user->roles )
			|| current_user_can( 'manage_options' )
			|| ( $post_id && current_user_can( 'edit_post', $post_id ) );
	}
	/**
	 * Filters whether the current user may view restricted content.
	 *
	 * @param bool     $allowed Whether the user may view it.
	 * @param string[] $roles   Allowed roles.
	 * @param int      $post_id Post ID, or 0.
	 */
	return (bool) apply_filters( '__PREFIX__user_can_view', (bool) $allowed, $roles, (int) $post_id );
}

/**
 * Whether the current user may view a whole post (true when the post is not restricted).
 *
 * @param int $post_id Post ID.
 * @return bool
 */
function __PREFIX__can_view_post( $post_id ) {
	return ! __PREFIX__is_restricted( $post_id ) || __PREFIX__user_can_view( __PREFIX__post_roles( $post_id ), $post_id );
}

/**
 * The teaser of a restricted post: its excerpt, or the start of its text without any shortcode
 * (so the parts hidden by [restricted] never leak into it). No content filter runs here.
 *
 * @param WP_Post $post The post.
 * @return string Plain text.
 */
function __PREFIX__teaser_text( $post ) {
	if ( has_excerpt( $post ) ) {
		return wp_strip_all_tags( $post->post_excerpt );
	}
	$text = strip_shortcodes( excerpt_remove_blocks( $post->post_content ) );
	return wp_trim_words( wp_strip_all_tags( (string) $text ), (int) apply_filters( 'excerpt_length', 55 ), '&hellip;' );
}

/**
 * The message box shown instead of restricted content: the message, and for visitors a login link
 * (and a registration link when the site lets people register).
 *
 * @param string $message Message for visitors ('' for the one in the settings).
 * @param string $context 'post' for a whole post, 'inline' for part of one.
 * @return string HTML.
 */
function __PREFIX__notice_html( $message = '', $context = 'post' ) {
	wp_enqueue_style( '__CSS_PREFIX__front' );
	$settings  = __PREFIX__settings();
	$signed_in = is_user_logged_in();
	if ( $signed_in ) {
		$text = (string) $settings['denied_message'];
	} else {
		$text = '' !== trim( $message ) ? $message : (string) $settings['message'];
	}

	$html  = '<div class="__CSS_PREFIX__notice __CSS_PREFIX__notice--' . esc_attr( $context ) . '" role="note">';
	$html .= '<p class="__CSS_PREFIX__notice__title">' . ( $signed_in ? esc_html__( 'Restricted content', '__TEXT_DOMAIN__' ) : esc_html__( 'Members only', '__TEXT_DOMAIN__' ) ) . '</p>';
	$html .= '<div class="__CSS_PREFIX__notice__text">' . wpautop( wp_kses_post( $text ) ) . '</div>';
	if ( ! $signed_in ) {
		$back  = is_singular() ? get_permalink() : home_url( '/' );
		$html .= '<p class="__CSS_PREFIX__notice__actions"><a class="__CSS_PREFIX__notice__button" href="' . esc_url( wp_login_url( (string) $back ) ) . '">' . esc_html__( 'Log in', '__TEXT_DOMAIN__' ) . '</a>';
		if ( get_option( 'users_can_register' ) ) {
			$html .= ' <a class="__CSS_PREFIX__notice__link" href="' . esc_url( wp_registration_url() ) . '">' . esc_html__( 'Create an account', '__TEXT_DOMAIN__' ) . '</a>';
		}
		$html .= '</p>';
	}
	$html .= '</div>';
	return $html;
}

/**
 * Replaces the text of a restricted post with its excerpt and the message, for everyone without
 * access: on the post itself, in archives, feeds and the REST API (they all use this filter).
 *
 * @param string $content The post's content.
 * @return string
 */
function __PREFIX__filter_content( $content ) {
	$post = get_post();
	if ( ! $post || __PREFIX__can_view_post( $post->ID ) ) {
		return $content;
	}
	$teaser = __PREFIX__teaser_text( $post );
	// An automatic excerpt is made from this filter's output: give it the teaser only.
	if ( doing_filter( 'get_the_excerpt' ) ) {
		return esc_html( $teaser );
	}
	$settings = __PREFIX__settings();
	$html     = '';
	if ( ! empty( $settings['show_excerpt'] ) && '' !== $teaser ) {
		$html .= '<div class="__CSS_PREFIX__teaser">' . wpautop( esc_html( $teaser ) ) . '</div>';
	}
	return $html . __PREFIX__notice_html( '', 'post' );
}
add_filter( 'the_content', '__PREFIX__filter_content', 99 );
add_filter( 'the_content_feed', '__PREFIX__filter_content', 99 );

/**
 * Hides the comments of a restricted post from people without access.
 *
 * @param array $comments Comments.
 * @param int   $post_id  Post ID.
 * @return array
 */
function __PREFIX__filter_comments( $comments, $post_id ) {
	return __PREFIX__can_view_post( (int) $post_id ) ? $comments : array();
}
add_filter( 'comments_array', '__PREFIX__filter_comments', 10, 2 );

/**
 * Closes comments on a restricted post for people without access.
 *
 * @param bool $open    Whether comments are open.
 * @param int  $post_id Post ID.
 * @return bool
 */
function __PREFIX__filter_comments_open( $open, $post_id ) {
	return $open && __PREFIX__can_view_post( (int) $post_id );
}
add_filter( 'comments_open', '__PREFIX__filter_comments_open', 10, 2 );

/**
 * Renders [PLUGSMITH_NAME_SHORTCODE] (and [restricted]): the enclosed content for the allowed roles, the message for
 * everyone else. Attributes: roles (comma-separated role keys, "logged_in" for any signed-in user;
 * empty for the default roles) and message (the text for visitors instead of the default one).
 *
 * @param array|string $atts    Shortcode attributes.
 * @param string|null  $content The enclosed content.
 * @return string
 */
function __PREFIX__render_restricted( $atts, $content = null ) {
	$atts  = shortcode_atts(
		array(
			'roles'   => '',
			'message' => '',
		),
		$atts,
		'PLUGSMITH_NAME_SHORTCODE'
	);
	$roles = '' === trim( (string) $atts['roles'] ) ? __PREFIX__default_roles() : __PREFIX__clean_roles( (string) $atts['roles'] );
	if ( ! $roles ) {
		// Only unknown roles were named: nobody but editors of the post may see it.
		$roles = array( '' );
	}
	if ( __PREFIX__user_can_view( $roles, (int) get_the_ID() ) ) {
		return do_shortcode( shortcode_unautop( (string) $content ) );
	}
	return __PREFIX__notice_html( sanitize_text_field( (string) $atts['message'] ), 'inline' );
}

/**
 * Registers the shortcodes: the plugin's own tag, and [restricted] as well unless another plugin already uses it.
 */
function __PREFIX__register_shortcodes() {
	add_shortcode( 'PLUGSMITH_NAME_SHORTCODE', '__PREFIX__render_restricted' );
	if ( ! shortcode_exists( 'restricted' ) ) {
		add_shortcode( 'restricted', '__PREFIX__render_restricted' );
	}
}
add_action( 'init', '__PREFIX__register_shortcodes', 20 );

/**
 * Registers the front-end stylesheet, and loads it on the pages that may show the message.
 */
function __PREFIX__register_assets() {
	wp_register_style( '__CSS_PREFIX__front', plugins_url( 'assets/content-access.css', __DIR__ ), array(), __CONST_PREFIX__VERSION );
	$post = is_singular() ? get_post() : null;
	if ( $post && ( __PREFIX__is_restricted( $post->ID ) || has_shortcode( $post->post_content, 'PLUGSMITH_NAME_SHORTCODE' ) || has_shortcode( $post->post_content, 'restricted' ) ) ) {
		wp_enqueue_style( '__CSS_PREFIX__front' );
	}
}
add_action( 'wp_enqueue_scripts', '__PREFIX__register_assets' );
