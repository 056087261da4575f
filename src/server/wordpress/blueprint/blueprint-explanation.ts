import type { QuickAction } from "../../../shared/schemas/plugins";
import type { BlueprintContext } from "./blueprint-context";
import { blockDefinition, SUGGESTION_ORDER } from "./blocks/block-registry";
import type { BlockInstance } from "./blocks/block-types";
import { kindFromParams } from "./blocks/post-type-catalogue";
import type { AlreadyThere } from "./plan-blocks";

export const GENERATOR_NOTE =
  "This answer comes from Plugsmith's offline blueprint generator: no AI model is configured on this server, so instead of writing free-form code it assembles tested WordPress building blocks that match the words in your message.";

const MAX_QUICK_ACTIONS = 3;

/** "a Testimonials post type", "a settings page", … */
export function blockLabel(block: BlockInstance): string {
  if (block.id === "post-type") return `a "${kindFromParams(block.params).plural}" post type`;
  return blockDefinition(block.id).label;
}

/** "a, b and c". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** The plugin's one-line description for its header and readme. */
export function describePlugin(blocks: readonly BlockInstance[]): string {
  const text = `Adds ${joinList(blocks.map(blockLabel))}.`;
  return text.length <= 140 ? text : `${text.slice(0, 137).replace(/\s+\S*$/, "")}…`;
}

/** Follow-ups the generator can really do next: blocks the plugin does not have yet. */
export function quickActions(blocks: readonly BlockInstance[]): QuickAction[] {
  const capabilities = new Set(blocks.flatMap((block) => blockDefinition(block.id).provides));
  const actions: QuickAction[] = [];
  for (const id of SUGGESTION_ORDER) {
    const definition = blockDefinition(id);
    if (definition.satisfiedBy && capabilities.has(definition.satisfiedBy)) continue;
    if (id === "post-type" ? blocks.some((block) => block.id === id && block.params.type === "event") : blocks.some((block) => block.id === id)) continue;
    actions.push(definition.quickAction);
    if (actions.length === MAX_QUICK_ACTIONS) break;
  }
  return actions;
}

/** What the generator can still add, for the explanation when a request matched nothing. */
function addableLabels(blocks: readonly BlockInstance[]): string[] {
  const capabilities = new Set(blocks.flatMap((block) => blockDefinition(block.id).provides));
  return SUGGESTION_ORDER.filter((id) => {
    const definition = blockDefinition(id);
    if (definition.satisfiedBy && capabilities.has(definition.satisfiedBy)) return false;
    return definition.multiple || !blocks.some((block) => block.id === id);
  }).map((id) => (id === "post-type" ? "a custom post type (portfolio, testimonials, events, books, recipes, team, FAQ …)" : blockDefinition(id).label));
}

function bullets(lines: readonly string[]): string {
  return lines.map((line) => `- ${line}`).join("\n");
}

function alreadyLines(alreadyThere: readonly AlreadyThere[]): string[] {
  return alreadyThere.map(({ requested, coveredBy }) =>
    requested.id === coveredBy.id
      ? `It already has ${blockLabel(requested)}, so that was not added again.`
      : `You asked for ${blockLabel(requested)}: the plugin's ${blockLabel(coveredBy).replace(/^an? /, "")} already provides one.`,
  );
}

export function explainNewPlugin(options: {
  ctx: BlueprintContext;
  version: string;
  mainPath: string;
  blocks: readonly BlockInstance[];
  features: readonly string[];
  usage: readonly string[];
  matchedNothing: boolean;
  alreadyThere: readonly AlreadyThere[];
}): string {
  const parts = [GENERATOR_NOTE, `It built "${options.ctx.name}" ${options.version} (${options.mainPath}) with ${joinList(options.blocks.map(blockLabel))}:`];
  parts.push(bullets(options.features));
  if (options.usage.length) parts.push(`How to use it:\n${bullets(options.usage)}`);
  if (options.matchedNothing) {
    parts.push(
      `Nothing in your message matched one of its building blocks, so it started with a shortcode you can build on. It can add ${joinList(addableLabels(options.blocks))}. A configured AI model can write anything else.`,
    );
  }
  parts.push(...alreadyLines(options.alreadyThere));
  parts.push(
    "Every PHP file refuses direct access (ABSPATH guard); every form carries a nonce that its handler verifies, admin actions also check the user's capability; input is sanitised and output escaped.",
  );
  return parts.join("\n\n");
}

export function explainAddition(options: {
  ctx: BlueprintContext;
  version: string;
  added: readonly BlockInstance[];
  features: readonly string[];
  usage: readonly string[];
  changedFiles: readonly string[];
  alreadyThere: readonly AlreadyThere[];
}): string {
  const parts = [GENERATOR_NOTE, `It added ${joinList(options.added.map(blockLabel))} to "${options.ctx.name}", now version ${options.version}:`];
  parts.push(bullets(options.features));
  if (options.usage.length) parts.push(`How to use it:\n${bullets(options.usage)}`);
  parts.push(...alreadyLines(options.alreadyThere));
  parts.push(`Files written: ${options.changedFiles.join(", ")}. Every other file is unchanged.`);
  return parts.join("\n\n");
}

export function explainNothingAdded(options: {
  ctx: BlueprintContext;
  blocks: readonly BlockInstance[];
  alreadyThere: readonly AlreadyThere[];
}): string {
  const parts = [GENERATOR_NOTE];
  if (options.alreadyThere.length) {
    parts.push(...alreadyLines(options.alreadyThere), `Nothing was changed in "${options.ctx.name}".`);
  } else {
    parts.push(
      `It did not recognise a building block in your message, so nothing was changed in "${options.ctx.name}". It cannot edit existing code or follow free-form instructions; a configured AI model can.`,
    );
  }
  const addable = addableLabels(options.blocks);
  if (addable.length) parts.push(`It can add ${joinList(addable)}. Ask for one of those, or pick a suggestion below.`);
  return parts.join("\n\n");
}
