<?php
/**
 * Header and footer code: an admin screen (Settings → Header and Footer Code) where administrators who may
 * post unfiltered HTML paste code for the site's <head> and for the end of <body> (analytics, verification
 * tags, chat widgets). The code is printed on every page of the site, as pasted.
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The longest code kept for each place, in characters: a bound on what the options hold.
 *
 * @return int
 */
function __PREFIX__code_max_length() {
	return 20000;
}

/**
 * Whether the current user may see and change the code: it runs on every page, so only administrators who
 * WordPress already lets post unfiltered HTML (not on multisite, where only super admins may).
 *
 * @return bool
 */
function __PREFIX__code_user_can() {
	return current_user_can( 'manage_options' ) && current_user_can( 'unfiltered_html' );
}

add_action( 'wp_head', '__PREFIX__code_print_head', 99 );
add_action( 'wp_footer', '__PREFIX__code_print_footer', 99 );

/**
 * Prints the code for <head>.
 */
function __PREFIX__code_print_head() {
	__PREFIX__code_print( (string) get_option( '__PREFIX__head_code', '' ) );
}

/**
 * Prints the code for the end of <body>.
 */
function __PREFIX__code_print_footer() {
	__PREFIX__code_print( (string) get_option( '__PREFIX__footer_code', '' ) );
}

/**
 * Prints code an administrator with unfiltered_html saved: it is meant to run as written (scripts, meta tags).
 *
 * @param string $code The saved code.
 */
function __PREFIX__code_print( $code ) {
	if ( '' === trim( $code ) || is_admin() ) {
		return;
	}
	echo "\n" . $code . "\n"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- code saved by an administrator with unfiltered_html, printed as written on purpose.
}

add_action( 'admin_menu', '__PREFIX__code_menu' );

/**
 * Adds Settings → Header and Footer Code.
 */
function __PREFIX__code_menu() {
	if ( ! __PREFIX__code_user_can() ) {
		return;
	}
	add_options_page(
		__( 'Header and Footer Code', '__TEXT_DOMAIN__' ),
		__( 'Header and Footer Code', '__TEXT_DOMAIN__' ),
		'unfiltered_html',
		'__PREFIX__code',
		'__PREFIX__code_page'
	);
}

/**
 * The settings screen: two text areas and a save button.
 */
function __PREFIX__code_page() {
	if ( ! __PREFIX__code_user_can() ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to change this code.', '__TEXT_DOMAIN__' ), '', array( 'response' => 403 ) );
	}
	$saved = isset( $_GET['__PREFIX__saved'] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only shows the notice after a save.
	?>
	<div class="wrap">
		<h1><?php esc_html_e( 'Header and Footer Code', '__TEXT_DOMAIN__' ); ?></h1>
		<?php if ( $saved ) : ?>
			<div class="notice notice-success is-dismissible"><p><?php esc_html_e( 'Code saved.', '__TEXT_DOMAIN__' ); ?></p></div>
		<?php endif; ?>
		<p><?php esc_html_e( 'Code pasted here is printed on every page of the site exactly as written. Paste only code from sources you trust.', '__TEXT_DOMAIN__' ); ?></p>
		<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
			<input type="hidden" name="action" value="__PREFIX__save_code">
			<?php wp_nonce_field( '__PREFIX__save_code' ); ?>
			<p><label for="__PREFIX__head_code"><strong><?php esc_html_e( 'Code in <head>', '__TEXT_DOMAIN__' ); ?></strong></label></p>
			<textarea id="__PREFIX__head_code" name="head_code" rows="10" class="large-text code"><?php echo esc_textarea( (string) get_option( '__PREFIX__head_code', '' ) ); ?></textarea>
			<p><label for="__PREFIX__footer_code"><strong><?php esc_html_e( 'Code before </body>', '__TEXT_DOMAIN__' ); ?></strong></label></p>
			<textarea id="__PREFIX__footer_code" name="footer_code" rows="10" class="large-text code"><?php echo esc_textarea( (string) get_option( '__PREFIX__footer_code', '' ) ); ?></textarea>
			<?php submit_button( __( 'Save code', '__TEXT_DOMAIN__' ) ); ?>
		</form>
	</div>
	<?php
}

add_action( 'admin_post___PREFIX__save_code', '__PREFIX__code_save' );

/**
 * Saves both pieces of code (nonce and capability checked), each cut to the longest length kept.
 */
function __PREFIX__code_save() {
	if ( ! __PREFIX__code_user_can() ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to change this code.', '__TEXT_DOMAIN__' ), '', array( 'response' => 403 ) );
	}
	check_admin_referer( '__PREFIX__save_code' );
	foreach ( array( 'head_code', 'footer_code' ) as $field ) {
		// Not sanitised on purpose: the code is HTML and script, saved by someone WordPress lets post unfiltered HTML.
		$code = isset( $_POST[ $field ] ) ? (string) wp_unslash( $_POST[ $field ] ) : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
		update_option( '__PREFIX__' . $field, substr( $code, 0, __PREFIX__code_max_length() ), true );
	}
	wp_safe_redirect( add_query_arg( '__PREFIX__saved', '1', admin_url( 'options-general.php?page=__PREFIX__code' ) ) );
	exit;
}
