import { fillTemplate } from "../../catalogue/fill-template";
import { wordpressFile } from "../../wordpress-files";
import { blockMarker, commentText } from "../php-source";
import { escapeHtml } from "../preview-html";
import type { BlockDefinition } from "./block-types";
import { defaultMessage } from "./settings-block";

export const shortcodeBlock: BlockDefinition = {
  id: "shortcode",
  label: "a shortcode",
  multiple: false,
  provides: ["shortcode"],
  satisfiedBy: "shortcode",
  quickAction: { label: "Add a shortcode", prompt: "Add a shortcode" },
  sv: { label: "en kortkod", quickAction: "Lägg till en kortkod" },
  defaultName: () => "Custom Shortcode",
  instanceKey: () => "shortcode",
  build(ctx, params) {
    const tag = params.tag ?? ctx.prefix.slice(0, -1);
    const c = ctx.cssPrefix;
    const php = fillTemplate(wordpressFile("blueprint/blocks/shortcode/shortcode.php"), "php", {
      ctx,
      params: { tag, name: ctx.name, default_message: defaultMessage(ctx) },
      marker: blockMarker("shortcode", { tag }),
    });
    const css = fillTemplate(wordpressFile("blueprint/blocks/shortcode/shortcode.css"), "css", { ctx, params: {} });
    return {
      files: { "includes/shortcode.php": php, "assets/shortcode.css": `/* ${commentText(ctx.name)}: [${tag}] shortcode. */\n${css}` },
      requires: ["includes/shortcode.php"],
      uninstall: {},
      features: [
        `Shortcode [${tag}] with title and style attributes (output escaped, stylesheet loaded only where used)`,
      ],
      usage: [`Put [${tag}] in a post or page, or [${tag} title="News" style="highlight"]Your text[/${tag}].`],
      sv: {
        features: [`Kortkod [${tag}] med attributen title och style (escapad utdata, stilmallen läses bara in där den används)`],
        usage: [`Lägg [${tag}] i ett inlägg eller på en sida, eller [${tag} title="Nyheter" style="highlight"]Din text[/${tag}].`],
      },
      adminScreens: [
        {
          title: `${ctx.name}: shortcode`,
          body: `<div class="card"><h2>Shortcode</h2><p>Add this to any post, page or Shortcode block:</p><p><code>[${escapeHtml(tag)}]</code></p><p><code>[${escapeHtml(tag)} title="News" style="highlight"]Your text[/${escapeHtml(tag)}]</code></p></div>`,
        },
      ],
      siteSections: [
        `<div class="${c}box ${c}box--default"><p class="${c}box__title">${escapeHtml(ctx.name)}</p><div class="${c}box__message"><p>${escapeHtml(defaultMessage(ctx))}</p></div></div>`,
      ],
      siteCss: css,
      styleTargets: {
        wrapper: `${c}box`,
        stylesheet: "assets/shortcode.css",
        parts: { title: `.${c}box__title`, text: `.${c}box__message`, links: `.${c}box__message a` },
      },
    };
  },
};
