import type { BlueprintContext } from "../blueprint-context";
import { shortcodeTag } from "../blueprint-context";
import { commentText, echoHtml, phpFileStart, phpString, settingsPageRenderer, tr, trHtml } from "../php-source";
import { escapeHtml, formRow, settingsForm } from "../preview-html";
import {
  formHiddenFieldsPhp,
  formNoticePhp,
  honeypotCheckPhp,
  honeypotFieldPhp,
  nonceCheckPhp,
  redirectFunctionPhp,
  registerFormStyleFunctionPhp,
  returnUrlPhp,
  sanitisedPostFieldsPhp,
} from "../php-snippets";
import type { BlockDefinition } from "./block-types";

/** A post type key of at most 20 characters that belongs to this plugin. */
export function messagePostType(ctx: BlueprintContext): string {
  const direct = `${ctx.prefix}msg`;
  if (direct.length <= 20) return direct;
  let hash = 0;
  for (const ch of ctx.prefix) hash = (Math.imul(hash, 31) + ch.charCodeAt(0)) >>> 0;
  return `ps_msg_${hash.toString(16).padStart(8, "0")}`;
}

export function contactTagCandidates(ctx: BlueprintContext): string[] {
  return [shortcodeTag(ctx, "contact_form"), `${ctx.prefix}contact_form_2`];
}

