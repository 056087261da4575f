import type { BlueprintContext } from "../../blueprint/blueprint-context";
import { shortcodeTag } from "../../blueprint/blueprint-context";

/** Every name the analytics template gives a PHP function, option, table, hook, page, handle or class. */
export function analyticsNames(ctx: BlueprintContext) {
  const p = ctx.prefix;
  return {
    p,
    /** Table name without $wpdb->prefix. */
    table: `${p}views`,
    settingsOption: `${p}settings`,
    saltOption: `${p}salt`,
    popularTransient: `${p}popular`,
    purgeHook: `${p}purge_old_views`,
    purgeAction: `${p}purge_now`,
    settingsGroup: `${p}settings_group`,
    dashboardSlug: `${ctx.cssPrefix}dashboard`,
    settingsSlug: `${ctx.cssPrefix}settings`,
    /** Admin screens' CSS class root and stylesheet handle. */
    admin: `${ctx.cssPrefix}stats`,
    /** The front-end "most viewed" list's CSS class root and stylesheet handle. */
    popular: `${ctx.cssPrefix}popular`,
    popularTag: shortcodeTag(ctx, "popular_pages"),
    defaultRetention: 90,
  };
}

export type AnalyticsNames = ReturnType<typeof analyticsNames>;
