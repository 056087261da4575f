/**
 * PHP shared by the public forms (contact form, entry form): a form posted to admin-post.php that
 * sends the visitor back with a status. Each helper returns lines at one tab of indentation (a function
 * body) without a trailing newline, so a block keeps its own blank lines and comments between them.
 * `p` is the block's function prefix, `c` its CSS class, `action` its admin-post action.
 */

/** Opens the wrapper and prints the notice picked by `$status` from `$notices`. */
export function formNoticePhp(c: string): string {
  return `	$html = '<div class="${c}" id="${c}">';
	if ( isset( $notices[ $status ] ) ) {
		$html .= '<div class="${c}__notice ${c}__notice--' . esc_attr( $notices[ $status ][0] ) . '" role="status">' . esc_html( $notices[ $status ][1] ) . '</div>';
	}`;
}

/** The form's hidden fields: the admin-post action, the nonce and the page to come back to. */
export function formHiddenFieldsPhp(p: string, action: string): string {
  return `	$html .= '<input type="hidden" name="action" value="${action}" />';
	$html .= wp_nonce_field( '${action}', '${p}nonce', true, false );
	$html .= '<input type="hidden" name="${p}return" value="' . esc_url( get_permalink() ) . '" />';`;
}

/** The honeypot field; `label` is the already escaped, translated label expression. */
export function honeypotFieldPhp(p: string, c: string, label: string): string {
  return `	$html .= '<p class="${c}__hp" aria-hidden="true"><label for="${p}website">' . ${label} . '</label><input type="text" id="${p}website" name="${p}website" tabindex="-1" autocomplete="off" /></p>';`;
}

/** `{p}redirect( $url, $status )`, with its doc comment; `statuses` lists the statuses for the comment. */
export function redirectFunctionPhp(p: string, c: string, statuses: string): string {
  return `/**
 * Sends the visitor back to the form with a status.
 *
 * @param string $url    Page with the form.
 * @param string $status One of ${statuses}.
 */
function ${p}redirect( $url, $status ) {
	wp_safe_redirect( add_query_arg( '${p}status', $status, $url ) . '#${c}' );
	exit;
}`;
}

/** Sets `$return` to the posted page, when it is one of this site's, else the home page. */
export function returnUrlPhp(p: string): string {
  return `	$return = home_url( '/' );
	if ( isset( $_POST['${p}return'] ) ) {
		$return = wp_validate_redirect( esc_url_raw( wp_unslash( $_POST['${p}return'] ) ), home_url( '/' ) );
	}`;
}

/** Sends the visitor back with `expired` unless the nonce checks out. */
export function nonceCheckPhp(p: string, action: string): string {
  return `	if ( ! isset( $_POST['${p}nonce'] ) || ! wp_verify_nonce( sanitize_text_field( wp_unslash( $_POST['${p}nonce'] ) ), '${action}' ) ) {
		${p}redirect( $return, 'expired' );
	}`;
}

/** A filled-in honeypot: sends the bot back with the success status, having done nothing. */
export function honeypotCheckPhp(p: string, successStatus: string): string {
  return `	if ( ! empty( $_POST['${p}website'] ) ) {
		${p}redirect( $return, '${successStatus}' );
	}`;
}

export type PostFieldSanitiser = "sanitize_text_field" | "sanitize_email" | "sanitize_textarea_field";

/** One `$name = isset( $_POST[...] ) ? sanitiser( wp_unslash( ... ) ) : '';` per field, `=` aligned. */
export function sanitisedPostFieldsPhp(p: string, fields: ReadonlyArray<readonly [name: string, sanitiser: PostFieldSanitiser]>): string {
  const width = Math.max(...fields.map(([name]) => name.length));
  return fields
    .map(([name, sanitiser]) => `	$${name.padEnd(width)} = isset( $_POST['${p}${name}'] ) ? ${sanitiser}( wp_unslash( $_POST['${p}${name}'] ) ) : '';`)
    .join("\n");
}

/** `{p}register_assets()`: registers the form's stylesheet `assets/{cssFile}` under handle `c`, hooked. */
export function registerFormStyleFunctionPhp(p: string, c: string, cssFile: string, constPrefix: string): string {
  return `/**
 * Registers the form's stylesheet; it is enqueued only where the form is shown.
 */
function ${p}register_assets() {
	wp_register_style( '${c}', plugins_url( 'assets/${cssFile}', __DIR__ ), array(), ${constPrefix}VERSION );
}
add_action( 'wp_enqueue_scripts', '${p}register_assets' );`;
}
