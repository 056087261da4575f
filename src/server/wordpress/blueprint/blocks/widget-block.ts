import { fillTemplate } from "../../catalogue/fill-template";
import { wordpressFile } from "../../wordpress-files";
import { blockMarker, commentText } from "../php-source";
import { escapeHtml } from "../preview-html";
import type { BlockDefinition } from "./block-types";
import { defaultMessage } from "./settings-block";

export const widgetBlock: BlockDefinition = {
  id: "widget",
  label: "a sidebar widget",
  multiple: false,
  provides: [],
  quickAction: { label: "Add a sidebar widget", prompt: "Add a sidebar widget" },
  sv: { label: "en widget för sidopanelen", quickAction: "Lägg till en widget för sidopanelen" },
  defaultName: () => "Custom Widget",
  instanceKey: () => "widget",
  build(ctx) {
    const id = `${ctx.prefix}widget`;
    const c = `${ctx.cssPrefix}widget`;

    const php = fillTemplate(wordpressFile("blueprint/blocks/widget/widget.php"), "php", {
      ctx,
      params: { name: ctx.name, default_message: defaultMessage(ctx) },
      marker: blockMarker("widget", {}),
    });
    const css = fillTemplate(wordpressFile("blueprint/blocks/widget/widget.css"), "css", { ctx, params: {} });
    return {
      files: {
        "includes/widget.php": php,
        "assets/widget.css": `/* ${commentText(ctx.name)}: widget styles. */\n${css}`,
      },
      requires: ["includes/widget.php"],
      uninstall: { options: [`widget_${id}`] },
      features: [
        `"${ctx.name}" widget (WP_Widget) with title, message and the latest posts; settings sanitised, output escaped`,
      ],
      usage: [`Add the "${ctx.name}" widget under Appearance → Widgets (or the Legacy Widget block).`],
      sv: {
        features: [`Widgeten "${ctx.name}" (WP_Widget) med rubrik, meddelande och de senaste inläggen; inställningar sanerade, utdata escapad`],
        usage: [`Lägg till widgeten "${ctx.name}" under Utseende → Widgetar (eller blocket Äldre widget).`],
      },
      adminScreens: [
        {
          title: "Widgets",
          body: `<div class="card" style="max-width:360px"><h2>${escapeHtml(ctx.name)}</h2>
<p><label>Title:<br><input type="text" class="regular-text" value="${escapeHtml(ctx.name)}"></label></p>
<p><label>Message:<br><textarea rows="3">${escapeHtml(defaultMessage(ctx))}</textarea></label></p>
<p><label>Latest posts to show (0 for none): <input type="number" value="3" style="width:60px"></label></p>
<p><button type="button" class="button button-primary">Save</button></p></div>`,
        },
      ],
      siteSections: [
        `<aside style="max-width:300px;border-left:3px solid #dcdcde;padding-left:1em"><h2 style="font-size:1.1em">${escapeHtml(ctx.name)}</h2><div class="${c}"><p class="${c}__message">${escapeHtml(defaultMessage(ctx))}</p><ul class="${c}__posts"><li><a href="#">Hello world!</a></li><li><a href="#">Ten tips for a faster website</a></li><li><a href="#">Our summer opening hours</a></li></ul></div></aside>`,
      ],
      siteCss: css,
      styleTargets: {
        wrapper: c,
        stylesheet: "assets/widget.css",
        parts: { text: `.${c}__message`, list: `.${c}__posts`, item: `.${c}__posts li`, links: `.${c}__posts a` },
      },
    };
  },
};
