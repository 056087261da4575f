import type { BlueprintContext } from "../../blueprint/blueprint-context";

/** The default messages (also written in content-access.php's default settings), for the preview. */
export const DEFAULT_MESSAGE = "This content is for members only. Please log in to read it.";
export const DEFAULT_DENIED = "Your account does not have access to this content.";
import { shortcodeTag } from "../../blueprint/blueprint-context";

/** Every name the content access template gives a function, option, meta key, page, handle or class. */
export function contentAccessNames(ctx: BlueprintContext) {
  const p = ctx.prefix;
  return {
    p,
    /** CSS class of the message box shown instead of restricted content (the style tweaks' wrapper). */
    c: `${ctx.cssPrefix}notice`,
    /** CSS class of the excerpt shown above the message. */
    teaser: `${ctx.cssPrefix}teaser`,
    /** CSS class prefix of the admin bits (meta box, list column). */
    a: `${ctx.cssPrefix}admin`,
    tag: shortcodeTag(ctx, "restricted"),
    /** The blog prompt's own tag, registered too when no other plugin uses it. */
    aliasTag: "restricted",
    option: `${p}settings`,
    group: `${p}settings_group`,
    settingsPage: `${ctx.cssPrefix}settings`,
    /** Post meta: '1' when the post is restricted. */
    restrictedMeta: `${p}restricted`,
    /** Post meta: the roles that may view the post (empty: the default roles). */
    rolesMeta: `${p}roles`,
    metaNonce: `${p}meta_nonce`,
    metaAction: `${p}save_meta`,
    styleHandle: `${ctx.cssPrefix}front`,
    adminHandle: `${ctx.cssPrefix}admin`,
    /** Pseudo role: any signed-in user. */
    anyone: "logged_in",
  };
}

export type ContentAccessNames = ReturnType<typeof contentAccessNames>;
