import type { QuickAction } from "../../../../shared/schemas/plugins";
import type { BlueprintContext } from "../blueprint-context";
import type { AdminScreen } from "../preview-html";
import type { StoredData } from "../uninstall-file";
import type { TemplateId } from "../../../../shared/starter-templates";

export type BlockId =
  | "contact-form"
  | "social-sharing"
  | "site-colours"
  | "post-type"
  | "entry-form"
  | "settings"
  | "shortcode"
  | "editor-block"
  | "widget"
  | "rest-api"
  | "admin-notice"
  | "scheduled-task"
  // A starter template is a block that is a whole plugin (src/server/wordpress/templates).
  | TemplateId;

/** What a block gives the plugin, so that a block is not added twice in another guise. */
export type BlockCapability = "settings-page" | "shortcode";

/**
 * One building block chosen for a plugin. `params` are decided once, when the block is added, and
 * written into the block's file (see `blockMarker`), so later turns rebuild exactly the same block.
 */
export interface BlockInstance {
  id: BlockId;
  params: Record<string, string>;
}

/** What a block contributes to the plugin. Paths are relative to the plugin folder. */
export interface BlockBuild {
  /** Files of the block: `includes/*.php`, `assets/*.css|js`. */
  files: Record<string, string>;
  /** PHP files the main file requires, in order. */
  requires: string[];
  /** PHP function (defined in the block's files) to run on activation and after an update. */
  install?: string;
  /** PHP function to run on deactivation. */
  deactivate?: string;
  /** What the block stores, which uninstall.php deletes (the plugin's code is not loaded there). */
  uninstall: StoredData;
  /** One line per feature, for the chat's feature list and the readme. */
  features: string[];
  /** How to use what was built, for the explanation ("Put [ps_x] in a page."). */
  usage: string[];
  /** The feature and usage lines in a Swedish reply (issue #34 item 13); the readme keeps the English. */
  sv?: { features: string[]; usage: string[] };
  adminScreens: AdminScreen[];
  /** HTML sections of the frontend preview. */
  siteSections: string[];
  /** CSS for the frontend preview (usually the block's own stylesheet). */
  siteCss: string;
  /** What a style tweak can target in the block's output on the site; absent when it prints nothing there. */
  styleTargets?: StyleTargets;
}

/** Parts of a block's output that a request can name ("make the button larger"). */
export type StylePart = "button" | "title" | "text" | "links" | "form" | "field" | "label" | "input" | "list" | "item" | "notice" | "image";

/** The elements a block prints on the site, for style tweaks. */
export interface StyleTargets {
  /** Class (without the dot) of the block's outermost element on the site: every tweak of the block is scoped under it. */
  wrapper: string;
  /** The block's front-end stylesheet, relative to the block's folder; tweaks are appended to it. */
  stylesheet?: string;
  /** Named parts, as selectors inside the wrapper: one or more of ".class", "tag" or ".class tag", joined by ", "; "" is the wrapper itself. */
  parts: Partial<Record<StylePart, string>>;
}

export interface BlockDefinition {
  id: BlockId;
  /** "a settings page": for sentences such as "It can add …". */
  label: string;
  /** The label and the quick action's label in a Swedish reply (the quick action's prompt stays what the generator reads). */
  sv?: { label: string; quickAction: string };
  /** Several instances may coexist (post types); otherwise one per plugin. */
  multiple: boolean;
  provides: readonly BlockCapability[];
  /** A request for this block is already met when the plugin has this capability (a settings page, a shortcode). */
  satisfiedBy?: BlockCapability;
  /** A follow-up prompt that adds this block, which the keyword detection recognises. */
  quickAction: QuickAction;
  /** The name a plugin made of only this block gets when the request gives no better one. */
  defaultName(params: Readonly<Record<string, string>>): string;
  /** A key identifying the instance: two instances with the same key are the same block. */
  instanceKey(params: Readonly<Record<string, string>>): string;
  build(ctx: BlueprintContext, params: Readonly<Record<string, string>>): BlockBuild;
}
