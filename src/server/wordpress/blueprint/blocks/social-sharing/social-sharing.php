<?php
/**
 * Social sharing buttons: added to single posts through the_content, a shortcode (its tag is in the marker below) and Settings → Social Sharing.
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The networks the buttons can share to: key => label.
 *
 * @return array<string, string>
 */
function __PREFIX__sharing_networks() {
	return array(
		'facebook' => __( 'Facebook', '__TEXT_DOMAIN__' ),
		'x' => __( 'X', '__TEXT_DOMAIN__' ),
		'linkedin' => __( 'LinkedIn', '__TEXT_DOMAIN__' ),
		'whatsapp' => __( 'WhatsApp', '__TEXT_DOMAIN__' ),
		'email' => __( 'E-mail', '__TEXT_DOMAIN__' ),
	);
}

/**
 * The sharing settings, with defaults.
 *
 * @return array{networks: string[], position: string, label: string}
 */
function __PREFIX__sharing_settings() {
	$saved    = get_option( '__PREFIX__sharing_settings', array() );
	$defaults = array(
		'networks' => array( 'facebook', 'x', 'linkedin' ),
		'position' => 'after',
		'label'    => __( 'Share this:', '__TEXT_DOMAIN__' ),
	);
	return wp_parse_args( is_array( $saved ) ? $saved : array(), $defaults );
}

/**
 * The share link of one network for a URL and a title; every value is URL-encoded.
 *
 * @param string $network Network key.
 * @param string $url     Address to share.
 * @param string $title   Title to share.
 * @return string Empty for an unknown network.
 */
function __PREFIX__sharing_share_url( $network, $url, $title ) {
	switch ( $network ) {
		case 'facebook':
			return 'https://www.facebook.com/sharer/sharer.php?u=' . rawurlencode( $url );
		case 'x':
			return 'https://twitter.com/intent/tweet?url=' . rawurlencode( $url ) . '&text=' . rawurlencode( $title );
		case 'linkedin':
			return 'https://www.linkedin.com/sharing/share-offsite/?url=' . rawurlencode( $url );
		case 'whatsapp':
			return 'https://api.whatsapp.com/send?text=' . rawurlencode( $title . ' ' . $url );
		case 'email':
			return 'mailto:?subject=' . rawurlencode( $title ) . '&body=' . rawurlencode( $url );
	}
	return '';
}

/**
 * The buttons for one post.
 *
 * @param int|WP_Post|null $post Post, or the current post.
 * @return string HTML, or an empty string when no network is chosen.
 */
function __PREFIX__sharing_buttons_html( $post = null ) {
	$post     = get_post( $post );
	$settings = __PREFIX__sharing_settings();
	if ( ! $post || empty( $settings['networks'] ) ) {
		return '';
	}

	$url      = get_permalink( $post );
	$title    = wp_strip_all_tags( html_entity_decode( get_the_title( $post ), ENT_QUOTES, get_bloginfo( 'charset' ) ) );
	$networks = __PREFIX__sharing_networks();

	wp_enqueue_style( '__CSS_PREFIX__share' );

	$html = '<div class="__CSS_PREFIX__share"><span class="__CSS_PREFIX__share__label">' . esc_html( $settings['label'] ) . '</span>';
	foreach ( (array) $settings['networks'] as $network ) {
		$href = __PREFIX__sharing_share_url( $network, $url, $title );
		if ( '' === $href || ! isset( $networks[ $network ] ) ) {
			continue;
		}
		$new_tab = 'email' === $network ? '' : ' target="_blank" rel="noopener noreferrer nofollow"';
		$html   .= '<a class="__CSS_PREFIX__share__button __CSS_PREFIX__share__button--' . esc_attr( $network ) . '" href="' . esc_url( $href ) . '"' . $new_tab . '>';
		$html   .= esc_html( $networks[ $network ] );
		$html   .= '</a>';
	}
	$html .= '</div>';

	return $html;
}

/**
 * Adds the buttons before and/or after the content of single posts.
 *
 * @param string $content Post content.
 * @return string
 */
function __PREFIX__sharing_filter_content( $content ) {
	// Single posts only, and not in excerpts built from their content.
	if ( ! is_singular( 'post' ) || ! in_the_loop() || ! is_main_query() || doing_filter( 'get_the_excerpt' ) ) {
		return $content;
	}
	$settings = __PREFIX__sharing_settings();
	$buttons  = __PREFIX__sharing_buttons_html();
	if ( 'before' === $settings['position'] ) {
		return $buttons . $content;
	}
	if ( 'both' === $settings['position'] ) {
		return $buttons . $content . $buttons;
	}
	return $content . $buttons;
}
add_filter( 'the_content', '__PREFIX__sharing_filter_content' );

/**
 * Registers the buttons' stylesheet and loads it on single posts.
 */
function __PREFIX__sharing_assets() {
	wp_register_style( '__CSS_PREFIX__share', plugins_url( 'assets/social-sharing.css', __DIR__ ), array(), __CONST_PREFIX__VERSION );
	if ( is_singular( 'post' ) ) {
		wp_enqueue_style( '__CSS_PREFIX__share' );
	}
}
add_action( 'wp_enqueue_scripts', '__PREFIX__sharing_assets' );

/**
 * Renders the shortcode: the buttons for the current post or page, anywhere.
 *
 * @return string
 */
function __PREFIX__sharing_shortcode() {
	return __PREFIX__sharing_buttons_html();
}
add_shortcode( PLUGSMITH_PARAM_TAG, '__PREFIX__sharing_shortcode' );

/**
 * Registers the sharing settings.
 */
