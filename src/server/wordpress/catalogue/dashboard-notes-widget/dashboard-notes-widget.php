<?php
/**
 * A "Site notes" widget on the Dashboard: notes kept for the whole site, which everyone who may edit posts
 * reads, and editors and administrators change.
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The longest notes kept, in characters: a bound on what the option holds.
 *
 * @return int
 */
function __PREFIX__notes_max_length() {
	return 10000;
}

add_action( 'wp_dashboard_setup', '__PREFIX__notes_widget' );

/**
 * Adds the widget for users who may edit posts.
 */
function __PREFIX__notes_widget() {
	if ( ! current_user_can( 'edit_posts' ) ) {
		return;
	}
	wp_add_dashboard_widget( '__PREFIX__notes', __( 'Site notes', '__TEXT_DOMAIN__' ), '__PREFIX__notes_render' );
}

/**
 * The notes, and for editors and administrators a form to change them.
 */
function __PREFIX__notes_render() {
	$notes = (string) get_option( '__PREFIX__dashboard_notes', '' );
	if ( ! current_user_can( 'edit_others_posts' ) ) {
		echo '' === $notes ? '<p>' . esc_html__( 'No notes yet.', '__TEXT_DOMAIN__' ) . '</p>' : wp_kses_post( wpautop( esc_html( $notes ) ) );
		return;
	}
	?>
	<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
		<input type="hidden" name="action" value="__PREFIX__save_notes">
		<?php wp_nonce_field( '__PREFIX__save_notes' ); ?>
		<p>
			<label class="screen-reader-text" for="__PREFIX__notes_text"><?php esc_html_e( 'Site notes', '__TEXT_DOMAIN__' ); ?></label>
			<textarea id="__PREFIX__notes_text" name="notes" rows="8" class="widefat" maxlength="<?php echo esc_attr( (string) __PREFIX__notes_max_length() ); ?>"><?php echo esc_textarea( $notes ); ?></textarea>
		</p>
		<?php submit_button( __( 'Save notes', '__TEXT_DOMAIN__' ), 'primary', 'submit', false ); ?>
	</form>
	<?php
}

add_action( 'admin_post___PREFIX__save_notes', '__PREFIX__notes_save' );

/**
 * Saves the notes (nonce and capability checked), as plain text cut to the longest length kept.
 */
function __PREFIX__notes_save() {
	if ( ! current_user_can( 'edit_others_posts' ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to change the site notes.', '__TEXT_DOMAIN__' ), '', array( 'response' => 403 ) );
	}
	check_admin_referer( '__PREFIX__save_notes' );
	$notes = isset( $_POST['notes'] ) ? sanitize_textarea_field( wp_unslash( $_POST['notes'] ) ) : '';
	$notes = function_exists( 'mb_substr' ) ? mb_substr( $notes, 0, __PREFIX__notes_max_length() ) : substr( $notes, 0, __PREFIX__notes_max_length() );
	update_option( '__PREFIX__dashboard_notes', $notes, false );
	wp_safe_redirect( admin_url( 'index.php' ) );
	exit;
}
