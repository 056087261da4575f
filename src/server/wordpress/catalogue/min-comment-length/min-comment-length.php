<?php
/**
 * Minimum comment length: a comment shorter than this many characters is refused with a message, before
 * it is saved. Moderators are not held to it.
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

add_filter( 'preprocess_comment', '__PREFIX__min_comment_length' );

/**
 * Refuses a comment that is too short; passes every other comment on unchanged.
 *
 * @param array $comment The comment about to be saved.
 * @return array
 */
function __PREFIX__min_comment_length( $comment ) {
	$minimum = PLUGSMITH_PARAM_CHARACTERS;
	$type    = isset( $comment['comment_type'] ) ? $comment['comment_type'] : '';
	if ( in_array( $type, array( 'pingback', 'trackback' ), true ) || current_user_can( 'moderate_comments' ) ) {
		return $comment;
	}
	$text   = isset( $comment['comment_content'] ) ? trim( wp_strip_all_tags( (string) $comment['comment_content'] ) ) : '';
	$length = function_exists( 'mb_strlen' ) ? mb_strlen( $text ) : strlen( $text );
	if ( $length < $minimum ) {
		wp_die(
			esc_html(
				sprintf(
					/* translators: %d: the minimum number of characters. */
					__( 'Your comment is too short: please write at least %d characters.', '__TEXT_DOMAIN__' ),
					$minimum
				)
			),
			esc_html__( 'Comment too short', '__TEXT_DOMAIN__' ),
			array(
				'response'  => 400,
				'back_link' => true,
			)
		);
	}
	return $comment;
}