function __PREFIX__sharing_register_settings() {
	register_setting(
		'__PREFIX__sharing_group',
		'__PREFIX__sharing_settings',
		array(
			'type'              => 'array',
			'sanitize_callback' => '__PREFIX__sharing_sanitize_settings',
		)
	);
	add_settings_section( '__PREFIX__sharing_main', __( 'Buttons', '__TEXT_DOMAIN__' ), '__return_false', '__CSS_PREFIX__sharing' );
	add_settings_field( '__PREFIX__sharing_networks', __( 'Networks', '__TEXT_DOMAIN__' ), '__PREFIX__sharing_render_networks_field', '__CSS_PREFIX__sharing', '__PREFIX__sharing_main' );
	add_settings_field( '__PREFIX__sharing_position', __( 'Position', '__TEXT_DOMAIN__' ), '__PREFIX__sharing_render_position_field', '__CSS_PREFIX__sharing', '__PREFIX__sharing_main', array( 'label_for' => '__PREFIX__sharing_position' ) );
	add_settings_field( '__PREFIX__sharing_label', __( 'Label', '__TEXT_DOMAIN__' ), '__PREFIX__sharing_render_label_field', '__CSS_PREFIX__sharing', '__PREFIX__sharing_main', array( 'label_for' => '__PREFIX__sharing_label' ) );
}
add_action( 'admin_init', '__PREFIX__sharing_register_settings' );

/**
 * Keeps only known networks and positions.
 *
 * @param mixed $input Submitted values.
 * @return array{networks: string[], position: string, label: string}
 */
function __PREFIX__sharing_sanitize_settings( $input ) {
	$input    = is_array( $input ) ? $input : array();
	$networks = isset( $input['networks'] ) ? array_map( 'sanitize_key', (array) $input['networks'] ) : array();
	$position = isset( $input['position'] ) ? sanitize_key( $input['position'] ) : 'after';
	return array(
		'networks' => array_values( array_intersect( array_keys( __PREFIX__sharing_networks() ), $networks ) ),
		'position' => in_array( $position, array( 'before', 'after', 'both' ), true ) ? $position : 'after',
		'label'    => isset( $input['label'] ) ? sanitize_text_field( $input['label'] ) : '',
	);
}

/**
 * Adds Settings → Social Sharing.
 */
function __PREFIX__sharing_add_settings_page() {
	add_options_page( __( 'Social Sharing', '__TEXT_DOMAIN__' ), __( 'Social Sharing', '__TEXT_DOMAIN__' ), 'manage_options', '__CSS_PREFIX__sharing', '__PREFIX__sharing_render_settings_page' );
}
add_action( 'admin_menu', '__PREFIX__sharing_add_settings_page' );

/**
 * Prints Settings → Social Sharing.
 */
function __PREFIX__sharing_render_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	?>
	<div class="wrap">
		<h1><?php echo esc_html( get_admin_page_title() ); ?></h1>
		<form action="options.php" method="post">
			<?php
			settings_fields( '__PREFIX__sharing_group' );
			do_settings_sections( '__CSS_PREFIX__sharing' );
			submit_button();
			?>
		</form>
	</div>
	<?php
}

/**
 * One checkbox per network.
 */
function __PREFIX__sharing_render_networks_field() {
	$settings = __PREFIX__sharing_settings();
	foreach ( __PREFIX__sharing_networks() as $key => $label ) {
		?>
		<label style="display: block; margin-bottom: 4px;">
			<input type="checkbox" name="__PREFIX__sharing_settings[networks][]" value="<?php echo esc_attr( $key ); ?>" <?php checked( in_array( $key, (array) $settings['networks'], true ) ); ?> />
			<?php echo esc_html( $label ); ?>
		</label>
		<?php
	}
}

/**
 * Where the buttons go on single posts.
 */
function __PREFIX__sharing_render_position_field() {
	$settings  = __PREFIX__sharing_settings();
	$positions = array(
		'before' => __( 'Before the content', '__TEXT_DOMAIN__' ),
		'after'  => __( 'After the content', '__TEXT_DOMAIN__' ),
		'both'   => __( 'Before and after the content', '__TEXT_DOMAIN__' ),
	);
	?>
	<select id="__PREFIX__sharing_position" name="__PREFIX__sharing_settings[position]">
		<?php foreach ( $positions as $value => $label ) : ?>
			<option value="<?php echo esc_attr( $value ); ?>" <?php selected( $settings['position'], $value ); ?>><?php echo esc_html( $label ); ?></option>
		<?php endforeach; ?>
	</select>
	<p class="description"><?php esc_html_e( PLUGSMITH_PARAM_POSITION_HELP, '__TEXT_DOMAIN__' ); ?></p>
	<?php
}

/**
 * The text before the buttons.
 */
function __PREFIX__sharing_render_label_field() {
	$settings = __PREFIX__sharing_settings();
	?>
	<input type="text" class="regular-text" id="__PREFIX__sharing_label" name="__PREFIX__sharing_settings[label]" value="<?php echo esc_attr( $settings['label'] ); ?>" />
	<?php
}

/**
 * Adds a Settings link to the plugin's row on the Plugins screen.
 *
 * @param string[] $links Action links.
 * @return string[]
 */
function __PREFIX__sharing_action_link( $links ) {
	array_unshift( $links, '<a href="' . esc_url( admin_url( 'options-general.php?page=__CSS_PREFIX__sharing' ) ) . '">' . esc_html__( 'Settings', '__TEXT_DOMAIN__' ) . '</a>' );
	return $links;
}
add_filter( 'plugin_action_links_' . __CONST_PREFIX__BASENAME, '__PREFIX__sharing_action_link' );