export const contactFormBlock: BlockDefinition = {
  id: "contact-form",
  label: "a contact form with e-mail notifications",
  multiple: false,
  provides: ["settings-page", "shortcode"],
  quickAction: { label: "Add a contact form", prompt: "Add a contact form with e-mail notifications" },
  defaultName: () => "Contact Form",
  instanceKey: () => "contact-form",
  build(ctx, params) {
    const tag = params.tag ?? contactTagCandidates(ctx)[0]!;
    const p = `${ctx.prefix}contact_`;
    const c = `${ctx.cssPrefix}contact`;
    const option = `${ctx.prefix}contact_settings`;
    const group = `${ctx.prefix}contact_group`;
    const page = `${ctx.cssPrefix}contact-form`;
    const postType = messagePostType(ctx);
    const action = `${ctx.prefix}contact_submit`;
    const td = phpString(ctx.textDomain);

    const php = `${phpFileStart(ctx, `Contact form: the [${tag}] shortcode, its submission handler (nonce, honeypot, rate limit, wp_mail), stored messages and Settings → Contact Form.`, { id: "contact-form", params: { tag } })}
/**
 * The contact form's settings, with defaults.
 *
 * @return array{recipient: string, store: bool, success_message: string}
 */
function ${p}settings() {
	$saved    = get_option( '${option}', array() );
	$defaults = array(
		'recipient'       => get_option( 'admin_email' ),
		'store'           => true,
		'success_message' => ${tr(ctx, "Thank you! Your message has been sent.")},
	);
	return wp_parse_args( is_array( $saved ) ? $saved : array(), $defaults );
}

/**
 * Registers the post type that keeps received messages (visible to administrators only).
 */
function ${p}register_post_type() {
	register_post_type(
		'${postType}',
		array(
			'labels'              => array(
				'name'          => ${tr(ctx, "Contact Messages")},
				'singular_name' => ${tr(ctx, "Contact Message")},
				'menu_name'     => ${tr(ctx, "Messages")},
				'edit_item'     => ${tr(ctx, "Message")},
				'all_items'     => ${tr(ctx, "All Messages")},
				'not_found'     => ${tr(ctx, "No messages yet.")},
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
add_action( 'init', '${p}register_post_type' );

${registerFormStyleFunctionPhp(p, c, "contact-form.css", ctx.constPrefix)}

/**
 * Renders [${tag}]: the form, and the notice after a submission.
 *
 * @return string
 */
function ${p}render_form() {
	wp_enqueue_style( '${c}' );

	// Only picks one of the fixed messages below; nothing from the address is printed.
	$status   = isset( $_GET['${p}status'] ) ? sanitize_key( wp_unslash( $_GET['${p}status'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	$settings = ${p}settings();
	$notices  = array(
		'sent'    => array( 'success', $settings['success_message'] ),
		'invalid' => array( 'error', ${tr(ctx, "Please enter your name, a valid e-mail address and a message.")} ),
		'expired' => array( 'error', ${tr(ctx, "The form expired. Please send your message again.")} ),
		'busy'    => array( 'error', ${tr(ctx, "Too many messages in a short time. Please try again in a few minutes.")} ),
		'failed'  => array( 'error', ${tr(ctx, "Sorry, your message could not be sent. Please try again later.")} ),
	);

${formNoticePhp(c)}

	$html .= '<form class="${c}__form" method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
${formHiddenFieldsPhp(p, action)}
	$html .= '<p class="${c}__field"><label for="${p}name">' . ${trHtml(ctx, "Name")} . '</label><input type="text" id="${p}name" name="${p}name" required maxlength="100" autocomplete="name" /></p>';
	$html .= '<p class="${c}__field"><label for="${p}email">' . ${trHtml(ctx, "E-mail")} . '</label><input type="email" id="${p}email" name="${p}email" required maxlength="100" autocomplete="email" /></p>';
	$html .= '<p class="${c}__field"><label for="${p}subject">' . ${trHtml(ctx, "Subject")} . '</label><input type="text" id="${p}subject" name="${p}subject" maxlength="150" /></p>';
	$html .= '<p class="${c}__field"><label for="${p}message">' . ${trHtml(ctx, "Message")} . '</label><textarea id="${p}message" name="${p}message" rows="6" required maxlength="5000"></textarea></p>';
	// Honeypot: hidden from people, filled in by bots.
${honeypotFieldPhp(p, c, trHtml(ctx, "Leave this field empty"))}
	$html .= '<p class="${c}__actions"><button type="submit" class="${c}__submit">' . ${trHtml(ctx, "Send message")} . '</button></p>';
	$html .= '</form></div>';

	return $html;
}
add_shortcode( ${phpString(tag)}, '${p}render_form' );

${redirectFunctionPhp(p, c, "sent, invalid, expired, busy, failed")}

/**
 * Allows five messages per visitor address in ten minutes.
 *
 * @return bool True when this visitor has sent too many.
 */
function ${p}rate_limited() {
	$address = isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
	$key     = '${p}rl_' . md5( $address );
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
function ${p}handle_submission() {
${returnUrlPhp(p)}

${nonceCheckPhp(p, action)}

	// A filled-in honeypot means a bot: answer as if it worked and do nothing.
${honeypotCheckPhp(p, "sent")}

${sanitisedPostFieldsPhp(p, [
  ["name", "sanitize_text_field"],
  ["email", "sanitize_email"],
  ["subject", "sanitize_text_field"],
  ["message", "sanitize_textarea_field"],
])}

	if ( '' === $name || strlen( $name ) > 100 || ! is_email( $email ) || '' === $message || strlen( $message ) > 20000 ) {
		${p}redirect( $return, 'invalid' );
	}

	if ( ${p}rate_limited() ) {
		${p}redirect( $return, 'busy' );
	}

	$settings = ${p}settings();
	$title    = '' !== $subject ? $subject : sprintf(
		/* translators: %s: sender name. */
		${tr(ctx, "Message from %s")},
		$name
	);

	if ( ! empty( $settings['store'] ) ) {
		wp_insert_post(
			array(
				'post_type'    => '${postType}',
				'post_status'  => 'private',
				'post_title'   => $title,
				'post_content' => $message,
				'meta_input'   => array(
					'_${p}name'  => $name,
					'_${p}email' => $email,
				),
			)
		);
	}

	$site      = wp_specialchars_decode( get_bloginfo( 'name' ), ENT_QUOTES );
	$safe_name = str_replace( array( '"', '<', '>', ',', ';', ':' ), '', $name );
	/* translators: %s: sender name. */
	$body  = sprintf( ${tr(ctx, "Name: %s")}, $name ) . "\\n";
	/* translators: %s: sender e-mail address. */
	$body .= sprintf( ${tr(ctx, "E-mail: %s")}, $email ) . "\\n\\n";
	$body .= $message;
	$sent = wp_mail(
		sanitize_email( $settings['recipient'] ),
		sprintf( '[%1$s] %2$s', $site, $title ),
		$body,
		array( 'Reply-To: ' . $safe_name . ' <' . $email . '>' )
	);

	${p}redirect( $return, $sent ? 'sent' : 'failed' );
}
add_action( 'admin_post_nopriv_${action}', '${p}handle_submission' );
add_action( 'admin_post_${action}', '${p}handle_submission' );

/**
 * Shows who sent a stored message, and the message itself, on its edit screen.
 */
function ${p}add_meta_box() {
	add_meta_box( '${p}sender', ${tr(ctx, "Message")}, '${p}render_meta_box', '${postType}', 'normal', 'high' );
}
add_action( 'add_meta_boxes', '${p}add_meta_box' );

/**
 * Prints a stored message (read-only).
 *
 * @param WP_Post $post The message.
 */
function ${p}render_meta_box( $post ) {
	$email = (string) get_post_meta( $post->ID, '_${p}email', true );
	?>
	<p><strong><?php ${echoHtml(ctx, "From:")} ?></strong> <?php echo esc_html( (string) get_post_meta( $post->ID, '_${p}name', true ) ); ?>
		&lt;<a href="<?php echo esc_url( 'mailto:' . $email ); ?>"><?php echo esc_html( $email ); ?></a>&gt;</p>
	<p><strong><?php ${echoHtml(ctx, "Received:")} ?></strong> <?php echo esc_html( get_the_date( '', $post ) . ' ' . get_the_time( '', $post ) ); ?></p>
	<div style="white-space: pre-wrap; background: #f6f7f7; padding: 12px; border: 1px solid #dcdcde;"><?php echo esc_html( $post->post_content ); ?></div>
	<?php
}

/**
 * Adds a "From" column to the messages list.
 *
 * @param string[] $columns Column titles by key.
 * @return string[]
 */
function ${p}columns( $columns ) {
	$columns['${p}from'] = ${tr(ctx, "From")};
	return $columns;
}
add_filter( 'manage_${postType}_posts_columns', '${p}columns' );

/**
 * Prints the "From" column.
 *
 * @param string $column  Column key.
 * @param int    $post_id Post ID.
 */
function ${p}column_value( $column, $post_id ) {
	if ( '${p}from' === $column ) {
		echo esc_html( (string) get_post_meta( $post_id, '_${p}name', true ) . ' <' . (string) get_post_meta( $post_id, '_${p}email', true ) . '>' );
	}
}
add_action( 'manage_${postType}_posts_custom_column', '${p}column_value', 10, 2 );

/**
 * Registers the contact form's settings.
 */
function ${p}register_settings() {
	register_setting(
		'${group}',
		'${option}',
		array(
			'type'              => 'array',
			'sanitize_callback' => '${p}sanitize_settings',
		)
	);
	add_settings_section( '${p}main', ${tr(ctx, "Notifications")}, '${p}render_section', '${page}' );
	add_settings_field( '${p}recipient', ${tr(ctx, "Send messages to")}, '${p}render_recipient_field', '${page}', '${p}main', array( 'label_for' => '${p}recipient' ) );
	add_settings_field( '${p}store', ${tr(ctx, "Keep messages")}, '${p}render_store_field', '${page}', '${p}main' );
	add_settings_field( '${p}success_message', ${tr(ctx, "Success message")}, '${p}render_success_field', '${page}', '${p}main', array( 'label_for' => '${p}success_message' ) );
}
add_action( 'admin_init', '${p}register_settings' );

/**
 * Cleans the submitted settings.
 *
 * @param mixed $input Submitted values.
 * @return array{recipient: string, store: bool, success_message: string}
 */
function ${p}sanitize_settings( $input ) {
	$input     = is_array( $input ) ? $input : array();
	$current   = ${p}settings();
	$recipient = isset( $input['recipient'] ) ? sanitize_email( $input['recipient'] ) : '';
	if ( ! is_email( $recipient ) ) {
		add_settings_error( '${option}', '${p}recipient', ${tr(ctx, "Please enter a valid e-mail address; the previous address was kept.")} );
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
function ${p}add_settings_page() {
	add_options_page( ${tr(ctx, "Contact Form")}, ${tr(ctx, "Contact Form")}, 'manage_options', '${page}', '${p}render_settings_page' );
}
add_action( 'admin_menu', '${p}add_settings_page' );

/**
 * Prints Settings → Contact Form.
 */
${settingsPageRenderer(`${p}render_settings_page`, group, page)}

/**
 * Explains where the form goes.
 */
function ${p}render_section() {
	echo '<p>' . esc_html(
		sprintf(
			/* translators: %s: shortcode. */
			${tr(ctx, "Put %s in any page to show the form. New messages are e-mailed to the address below.")},
			'[${tag}]'
		)
	) . '</p>';
}

/**
 * The recipient field.
 */
function ${p}render_recipient_field() {
	$settings = ${p}settings();
	?>
	<input type="email" class="regular-text" id="${p}recipient" name="${option}[recipient]" value="<?php echo esc_attr( $settings['recipient'] ); ?>" />
	<?php
}

/**
 * The "keep messages" checkbox.
 */
function ${p}render_store_field() {
	$settings = ${p}settings();
	?>
	<label>
		<input type="checkbox" name="${option}[store]" value="1" <?php checked( ! empty( $settings['store'] ) ); ?> />
		<?php ${echoHtml(ctx, "Also keep every message under Messages in the admin menu.")} ?>
	</label>
	<?php
}

/**
 * The success message field.
 */
function ${p}render_success_field() {
	$settings = ${p}settings();
	?>
	<input type="text" class="regular-text" id="${p}success_message" name="${option}[success_message]" value="<?php echo esc_attr( $settings['success_message'] ); ?>" />
	<?php
}

/**
 * Adds a Settings link to the plugin's row on the Plugins screen.
 *
 * @param string[] $links Action links.
 * @return string[]
 */
function ${p}action_link( $links ) {
	array_unshift( $links, '<a href="' . esc_url( admin_url( 'options-general.php?page=${page}' ) ) . '">' . esc_html__( 'Settings', ${td} ) . '</a>' );
	return $links;
}
add_filter( 'plugin_action_links_' . ${ctx.constPrefix}BASENAME, '${p}action_link' );
`;
    const css = contactCss(c);
    const field = (id: string, label: string, input: string) =>
      `<p class="${c}__field"><label for="${id}">${label}</label>${input}</p>`;
    return {
      files: {
        "includes/contact-form.php": php,
        "assets/contact-form.css": `/* ${commentText(ctx.name)}: contact form. */\n${css}`,
      },
      requires: ["includes/contact-form.php"],
      uninstall: [`delete_option( '${option}' );`],
      features: [
        `Contact form shortcode [${tag}] with name, e-mail, subject and message fields`,
        "Spam protection: nonce, honeypot field and a limit of five messages per visitor in ten minutes",
        "Sanitised and validated input; e-mail notification with wp_mail (Reply-To set to the sender)",
        "Settings → Contact Form: recipient e-mail (defaults to the site admin e-mail), success message, keep messages",
        "Received messages kept under Messages in the admin menu (visible to administrators only)",
        "Success and error notices after sending; all output escaped",
      ],
      usage: [
        `Put [${tag}] in a page (for example "Contact").`,
        "Set the e-mail address that receives messages under Settings → Contact Form.",
      ],
      adminScreens: [
        {
          title: "Contact Form",
          body: `<p>Put <code>[${escapeHtml(tag)}]</code> in any page to show the form. New messages are e-mailed to the address below.</p>
${settingsForm([
  formRow("Send messages to", `<input type="email" class="regular-text" value="admin@example.com">`),
  formRow("Keep messages", `<label><input type="checkbox" checked> Also keep every message under Messages in the admin menu.</label>`),
  formRow("Success message", `<input type="text" class="regular-text" value="Thank you! Your message has been sent.">`),
])}`,
        },
        {
          title: "Contact Messages",
          body: `<table class="widefat"><thead><tr><th>Title</th><th>From</th><th>Date</th></tr></thead><tbody>
<tr><td><a href="#">Question about opening hours</a></td><td>Anna Berg &lt;anna@example.com&gt;</td><td>Private</td></tr>
<tr><td><a href="#">Message from Jonas Ek</a></td><td>Jonas Ek &lt;jonas@example.com&gt;</td><td>Private</td></tr>
</tbody></table>`,
        },
      ],
      siteSections: [
        `<h2>Contact us</h2>
<div class="${c}" id="${c}">
<div class="${c}__notice ${c}__notice--success" role="status">Thank you! Your message has been sent.</div>
<form class="${c}__form" method="post" action="#">
${field(`${p}name`, "Name", `<input type="text" id="${p}name" required>`)}
${field(`${p}email`, "E-mail", `<input type="email" id="${p}email" required>`)}
${field(`${p}subject`, "Subject", `<input type="text" id="${p}subject">`)}
${field(`${p}message`, "Message", `<textarea id="${p}message" rows="6" required></textarea>`)}
<p class="${c}__actions"><button type="submit" class="${c}__submit">Send message</button></p>
</form>
</div>`,
      ],
      siteCss: css,
      styleTargets: {
        wrapper: c,
        stylesheet: "assets/contact-form.css",
        parts: {
          form: "",
          button: `.${c}__submit`,
          field: `.${c}__field`,
          label: `.${c}__field label`,
          input: `.${c}__field input, .${c}__field textarea`,
          notice: `.${c}__notice`,
        },
      },
    };
  },
};

