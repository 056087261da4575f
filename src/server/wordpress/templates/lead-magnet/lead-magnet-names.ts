import type { BlueprintContext } from "../../blueprint/blueprint-context";
import { shortcodeTag } from "../../blueprint/blueprint-context";

/** Every name the lead magnet template gives things in one plugin (all from the plugin's prefixes). */
export function leadMagnetNames(ctx: BlueprintContext) {
  const p = ctx.prefix;
  return {
    p,
    /** CSS class of the opt-in box on the site (the style tweaks' wrapper). */
    c: `${ctx.cssPrefix}optin`,
    /** CSS class prefix of the admin screens. */
    a: `${ctx.cssPrefix}admin`,
    tag: shortcodeTag(ctx, "lead_magnet"),
    /** The blog prompt's own tag, registered too when no other plugin uses it. */
    aliasTag: "lead_magnet",
    option: `${p}settings`,
    group: `${p}settings_group`,
    dbVersion: `${p}db_version`,
    table: `${p}subscribers`,
    subscribersPage: `${ctx.cssPrefix}subscribers`,
    settingsPage: `${ctx.cssPrefix}settings`,
    subscribeAction: `${p}subscribe`,
    exportAction: `${p}export`,
    deleteAction: `${p}delete`,
    /** Query argument of a download link. */
    downloadArg: `${p}download`,
    styleHandle: `${ctx.cssPrefix}optin`,
    adminHandle: `${ctx.cssPrefix}admin`,
  };
}

export type LeadMagnetNames = ReturnType<typeof leadMagnetNames>;
