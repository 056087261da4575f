<?php

global $shortcode_tags;
$known_shortcodes = PLUGSMITH_PARAM_KNOWN_SHORTCODES;
$known_blocks = PLUGSMITH_PARAM_KNOWN_BLOCKS;
$shortcodes = array_values( array_diff( array_keys( $shortcode_tags ), $known_shortcodes ) );
$blocks = array();
foreach ( WP_Block_Type_Registry::get_instance()->get_all_registered() as $name => $block ) {
	if ( $block->is_dynamic() && ! in_array( $name, $known_blocks, true ) ) {
		$blocks[] = $name;
	}
}
$content = '';
foreach ( $shortcodes as $tag ) {
	$content .= '[' . $tag . "]\n\n";
}
foreach ( $blocks as $name ) {
	$content .= '<!-- wp:' . $name . " /-->\n\n";
}
// wp-admin builds its menu here and fires admin_menu: the recorder writes the admin pages from it.
set_current_screen( 'dashboard' );
require ABSPATH . 'wp-admin/menu.php';
$page = wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Plugsmith check', 'post_content' => $content ) );
$newest = get_posts( array( 'numberposts' => 1 ) );
$expires = time() + DAY_IN_SECONDS;
echo PLUGSMITH_PARAM_ANSWER_MARK . json_encode(
	array(
		'page' => is_wp_error( $page ) ? null : get_permalink( $page ),
		'post' => $newest ? get_permalink( $newest[0] ) : null,
		'cookie' => AUTH_COOKIE . '=' . rawurlencode( wp_generate_auth_cookie( 1, $expires, 'auth' ) ) . '; ' . LOGGED_IN_COOKIE . '=' . rawurlencode( wp_generate_auth_cookie( 1, $expires, 'logged_in' ) ),
		'shortcodes' => $shortcodes,
		'blocks' => $blocks,
	)
);
