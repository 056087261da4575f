import type { BlueprintContext } from "../blueprint-context";
import { fillTemplate } from "../../catalogue/fill-template";
import { wordpressFile } from "../../wordpress-files";
import { blockMarker } from "../php-source";
import { escapeHtml, formRow, settingsForm } from "../preview-html";
import type { BlockDefinition } from "./block-types";

/** The accent colour before one is saved (settings/settings.php and site-colours write the same in their PHP). */
export const DEFAULT_ACCENT_COLOR = "#0073aa";

/** Names shared by the settings block and the blocks that read its settings. */
export function settingsNames(ctx: BlueprintContext) {
  return {
    option: `${ctx.prefix}settings`,
    group: `${ctx.prefix}settings_group`,
    page: `${ctx.cssPrefix}settings`,
    getter: `${ctx.prefix}get_setting`,
  };
}

export function defaultMessage(ctx: BlueprintContext): string {
  return `Hello from ${ctx.name}!`;
}

export const settingsBlock: BlockDefinition = {
  id: "settings",
  label: "a settings page",
  multiple: false,
  provides: ["settings-page"],
  satisfiedBy: "settings-page",
  quickAction: { label: "Add a settings page", prompt: "Add a settings page" },
  sv: { label: "en inställningssida", quickAction: "Lägg till en inställningssida" },
  defaultName: () => "Site Settings",
  instanceKey: () => "settings",
  build(ctx) {
    const { option } = settingsNames(ctx);
    const php = fillTemplate(wordpressFile("blueprint/blocks/settings/settings.php"), "php", {
      ctx,
      params: { default_message: defaultMessage(ctx), page_title: `${ctx.name} Settings`, name: ctx.name },
      marker: blockMarker("settings", {}),
    });
    const js = fillTemplate(wordpressFile("blueprint/blocks/settings/settings.js"), "js", { ctx, params: {} });
    return {
      files: { "includes/settings.php": php, "assets/settings.js": js },
      requires: ["includes/settings.php"],
      uninstall: { options: [option] },
      features: [
        `Settings → ${ctx.name} page built with the Settings API (sanitised on save)`,
        "Settings: show-on-site switch, message text and an accent colour with the WordPress colour picker",
        "Settings link on the Plugins screen",
      ],
      usage: [`Open Settings → ${ctx.name} to change the message and the accent colour.`],
      sv: {
        features: [
          `Sidan Inställningar → ${ctx.name}, byggd med Settings API (saneras när den sparas)`,
          "Inställningar: reglage för att visa på webbplatsen, meddelandetext och en accentfärg med WordPress färgväljare",
          "Länk till inställningarna på skärmen Tillägg",
        ],
        usage: [`Öppna Inställningar → ${ctx.name} för att ändra meddelandet och accentfärgen.`],
      },
      adminScreens: [
        {
          title: `${ctx.name} Settings`,
          body: settingsForm([
            formRow("Show on the site", `<label><input type="checkbox" checked> Show the plugin's shortcode, block and widget output to visitors.</label>`),
            formRow("Message", `<input type="text" class="regular-text" value="${escapeHtml(defaultMessage(ctx))}">`, "Shown by the plugin's shortcode, block, widget and notice."),
            formRow("Accent colour", `<input type="text" value="${DEFAULT_ACCENT_COLOR}">`),
          ]),
        },
      ],
      siteSections: [],
      siteCss: "",
    };
  },
};
