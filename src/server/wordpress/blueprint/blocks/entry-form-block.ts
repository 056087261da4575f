import type { BlueprintContext } from "../blueprint-context";
import { shortcodeTag } from "../blueprint-context";
import { commentText, phpFileStart, phpString, tr, trHtml } from "../php-source";
import { escapeHtml } from "../preview-html";
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

export function entryFormTagCandidates(ctx: BlueprintContext): string[] {
  return [shortcodeTag(ctx, "form"), `${ctx.prefix}entry_form`];
}

export const entryFormBlock: BlockDefinition = {
  id: "entry-form",
  label: "a form that stores submissions",
  multiple: false,
  provides: ["shortcode"],
  quickAction: { label: "Add a form that saves entries", prompt: "Add a form that saves entries to the database" },
  defaultName: () => "Form Entries",
  instanceKey: () => "entry-form",
  build(ctx, params) {
    const tag = params.tag ?? entryFormTagCandidates(ctx)[0]!;
    const p = `${ctx.prefix}entries_`;
    const c = `${ctx.cssPrefix}entry`;
    const table = `${ctx.prefix}entries`;
    const action = `${ctx.prefix}entry_submit`;
    const deleteAction = `${ctx.prefix}entry_delete`;
    const page = `${ctx.cssPrefix}entries`;
    const dbVersionOption = `${ctx.prefix}entries_db_version`;
    const td = phpString(ctx.textDomain);

    const php = `${phpFileStart(ctx, `A form ([${tag}]) whose submissions are stored in a custom table and listed in the admin.`, { id: "entry-form", params: { tag } })}
/**
 * The entries table's name, with the site's table prefix.
 *
 * @return string
 */
function ${p}table() {
	global $wpdb;
	return $wpdb->prefix . '${table}';
}

/**
 * Creates or updates the entries table (dbDelta is safe to run again).
 */
function ${p}install() {
	global $wpdb;
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	$table   = ${p}table();
	$charset = $wpdb->get_charset_collate();
	dbDelta(
		"CREATE TABLE {$table} (
			id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
			name varchar(100) NOT NULL DEFAULT '',
			email varchar(100) NOT NULL DEFAULT '',
			message text NOT NULL,
			created_at datetime NOT NULL DEFAULT '0000-00-00 00:00:00',
			PRIMARY KEY  (id),
			KEY created_at (created_at)
		) {$charset};"
	);
	update_option( '${dbVersionOption}', '1', false );
}

${registerFormStyleFunctionPhp(p, c, "entry-form.css", ctx.constPrefix)}

/**
 * Renders [${tag}].
 *
 * @return string
 */
function ${p}render_form() {
	wp_enqueue_style( '${c}' );

	// Only picks one of the fixed messages below.
	$status  = isset( $_GET['${p}status'] ) ? sanitize_key( wp_unslash( $_GET['${p}status'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	$notices = array(
		'saved'   => array( 'success', ${tr(ctx, "Thank you! Your entry has been saved.")} ),
		'invalid' => array( 'error', ${tr(ctx, "Please enter your name, a valid e-mail address and a message.")} ),
		'expired' => array( 'error', ${tr(ctx, "The form expired. Please try again.")} ),
	);

${formNoticePhp(c)}
	$html .= '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
${formHiddenFieldsPhp(p, action)}
	$html .= '<p class="${c}__field"><label for="${p}name">' . ${trHtml(ctx, "Name")} . '</label><input type="text" id="${p}name" name="${p}name" required maxlength="100" /></p>';
	$html .= '<p class="${c}__field"><label for="${p}email">' . ${trHtml(ctx, "E-mail")} . '</label><input type="email" id="${p}email" name="${p}email" required maxlength="100" /></p>';
	$html .= '<p class="${c}__field"><label for="${p}message">' . ${trHtml(ctx, "Message")} . '</label><textarea id="${p}message" name="${p}message" rows="5" required maxlength="2000"></textarea></p>';
${honeypotFieldPhp(p, c, trHtml(ctx, "Leave this field empty"))}
	$html .= '<p><button type="submit" class="${c}__submit">' . ${trHtml(ctx, "Send")} . '</button></p>';
	$html .= '</form></div>';

	return $html;
}
add_shortcode( ${phpString(tag)}, '${p}render_form' );

${redirectFunctionPhp(p, c, "saved, invalid, expired")}

/**
 * Stores a submitted entry: nonce and honeypot first, then sanitised and validated fields, then
 * an insert through $wpdb->insert (prepared). The form is public, so no capability is required.
 */
function ${p}handle_submission() {
	global $wpdb;

${returnUrlPhp(p)}
${nonceCheckPhp(p, action)}
${honeypotCheckPhp(p, "saved")}

${sanitisedPostFieldsPhp(p, [
  ["name", "sanitize_text_field"],
  ["email", "sanitize_email"],
  ["message", "sanitize_textarea_field"],
])}
	if ( '' === $name || ! is_email( $email ) || '' === $message ) {
		${p}redirect( $return, 'invalid' );
	}

	if ( get_option( '${dbVersionOption}' ) !== '1' ) {
		${p}install();
	}
	$wpdb->insert(
		${p}table(),
		array(
			'name'       => mb_substr( $name, 0, 100 ),
			'email'      => mb_substr( $email, 0, 100 ),
			'message'    => mb_substr( $message, 0, 2000 ),
			'created_at' => current_time( 'mysql', true ),
		),
		array( '%s', '%s', '%s', '%s' )
	);

	${p}redirect( $return, 'saved' );
}
add_action( 'admin_post_nopriv_${action}', '${p}handle_submission' );
add_action( 'admin_post_${action}', '${p}handle_submission' );

/**
 * Adds the Entries screen to the admin menu.
 */
function ${p}add_page() {
	add_menu_page( ${tr(ctx, `${ctx.name} Entries`)}, ${tr(ctx, "Entries")}, 'manage_options', '${page}', '${p}render_page', 'dashicons-feedback', 26 );
}
add_action( 'admin_menu', '${p}add_page' );

/**
 * Lists the entries, newest first, 20 per page (prepared queries).
 */
function ${p}render_page() {
	global $wpdb;
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$table    = ${p}table();
	$per_page = 20;
	$paged    = isset( $_GET['paged'] ) ? max( 1, absint( $_GET['paged'] ) ) : 1; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	$total    = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	$entries  = $wpdb->get_results(
		$wpdb->prepare(
			"SELECT id, name, email, message, created_at FROM {$table} ORDER BY id DESC LIMIT %d OFFSET %d", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
			$per_page,
			( $paged - 1 ) * $per_page
		)
	);
	?>
	<div class="wrap">
		<h1><?php echo esc_html( get_admin_page_title() ); ?></h1>
		<?php if ( isset( $_GET['deleted'] ) ) : // phpcs:ignore WordPress.Security.NonceVerification.Recommended ?>
			<div class="notice notice-success is-dismissible"><p><?php esc_html_e( 'Entry deleted.', ${td} ); ?></p></div>
		<?php endif; ?>
		<p>
			<?php
			echo esc_html(
				sprintf(
					/* translators: %s: shortcode. */
					__( 'Put %s in a page to show the form.', ${td} ),
					'[${tag}]'
				)
			);
			?>
		</p>
		<table class="widefat striped">
			<thead>
				<tr>
					<th><?php esc_html_e( 'Name', ${td} ); ?></th>
					<th><?php esc_html_e( 'E-mail', ${td} ); ?></th>
					<th><?php esc_html_e( 'Message', ${td} ); ?></th>
					<th><?php esc_html_e( 'Received', ${td} ); ?></th>
					<th></th>
				</tr>
			</thead>
			<tbody>
			<?php if ( ! $entries ) : ?>
				<tr><td colspan="5"><?php esc_html_e( 'No entries yet.', ${td} ); ?></td></tr>
			<?php endif; ?>
			<?php foreach ( (array) $entries as $entry ) : ?>
				<tr>
					<td><?php echo esc_html( $entry->name ); ?></td>
					<td><a href="<?php echo esc_url( 'mailto:' . $entry->email ); ?>"><?php echo esc_html( $entry->email ); ?></a></td>
					<td><?php echo esc_html( wp_trim_words( $entry->message, 30 ) ); ?></td>
					<td><?php echo esc_html( get_date_from_gmt( $entry->created_at, get_option( 'date_format' ) . ' ' . get_option( 'time_format' ) ) ); ?></td>
					<td>
						<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
							<input type="hidden" name="action" value="${deleteAction}" />
							<input type="hidden" name="id" value="<?php echo esc_attr( (string) (int) $entry->id ); ?>" />
							<?php wp_nonce_field( '${deleteAction}_' . (int) $entry->id ); ?>
							<button type="submit" class="button-link delete"><?php esc_html_e( 'Delete', ${td} ); ?></button>
						</form>
					</td>
				</tr>
			<?php endforeach; ?>
			</tbody>
		</table>
		<?php
		$pages = (int) ceil( $total / $per_page );
		if ( $pages > 1 ) {
			echo '<p>' . wp_kses_post(
				paginate_links(
					array(
						'base'    => add_query_arg( 'paged', '%#%' ),
						'format'  => '',
						'current' => $paged,
						'total'   => $pages,
					)
				)
			) . '</p>';
		}
		?>
	</div>
	<?php
}

/**
 * Deletes one entry: capability and nonce first, then a prepared delete.
 */
function ${p}handle_delete() {
	global $wpdb;
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to do that.', ${td} ), 403 );
	}
	$id = isset( $_POST['id'] ) ? absint( $_POST['id'] ) : 0;
	check_admin_referer( '${deleteAction}_' . $id );

	$wpdb->delete( ${p}table(), array( 'id' => $id ), array( '%d' ) );

	wp_safe_redirect( add_query_arg( 'deleted', '1', admin_url( 'admin.php?page=${page}' ) ) );
	exit;
}
add_action( 'admin_post_${deleteAction}', '${p}handle_delete' );
`;
    const css = `.${c} {
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
.${c}__notice {
	padding: 0.75em 1em;
	margin: 0 0 1em;
	border-left: 4px solid;
	border-radius: 4px;
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
    return {
      files: {
        "includes/entry-form.php": php,
        "assets/entry-form.css": `/* ${commentText(ctx.name)}: form styles. */\n${css}`,
      },
      requires: ["includes/entry-form.php"],
      install: `${p}install`,
      uninstall: [`$wpdb->query( "DROP TABLE IF EXISTS {$wpdb->prefix}${table}" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery`, `delete_option( '${dbVersionOption}' );`],
      features: [
        `Form shortcode [${tag}] (name, e-mail, message) with nonce, honeypot and sanitised, validated fields`,
        `Entries stored in a custom table ({prefix}${table}, created with dbDelta) through prepared queries`,
        `Entries screen in the admin menu with pagination and nonce-protected delete`,
      ],
      usage: [`Put [${tag}] in a page; read the entries under Entries in the admin menu.`],
      adminScreens: [
        {
          title: `${ctx.name} Entries`,
          body: `<p>Put <code>[${escapeHtml(tag)}]</code> in a page to show the form.</p>
<table class="widefat"><thead><tr><th>Name</th><th>E-mail</th><th>Message</th><th>Received</th><th></th></tr></thead><tbody>
<tr><td>Anna Berg</td><td><a href="#">anna@example.com</a></td><td>I would like to know more about your services.</td><td>2025-03-04 10:12</td><td><a href="#" style="color:#b32d2e">Delete</a></td></tr>
<tr><td>Jonas Ek</td><td><a href="#">jonas@example.com</a></td><td>Please add me to the list.</td><td>2025-03-03 16:40</td><td><a href="#" style="color:#b32d2e">Delete</a></td></tr>
</tbody></table>`,
        },
      ],
      siteSections: [
        `<div class="${c}" id="${c}">
<form method="post" action="#">
<p class="${c}__field"><label for="${p}name">Name</label><input type="text" id="${p}name"></p>
<p class="${c}__field"><label for="${p}email">E-mail</label><input type="email" id="${p}email"></p>
<p class="${c}__field"><label for="${p}message">Message</label><textarea id="${p}message" rows="5"></textarea></p>
<p><button type="submit" class="${c}__submit">Send</button></p>
</form>
</div>`,
      ],
      siteCss: css,
      styleTargets: {
        wrapper: c,
        stylesheet: "assets/entry-form.css",
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
