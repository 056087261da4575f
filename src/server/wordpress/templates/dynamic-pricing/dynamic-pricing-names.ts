import type { BlueprintContext } from "../../blueprint/blueprint-context";

/** Every name the dynamic pricing template gives a PHP function, option, table, action, page, handle or class. */
export function pricingNames(ctx: BlueprintContext) {
  const p = ctx.prefix;
  return {
    p,
    /** Rules table, without $wpdb->prefix. */
    table: `${p}rules`,
    settingsOption: `${p}settings`,
    settingsGroup: `${p}settings_group`,
    /** The admin page (rules and settings). */
    page: `${ctx.cssPrefix}rules`,
    saveAction: `${p}save_rule`,
    /** Delete or pause/activate one rule (admin-post, GET link with a nonce). */
    ruleAction: `${p}rule_action`,
    /** Front-end CSS class root of the tier price table, and the stylesheet handle. */
    tiers: `${ctx.cssPrefix}tiers`,
    /** Front-end CSS class of the saving shown next to a cart line. */
    saving: `${ctx.cssPrefix}saving`,
    /** Admin CSS class root and stylesheet handle. */
    admin: `${ctx.cssPrefix}admin`,
    cacheGroup: `${p}rules`,
    /** Tier rows on the rule form. */
    tierRows: 5,
  };
}

export type PricingNames = ReturnType<typeof pricingNames>;
