<?php
/**
 * Content expiry: a date and time chosen per post or page in the editor's side box; at that moment the
 * post goes back to draft (or becomes private), by a WordPress cron event of its own.
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The post meta key holding a post's expiry time (a Unix timestamp).
 *
 * @return string
 */
function __PREFIX__expiry_meta_key() {
	return '___PREFIX__expires';
}

/**
 * What a post becomes when it expires: 'draft' or 'private'.
 *
 * @return string
 */
function __PREFIX__expiry_status() {
	return PLUGSMITH_PARAM_STATUS;
}

add_action( 'add_meta_boxes', '__PREFIX__expiry_meta_box' );

/**
 * The "Expiry" side box on posts and pages.
 */
function __PREFIX__expiry_meta_box() {
	foreach ( array( 'post', 'page' ) as $post_type ) {
		add_meta_box( '__CSS_PREFIX__expiry', __( 'Expiry', '__TEXT_DOMAIN__' ), '__PREFIX__expiry_box', $post_type, 'side' );
	}
}

/**
 * The box: a date and time field, in the site's time zone.
 *
 * @param WP_Post $post The post being edited.
 */
function __PREFIX__expiry_box( $post ) {
	$expires = (int) get_post_meta( $post->ID, __PREFIX__expiry_meta_key(), true );
	$value   = $expires ? wp_date( 'Y-m-d\TH:i', $expires ) : '';
	wp_nonce_field( '__PREFIX__expiry_save', '__PREFIX__expiry_nonce' );
	echo '<p><label for="__CSS_PREFIX__expiry-date">';
	echo esc_html(
		'private' === __PREFIX__expiry_status()
			? __( 'Make private on', '__TEXT_DOMAIN__' )
			: __( 'Back to draft on', '__TEXT_DOMAIN__' )
	);
	echo '</label><br><input type="datetime-local" id="__CSS_PREFIX__expiry-date" name="__PREFIX__expiry_date" value="' . esc_attr( $value ) . '"></p>';
	/* translators: %s: the site's time zone. */
	echo '<p class="description">' . esc_html( sprintf( __( 'Time zone: %s. Leave empty for no expiry.', '__TEXT_DOMAIN__' ), wp_timezone_string() ) ) . '</p>';
}

add_action( 'save_post', '__PREFIX__expiry_save', 10, 2 );

/**
 * Saves the chosen expiry and schedules (or cancels) the post's cron event.
 *
 * @param int     $post_id The post's ID.
 * @param WP_Post $post    The post.
 */
function __PREFIX__expiry_save( $post_id, $post ) {
	if ( ! isset( $_POST['__PREFIX__expiry_nonce'] ) || ! wp_verify_nonce( sanitize_key( wp_unslash( $_POST['__PREFIX__expiry_nonce'] ) ), '__PREFIX__expiry_save' ) ) {
		return;
	}
	if ( ( defined( 'DOING_AUTOSAVE' ) && DOING_AUTOSAVE ) || wp_is_post_revision( $post_id ) || ! current_user_can( 'edit_post', $post_id ) ) {
		return;
	}
	unset( $post );
	$raw = isset( $_POST['__PREFIX__expiry_date'] ) ? sanitize_text_field( wp_unslash( $_POST['__PREFIX__expiry_date'] ) ) : '';
	__PREFIX__expiry_set( $post_id, $raw );
}

/**
 * Sets a post's expiry from a "Y-m-d\TH:i" time in the site's time zone ('' removes it).
 *
 * @param int    $post_id The post's ID.
 * @param string $value   The date and time, or ''.
 * @return int|false The expiry's timestamp, 0 when removed, false when the value is not a date.
 */
function __PREFIX__expiry_set( $post_id, $value ) {
	wp_clear_scheduled_hook( '__PREFIX__expire_post', array( (int) $post_id ) );
	if ( '' === $value ) {
		delete_post_meta( $post_id, __PREFIX__expiry_meta_key() );
		return 0;
	}
	$date = DateTimeImmutable::createFromFormat( 'Y-m-d\TH:i', $value, wp_timezone() );
	if ( ! $date ) {
		return false;
	}
	$timestamp = $date->getTimestamp();
	update_post_meta( $post_id, __PREFIX__expiry_meta_key(), $timestamp );
	wp_schedule_single_event( max( $timestamp, time() ), '__PREFIX__expire_post', array( (int) $post_id ) );
	return $timestamp;
}

add_action( '__PREFIX__expire_post', '__PREFIX__expire_post' );

/**
 * At the chosen time: a published post goes back to draft (or becomes private).
 *
 * @param int $post_id The post's ID.
 */
function __PREFIX__expire_post( $post_id ) {
	$expires = (int) get_post_meta( $post_id, __PREFIX__expiry_meta_key(), true );
	// The event of an expiry that was moved later, or removed, does nothing.
	if ( ! $expires || $expires > time() ) {
		return;
	}
	delete_post_meta( $post_id, __PREFIX__expiry_meta_key() );
	if ( 'publish' === get_post_status( $post_id ) ) {
		wp_update_post(
			array(
				'ID'          => (int) $post_id,
				'post_status' => __PREFIX__expiry_status(),
			)
		);
	}
}
