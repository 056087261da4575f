import type { BlueprintContext } from "../../blueprint/blueprint-context";
import { phpFileStart, tr, trHtml } from "../../blueprint/php-source";
import type { ContentAccessNames } from "./content-access-names";

export const DEFAULT_MESSAGE = "This content is for members only. Please log in to read it.";
export const DEFAULT_DENIED = "Your account does not have access to this content.";

/**
 * includes/content-access.php: the access rules (settings, who may view what), the filter that swaps a
 * restricted post's text for its excerpt and a message, and the [restricted] shortcode.
 */
export function contentAccessCorePhp(ctx: BlueprintContext, n: ContentAccessNames): string {
  const { p, c } = n;
  return `${phpFileStart(ctx, `${ctx.name}: restricts posts, pages and parts of them to chosen user roles.`, { id: "content-access" })}
/**
 * Default values of the settings.
 *
 * @return array<string, mixed>
 */
function ${p}settings_defaults() {
	return array(
		'message'        => ${tr(ctx, DEFAULT_MESSAGE)},
		'denied_message' => ${tr(ctx, DEFAULT_DENIED)},
		'roles'          => array( '${n.anyone}' ),
		'show_excerpt'   => true,
	);
}

/**
 * The settings, with defaults for what was never saved.
 *
 * @return array<string, mixed>
 */
function ${p}settings() {
	$saved = get_option( '${n.option}', array() );
	return wp_parse_args( is_array( $saved ) ? $saved : array(), ${p}settings_defaults() );
}

/**
 * Sets the default settings on activation (existing ones are kept).
 */
function ${p}install() {
	add_option( '${n.option}', ${p}settings_defaults() );
}

/**
 * The post types that get the access meta box.
 *
 * @return string[]
 */
function ${p}post_types() {
	return (array) apply_filters( '${p}post_types', array( 'post', 'page' ) );
}

/**
 * The choices of who may view restricted content: "any signed-in user" and every role of the site.
 *
 * @return array<string, string> Role key => translated name.
 */
function ${p}role_choices() {
	$choices = array( '${n.anyone}' => ${tr(ctx, "Any signed-in user")} );
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
function ${p}clean_roles( $roles ) {
	if ( is_string( $roles ) ) {
		$roles = explode( ',', $roles );
	}
	$roles = array_map( 'sanitize_key', array_map( 'trim', array_map( 'strval', (array) $roles ) ) );
	return array_values( array_unique( array_intersect( $roles, array_keys( ${p}role_choices() ) ) ) );
}

/**
 * The default roles from the settings.
 *
 * @return string[]
 */
function ${p}default_roles() {
	$settings = ${p}settings();
	return ${p}clean_roles( $settings['roles'] );
}

/**
 * Whether a post is restricted.
 *
 * @param int $post_id Post ID.
 * @return bool
 */
function ${p}is_restricted( $post_id ) {
	return '1' === (string) get_post_meta( $post_id, '${n.restrictedMeta}', true );
}

/**
 * The roles that may view a restricted post: its own choice, or the default roles.
 *
 * @param int $post_id Post ID.
 * @return string[]
 */
function ${p}post_roles( $post_id ) {
	$roles = ${p}clean_roles( get_post_meta( $post_id, '${n.rolesMeta}', true ) );
	return $roles ? $roles : ${p}default_roles();
}

/**
 * Whether the current user may view content limited to \`$roles\`. People who may edit the post
 * (its author, editors, administrators) always may, so they can check what they wrote.
 *
 * @param string[] $roles   Allowed roles ('${n.anyone}': any signed-in user).
 * @param int      $post_id The post the content belongs to, or 0.
 * @return bool
 */
function ${p}user_can_view( $roles, $post_id = 0 ) {
	$allowed = false;
	if ( is_user_logged_in() ) {
		$user    = wp_get_current_user();
		$allowed = in_array( '${n.anyone}', $roles, true )
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
	return (bool) apply_filters( '${p}user_can_view', (bool) $allowed, $roles, (int) $post_id );
}

/**
 * Whether the current user may view a whole post (true when the post is not restricted).
 *
 * @param int $post_id Post ID.
 * @return bool
 */
function ${p}can_view_post( $post_id ) {
	return ! ${p}is_restricted( $post_id ) || ${p}user_can_view( ${p}post_roles( $post_id ), $post_id );
}

/**
 * The teaser of a restricted post: its excerpt, or the start of its text without any shortcode
 * (so the parts hidden by [${n.aliasTag}] never leak into it). No content filter runs here.
 *
 * @param WP_Post $post The post.
 * @return string Plain text.
 */
function ${p}teaser_text( $post ) {
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
function ${p}notice_html( $message = '', $context = 'post' ) {
	wp_enqueue_style( '${n.styleHandle}' );
	$settings  = ${p}settings();
	$signed_in = is_user_logged_in();
	if ( $signed_in ) {
		$text = (string) $settings['denied_message'];
	} else {
		$text = '' !== trim( $message ) ? $message : (string) $settings['message'];
	}

	$html  = '<div class="${c} ${c}--' . esc_attr( $context ) . '" role="note">';
	$html .= '<p class="${c}__title">' . ( $signed_in ? ${trHtml(ctx, "Restricted content")} : ${trHtml(ctx, "Members only")} ) . '</p>';
	$html .= '<div class="${c}__text">' . wpautop( wp_kses_post( $text ) ) . '</div>';
	if ( ! $signed_in ) {
		$back  = is_singular() ? get_permalink() : home_url( '/' );
		$html .= '<p class="${c}__actions"><a class="${c}__button" href="' . esc_url( wp_login_url( (string) $back ) ) . '">' . ${trHtml(ctx, "Log in")} . '</a>';
		if ( get_option( 'users_can_register' ) ) {
			$html .= ' <a class="${c}__link" href="' . esc_url( wp_registration_url() ) . '">' . ${trHtml(ctx, "Create an account")} . '</a>';
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
function ${p}filter_content( $content ) {
	$post = get_post();
	if ( ! $post || ${p}can_view_post( $post->ID ) ) {
		return $content;
	}
	$teaser = ${p}teaser_text( $post );
	// An automatic excerpt is made from this filter's output: give it the teaser only.
	if ( doing_filter( 'get_the_excerpt' ) ) {
		return esc_html( $teaser );
	}
	$settings = ${p}settings();
	$html     = '';
	if ( ! empty( $settings['show_excerpt'] ) && '' !== $teaser ) {
		$html .= '<div class="${n.teaser}">' . wpautop( esc_html( $teaser ) ) . '</div>';
	}
	return $html . ${p}notice_html( '', 'post' );
}
add_filter( 'the_content', '${p}filter_content', 99 );
add_filter( 'the_content_feed', '${p}filter_content', 99 );

/**
 * Hides the comments of a restricted post from people without access.
 *
 * @param array $comments Comments.
 * @param int   $post_id  Post ID.
 * @return array
 */
function ${p}filter_comments( $comments, $post_id ) {
	return ${p}can_view_post( (int) $post_id ) ? $comments : array();
}
add_filter( 'comments_array', '${p}filter_comments', 10, 2 );

/**
 * Closes comments on a restricted post for people without access.
 *
 * @param bool $open    Whether comments are open.
 * @param int  $post_id Post ID.
 * @return bool
 */
function ${p}filter_comments_open( $open, $post_id ) {
	return $open && ${p}can_view_post( (int) $post_id );
}
add_filter( 'comments_open', '${p}filter_comments_open', 10, 2 );

/**
 * Renders [${n.tag}] (and [${n.aliasTag}]): the enclosed content for the allowed roles, the message for
 * everyone else. Attributes: roles (comma-separated role keys, "${n.anyone}" for any signed-in user;
 * empty for the default roles) and message (the text for visitors instead of the default one).
 *
 * @param array|string $atts    Shortcode attributes.
 * @param string|null  $content The enclosed content.
 * @return string
 */
function ${p}render_restricted( $atts, $content = null ) {
	$atts  = shortcode_atts(
		array(
			'roles'   => '',
			'message' => '',
		),
		$atts,
		'${n.tag}'
	);
	$roles = '' === trim( (string) $atts['roles'] ) ? ${p}default_roles() : ${p}clean_roles( (string) $atts['roles'] );
	if ( ! $roles ) {
		// Only unknown roles were named: nobody but editors of the post may see it.
		$roles = array( '' );
	}
	if ( ${p}user_can_view( $roles, (int) get_the_ID() ) ) {
		return do_shortcode( shortcode_unautop( (string) $content ) );
	}
	return ${p}notice_html( sanitize_text_field( (string) $atts['message'] ), 'inline' );
}

/**
 * Registers the shortcodes: the plugin's own tag, and [${n.aliasTag}] as well unless another plugin already uses it.
 */
function ${p}register_shortcodes() {
	add_shortcode( '${n.tag}', '${p}render_restricted' );
	if ( ! shortcode_exists( '${n.aliasTag}' ) ) {
		add_shortcode( '${n.aliasTag}', '${p}render_restricted' );
	}
}
add_action( 'init', '${p}register_shortcodes', 20 );

/**
 * Registers the front-end stylesheet, and loads it on the pages that may show the message.
 */
function ${p}register_assets() {
	wp_register_style( '${n.styleHandle}', plugins_url( 'assets/content-access.css', __DIR__ ), array(), ${ctx.constPrefix}VERSION );
	$post = is_singular() ? get_post() : null;
	if ( $post && ( ${p}is_restricted( $post->ID ) || has_shortcode( $post->post_content, '${n.tag}' ) || has_shortcode( $post->post_content, '${n.aliasTag}' ) ) ) {
		wp_enqueue_style( '${n.styleHandle}' );
	}
}
add_action( 'wp_enqueue_scripts', '${p}register_assets' );
`;
}
