import type { BlueprintContext } from "../../blueprint/blueprint-context";

/** Every name the upsell template gives a PHP function, option, table, action, page, handle or class. */
export function upsellNames(ctx: BlueprintContext) {
  const p = ctx.prefix;
  return {
    p,
    /** Rules table, without $wpdb->prefix. */
    table: `${p}rules`,
    settingsOption: `${p}settings`,
    settingsGroup: `${p}settings_group`,
    /** The admin page (rules, reporting, settings). */
    page: `${ctx.cssPrefix}rules`,
    saveAction: `${p}save_rule`,
    /** Delete, pause/activate or reset the counts of one rule (admin-post, GET link with a nonce). */
    ruleAction: `${p}rule_action`,
    /** The field a shopper's "Add to cart" form posts, and its nonce field. */
    acceptField: `${p}accept`,
    acceptNonce: `${p}nonce`,
    /** Cart item data key holding the rule an item was added from. */
    cartKey: `${p}rule`,
    /** Front-end CSS class root and stylesheet handle. */
    box: `${ctx.cssPrefix}offers`,
    /** Admin CSS class root and stylesheet handle. */
    admin: `${ctx.cssPrefix}admin`,
    cacheGroup: `${p}rules`,
  };
}

export type UpsellNames = ReturnType<typeof upsellNames>;
