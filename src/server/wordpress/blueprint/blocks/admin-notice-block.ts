import { phpFileStart, phpString } from "../php-source";
import { escapeHtml } from "../preview-html";
import type { BlockDefinition } from "./block-types";
import { messageSetting } from "./settings-block";

export const adminNoticeBlock: BlockDefinition = {
  id: "admin-notice",
  label: "an admin notice",
  multiple: false,
  provides: [],
  quickAction: { label: "Add an admin notice", prompt: "Add a dismissible admin notice" },
  defaultName: () => "Admin Notice",
  instanceKey: () => "admin-notice",
  build(ctx) {
    const p = `${ctx.prefix}notice_`;
    const action = `${ctx.prefix}dismiss_notice`;
    const meta = `${ctx.prefix}notice_dismissed`;
    const td = phpString(ctx.textDomain);
    const fallback = `Thanks for installing ${ctx.name}!`;

    const php = `${phpFileStart(ctx, "A notice on the Dashboard and Plugins screens for administrators, dismissed per user with a nonce-protected link.", { id: "admin-notice" })}
/**
 * Prints the notice on the Dashboard and Plugins screens until the user dismisses it.
 */
function ${p}show() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$screen = get_current_screen();
	if ( ! $screen || ! in_array( $screen->id, array( 'dashboard', 'plugins' ), true ) ) {
		return;
	}
	if ( get_user_meta( get_current_user_id(), '${meta}', true ) ) {
		return;
	}

	$message = ${messageSetting(ctx, fallback)};
	$dismiss = wp_nonce_url( admin_url( 'admin-post.php?action=${action}' ), '${action}' );

	printf(
		'<div class="notice notice-info"><p><strong>%1$s</strong> %2$s</p><p><a class="button" href="%3$s">%4$s</a></p></div>',
		esc_html( ${`__( ${phpString(ctx.name)}, ${td} )`} ),
		esc_html( $message ),
		esc_url( $dismiss ),
		esc_html__( 'Dismiss', ${td} )
	);
}
add_action( 'admin_notices', '${p}show' );

/**
 * Dismisses the notice for the current user: checks the capability and the nonce first.
 */
function ${p}dismiss() {
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to do that.', ${td} ), 403 );
	}
	check_admin_referer( '${action}' );

	update_user_meta( get_current_user_id(), '${meta}', 1 );

	$back = wp_get_referer();
	wp_safe_redirect( $back ? $back : admin_url() );
	exit;
}
add_action( 'admin_post_${action}', '${p}dismiss' );
`;
    return {
      files: { "includes/admin-notice.php": php },
      requires: ["includes/admin-notice.php"],
      uninstall: [`delete_metadata( 'user', 0, '${meta}', '', true );`],
      features: [
        "Admin notice on the Dashboard and Plugins screens for administrators",
        "Dismiss link protected by a nonce and a capability check; dismissal remembered per user",
      ],
      usage: ["Administrators see the notice on the Dashboard and the Plugins screen until they dismiss it."],
      adminScreens: [
        {
          title: "Dashboard",
          body: `<div class="notice notice-info"><p><strong>${escapeHtml(ctx.name)}</strong> ${escapeHtml(fallback)}</p><p><a class="button" href="#">Dismiss</a></p></div>`,
        },
      ],
      siteSections: [],
      siteCss: "",
    };
  },
};
