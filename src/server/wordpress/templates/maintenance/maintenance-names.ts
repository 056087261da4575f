import type { BlueprintContext } from "../../blueprint/blueprint-context";

/** Every name the maintenance template gives things in one plugin (all from the plugin's prefixes). */
export function maintenanceNames(ctx: BlueprintContext) {
  const p = ctx.prefix;
  return {
    p,
    /** CSS class of the coming soon page's main element (the style tweaks' wrapper). */
    c: `${ctx.cssPrefix}page`,
    /** CSS class prefix of the settings screen. */
    a: `${ctx.cssPrefix}admin`,
    option: `${p}settings`,
    group: `${p}settings_group`,
    /** When the mode last turned itself off at the launch date (a Unix time). */
    launchedOption: `${p}launched`,
    settingsPage: `${ctx.cssPrefix}settings`,
    /** Query argument an administrator previews the coming soon page with. */
    previewArg: `${p}preview`,
    styleHandle: `${ctx.cssPrefix}page`,
    scriptHandle: `${ctx.cssPrefix}countdown`,
    adminHandle: `${ctx.cssPrefix}admin`,
    adminBarNode: `${ctx.cssPrefix}status`,
  };
}

export const DEFAULT_COLOURS = { background: "#0f172a", text: "#f8fafc", accent: "#38bdf8" } as const;
