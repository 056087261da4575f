<?php
/**
 * Contact form: its shortcode (the tag is in the marker below), its submission handler (nonce, honeypot, rate limit, wp_mail), stored messages and Settings → Contact Form.
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The contact form's settings, with defaults.
 *
 * @return array{recipient: string, store: bool, success_message: string}
 */
function __PREFIX__contact_settings() {
	$saved    = get_option( '__PREFIX__contact_settings', array() );
	$defaults = array(
		'recipient'       => get_option( 'admin_email' ),
		'store'           => true,
		'success_message' => __( 'Thank you! Your message has been sent.', '__TEXT_DOMAIN__' ),
	);
	return wp_parse_args( is_array( $saved ) ? $saved : array(), $defaults );
}

/**
 * Registers the post type that keeps received messages (visible to administrators only).
 */
function __PREFIX__contact_register_post_type() {
	register_post_type(
		'PLUGSMITH_NAME_POST_TYPE',
		array(
			'labels'              => array(
				'name'          => __( 'Contact Messages', '__TEXT_DOMAIN__' ),
				'singular_name' => __( 'Contact Message', '__TEXT_DOMAIN__' ),
				'menu_name'     => __( 'Messages', '__TEXT_DOMAIN__' ),
				'edit_item'     => __( 'Message', '__TEXT_DOMAIN__' ),
				'all_items'     => __( 'All Messages', '__TEXT_DOMAIN__' ),
				'not_found'     => __( 'No messages yet.', '__TEXT_DOMAIN__' ),
			),
			'public'              => false,
			'show_ui'             => true,
			'show_in_menu'        => true,
			'show_in_rest'        => false,
			'exclude_from_search' => true,
			'menu_icon'           => 'dashicons-email',
			'supports'            => array( 'title' ),
			'capability_type'     => 'post',
			'capabilities'        => array( 'create_posts' => 'do_not_allow' ),
			'map_meta_cap'        => true,
		)
	);
}
add_action( 'init', '__PREFIX__contact_register_post_type' );

/**
 * Registers the form's stylesheet; it is enqueued only where the form is shown.
 */
function __PREFIX__contact_register_assets() {
	wp_register_style( '__CSS_PREFIX__contact', plugins_url( 'assets/contact-form.css', __DIR__ ), array(), __CONST_PREFIX__VERSION );
}
add_action( 'wp_enqueue_scripts', '__PREFIX__contact_register_assets' );

/**
 * Renders the contact form shortcode: the form, and the notice after a submission.
 *
 * @return string
 */
