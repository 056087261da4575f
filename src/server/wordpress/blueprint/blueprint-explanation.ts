import type { QuickAction } from "../../../shared/schemas/plugins";
import type { BlueprintContext } from "./blueprint-context";
import { blockDefinition, SUGGESTION_ORDER } from "./blocks/block-registry";
import type { BlockInstance } from "./blocks/block-types";
import { kindFromParams } from "./blocks/post-type-catalogue";
import type { AlreadyThere } from "./plan-blocks";
import type { TweakChange } from "./style-tweaks";
import { describeDeclarations } from "./style-tweaks";

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
  alreadyThere: readonly AlreadyThere[];
}): string {
  const parts = [GENERATOR_NOTE, `It built "${options.ctx.name}" ${options.version} (${options.mainPath}) with ${joinList(options.blocks.map(blockLabel))}:`];
  parts.push(bullets(options.features));
  if (options.usage.length) parts.push(`How to use it:\n${bullets(options.usage)}`);
  parts.push(...alreadyLines(options.alreadyThere));
  parts.push(
    "Every PHP file refuses direct access (ABSPATH guard); every form carries a nonce that its handler verifies, admin actions also check the user's capability; input is sanitised and output escaped.",
  );
  return parts.join("\n\n");
}

/** What a follow-up changed: the blocks it added and the style tweaks it made, with the files written. */
export function explainChanges(options: {
  ctx: BlueprintContext;
  version: string;
  added: readonly BlockInstance[];
  features: readonly string[];
  usage: readonly string[];
  changedFiles: readonly string[];
  alreadyThere: readonly AlreadyThere[];
  tweaks: { changes: readonly TweakChange[]; problems: readonly string[] } | null;
}): string {
  const parts = [GENERATOR_NOTE];
  if (options.added.length) {
    parts.push(`It added ${joinList(options.added.map(blockLabel))} to "${options.ctx.name}", now version ${options.version}:`);
    parts.push(bullets(options.features));
    if (options.usage.length) parts.push(`How to use it:\n${bullets(options.usage)}`);
  }
  const changes = options.tweaks?.changes ?? [];
  if (changes.length) {
    parts.push(
      options.added.length
        ? "It also changed how the plugin looks on the site:"
        : `It changed how "${options.ctx.name}" looks on the site, now version ${options.version}:`,
    );
    parts.push(
      bullets(
        changes.map((change) => {
          const removed = change.removed.length ? `${change.set.length ? "; " : ""}removed ${change.removed.join(", ")}` : "";
          return `${capitalise(change.label)}: the rule \`${change.selector}\` in ${change.file} now sets ${describeDeclarations(change.set) || "nothing new"}${removed}.`;
        }),
      ),
    );
    const created = changes.some((change) => change.file.endsWith("-tweaks.css") && options.changedFiles.includes(change.file));
    parts.push(
      [
        'The rules are in the stylesheet\'s "Plugsmith tweaks" section (between /* Plugsmith tweaks: start … */ and /* Plugsmith tweaks: end */); a later style request changes the same rules rather than adding new ones, and your own CSS belongs outside that section.',
        "Every selector starts with the plugin's own class, so the rest of the site keeps its look. The site preview shows the change (both previews carry the same rules).",
        created ? "The element's block has no stylesheet of its own, so the rules went into a tweaks stylesheet that the main file loads on the site's pages." : "",
      ]
        .filter(Boolean)
        .join(" "),
    );
  }
  parts.push(...new Set(options.tweaks?.problems ?? []));
  parts.push(...alreadyLines(options.alreadyThere));
  parts.push(`Files written: ${options.changedFiles.join(", ")}. Every other file is unchanged.`);
  return parts.join("\n\n");
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function explainNothingAdded(options: {
  ctx: BlueprintContext;
  blocks: readonly BlockInstance[];
  alreadyThere: readonly AlreadyThere[];
  /** Set when the message asked for a style change that could not be made: why. */
  tweakProblems?: readonly string[] | null;
}): string {
  const parts = [GENERATOR_NOTE];
  if (options.tweakProblems) {
    parts.push(
      `It understood a style change, but nothing was changed in "${options.ctx.name}".`,
      ...new Set(options.tweakProblems.length ? options.tweakProblems : ["The change was already in place."]),
      ...alreadyLines(options.alreadyThere),
    );
  } else if (options.alreadyThere.length) {
    parts.push(...alreadyLines(options.alreadyThere), `Nothing was changed in "${options.ctx.name}".`);
  } else {
    parts.push(
      `It did not recognise a building block or a style change in your message, so nothing was changed in "${options.ctx.name}". It cannot edit existing code or follow other free-form instructions; a configured AI model can.`,
      "It can restyle the plugin's own elements on the site: mark one in the preview (or name it: the button, the title, the form, the text, the links) and ask for it larger or smaller, wider or narrower, bold, rounded, with more or less padding, in capitals, centred, left or right, hidden or shown again, or in a colour (a name such as green or a hex code such as #1e73be, for the text or the background).",
    );
  }
  const addable = addableLabels(options.blocks);
  if (addable.length) parts.push(`It can add ${joinList(addable)}. Ask for one of those, or pick a suggestion below.`);
  return parts.join("\n\n");
}
