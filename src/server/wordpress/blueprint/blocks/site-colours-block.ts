import { fillTemplate } from "../../catalogue/fill-template";
import { wordpressFile } from "../../wordpress-files";
import { blockMarker } from "../php-source";
import { escapeHtml, formRow, settingsForm } from "../preview-html";
import type { BlockDefinition } from "./block-types";

/** The colours of the page and their defaults (site-colours/site-colours.php lists the same for WordPress). */
const COLOURS = [
  { key: "primary", label: "Primary colour", value: "#0073aa", help: "Links and highlights." },
  { key: "secondary", label: "Secondary colour", value: "#23282d", help: "Headings." },
  { key: "accent", label: "Accent colour", value: "#d54e21", help: "Buttons." },
  { key: "text", label: "Text colour", value: "#1e1e1e", help: "Body text." },
  { key: "background", label: "Background colour", value: "#ffffff", help: "Page background." },
] as const;

export const siteColoursBlock: BlockDefinition = {
  id: "site-colours",
  label: "a settings page for site colours",
  multiple: false,
  provides: ["settings-page"],
  quickAction: { label: "Add a site colours page", prompt: "Add a settings page for site colours" },
  sv: { label: "en inställningssida för webbplatsens färger", quickAction: "Lägg till en sida för webbplatsens färger" },
  defaultName: () => "Site Colours",
  instanceKey: () => "site-colours",
  build(ctx) {
    const c = `${ctx.cssPrefix}colours`;
    const v = `--${ctx.cssPrefix}`;
    const option = `${ctx.prefix}colours`;

    const php = fillTemplate(wordpressFile("blueprint/blocks/site-colours/site-colours.php"), "php", {
      ctx,
      params: {},
      marker: blockMarker("site-colours", {}),
    });
    const js = fillTemplate(wordpressFile("blueprint/blocks/site-colours/site-colours.js"), "js", { ctx, params: {} });
    const properties = COLOURS.map((colour) => `${v}${colour.key}:${colour.value};`).join("");
    const siteCss = `.${c}-demo{${properties}background:var(${v}background);color:var(${v}text);border:1px solid #dcdcde;border-radius:6px;padding:1.25em 1.5em}
.${c}-demo h2{color:var(${v}secondary);margin-top:0}
.${c}-demo a{color:var(${v}primary)}
.${c}-demo .${c}-demo__button{display:inline-block;background:var(${v}accent);color:#fff;border:0;border-radius:4px;padding:.6em 1.2em;font:inherit;font-weight:600}
.${c}-demo__swatches{display:flex;gap:.5em;margin-top:1em;flex-wrap:wrap}
.${c}-demo__swatch{display:flex;align-items:center;gap:.4em;font-size:.8em;color:#50575e;background:#fff;border:1px solid #dcdcde;border-radius:4px;padding:.2em .5em .2em .2em}
.${c}-demo__swatch span{display:inline-block;width:1.4em;height:1.4em;border-radius:3px;border:1px solid rgba(0,0,0,.15)}
`;
    return {
      files: {
        "includes/site-colours.php": php,
        "assets/site-colours.js": js,
      },
      requires: ["includes/site-colours.php"],
      uninstall: { options: [option] },
      features: [
        "Settings → Site Colours page built with the Settings API",
        "Primary, secondary, accent, text and background colours with the WordPress colour picker (wp-color-picker)",
        "Every colour checked with sanitize_hex_color on save and again on output",
        `Colours printed in wp_head as CSS custom properties (var(${v}primary) …), optionally applied to the theme`,
      ],
      usage: [
        "Pick the colours under Settings → Site Colours.",
        `Use them in your theme or custom CSS as var(${v}primary), var(${v}accent) and so on.`,
      ],
      sv: {
        features: [
          "Sidan Inställningar → Site Colours, byggd med Settings API",
          "Primär-, sekundär-, accent-, text- och bakgrundsfärg med WordPress färgväljare (wp-color-picker)",
          "Varje färg kontrolleras med sanitize_hex_color när den sparas och igen när den skrivs ut",
          `Färgerna skrivs ut i wp_head som anpassade CSS-egenskaper (var(${v}primary) …), och kan tillämpas på temat`,
        ],
        usage: ["Välj färgerna under Inställningar → Site Colours.", `Använd dem i ditt tema eller egen CSS som var(${v}primary), var(${v}accent) och så vidare.`],
      },
      adminScreens: [
        {
          title: "Site Colours",
          body: `<p>The colours are available to your theme and custom CSS as CSS custom properties, for example <code>var(${escapeHtml(v)}primary)</code>.</p>
${settingsForm([
  ...COLOURS.map((colour) => formRow(colour.label, `<input type="text" value="${colour.value}">`, colour.help)),
  formRow("Apply to the theme", `<label><input type="checkbox" checked> Also use the colours for the page background, text, headings, links and buttons.</label>`),
])}`,
        },
      ],
      siteSections: [
        `<div class="${c}-demo">
<h2>Welcome to our site</h2>
<p>This page uses your site colours: the text, the <a href="#">links</a>, the headings and the button below.</p>
<p><button type="button" class="${c}-demo__button">Get in touch</button></p>
<div class="${c}-demo__swatches">${COLOURS.map((colour) => `<span class="${c}-demo__swatch"><span style="background:${colour.value}"></span>${escapeHtml(colour.label.replace(" colour", ""))}</span>`).join("")}</div>
</div>`,
      ],
      siteCss,
    };
  },
};
