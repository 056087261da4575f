import type { BlockDefinition } from "../../blueprint/blocks/block-types";
import { escapeHtml, formRow, settingsForm } from "../../blueprint/preview-html";
import { templateFiles, templateUninstall } from "../template-files";
import { contentAccessNames, DEFAULT_DENIED, DEFAULT_MESSAGE } from "./content-access-names";

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
  sv: { label: "innehåll begränsat per användarroll", quickAction: "Lägg till innehåll bara för valda roller" },
  defaultName: () => "Content Access",
  instanceKey: () => "content-access",
  build(ctx) {
    const n = contentAccessNames(ctx);
    const names = { shortcode: n.tag };
    const files = templateFiles(
      "content-access",
      ["includes/content-access.php", "includes/content-access-admin.php", "assets/content-access.css", "assets/content-access-admin.css"],
      ctx,
      names,
    );
    return {
      files,
      requires: ["includes/content-access.php", "includes/content-access-admin.php"],
      install: `${n.p}install`,
      uninstall: templateUninstall("content-access", ctx, names),
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
      sv: {
        features: [
          "Metarutan Access på inlägg och sidor: begränsa innehållet och kryssa för de roller som får se det (eller alla inloggade användare); sparas med nonce och behörighetskontroll",
          "Besökare utan åtkomst ser utdraget och ett meddelande med en knapp för inloggning (och för att skapa ett konto när registrering är öppen) i stället för hela texten",
          "Begränsad text hålls också borta från arkiv, flöden, REST-API:t och kommentarer; författare, redaktörer för inlägget och administratörer ser den alltid",
          `Kortkoden [${n.tag} roles="subscriber,editor"]…[/${n.tag}] döljer en del av ett inlägg (finns även som [${n.aliasTag}] när inget annat tillägg använder det namnet), med ett valfritt message="…"`,
          `Inställningar → ${ctx.name}: meddelande till besökare, meddelande till inloggade utan åtkomst, visa utdraget, och vilka roller som tillåts som standard`,
          "Kolumnen Access i listorna över inlägg och sidor visar vem som får se varje post",
        ],
        usage: [
          "Redigera ett inlägg eller en sida och använd rutan Access i sidopanelen: kryssa för “Restrict this content” och de roller som får se det.",
          `Dölj en del av ett inlägg med [${n.aliasTag} roles="subscriber,editor"]text bara för medlemmar[/${n.aliasTag}] (eller den alltid tillgängliga [${n.tag}]); utelämna roles för standardrollerna.`,
          `Ändra meddelandena och standardrollerna under Inställningar → ${ctx.name}.`,
        ],
      },
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
      siteCss: files["assets/content-access.css"]!,
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
