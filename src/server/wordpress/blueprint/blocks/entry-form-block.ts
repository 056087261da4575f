import type { BlueprintContext } from "../blueprint-context";
import { shortcodeTag } from "../blueprint-context";
import { fillTemplate } from "../../catalogue/fill-template";
import { wordpressFile } from "../../wordpress-files";
import { blockMarker, commentText } from "../php-source";
import { escapeHtml } from "../preview-html";
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
  sv: { label: "ett formulär som sparar inskick", quickAction: "Lägg till ett formulär som sparar inskick" },
  defaultName: () => "Form Entries",
  instanceKey: () => "entry-form",
  build(ctx, params) {
    const tag = params.tag ?? entryFormTagCandidates(ctx)[0]!;
    const p = `${ctx.prefix}entries_`;
    const c = `${ctx.cssPrefix}entry`;
    const table = `${ctx.prefix}entries`;
    const dbVersionOption = `${ctx.prefix}entries_db_version`;
    const php = fillTemplate(wordpressFile("blueprint/blocks/entry-form/entry-form.php"), "php", {
      ctx,
      params: { tag, shortcode: `[${tag}]`, page_title: `${ctx.name} Entries` },
      marker: blockMarker("entry-form", { tag }),
    });
    const css = fillTemplate(wordpressFile("blueprint/blocks/entry-form/entry-form.css"), "css", { ctx, params: {} });
    return {
      files: {
        "includes/entry-form.php": php,
        "assets/entry-form.css": `/* ${commentText(ctx.name)}: form styles. */\n${css}`,
      },
      requires: ["includes/entry-form.php"],
      install: `${p}install`,
      uninstall: { tables: [table], options: [dbVersionOption] },
      features: [
        `Form shortcode [${tag}] (name, e-mail, message) with nonce, honeypot and sanitised, validated fields`,
        `Entries stored in a custom table ({prefix}${table}, created with dbDelta) through prepared queries`,
        `Entries screen in the admin menu with pagination and nonce-protected delete`,
      ],
      usage: [`Put [${tag}] in a page; read the entries under Entries in the admin menu.`],
      sv: {
        features: [
          `Kortkod för formulär [${tag}] (namn, e-post, meddelande) med nonce, honungsfälla och sanerade, validerade fält`,
          `Inskick sparade i en egen tabell ({prefix}${table}, skapad med dbDelta) via förberedda frågor`,
          "Skärmen Entries i adminmenyn med sidindelning och borttagning skyddad av nonce",
        ],
        usage: [`Lägg [${tag}] på en sida; läs inskicken under Entries i adminmenyn.`],
      },
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
