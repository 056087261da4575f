import type { BlueprintContext } from "../blueprint-context";
import { shortcodeTag } from "../blueprint-context";
import { fillTemplate } from "../../catalogue/fill-template";
import { wordpressFile } from "../../wordpress-files";
import { blockMarker, commentText } from "../php-source";
import { escapeHtml, formRow, settingsForm } from "../preview-html";
import type { BlockDefinition } from "./block-types";

export function sharingTagCandidates(ctx: BlueprintContext): string[] {
  return [shortcodeTag(ctx, "sharing_buttons"), `${ctx.prefix}sharing_buttons_2`];
}

/** The networks, for the previews (social-sharing/social-sharing.php and .css list the same for WordPress). */
const NETWORKS = [
  { key: "facebook", label: "Facebook" },
  { key: "x", label: "X" },
  { key: "linkedin", label: "LinkedIn" },
  { key: "whatsapp", label: "WhatsApp" },
  { key: "email", label: "E-mail" },
] as const;

export const socialSharingBlock: BlockDefinition = {
  id: "social-sharing",
  label: "social sharing buttons",
  multiple: false,
  provides: ["settings-page", "shortcode"],
  quickAction: { label: "Add social sharing buttons", prompt: "Add social sharing buttons" },
  sv: { label: "delningsknappar för sociala medier", quickAction: "Lägg till delningsknappar" },
  defaultName: () => "Social Sharing Buttons",
  instanceKey: () => "social-sharing",
  build(ctx, params) {
    const tag = params.tag ?? sharingTagCandidates(ctx)[0]!;
    const c = `${ctx.cssPrefix}share`;
    const option = `${ctx.prefix}sharing_settings`;

    const php = fillTemplate(wordpressFile("blueprint/blocks/social-sharing/social-sharing.php"), "php", {
      ctx,
      params: { tag, position_help: `Elsewhere, put [${tag}] where the buttons should appear.` },
      marker: blockMarker("social-sharing", { tag }),
    });
    const css = fillTemplate(wordpressFile("blueprint/blocks/social-sharing/social-sharing.css"), "css", { ctx, params: {} });
    const defaults = new Set(["facebook", "x", "linkedin"]);
    return {
      files: {
        "includes/social-sharing.php": php,
        "assets/social-sharing.css": `/* ${commentText(ctx.name)}: social sharing buttons. */\n${css}`,
      },
      requires: ["includes/social-sharing.php"],
      uninstall: { options: [option] },
      features: [
        "Sharing buttons for Facebook, X, LinkedIn, WhatsApp and e-mail, added to single posts through the_content",
        "Share links built with rawurlencode and printed with esc_url; external links open in a new tab with rel=noopener",
        "Settings → Social Sharing: choose networks, position (before, after or both) and label",
        `Shortcode [${tag}] to place the buttons anywhere`,
      ],
      usage: [
        "The buttons appear on every single post automatically.",
        "Choose networks and position under Settings → Social Sharing.",
      ],
      sv: {
        features: [
          "Delningsknappar för Facebook, X, LinkedIn, WhatsApp och e-post, tillagda i enskilda inlägg via the_content",
          "Delningslänkar byggda med rawurlencode och utskrivna med esc_url; externa länkar öppnas i en ny flik med rel=noopener",
          "Inställningar → Social Sharing: välj nätverk, placering (före, efter eller båda) och etikett",
          `Kortkod [${tag}] för att placera knapparna var som helst`,
        ],
        usage: ["Knapparna visas automatiskt på varje enskilt inlägg.", "Välj nätverk och placering under Inställningar → Social Sharing."],
      },
      adminScreens: [
        {
          title: "Social Sharing",
          body: settingsForm([
            formRow(
              "Networks",
              NETWORKS.map(
                (network) =>
                  `<label style="display:block;margin-bottom:4px"><input type="checkbox"${defaults.has(network.key) ? " checked" : ""}> ${escapeHtml(network.label)}</label>`,
              ).join(""),
            ),
            formRow(
              "Position",
              `<select><option>Before the content</option><option selected>After the content</option><option>Before and after the content</option></select>`,
              `Elsewhere, put [${tag}] where the buttons should appear.`,
            ),
            formRow("Label", `<input type="text" class="regular-text" value="Share this:">`),
          ]),
        },
      ],
      siteSections: [
        `<h2>Ten tips for a faster website</h2>
<p>Images are often the heaviest part of a page. Resize them before uploading and let WordPress serve the right size.</p>
<p>Caching saves your server from building the same page again and again.</p>
<div class="${c}"><span class="${c}__label">Share this:</span>${NETWORKS.filter((network) => defaults.has(network.key))
          .map((network) => `<a class="${c}__button ${c}__button--${network.key}" href="#">${escapeHtml(network.label)}</a>`)
          .join("")}</div>`,
      ],
      siteCss: css,
      styleTargets: {
        wrapper: c,
        stylesheet: "assets/social-sharing.css",
        parts: { button: `.${c}__button`, links: `.${c}__button`, label: `.${c}__label`, title: `.${c}__label`, text: `.${c}__label` },
      },
    };
  },
};
