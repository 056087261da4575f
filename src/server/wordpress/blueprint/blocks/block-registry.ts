import { adminNoticeBlock } from "./admin-notice-block";
import type { BlockDefinition, BlockId } from "./block-types";
import { contactFormBlock } from "./contact-form-block";
import { editorBlock } from "./editor-block";
import { entryFormBlock } from "./entry-form-block";
import { postTypeBlock } from "./post-type-block";
import { restApiBlock } from "./rest-api-block";
import { scheduledTaskBlock } from "./scheduled-task-block";
import { settingsBlock } from "./settings-block";
import { shortcodeBlock } from "./shortcode-block";
import { siteColoursBlock } from "./site-colours-block";
import { socialSharingBlock } from "./social-sharing-block";
import { widgetBlock } from "./widget-block";
import { TEMPLATES } from "../../templates/template-registry";

/**
 * Every building block, in priority order: a plugin's blocks are built in this order, and a
 * block earlier in the list wins a shared resource (the plugin's bare shortcode tag, its settings page).
 */
export const BLOCKS: readonly BlockDefinition[] = [
  ...TEMPLATES,
  contactFormBlock,
  socialSharingBlock,
  siteColoursBlock,
  postTypeBlock,
  entryFormBlock,
  settingsBlock,
  shortcodeBlock,
  editorBlock,
  widgetBlock,
  restApiBlock,
  adminNoticeBlock,
  scheduledTaskBlock,
];

const BY_ID = new Map<string, BlockDefinition>(BLOCKS.map((block) => [block.id, block]));

export function blockDefinition(id: BlockId): BlockDefinition {
  const block = BY_ID.get(id);
  if (!block) throw new Error(`Unknown block ${id}`);
  return block;
}

export function isBlockId(id: string): id is BlockId {
  return BY_ID.has(id);
}

export function blockPriority(id: BlockId): number {
  return BLOCKS.findIndex((block) => block.id === id);
}

/** Follow-ups offered after a turn, in this order, when the plugin does not have them yet. */
export const SUGGESTION_ORDER: readonly BlockId[] = [
  "settings",
  "shortcode",
  "editor-block",
  "widget",
  "rest-api",
  "admin-notice",
  "scheduled-task",
  "post-type",
  "social-sharing",
  "contact-form",
  "entry-form",
  "site-colours",
];
