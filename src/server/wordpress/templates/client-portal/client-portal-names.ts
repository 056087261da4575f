import type { BlueprintContext } from "../../blueprint/blueprint-context";
import { shortcodeTag } from "../../blueprint/blueprint-context";

/** The project statuses: key → label (also written in client-portal.php), for the preview. */
export const STATUSES: ReadonlyArray<readonly [string, string]> = [
  ["not_started", "Not started"],
  ["in_progress", "In progress"],
  ["awaiting_feedback", "Awaiting your feedback"],
  ["on_hold", "On hold"],
  ["completed", "Completed"],
];

/** WordPress refuses post type keys longer than this. */
const POST_TYPE_MAX = 20;

/**
 * The projects' post type key: the prefix and "project" when that fits in 20 characters, else "ps_",
 * the slug's initials and "project" ("client-portal" → "ps_cp_project").
 */
export function projectPostType(ctx: BlueprintContext): string {
  const full = `${ctx.prefix}project`;
  if (full.length <= POST_TYPE_MAX) return full;
  const initials = ctx.slug
    .split("-")
    .map((word) => word[0] ?? "")
    .join("")
    .slice(0, 8);
  return `ps_${initials}_project`.slice(0, POST_TYPE_MAX);
}

/** Every name the client portal template gives a function, option, role, meta key, page, handle or class. */
export function clientPortalNames(ctx: BlueprintContext) {
  const p = ctx.prefix;
  return {
    p,
    /** CSS class of the portal on the site (the style tweaks' wrapper). */
    c: `${ctx.cssPrefix}portal`,
    /** CSS class prefix of the admin screens. */
    a: `${ctx.cssPrefix}admin`,
    tag: shortcodeTag(ctx, "client_portal"),
    /** The blog prompt's own tag, registered too when no other plugin uses it. */
    aliasTag: "client_portal",
    role: `${p}client`,
    postType: projectPostType(ctx),
    option: `${p}settings`,
    group: `${p}settings_group`,
    settingsPage: `${ctx.cssPrefix}settings`,
    clientMeta: `${p}client`,
    statusMeta: `${p}status`,
    notesMeta: `${p}notes`,
    filesMeta: `${p}files`,
    nonce: `${p}project_nonce`,
    nonceAction: `${p}save_project`,
    downloadAction: `${p}download`,
    /** Folder in the uploads folder holding the projects' files (not linked anywhere, denied by .htaccess). */
    filesDir: `${ctx.cssPrefix}files`,
    styleHandle: `${ctx.cssPrefix}portal`,
    adminHandle: `${ctx.cssPrefix}admin`,
  };
}

export type ClientPortalNames = ReturnType<typeof clientPortalNames>;