function contactCss(c: string): string {
  return `.${c} {
	max-width: 640px;
	margin: 1.5em 0;
}
.${c}__field {
	margin: 0 0 1em;
}
.${c}__field label {
	display: block;
	font-weight: 600;
	margin-bottom: 0.25em;
}
.${c}__field input,
.${c}__field textarea {
	box-sizing: border-box;
	width: 100%;
	padding: 0.6em 0.75em;
	border: 1px solid #8c8f94;
	border-radius: 4px;
	font: inherit;
}
.${c}__field input:focus,
.${c}__field textarea:focus {
	border-color: #2271b1;
	outline: 2px solid rgba(34, 113, 177, 0.3);
}
.${c}__submit {
	background: #2271b1;
	color: #fff;
	border: 0;
	border-radius: 4px;
	padding: 0.7em 1.5em;
	font: inherit;
	font-weight: 600;
	cursor: pointer;
}
.${c}__submit:hover {
	background: #135e96;
}
.${c}__notice {
	padding: 0.75em 1em;
	margin: 0 0 1em;
	border-radius: 4px;
	border-left: 4px solid;
}
.${c}__notice--success {
	background: #edfaef;
	border-color: #00a32a;
}
.${c}__notice--error {
	background: #fcf0f1;
	border-color: #d63638;
}
.${c}__hp {
	position: absolute !important;
	left: -9999px !important;
	width: 1px;
	height: 1px;
	overflow: hidden;
}
`;
}
