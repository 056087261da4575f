import type { BlueprintContext } from "../blueprint-context";
import { fillTemplate } from "../../catalogue/fill-template";
import { wordpressFile } from "../../wordpress-files";
import { blockMarker, tr } from "../php-source";
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

/**
 * PHP expression: the plugin's message setting when the settings block is there, else `fallback`.
 * Blocks use it so that a settings page added in a later turn takes effect without rewriting them.
 */
export function messageSetting(ctx: BlueprintContext, fallback: string): string {
  const { getter } = settingsNames(ctx);
  return `( function_exists( '${getter}' ) ? (string) ${getter}( 'message' ) : ${tr(ctx, fallback)} )`;
}

/** PHP condition: true when the settings page switched the plugin's site output off. */
export function outputDisabled(ctx: BlueprintContext): string {
  const { getter } = settingsNames(ctx);
  return `function_exists( '${getter}' ) && ! ${getter}( 'enabled' )`;
}

/** PHP expression: the accent colour setting (a sanitised hex colour or ''). */
export function accentSetting(ctx: BlueprintContext): string {
  const { getter } = settingsNames(ctx);
  return `( function_exists( '${getter}' ) ? (string) sanitize_hex_color( (string) ${getter}( 'accent_color' ) ) : '' )`;
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
      uninstall: [`delete_option( '${option}' );`],
      features: [
        `Settings → ${ctx.name} page built with the Settings API (sanitised on save)`,
        "Settings: show-on-site switch, message text and an accent colour with the WordPress colour picker",
        "Settings link on the Plugins screen",
      ],
      usage: [`Open Settings → ${ctx.name} to change the message and the accent colour.`],
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