function __PREFIX__contact_render_form() {
	wp_enqueue_style( '__CSS_PREFIX__contact' );

	// Only picks one of the fixed messages below; nothing from the address is printed.
	$status   = isset( $_GET['__PREFIX__contact_status'] ) ? sanitize_key( wp_unslash( $_GET['__PREFIX__contact_status'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	$settings = __PREFIX__contact_settings();
	$notices  = array(
		'sent'    => array( 'success', $settings['success_message'] ),
		'invalid' => array( 'error', __( 'Please enter your name, a valid e-mail address and a message.', '__TEXT_DOMAIN__' ) ),
		'expired' => array( 'error', __( 'The form expired. Please send your message again.', '__TEXT_DOMAIN__' ) ),
		'busy'    => array( 'error', __( 'Too many messages in a short time. Please try again in a few minutes.', '__TEXT_DOMAIN__' ) ),
		'failed'  => array( 'error', __( 'Sorry, your message could not be sent. Please try again later.', '__TEXT_DOMAIN__' ) ),
	);

	$html = '<div class="__CSS_PREFIX__contact" id="__CSS_PREFIX__contact">';
	if ( isset( $notices[ $status ] ) ) {
		$html .= '<div class="__CSS_PREFIX__contact__notice __CSS_PREFIX__contact__notice--' . esc_attr( $notices[ $status ][0] ) . '" role="status">' . esc_html( $notices[ $status ][1] ) . '</div>';
	}

	$html .= '<form class="__CSS_PREFIX__contact__form" method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
	$html .= '<input type="hidden" name="action" value="__PREFIX__contact_submit" />';
	$html .= wp_nonce_field( '__PREFIX__contact_submit', '__PREFIX__contact_nonce', true, false );
	$html .= '<input type="hidden" name="__PREFIX__contact_return" value="' . esc_url( get_permalink() ) . '" />';
	$html .= '<p class="__CSS_PREFIX__contact__field"><label for="__PREFIX__contact_name">' . esc_html__( 'Name', '__TEXT_DOMAIN__' ) . '</label><input type="text" id="__PREFIX__contact_name" name="__PREFIX__contact_name" required maxlength="100" autocomplete="name" /></p>';
	$html .= '<p class="__CSS_PREFIX__contact__field"><label for="__PREFIX__contact_email">' . esc_html__( 'E-mail', '__TEXT_DOMAIN__' ) . '</label><input type="email" id="__PREFIX__contact_email" name="__PREFIX__contact_email" required maxlength="100" autocomplete="email" /></p>';
	$html .= '<p class="__CSS_PREFIX__contact__field"><label for="__PREFIX__contact_subject">' . esc_html__( 'Subject', '__TEXT_DOMAIN__' ) . '</label><input type="text" id="__PREFIX__contact_subject" name="__PREFIX__contact_subject" maxlength="150" /></p>';
	$html .= '<p class="__CSS_PREFIX__contact__field"><label for="__PREFIX__contact_message">' . esc_html__( 'Message', '__TEXT_DOMAIN__' ) . '</label><textarea id="__PREFIX__contact_message" name="__PREFIX__contact_message" rows="6" required maxlength="5000"></textarea></p>';
	// Honeypot: hidden from people, filled in by bots.
	$html .= '<p class="__CSS_PREFIX__contact__hp" aria-hidden="true"><label for="__PREFIX__contact_website">' . esc_html__( 'Leave this field empty', '__TEXT_DOMAIN__' ) . '</label><input type="text" id="__PREFIX__contact_website" name="__PREFIX__contact_website" tabindex="-1" autocomplete="off" /></p>';
	$html .= '<p class="__CSS_PREFIX__contact__actions"><button type="submit" class="__CSS_PREFIX__contact__submit">' . esc_html__( 'Send message', '__TEXT_DOMAIN__' ) . '</button></p>';
	$html .= '</form></div>';

	return $html;
}
add_shortcode( PLUGSMITH_PARAM_TAG, '__PREFIX__contact_render_form' );

/**
 * Sends the visitor back to the form with a status.
 *
 * @param string $url    Page with the form.
 * @param string $status One of sent, invalid, expired, busy, failed.
 */
function __PREFIX__contact_redirect( $url, $status ) {
	wp_safe_redirect( add_query_arg( '__PREFIX__contact_status', $status, $url ) . '#__CSS_PREFIX__contact' );
	exit;
}

/**
 * Allows five messages per visitor address in ten minutes.
 *
 * @return bool True when this visitor has sent too many.
 */
function __PREFIX__contact_rate_limited() {
	$address = isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
	$key     = '__PREFIX__contact_rl_' . md5( $address );
	$count   = (int) get_transient( $key );
	if ( $count >= 5 ) {
		return true;
	}
	set_transient( $key, $count + 1, 10 * MINUTE_IN_SECONDS );
	return false;
}

/**
 * Handles a submitted form: checks the nonce and the honeypot, validates and sanitises the fields,
 * stores the message and e-mails it to the address set under Settings → Contact Form.
 * The form is public, so no capability is required; the nonce protects against forged posts.
 */
function __PREFIX__contact_handle_submission() {
	$return = home_url( '/' );
	if ( isset( $_POST['__PREFIX__contact_return'] ) ) {
		$return = wp_validate_redirect( esc_url_raw( wp_unslash( $_POST['__PREFIX__contact_return'] ) ), home_url( '/' ) );
	}

	if ( ! isset( $_POST['__PREFIX__contact_nonce'] ) || ! wp_verify_nonce( sanitize_text_field( wp_unslash( $_POST['__PREFIX__contact_nonce'] ) ), '__PREFIX__contact_submit' ) ) {
		__PREFIX__contact_redirect( $return, 'expired' );
	}

	// A filled-in honeypot means a bot: answer as if it worked and do nothing.
	if ( ! empty( $_POST['__PREFIX__contact_website'] ) ) {
		__PREFIX__contact_redirect( $return, 'sent' );
	}

	$name    = isset( $_POST['__PREFIX__contact_name'] ) ? sanitize_text_field( wp_unslash( $_POST['__PREFIX__contact_name'] ) ) : '';
	$email   = isset( $_POST['__PREFIX__contact_email'] ) ? sanitize_email( wp_unslash( $_POST['__PREFIX__contact_email'] ) ) : '';
	$subject = isset( $_POST['__PREFIX__contact_subject'] ) ? sanitize_text_field( wp_unslash( $_POST['__PREFIX__contact_subject'] ) ) : '';
	$message = isset( $_POST['__PREFIX__contact_message'] ) ? sanitize_textarea_field( wp_unslash( $_POST['__PREFIX__contact_message'] ) ) : '';

	if ( '' === $name || strlen( $name ) > 100 || ! is_email( $email ) || '' === $message || strlen( $message ) > 20000 ) {
		__PREFIX__contact_redirect( $return, 'invalid' );
	}

	if ( __PREFIX__contact_rate_limited() ) {
		__PREFIX__contact_redirect( $return, 'busy' );
	}

	$settings = __PREFIX__contact_settings();
	$title    = '' !== $subject ? $subject : sprintf(
		/* translators: %s: sender name. */
		__( 'Message from %s', '__TEXT_DOMAIN__' ),
		$name
	);

	if ( ! empty( $settings['store'] ) ) {
		wp_insert_post(
			array(
				'post_type'    => 'PLUGSMITH_NAME_POST_TYPE',
				'post_status'  => 'private',
				'post_title'   => $title,
				'post_content' => $message,
				'meta_input'   => array(
					'___PREFIX__contact_name'  => $name,
					'___PREFIX__contact_email' => $email,
				),
			)
		);
	}

	$site      = wp_specialchars_decode( get_bloginfo( 'name' ), ENT_QUOTES );
	$safe_name = str_replace( array( '"', '<', '>', ',', ';', ':' ), '', $name );
	/* translators: %s: sender name. */
	$body  = sprintf( __( 'Name: %s', '__TEXT_DOMAIN__' ), $name ) . "\n";
	/* translators: %s: sender e-mail address. */
	$body .= sprintf( __( 'E-mail: %s', '__TEXT_DOMAIN__' ), $email ) . "\n\n";
	$body .= $message;
	$sent = wp_mail(
		sanitize_email( $settings['recipient'] ),
		sprintf( '[%1$s] %2$s', $site, $title ),
		$body,
		array( 'Reply-To: ' . $safe_name . ' <' . $email . '>' )
	);

	__PREFIX__contact_redirect( $return, $sent ? 'sent' : 'failed' );
}
add_action( 'admin_post_nopriv___PREFIX__contact_submit', '__PREFIX__contact_handle_submission' );
add_action( 'admin_post___PREFIX__contact_submit', '__PREFIX__contact_handle_submission' );

/**
 * Shows who sent a stored message, and the message itself, on its edit screen.
 */
function __PREFIX__contact_add_meta_box() {
	add_meta_box( '__PREFIX__contact_sender', __( 'Message', '__TEXT_DOMAIN__' ), '__PREFIX__contact_render_meta_box', 'PLUGSMITH_NAME_POST_TYPE', 'normal', 'high' );
}
add_action( 'add_meta_boxes', '__PREFIX__contact_add_meta_box' );

/**
 * Prints a stored message (read-only).
 *
 * @param WP_Post $post The message.
 */
function __PREFIX__contact_render_meta_box( $post ) {
	$email = (string) get_post_meta( $post->ID, '___PREFIX__contact_email', true );
	?>
	<p><strong><?php esc_html_e( 'From:', '__TEXT_DOMAIN__' ); ?></strong> <?php echo esc_html( (string) get_post_meta( $post->ID, '___PREFIX__contact_name', true ) ); ?>
		&lt;<a href="<?php echo esc_url( 'mailto:' . $email ); ?>"><?php echo esc_html( $email ); ?></a>&gt;</p>
	<p><strong><?php esc_html_e( 'Received:', '__TEXT_DOMAIN__' ); ?></strong> <?php echo esc_html( get_the_date( '', $post ) . ' ' . get_the_time( '', $post ) ); ?></p>
	<div style="white-space: pre-wrap; background: #f6f7f7; padding: 12px; border: 1px solid #dcdcde;"><?php echo esc_html( $post->post_content ); ?></div>
	<?php
}

/**
 * Adds a "From" column to the messages list.
 *
 * @param string[] $columns Column titles by key.
 * @return string[]
 */
function __PREFIX__contact_columns( $columns ) {
	$columns['__PREFIX__contact_from'] = __( 'From', '__TEXT_DOMAIN__' );
	return $columns;
}
add_filter( 'manage_PLUGSMITH_NAME_POST_TYPE_posts_columns', '__PREFIX__contact_columns' );

/**
 * Prints the "From" column.
 *
 * @param string $column  Column key.
 * @param int    $post_id Post ID.
 */
function __PREFIX__contact_column_value( $column, $post_id ) {
	if ( '__PREFIX__contact_from' === $column ) {
		echo esc_html( (string) get_post_meta( $post_id, '___PREFIX__contact_name', true ) . ' <' . (string) get_post_meta( $post_id, '___PREFIX__contact_email', true ) . '>' );
	}
}
add_action( 'manage_PLUGSMITH_NAME_POST_TYPE_posts_custom_column', '__PREFIX__contact_column_value', 10, 2 );

/**
 * Registers the contact form's settings.
 */
function __PREFIX__contact_register_settings() {
	register_setting(
		'__PREFIX__contact_group',
		'__PREFIX__contact_settings',
		array(
			'type'              => 'array',
			'sanitize_callback' => '__PREFIX__contact_sanitize_settings',
		)
	);
	add_settings_section( '__PREFIX__contact_main', __( 'Notifications', '__TEXT_DOMAIN__' ), '__PREFIX__contact_render_section', '__CSS_PREFIX__contact-form' );
	add_settings_field( '__PREFIX__contact_recipient', __( 'Send messages to', '__TEXT_DOMAIN__' ), '__PREFIX__contact_render_recipient_field', '__CSS_PREFIX__contact-form', '__PREFIX__contact_main', array( 'label_for' => '__PREFIX__contact_recipient' ) );
	add_settings_field( '__PREFIX__contact_store', __( 'Keep messages', '__TEXT_DOMAIN__' ), '__PREFIX__contact_render_store_field', '__CSS_PREFIX__contact-form', '__PREFIX__contact_main' );
	add_settings_field( '__PREFIX__contact_success_message', __( 'Success message', '__TEXT_DOMAIN__' ), '__PREFIX__contact_render_success_field', '__CSS_PREFIX__contact-form', '__PREFIX__contact_main', array( 'label_for' => '__PREFIX__contact_success_message' ) );
}
add_action( 'admin_init', '__PREFIX__contact_register_settings' );

/**
 * Cleans the submitted settings.
 *
 * @param mixed $input Submitted values.
 * @return array{recipient: string, store: bool, success_message: string}
 */
function __PREFIX__contact_sanitize_settings( $input ) {
	$input     = is_array( $input ) ? $input : array();
	$current   = __PREFIX__contact_settings();
	$recipient = isset( $input['recipient'] ) ? sanitize_email( $input['recipient'] ) : '';
	if ( ! is_email( $recipient ) ) {
		add_settings_error( '__PREFIX__contact_settings', '__PREFIX__contact_recipient', __( 'Please enter a valid e-mail address; the previous address was kept.', '__TEXT_DOMAIN__' ) );
		$recipient = $current['recipient'];
	}
	$success = isset( $input['success_message'] ) ? sanitize_text_field( $input['success_message'] ) : '';
	return array(
		'recipient'       => $recipient,
		'store'           => ! empty( $input['store'] ),
		'success_message' => '' !== $success ? $success : $current['success_message'],
	);
}

/**
 * Adds Settings → Contact Form.
 */
function __PREFIX__contact_add_settings_page() {
	add_options_page( __( 'Contact Form', '__TEXT_DOMAIN__' ), __( 'Contact Form', '__TEXT_DOMAIN__' ), 'manage_options', '__CSS_PREFIX__contact-form', '__PREFIX__contact_render_settings_page' );
}
add_action( 'admin_menu', '__PREFIX__contact_add_settings_page' );

/**
 * Prints Settings → Contact Form.
 */
function __PREFIX__contact_render_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	?>
	<div class="wrap">
		<h1><?php echo esc_html( get_admin_page_title() ); ?></h1>
		<form action="options.php" method="post">
			<?php
			settings_fields( '__PREFIX__contact_group' );
			do_settings_sections( '__CSS_PREFIX__contact-form' );
			submit_button();
			?>
		</form>
	</div>
	<?php
}

/**
 * Explains where the form goes.
 */
function __PREFIX__contact_render_section() {
	echo '<p>' . esc_html(
		sprintf(
			/* translators: %s: shortcode. */
			__( 'Put %s in any page to show the form. New messages are e-mailed to the address below.', '__TEXT_DOMAIN__' ),
			PLUGSMITH_PARAM_SHORTCODE
		)
	) . '</p>';
}

/**
 * The recipient field.
 */
function __PREFIX__contact_render_recipient_field() {
	$settings = __PREFIX__contact_settings();
	?>
	<input type="email" class="regular-text" id="__PREFIX__contact_recipient" name="__PREFIX__contact_settings[recipient]" value="<?php echo esc_attr( $settings['recipient'] ); ?>" />
	<?php
}

/**
 * The "keep messages" checkbox.
 */
function __PREFIX__contact_render_store_field() {
	$settings = __PREFIX__contact_settings();
	?>
	<label>
		<input type="checkbox" name="__PREFIX__contact_settings[store]" value="1" <?php checked( ! empty( $settings['store'] ) ); ?> />
		<?php esc_html_e( 'Also keep every message under Messages in the admin menu.', '__TEXT_DOMAIN__' ); ?>
	</label>
	<?php
}

/**
 * The success message field.
 */
function __PREFIX__contact_render_success_field() {
	$settings = __PREFIX__contact_settings();
	?>
	<input type="text" class="regular-text" id="__PREFIX__contact_success_message" name="__PREFIX__contact_settings[success_message]" value="<?php echo esc_attr( $settings['success_message'] ); ?>" />
	<?php
}

/**
 * Adds a Settings link to the plugin's row on the Plugins screen.
 *
 * @param string[] $links Action links.
 * @return string[]
 */
function __PREFIX__contact_action_link( $links ) {
	array_unshift( $links, '<a href="' . esc_url( admin_url( 'options-general.php?page=__CSS_PREFIX__contact-form' ) ) . '">' . esc_html__( 'Settings', '__TEXT_DOMAIN__' ) . '</a>' );
	return $links;
}
add_filter( 'plugin_action_links_' . __CONST_PREFIX__BASENAME, '__PREFIX__contact_action_link' );
