<?php
/**
 * __PLUGIN_NAME__: the REST route behind the editor sidebar and the call to the AI provider.
 * The API key is sent from this server to the provider only.
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The longest meta description suggested, in characters.
 *
 * @return int
 */
function __PREFIX__description_length() {
	return 150;
}

/**
 * Registers POST /wp-json/__REST_NAMESPACE__/v1/suggest.
 */
function __PREFIX__register_route() {
	register_rest_route(
		'__REST_NAMESPACE__/v1',
		'/suggest',
		array(
			'methods'             => WP_REST_Server::CREATABLE,
			'callback'            => '__PREFIX__rest_suggest',
			'permission_callback' => '__PREFIX__rest_can_suggest',
			'args'                => array(
				'post_id' => array(
					'type'              => 'integer',
					'required'          => true,
					'minimum'           => 1,
					'sanitize_callback' => 'absint',
				),
				'type'    => array(
					'type'     => 'string',
					'required' => true,
					'enum'     => array( 'titles', 'description', 'excerpt' ),
				),
				'title'   => array(
					'type'              => 'string',
					'default'           => '',
					'sanitize_callback' => 'sanitize_text_field',
				),
				'content' => array(
					'type'              => 'string',
					'default'           => '',
					'sanitize_callback' => '__PREFIX__plain_text',
				),
			),
		)
	);
}
add_action( 'rest_api_init', '__PREFIX__register_route' );

/**
 * Only someone who may edit the post may ask for suggestions for it.
 *
 * @param WP_REST_Request $request The request.
 * @return bool
 */
function __PREFIX__rest_can_suggest( $request ) {
	$post_id = (int) $request['post_id'];
	return $post_id > 0 && current_user_can( 'edit_post', $post_id );
}

/**
 * Post content as plain text for the prompt: no markup, no shortcodes, at most 12,000 characters.
 *
 * @param mixed $html Content.
 * @return string
 */
function __PREFIX__plain_text( $html ) {
	$text = wp_strip_all_tags( strip_shortcodes( (string) $html ) );
	$text = trim( preg_replace( '/[ \t]+/', ' ', preg_replace( '/\n\s*\n+/', "\n\n", sanitize_textarea_field( $text ) ) ) );
	return mb_substr( $text, 0, 12000 );
}

/**
 * Text shortened to a number of characters at a word boundary, with an ellipsis when cut.
 *
 * @param string $text  Text.
 * @param int    $limit Most characters.
 * @return string
 */
function __PREFIX__limit_chars( $text, $limit ) {
	if ( mb_strlen( $text ) <= $limit ) {
		return $text;
	}
	$cut     = mb_substr( $text, 0, $limit - 1 );
	$shorter = preg_replace( '/\s+\S*$/u', '', $cut );
	if ( mb_strlen( $shorter ) > $limit / 2 ) {
		$cut = $shorter;
	}
	return rtrim( $cut, " ,;:-–—" ) . '…';
}

/**
 * One line of the provider's answer, cleaned: no numbering, bullets, Markdown or quotation marks.
 *
 * @param string $line Line.
 * @return string
 */
function __PREFIX__clean_line( $line ) {
	$line = preg_replace( '/^\s*(?:\d{1,2}[.)]\s+|[-*•]\s+|#+\s+)/u', '', (string) $line );
	$line = str_replace( array( '**', '__' ), '', $line );
	$line = preg_replace( '/^[\s"\'“”‘’«»]+|[\s"\'“”‘’«»]+$/u', '', $line );
	return sanitize_text_field( $line );
}

/**
 * The instructions for one kind of suggestion.
 *
 * @param string $type  titles, description or excerpt.
 * @param string $title The post's current title.
 * @param string $text  The post's content as plain text.
 * @return string
 */
function __PREFIX__prompt( $type, $title, $text ) {
	$tasks = array(
		'titles'      => 'Suggest five different titles for the blog post below. Write each title on its own line, at most 70 characters each, without numbering.',
		'description' => sprintf( 'Write one meta description for search engines for the blog post below: at most %d characters including spaces, on one line, summarising the post and inviting the reader to click.', __PREFIX__description_length() ),
		'excerpt'     => 'Write an excerpt for the blog post below: one paragraph of 30 to 55 words that tells readers what the post is about and makes them want to read on.',
	);
	$prompt = $tasks[ $type ] . "\n\n";
	if ( '' !== $title ) {
		$prompt .= 'Current title: ' . $title . "\n\n";
	}
	return $prompt . "Post:\n" . $text;
}

/**
 * Sends a chat completion request to the provider and returns the answer's text.
 *
 * @param string $prompt The instructions and the post.
 * @return string|WP_Error
 */
