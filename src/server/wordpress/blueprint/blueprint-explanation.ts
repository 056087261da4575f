import type { QuickAction } from "../../../shared/schemas/plugins";
import { joinWords, type ReplyLanguage, speaker } from "../../lib/messages";
import type { BlueprintContext } from "./blueprint-context";
import { blockDefinition, SUGGESTION_ORDER } from "./blocks/block-registry";
import type { BlockInstance } from "./blocks/block-types";
import { kindFromParams } from "./blocks/post-type-catalogue";
import type { AlreadyThere } from "./plan-blocks";
import type { TweakChange } from "./style-tweaks";
import { describeDeclarations } from "./style-tweaks";
import { BLUEPRINT_REPLY } from "./blueprint-reply.messages";

export const GENERATOR_NOTE = BLUEPRINT_REPLY.en.note;

// The explanations are worded in the turn's language (issue #34 item 13): the sentences from BLUEPRINT_REPLY, the
// blocks' own labels and lines from their Swedish where they have one. The plugin's header and readme stay English.

const MAX_QUICK_ACTIONS = 3;

/** "a Testimonials post type", "a settings page", … in `language` (the plugin's description uses the English). */
export function blockLabel(block: BlockInstance, language: ReplyLanguage = "en"): string {
  if (block.id === "post-type") return speaker(BLUEPRINT_REPLY, language)("postType", { plural: kindFromParams(block.params).plural });
  const definition = blockDefinition(block.id);
  return language === "sv" && definition.sv ? definition.sv.label : definition.label;
}

/** "a, b and c". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** The plugin's one-line description for its header and readme. */
export function describePlugin(blocks: readonly BlockInstance[]): string {
  const text = `Adds ${joinList(blocks.map((block) => blockLabel(block)))}.`;
  return text.length <= 140 ? text : `${text.slice(0, 137).replace(/\s+\S*$/, "")}…`;
}

/** Follow-ups the generator can really do next: blocks the plugin does not have yet (labelled in `language`, the prompt as the generator reads it). */
export function quickActions(blocks: readonly BlockInstance[], language: ReplyLanguage = "en"): QuickAction[] {
  const capabilities = new Set(blocks.flatMap((block) => blockDefinition(block.id).provides));
  const actions: QuickAction[] = [];
  for (const id of SUGGESTION_ORDER) {
    const definition = blockDefinition(id);
    if (definition.satisfiedBy && capabilities.has(definition.satisfiedBy)) continue;
    if (id === "post-type" ? blocks.some((block) => block.id === id && block.params.type === "event") : blocks.some((block) => block.id === id)) continue;
    actions.push(language === "sv" && definition.sv ? { ...definition.quickAction, label: definition.sv.quickAction } : definition.quickAction);
    if (actions.length === MAX_QUICK_ACTIONS) break;
  }
  return actions;
}

/** What the generator can still add, for the explanation when a request matched nothing. */
function addableLabels(blocks: readonly BlockInstance[], language: ReplyLanguage): string[] {
  const capabilities = new Set(blocks.flatMap((block) => blockDefinition(block.id).provides));
  return SUGGESTION_ORDER.filter((id) => {
    const definition = blockDefinition(id);
    if (definition.satisfiedBy && capabilities.has(definition.satisfiedBy)) return false;
    return definition.multiple || !blocks.some((block) => block.id === id);
  }).map((id) => (id === "post-type" ? speaker(BLUEPRINT_REPLY, language)("anyPostType") : blockLabel({ id, params: {} }, language)));
}

function bullets(lines: readonly string[]): string {
  return lines.map((line) => `- ${line}`).join("\n");
}

function alreadyLines(alreadyThere: readonly AlreadyThere[], language: ReplyLanguage): string[] {
  const t = speaker(BLUEPRINT_REPLY, language);
  return alreadyThere.map(({ requested, coveredBy }) =>
    requested.id === coveredBy.id
      ? t("already.same", { label: blockLabel(requested, language) })
      : t("already.other", { label: blockLabel(requested, language), by: blockLabel(coveredBy, language).replace(/^(?:an?|en|ett) /, "") }),
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
  language?: ReplyLanguage;
}): string {
  const language = options.language ?? "en";
  const t = speaker(BLUEPRINT_REPLY, language);
  const blocks = joinWords(
    options.blocks.map((block) => blockLabel(block, language)),
    language,
  );
  const parts = [t("note"), t("built", { name: options.ctx.name, version: options.version, path: options.mainPath, blocks })];
  parts.push(bullets(options.features));
  if (options.usage.length) parts.push(`${t("usage")}\n${bullets(options.usage)}`);
  parts.push(...alreadyLines(options.alreadyThere, language));
  parts.push(t("safety"));
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
  language?: ReplyLanguage;
}): string {
  const language = options.language ?? "en";
  const t = speaker(BLUEPRINT_REPLY, language);
  const parts = [t("note")];
  if (options.added.length) {
    const blocks = joinWords(
      options.added.map((block) => blockLabel(block, language)),
      language,
    );
    parts.push(t("added", { blocks, name: options.ctx.name, version: options.version }));
    parts.push(bullets(options.features));
    if (options.usage.length) parts.push(`${t("usage")}\n${bullets(options.usage)}`);
  }
  const changes = options.tweaks?.changes ?? [];
  if (changes.length) {
    parts.push(options.added.length ? t("alsoRestyled") : t("restyled", { name: options.ctx.name, version: options.version }));
    parts.push(
      bullets(
        changes.map((change) => {
          const removed = change.removed.length ? `${change.set.length ? "; " : ""}${t("tweak.removed", { list: change.removed.join(", ") })}` : "";
          return t("tweak", { label: capitalise(change.saidLabel), selector: change.selector, file: change.file, set: describeDeclarations(change.set) || t("tweak.nothingNew"), removed });
        }),
      ),
    );
    const created = changes.some((change) => change.file.endsWith("-tweaks.css") && options.changedFiles.includes(change.file));
    parts.push([t("tweaks.section"), t("tweaks.scoped"), created ? t("tweaks.created") : ""].filter(Boolean).join(" "));
  }
  parts.push(...new Set(options.tweaks?.problems ?? []));
  parts.push(...alreadyLines(options.alreadyThere, language));
  parts.push(t("filesWritten", { files: options.changedFiles.join(", ") }));
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
  language?: ReplyLanguage;
}): string {
  const language = options.language ?? "en";
  const t = speaker(BLUEPRINT_REPLY, language);
  const parts = [t("note")];
  if (options.tweakProblems) {
    parts.push(
      t("understoodStyle", { name: options.ctx.name }),
      ...new Set(options.tweakProblems.length ? options.tweakProblems : [t("alreadyInPlace")]),
      ...alreadyLines(options.alreadyThere, language),
    );
  } else if (options.alreadyThere.length) {
    parts.push(...alreadyLines(options.alreadyThere, language), t("nothingChanged", { name: options.ctx.name }));
  } else {
    parts.push(t("notRecognised", { name: options.ctx.name }), t("canRestyle"));
  }
  const addable = addableLabels(options.blocks, language);
  if (addable.length) parts.push(t("canAdd", { list: joinWords(addable, language) }));
  return parts.join("\n\n");
}
