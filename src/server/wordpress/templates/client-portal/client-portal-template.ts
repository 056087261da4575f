import type { BlockDefinition } from "../../blueprint/blocks/block-types";
import { commentText } from "../../blueprint/php-source";
import { formRow, settingsForm } from "../../blueprint/preview-html";
import { clientPortalAdminPhp } from "./client-portal-admin-php";
import { clientPortalNames, type ClientPortalNames } from "./client-portal-names";
import { clientPortalCorePhp, STATUSES } from "./client-portal-php";

// Starter template 6 of the blog article ("Client portal"): a Client role, projects created in the admin
// (client, status, notes, private file uploads), a [client_portal] shortcode that shows a signed-in client
// only their own projects, downloads served by a handler that checks ownership, and a settings page for
// the portal page and the e-mails sent to clients when a status changes or notes and files are added.

export const clientPortalTemplate: BlockDefinition = {
  id: "client-portal",
  label: "a client portal with private projects and files",
  multiple: false,
  provides: ["settings-page", "shortcode"],
  quickAction: { label: "Add a client portal with private projects and files", prompt: "Add a client portal with private projects and files" },
  defaultName: () => "Client Portal",
  instanceKey: () => "client-portal",
  build(ctx) {
    const n = clientPortalNames(ctx);
    const css = portalCss(n);
    return {
      files: {
        "includes/client-portal.php": clientPortalCorePhp(ctx, n),
        "includes/client-portal-admin.php": clientPortalAdminPhp(ctx, n),
        "assets/client-portal.css": `/* ${commentText(ctx.name)}: the client portal. */\n${css}`,
        "assets/client-portal-admin.css": `/* ${commentText(ctx.name)}: the project screens. */\n${adminCss(n)}`,
      },
      requires: ["includes/client-portal.php", "includes/client-portal-admin.php"],
      install: `${n.p}install`,
      uninstall: [
        `remove_role( '${n.role}' );`,
        `delete_option( '${n.option}' );`,
        `foreach ( get_posts( array( 'post_type' => '${n.postType}', 'post_status' => 'any', 'numberposts' => -1, 'fields' => 'ids' ) ) as $${n.p}project ) {\n\twp_delete_post( $${n.p}project, true );\n}`,
        `$${n.p}dir = trailingslashit( wp_upload_dir( null, false )['basedir'] ) . '${n.filesDir}';`,
        `if ( is_dir( $${n.p}dir ) ) {\n\tforeach ( array_merge( (array) glob( $${n.p}dir . '/*' ), array( $${n.p}dir . '/.htaccess' ) ) as $${n.p}file ) {\n\t\tif ( is_file( (string) $${n.p}file ) ) {\n\t\t\twp_delete_file( (string) $${n.p}file );\n\t\t}\n\t}\n\trmdir( $${n.p}dir ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir\n}`,
      ],
      features: [
        "“Client” user role added on activation (removed when the plugin is deleted); clients are sent to the portal after logging in and do not see the toolbar",
        "Client Projects in the admin: create projects with a description, assign each to a client user, set a status (Not started, In progress, Awaiting your feedback, On hold, Completed)",
        "Notes for the client and file uploads on the project screen; files are stored under random names in a private folder (denied by .htaccess) and can be removed again",
        "Project list with client, status and number of files",
        `Shortcode [${n.tag}] (also [${n.aliasTag}] when no other plugin uses that name): the signed-in client sees only their own projects, status, notes and files; visitors get a login form`,
        "Protected downloads: every file goes through a handler that checks the project belongs to the signed-in client (or that the user may edit it); visitors are sent to the login page, other users get a 403",
        "Settings: the portal page, e-mail the client when a status changes and/or when notes or files are added, and a text for the end of each e-mail",
      ],
      usage: [
        `Create a page (for example “My projects”) with [${n.aliasTag}] (or the always available [${n.tag}]) and choose it under Client Projects → Settings.`,
        "Add your clients under Users → Add New with the role “Client”.",
        "Add a project under Client Projects → Add New Project: choose the client and the status, write notes and upload files, then publish it.",
      ],
      adminScreens: [
        {
          title: "Edit Project",
          body: `<div style="display:grid;grid-template-columns:1fr 260px;gap:16px;max-width:980px">
<div><p><input type="text" class="regular-text" style="width:100%" value="Website redesign"></p>
<div class="card" style="max-width:none"><h2>Files</h2><table class="widefat"><thead><tr><th>File</th><th>Size</th><th>Added</th><th>Remove</th></tr></thead><tbody><tr><td><a href="#">homepage-mockup.pdf</a></td><td>1 MB</td><td>May 14, 2025 10:12 am</td><td><input type="checkbox"></td></tr><tr><td><a href="#">quote-2025-05.pdf</a></td><td>84 KB</td><td>May 2, 2025 4:40 pm</td><td><input type="checkbox"></td></tr></tbody></table><p><strong>Upload files</strong><br><input type="file" multiple></p></div>
<div class="card" style="max-width:none"><h2>Notes</h2><p><em>May 14, 2025 10:12 am · Studio</em><br>The homepage mock-up is ready for your feedback.</p><p><strong>Add a note for the client</strong><br><textarea rows="3" style="width:100%"></textarea></p></div></div>
<div class="card"><h2>Client and status</h2><p><strong>Client</strong><br><select style="width:100%"><option>Jamie Rivera (jamie@example.com)</option></select></p><p><strong>Status</strong><br><select style="width:100%">${STATUSES.map(([key, label]) => `<option${key === "awaiting_feedback" ? " selected" : ""}>${label}</option>`).join("")}</select></p><p><button type="button" class="button button-primary">Update</button></p></div>
</div>`,
        },
        {
          title: "Projects",
          body: `<table class="widefat"><thead><tr><th>Title</th><th>Client</th><th>Status</th><th>Files</th></tr></thead><tbody><tr><td><a href="#">Website redesign</a></td><td>Jamie Rivera</td><td>Awaiting your feedback</td><td>2</td></tr><tr><td><a href="#">Annual accounts 2024</a></td><td>Morgan Lee</td><td>In progress</td><td>5</td></tr><tr><td><a href="#">Brand guidelines</a></td><td>Jamie Rivera</td><td>Completed</td><td>3</td></tr></tbody></table>`,
        },
        {
          title: `${ctx.name} Settings`,
          body: `<h2>Portal</h2>${settingsForm([formRow("Portal page", `<select><option>My projects</option></select>`, `The page holding the [${n.tag}] shortcode. Clients go there after logging in, and the e-mails link to it.`)]).replace(/<p class="submit">[\s\S]*$/, "")}
<h2>E-mail notifications</h2>${settingsForm([
            formRow("E-mail the client", `<label><input type="checkbox" checked> when a project's status changes</label><br><label><input type="checkbox"> when you add a note or a file</label>`),
            formRow("Text at the end of each e-mail", `<textarea rows="3"></textarea>`, "For example your name and phone number."),
          ])}`,
        },
      ],
      siteSections: [
        `<h2>My projects</h2>
<div class="${n.c}">
<p class="${n.c}__intro">Hello Jamie, here are your projects.</p>
<article class="${n.c}__project"><header class="${n.c}__header"><h3 class="${n.c}__title">Website redesign</h3> <span class="${n.c}__status ${n.c}__status--awaiting_feedback">Awaiting your feedback</span></header>
<p class="${n.c}__updated">Last updated May 14, 2025</p>
<div class="${n.c}__description"><p>New homepage, service pages and a blog, launching in June.</p></div>
<h4 class="${n.c}__heading">Files</h4>
<ul class="${n.c}__files"><li class="${n.c}__file"><a class="${n.c}__download" href="#">homepage-mockup.pdf</a> <span class="${n.c}__meta">1 MB · May 14, 2025</span></li><li class="${n.c}__file"><a class="${n.c}__download" href="#">quote-2025-05.pdf</a> <span class="${n.c}__meta">84 KB · May 2, 2025</span></li></ul>
<h4 class="${n.c}__heading">Notes</h4>
<ol class="${n.c}__notes"><li class="${n.c}__note"><time class="${n.c}__meta">May 14, 2025</time><div class="${n.c}__note-text"><p>The homepage mock-up is ready for your feedback.</p></div></li></ol>
</article>
<p class="${n.c}__logout"><a class="${n.c}__button" href="#">Log out</a></p>
</div>`,
      ],
      siteCss: css,
      styleTargets: {
        wrapper: n.c,
        stylesheet: "assets/client-portal.css",
        parts: {
          title: `.${n.c}__title`,
          text: `.${n.c}__intro, .${n.c}__description`,
          button: `.${n.c}__button`,
          links: `.${n.c}__download`,
          list: `.${n.c}__files, .${n.c}__notes`,
          item: `.${n.c}__project`,
          notice: `.${n.c}__status`,
          form: `.${n.c}__login form`,
          input: `.${n.c}__login input`,
        },
      },
    };
  },
};

function portalCss(n: ClientPortalNames): string {
  const c = n.c;
  return `.${c} {
	box-sizing: border-box;
	margin: 1.5em 0;
}
.${c}__intro {
	margin: 0 0 1em;
	font-size: 1.05em;
}
.${c}__project {
	margin: 0 0 1.5em;
	padding: 1.25em 1.5em;
	border: 1px solid #dcdcde;
	border-radius: 8px;
	background: #fff;
	box-shadow: 0 1px 2px rgba(0, 0, 0, 0.04);
}
.${c}__header {
	display: flex;
	flex-wrap: wrap;
	align-items: center;
	justify-content: space-between;
	gap: 0.5em 1em;
}
.${c}__title {
	margin: 0;
	font-size: 1.25em;
}
.${c}__status {
	display: inline-block;
	padding: 0.2em 0.75em;
	border-radius: 999px;
	background: #f0f0f1;
	color: #50575e;
	font-size: 0.85em;
	font-weight: 600;
}
.${c}__status--in_progress {
	background: #e5f0fa;
	color: #135e96;
}
.${c}__status--awaiting_feedback {
	background: #fcf0d5;
	color: #8a5a00;
}
.${c}__status--on_hold {
	background: #fbe8e8;
	color: #a32a2a;
}
.${c}__status--completed {
	background: #e6f4ea;
	color: #1e6b34;
}
.${c}__updated,
.${c}__meta,
.${c}__none {
	color: #646970;
	font-size: 0.875em;
}
.${c}__updated {
	margin: 0.25em 0 0.75em;
}
.${c}__heading {
	margin: 1.25em 0 0.5em;
	font-size: 1em;
}
.${c}__files,
.${c}__notes {
	margin: 0;
	padding: 0;
	list-style: none;
}
.${c}__file,
.${c}__note {
	padding: 0.5em 0;
	border-top: 1px solid #f0f0f1;
}
.${c}__download {
	font-weight: 600;
}
.${c}__download::before {
	content: "\\2193";
	margin-right: 0.4em;
}
.${c}__note-text p {
	margin: 0.25em 0 0;
}
.${c}__logout {
	margin: 1em 0 0;
}
.${c}__button {
	display: inline-block;
	padding: 0.5em 1.2em;
	border-radius: 4px;
	background: #2271b1;
	color: #fff;
	font-weight: 600;
	text-decoration: none;
}
.${c}__button:hover,
.${c}__button:focus {
	background: #135e96;
	color: #fff;
}
.${c}__login form {
	max-width: 360px;
}
.${c}__login input[type="text"],
.${c}__login input[type="password"] {
	box-sizing: border-box;
	width: 100%;
}
`;
}

function adminCss(n: ClientPortalNames): string {
  const a = n.a;
  return `.${a}-files {
	margin-bottom: 1em;
}
.${a}-notes {
	margin: 0 0 1em;
}
.${a}-notes li {
	margin: 0 0 0.75em;
	padding: 0.5em 0.75em;
	border-left: 3px solid #2271b1;
	background: #f6f7f7;
}
.${a}-notes__meta {
	display: flex;
	justify-content: space-between;
	color: #646970;
	font-size: 12px;
}
.${a}-notes li p {
	margin: 0.25em 0 0;
}
.${a}-status {
	display: inline-block;
	padding: 0 8px;
	border-radius: 10px;
	background: #f0f0f1;
	font-size: 12px;
}
.${a}-status--in_progress {
	background: #e5f0fa;
}
.${a}-status--awaiting_feedback {
	background: #fcf0d5;
}
.${a}-status--on_hold {
	background: #fbe8e8;
}
.${a}-status--completed {
	background: #e6f4ea;
}
`;
}
