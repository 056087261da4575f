import type { BlockDefinition } from "../../blueprint/blocks/block-types";
import { commentText } from "../../blueprint/php-source";
import { escapeHtml, formRow, settingsForm } from "../../blueprint/preview-html";
import { contentAccessAdminPhp } from "./content-access-admin-php";
import { contentAccessCorePhp, DEFAULT_DENIED, DEFAULT_MESSAGE } from "./content-access-php";
import { contentAccessNames, type ContentAccessNames } from "./content-access-names";

// Starter template 3 of the blog article ("Content access control"): an Access meta box on posts and
// pages chooses the roles that may view them; everyone else sees the excerpt and a message with a login
// link (on the post, in archives, feeds and the REST API). A [restricted roles="…"]…[/restricted]
// shortcode hides part of a post, and a settings page holds the messages and the default roles.

export const contentAccessTemplate: BlockDefinition = {
  id: "content-access",
  label: "content restricted by user role",
  multiple: false,
  provides: ["settings-page", "shortcode"],
  quickAction: { label: "Add content restricted by user role", prompt: "Add content restricted by user role" },
  defaultName: () => "Content Access",
  instanceKey: () => "content-access",
  build(ctx) {
    const n = contentAccessNames(ctx);
    const css = frontCss(n);
    return {
      files: {
        "includes/content-access.php": contentAccessCorePhp(ctx, n),
        "includes/content-access-admin.php": contentAccessAdminPhp(ctx, n),
        "assets/content-access.css": `/* ${commentText(ctx.name)}: the message shown instead of restricted content. */\n${css}`,
        "assets/content-access-admin.css": `/* ${commentText(ctx.name)}: the Access meta box and column. */\n${adminCss(n)}`,
      },
      requires: ["includes/content-access.php", "includes/content-access-admin.php"],
      install: `${n.p}install`,
      uninstall: [
        `delete_option( '${n.option}' );`,
        `delete_post_meta_by_key( '${n.restrictedMeta}' );`,
        `delete_post_meta_by_key( '${n.rolesMeta}' );`,
      ],
      features: [
        "Access meta box on posts and pages: restrict the content and tick the roles that may view it (or any signed-in user); saved with a nonce and a capability check",
        "Visitors without access see the excerpt and a message with a Log in button (and Create an account when registration is open) instead of the full text",
        "Restricted text is also kept out of archives, feeds, the REST API and comments; authors, editors of the post and administrators always see it",
        `Shortcode [${n.tag} roles="subscriber,editor"]…[/${n.tag}] hides part of a post (also available as [${n.aliasTag}] when no other plugin uses that name), with an optional message="…"`,
        `Settings → ${ctx.name}: message for visitors, message for signed-in users without access, show the excerpt, and the default allowed roles`,
        "Access column in the post and page lists showing who may view each item",
      ],
      usage: [
        "Edit a post or page and use the Access box in the sidebar: tick “Restrict this content” and the roles that may view it.",
        `Hide part of a post with [${n.aliasTag} roles="subscriber,editor"]members-only text[/${n.aliasTag}] (or the always available [${n.tag}] tag); leave roles out for the default roles.`,
        `Change the messages and the default allowed roles under Settings → ${ctx.name}.`,
      ],
      adminScreens: [
        {
          title: "Edit Post — Access box",
          body: `<div class="card" style="max-width:280px"><h2>Access</h2>
<p><label><input type="checkbox" checked> Restrict this content</label></p>
<p><strong>Who may view it</strong><br><label><input type="checkbox"> Any signed-in user</label><br><label><input type="checkbox"> Administrator</label><br><label><input type="checkbox" checked> Editor</label><br><label><input type="checkbox"> Author</label><br><label><input type="checkbox"> Contributor</label><br><label><input type="checkbox" checked> Subscriber</label></p>
<p class="description">With no role ticked, the default roles apply: Any signed-in user.</p></div>`,
        },
        {
          title: `${ctx.name} Settings`,
          body: `<h2>Messages</h2>${settingsForm([
            formRow("Message for visitors", `<textarea rows="3">${escapeHtml(DEFAULT_MESSAGE)}</textarea>`, "A Log in button (and Create an account, when registration is open) follows the message."),
            formRow("Message for signed-in users without access", `<textarea rows="3">${escapeHtml(DEFAULT_DENIED)}</textarea>`),
            formRow("Teaser", `<label><input type="checkbox" checked> Show the excerpt of a restricted post above the message</label>`),
            formRow(
              "Default allowed roles",
              `<label><input type="checkbox" checked> Any signed-in user</label><br><label><input type="checkbox"> Editor</label><br><label><input type="checkbox"> Subscriber</label>`,
              "Used by restricted content that names no roles of its own.",
            ),
          ])}`,
        },
      ],
      siteSections: [
        `<h2>Members-only article</h2>
<div class="${n.teaser}"><p>Our quarterly report looks at what changed for small publishers this year, and what to do about it…</p></div>
<div class="${n.c} ${n.c}--post" role="note"><p class="${n.c}__title">Members only</p><div class="${n.c}__text"><p>${escapeHtml(DEFAULT_MESSAGE)}</p></div><p class="${n.c}__actions"><a class="${n.c}__button" href="#">Log in</a> <a class="${n.c}__link" href="#">Create an account</a></p></div>`,
      ],
      siteCss: css,
      styleTargets: {
        wrapper: n.c,
        stylesheet: "assets/content-access.css",
        parts: {
          notice: "",
          title: `.${n.c}__title`,
          text: `.${n.c}__text`,
          button: `.${n.c}__button`,
          links: `.${n.c}__link`,
        },
      },
    };
  },
};

function frontCss(n: ContentAccessNames): string {
  const c = n.c;
  return `.${n.teaser} {
	position: relative;
	margin-bottom: 0;
}
.${c} {
	box-sizing: border-box;
	margin: 1.5em 0;
	padding: 1.25em 1.5em;
	border: 1px solid #dcdcde;
	border-left: 4px solid #2271b1;
	border-radius: 6px;
	background: #f6f7f7;
	color: #1d2327;
}
.${c}--inline {
	margin: 1em 0;
	padding: 1em 1.25em;
}
.${c}__title {
	margin: 0 0 0.35em;
	font-weight: 700;
	font-size: 1.05em;
}
.${c}__title::before {
	content: "\\1F512";
	margin-right: 0.4em;
}
.${c}__text p {
	margin: 0 0 0.75em;
}
.${c}__text p:last-child {
	margin-bottom: 0;
}
.${c}__actions {
	display: flex;
	flex-wrap: wrap;
	align-items: center;
	gap: 0.75em 1.25em;
	margin: 1em 0 0;
}
.${c}__button {
	display: inline-block;
	padding: 0.55em 1.3em;
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
.${c}__link {
	color: #2271b1;
}
`;
}

function adminCss(n: ContentAccessNames): string {
  return `.${n.a}-box__legend {
	margin: 0.5em 0 0.25em;
	font-weight: 600;
}
.${n.a}-box__role {
	display: block;
	margin: 0.2em 0;
}
.column-${n.p}access {
	width: 14%;
}
.column-${n.p}access .dashicons {
	color: #996800;
	font-size: 16px;
	width: 16px;
	height: 16px;
	vertical-align: text-bottom;
}
.${n.a}-everyone {
	color: #646970;
}
`;
}
