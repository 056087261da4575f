import { fillTemplate } from "../../catalogue/fill-template";
import { wordpressFile } from "../../wordpress-files";
import { blockMarker, commentText } from "../php-source";
import { escapeHtml } from "../preview-html";
import type { BlockDefinition } from "./block-types";
import { defaultMessage } from "./settings-block";

export const editorBlock: BlockDefinition = {
  id: "editor-block",
  label: "a block for the block editor",
  multiple: false,
  provides: [],
  quickAction: { label: "Add a Gutenberg block", prompt: "Add a Gutenberg block" },
  sv: { label: "ett block för blockredigeraren", quickAction: "Lägg till ett Gutenberg-block" },
  defaultName: () => "Custom Block",
  instanceKey: () => "editor-block",
  build(ctx) {
    const name = `${ctx.namespace}/message`;
    const c = `${ctx.cssPrefix}block`;

    const php = fillTemplate(wordpressFile("blueprint/blocks/editor-block/block.php"), "php", {
      ctx,
      params: { block_name: name, name: ctx.name, default_message: defaultMessage(ctx) },
      marker: blockMarker("editor-block", {}),
    });
    const js = fillTemplate(wordpressFile("blueprint/blocks/editor-block/block.js"), "js", { ctx, params: { block_name: name, name: ctx.name } });
    const css = fillTemplate(wordpressFile("blueprint/blocks/editor-block/block.css"), "css", { ctx, params: {} });
    return {
      files: {
        "includes/block.php": php,
        "assets/block.js": js,
        "assets/block.css": `/* ${commentText(ctx.name)}: block styles. */\n${css}`,
      },
      requires: ["includes/block.php"],
      uninstall: {},
      features: [
        `Block "${ctx.name}" (${name}) for the block editor, with title and message in the block settings`,
        "Server-side rendering with escaped output; no build step (plain JavaScript with the wp.* globals)",
      ],
      usage: [`In the block editor, add the "${ctx.name}" block from the Widgets category.`],
      sv: {
        features: [
          `Blocket "${ctx.name}" (${name}) för blockredigeraren, med rubrik och meddelande i blockets inställningar`,
          "Rendering på servern med escapad utdata; inget byggsteg (vanlig JavaScript med de globala wp.*)",
        ],
        usage: [`Lägg till blocket "${ctx.name}" från kategorin Widgetar i blockredigeraren.`],
      },
      adminScreens: [
        {
          title: "Block editor",
          body: `<div class="card"><p><strong>${escapeHtml(ctx.name)}</strong> block <code>${escapeHtml(name)}</code> in the Widgets category.</p>
<div style="border:1px dashed #2271b1;border-radius:6px;padding:16px;background:#fff"><p style="margin:0 0 6px;font-weight:700;color:#0073aa">${escapeHtml(ctx.name)}</p><p style="margin:0">Write your message in the block settings.</p></div>
<p class="description">Block settings: Title, Message.</p></div>`,
        },
      ],
      siteSections: [
        `<div class="${c}"><p class="${c}__title">${escapeHtml(ctx.name)}</p><p class="${c}__message">${escapeHtml(defaultMessage(ctx))}</p></div>`,
      ],
      siteCss: css,
      styleTargets: { wrapper: c, stylesheet: "assets/block.css", parts: { title: `.${c}__title`, text: `.${c}__message` } },
    };
  },
};
