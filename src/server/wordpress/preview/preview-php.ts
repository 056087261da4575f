import { phpString } from "../runtime/gate-php";

// The PHP a preview site runs beside the plugin: nothing here reaches a site a person keeps.

/** Where the mail catcher appends one JSON line per message the plugin sends. */
export const MAILS_FILE = "/tmp/plugsmith-mails.jsonl";

/**
 * A must-use plugin that catches every wp_mail() (WordPress 5.7+'s pre_wp_mail short-circuit): the
 * message is written to MAILS_FILE for the 'Mail sent by the plugin' drawer, and reported as sent.
 * Avatars are off (they would be fetched from the internet).
 */
export function mailCatcherMuPlugin(): string {
  return `<?php
add_filter(
	'pre_wp_mail',
	function ( $result, $atts ) {
		$mail = array(
			'to' => array_values( (array) $atts['to'] ),
			'subject' => (string) $atts['subject'],
			'message' => (string) $atts['message'],
			'headers' => is_array( $atts['headers'] ) ? implode( "\\n", $atts['headers'] ) : (string) $atts['headers'],
			'sentAt' => gmdate( 'c' ),
		);
		file_put_contents( ${phpString(MAILS_FILE)}, json_encode( $mail ) . "\\n", FILE_APPEND );
		return true;
	},
	10,
	2
);

// Avatars come from gravatar.com, which a preview never reaches: none are shown.
add_filter( 'pre_option_show_avatars', '__return_zero' );
`;
}
