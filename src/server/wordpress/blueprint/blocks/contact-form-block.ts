import type { BlueprintContext } from "../blueprint-context";
import { shortcodeTag } from "../blueprint-context";
import { fillTemplate } from "../../catalogue/fill-template";
import { wordpressFile } from "../../wordpress-files";
import { blockMarker, commentText } from "../php-source";
import { escapeHtml, formRow, sentNotice, settingsForm } from "../preview-html";
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
  sv: { label: "ett kontaktformulär med e-postaviseringar", quickAction: "Lägg till ett kontaktformulär" },
  defaultName: () => "Contact Form",
  instanceKey: () => "contact-form",
  build(ctx, params) {
    const tag = params.tag ?? contactTagCandidates(ctx)[0]!;
    const p = `${ctx.prefix}contact_`;
    const c = `${ctx.cssPrefix}contact`;
    const option = `${ctx.prefix}contact_settings`;
    const php = fillTemplate(wordpressFile("blueprint/blocks/contact-form/contact-form.php"), "php", {
      ctx,
      params: { tag, shortcode: `[${tag}]` },
      names: { post_type: messagePostType(ctx) },
      marker: blockMarker("contact-form", { tag }),
    });
    const css = fillTemplate(wordpressFile("blueprint/blocks/contact-form/contact-form.css"), "css", { ctx, params: {} });
    const field = (id: string, label: string, input: string) =>
      `<p class="${c}__field"><label for="${id}">${label}</label>${input}</p>`;
    return {
      files: {
        "includes/contact-form.php": php,
        "assets/contact-form.css": `/* ${commentText(ctx.name)}: contact form. */\n${css}`,
      },
      requires: ["includes/contact-form.php"],
      uninstall: { options: [option] },
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
      sv: {
        features: [
          `Kortkod för kontaktformulär [${tag}] med fälten namn, e-post, ämne och meddelande`,
          "Skräppostskydd: nonce, honungsfälla och högst fem meddelanden per besökare på tio minuter",
          "Sanerad och validerad indata; e-postavisering med wp_mail (Reply-To satt till avsändaren)",
          "Inställningar → Contact Form: mottagarens e-post (webbplatsadministratörens e-post som standard), meddelande vid lyckat utskick, spara meddelanden",
          "Mottagna meddelanden sparas under Messages i adminmenyn (synliga bara för administratörer)",
          "Notiser om lyckat utskick och om fel efter skickandet; all utdata escapad",
        ],
        usage: [`Lägg [${tag}] på en sida (till exempel "Kontakt").`, "Ange e-postadressen som tar emot meddelanden under Inställningar → Contact Form."],
      },
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
${sentNotice(`${c}__notice ${c}__notice--success`, "Thank you! Your message has been sent.")}
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