function __PREFIX__ask_provider( $prompt ) {
	$settings = __PREFIX__settings();
	if ( '' === $settings['api_key'] ) {
		return new WP_Error( '__PREFIX__no_key', __( 'Add your AI provider\'s API key in the assistant\'s settings first.', '__TEXT_DOMAIN__' ), array( 'status' => 400 ) );
	}
	$tones = __PREFIX__tones();
	$tone  = isset( $tones[ $settings['tone'] ] ) ? $settings['tone'] : 'friendly';
	$url   = untrailingslashit( $settings['base_url'] );
	if ( '/chat/completions' !== substr( $url, -17 ) ) {
		$url .= '/chat/completions';
	}

	$response = wp_remote_post(
		$url,
		array(
			'timeout'     => 60,
			'headers'     => array(
				'Authorization' => 'Bearer ' . $settings['api_key'],
				'Content-Type'  => 'application/json',
			),
			'data_format' => 'body',
			'body'        => wp_json_encode(
				array(
					'model'       => $settings['model'],
					'temperature' => 0.7,
					'messages'    => array(
						array(
							'role'    => 'system',
							'content' => sprintf( 'You are a writing assistant for the website "%1$s". Write in a %2$s tone and in the same language as the post. Answer with the requested text only: no introduction, no quotation marks, no Markdown.', wp_specialchars_decode( get_bloginfo( 'name' ), ENT_QUOTES ), $tone ),
						),
						array(
							'role'    => 'user',
							'content' => $prompt,
						),
					),
				)
			),
		)
	);

	if ( is_wp_error( $response ) ) {
		return new WP_Error(
			'__PREFIX__unreachable',
			/* translators: %s: error message. */
			sprintf( __( 'The AI provider could not be reached: %s', '__TEXT_DOMAIN__' ), $response->get_error_message() ),
			array( 'status' => 502 )
		);
	}
	$code = (int) wp_remote_retrieve_response_code( $response );
	$data = json_decode( (string) wp_remote_retrieve_body( $response ), true );
	if ( 200 !== $code ) {
		$message = isset( $data['error']['message'] ) && is_string( $data['error']['message'] ) ? $data['error']['message'] : '';
		// Providers sometimes repeat the key they were sent: never pass it on.
		$message = sanitize_text_field( str_replace( $settings['api_key'], __PREFIX__masked_key( $settings['api_key'] ), $message ) );
		return new WP_Error(
			'__PREFIX__provider_error',
			/* translators: 1: HTTP status code, 2: the provider's message. */
			trim( sprintf( __( 'The AI provider answered with an error (%1$d). %2$s', '__TEXT_DOMAIN__' ), $code, $message ) ),
			array( 'status' => 502 )
		);
	}
	$text = isset( $data['choices'][0]['message']['content'] ) && is_string( $data['choices'][0]['message']['content'] ) ? trim( $data['choices'][0]['message']['content'] ) : '';
	if ( '' === $text ) {
		return new WP_Error( '__PREFIX__empty', __( 'The AI provider sent an empty answer. Please try again.', '__TEXT_DOMAIN__' ), array( 'status' => 502 ) );
	}
	return $text;
}

/**
 * The suggestions in an answer: five titles, one meta description of at most 150 characters, or one excerpt.
 *
 * @param string $type   titles, description or excerpt.
 * @param string $answer The provider's text.
 * @return string[]
 */
function __PREFIX__parse_suggestions( $type, $answer ) {
	if ( 'titles' === $type ) {
		$titles = array();
		foreach ( preg_split( '/\r\n|\r|\n/', $answer ) as $line ) {
			$line = __PREFIX__clean_line( $line );
			if ( '' !== $line && ! in_array( $line, $titles, true ) ) {
				$titles[] = $line;
			}
		}
		return array_slice( $titles, 0, 5 );
	}
	$text = __PREFIX__clean_line( preg_replace( '/\s+/', ' ', $answer ) );
	if ( 'description' === $type ) {
		$text = __PREFIX__limit_chars( $text, __PREFIX__description_length() );
	}
	return '' === $text ? array() : array( $text );
}

/**
 * POST /suggest: suggestions for a post, from its title and the content sent by the editor (or the
 * saved content when none is sent).
 *
 * @param WP_REST_Request $request The request.
 * @return WP_REST_Response|WP_Error
 */
function __PREFIX__rest_suggest( $request ) {
	$post_id = (int) $request['post_id'];
	$type    = (string) $request['type'];
	$post    = get_post( $post_id );
	if ( ! $post ) {
		return new WP_Error( '__PREFIX__no_post', __( 'That post does not exist.', '__TEXT_DOMAIN__' ), array( 'status' => 404 ) );
	}
	$title = '' !== (string) $request['title'] ? (string) $request['title'] : wp_strip_all_tags( $post->post_title );
	$text  = '' !== (string) $request['content'] ? (string) $request['content'] : __PREFIX__plain_text( $post->post_content );
	if ( mb_strlen( $text ) < 40 ) {
		return new WP_Error( '__PREFIX__too_short', __( 'Write a few sentences first: the suggestions are made from the post\'s content.', '__TEXT_DOMAIN__' ), array( 'status' => 400 ) );
	}

	$answer = __PREFIX__ask_provider( __PREFIX__prompt( $type, $title, $text ) );
	if ( is_wp_error( $answer ) ) {
		return $answer;
	}
	$suggestions = __PREFIX__parse_suggestions( $type, $answer );
	if ( ! $suggestions ) {
		return new WP_Error( '__PREFIX__empty', __( 'The AI provider sent an empty answer. Please try again.', '__TEXT_DOMAIN__' ), array( 'status' => 502 ) );
	}
	return rest_ensure_response(
		array(
			'type'        => $type,
			'suggestions' => $suggestions,
		)
	);
}
