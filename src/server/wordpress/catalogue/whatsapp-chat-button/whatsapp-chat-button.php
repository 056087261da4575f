<?php
/**
 * WhatsApp chat button: a round WhatsApp button in the bottom left corner of every page that opens a chat
 * with the site's number, with a message already written. When the number was not given, an administrator
 * enters it under Settings → WhatsApp Button.
 *
 * __MARKER__
 *
 * @package __PACKAGE__
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The number to chat with, digits only with the country code, or '' when there is none yet.
 *
 * @return string
 */
function __PREFIX__whatsapp_phone() {
	$phone = PLUGSMITH_PARAM_PHONE;
	if ( '' === $phone ) {
		$phone = preg_replace( '/\D/', '', (string) get_option( '__PREFIX__whatsapp_phone', '' ) );
	}
	return (string) $phone;
}

add_action( 'wp_footer', '__PREFIX__whatsapp_button' );

/**
 * The button: a link to wa.me that opens WhatsApp (app or web) in a new tab.
 */
function __PREFIX__whatsapp_button() {
	$phone = __PREFIX__whatsapp_phone();
	if ( '' === $phone ) {
		return;
	}
	$url = 'https://wa.me/' . rawurlencode( $phone );
	if ( '' !== PLUGSMITH_PARAM_MESSAGE ) {
		$url .= '?text=' . rawurlencode( PLUGSMITH_PARAM_MESSAGE );
	}
	echo '<a class="__CSS_PREFIX__whatsapp" href="' . esc_url( $url ) . '" target="_blank" rel="noopener noreferrer" aria-label="' . esc_attr__( 'Chat with us on WhatsApp', '__TEXT_DOMAIN__' ) . '" style="position:fixed;left:1.25rem;bottom:1.25rem;z-index:99980;display:flex;align-items:center;justify-content:center;width:56px;height:56px;border-radius:50%;background:#25d366;box-shadow:0 2px 8px rgba(0,0,0,.25);">'
		. '<svg width="30" height="30" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="#ffffff" d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.1l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.2-.4.7-1.3a.5.5 0 0 0 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.2 2.2 2.2 0 0 0 .1-1.3c0-.1-.2-.2-.5-.3z"/></svg></a>';
}

add_action( 'admin_init', '__PREFIX__whatsapp_register_setting' );

/**
 * The number setting, when the number was not given when the plugin was built.
 */
function __PREFIX__whatsapp_register_setting() {
	if ( '' !== PLUGSMITH_PARAM_PHONE ) {
		return;
	}
	register_setting(
		'__PREFIX__whatsapp',
		'__PREFIX__whatsapp_phone',
		array(
			'type'              => 'string',
			'sanitize_callback' => '__PREFIX__whatsapp_sanitize_phone',
			'default'           => '',
		)
	);
}

/**
 * Digits only; '' unless 8 to 15 digits (an international number).
 *
 * @param mixed $value The submitted number.
 * @return string
 */
function __PREFIX__whatsapp_sanitize_phone( $value ) {
	$digits = preg_replace( '/\D/', '', (string) $value );
	return ( strlen( $digits ) >= 8 && strlen( $digits ) <= 15 ) ? $digits : '';
}

add_action( 'admin_menu', '__PREFIX__whatsapp_menu' );

/**
 * Settings → WhatsApp Button, when the number is a setting.
 */
function __PREFIX__whatsapp_menu() {
	if ( '' !== PLUGSMITH_PARAM_PHONE ) {
		return;
	}
	add_options_page( __( 'WhatsApp Button', '__TEXT_DOMAIN__' ), __( 'WhatsApp Button', '__TEXT_DOMAIN__' ), 'manage_options', '__CSS_PREFIX__whatsapp', '__PREFIX__whatsapp_page' );
}

/**
 * The settings page: the number.
 */
function __PREFIX__whatsapp_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	?>
	<div class="wrap">
		<h1><?php esc_html_e( 'WhatsApp Button', '__TEXT_DOMAIN__' ); ?></h1>
		<form method="post" action="options.php">
			<?php settings_fields( '__PREFIX__whatsapp' ); ?>
			<table class="form-table" role="presentation">
				<tr>
					<th scope="row"><label for="__CSS_PREFIX__whatsapp-phone"><?php esc_html_e( 'WhatsApp number', '__TEXT_DOMAIN__' ); ?></label></th>
					<td>
						<input type="tel" id="__CSS_PREFIX__whatsapp-phone" name="__PREFIX__whatsapp_phone" value="<?php echo esc_attr( __PREFIX__whatsapp_phone() ); ?>" class="regular-text">
						<p class="description"><?php esc_html_e( 'With the country code, for example +46 70 123 45 67. The button shows once a number is saved.', '__TEXT_DOMAIN__' ); ?></p>
					</td>
				</tr>
			</table>
			<?php submit_button(); ?>
		</form>
	</div>
	<?php
}
