<?php
add_filter(
	'pre_wp_mail',
	function ( $result, $atts ) {
		$mail = array(
			'to' => array_values( (array) $atts['to'] ),
			'subject' => (string) $atts['subject'],
			'message' => (string) $atts['message'],
			'headers' => is_array( $atts['headers'] ) ? implode( "\n", $atts['headers'] ) : (string) $atts['headers'],
			'sentAt' => gmdate( 'c' ),
		);
		file_put_contents( PLUGSMITH_PARAM_MAILS_FILE, json_encode( $mail ) . "\n", FILE_APPEND );
		return true;
	},
	10,
	2
);

// Avatars come from gravatar.com, which a preview never reaches: none are shown.
add_filter( 'pre_option_show_avatars', '__return_zero' );
