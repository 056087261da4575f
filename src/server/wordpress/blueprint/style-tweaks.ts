import type { QuickAction } from "../../../shared/schemas/plugins";
import { type ReplyLanguage, say, speaker } from "../../lib/messages";
import { BLOCK_NOUNS_SV, PART_NOUNS_SV, STYLE_REPLY } from "./style-tweaks.messages";
import type { BlueprintContext } from "./blueprint-context";
import type { BlockBuild, BlockId, BlockInstance, StylePart } from "./blocks/block-types";
import { kindFromParams } from "./blocks/post-type-catalogue";
import { words as wordPattern } from "./detect-blocks";
import { commentText } from "./php-source";
import type { TweakRule } from "./tweak-css";
import { CSS_IDENT, isSafeSelector, readTweakRules, renderCompactRules, setDeclaration, writeTweakSection } from "./tweak-css";
import type { MarkedElementRef, TweakClause, TweakIntent, TweakRequest } from "./tweak-request";

/** A block of the plugin, built, with the folder its files are in ("" or "plugsmith/"). */
export interface TweakBlock {
  instance: BlockInstance;
  build: BlockBuild;
  root: string;
}

/** How a target's properties are chosen: a button gets padding with its size, text only a font size … */
type TargetKind = "button" | "text" | "field" | "container";

interface Target {
  selector: string;
  kind: TargetKind;
  /** "the contact form's button", "the marked <button> (.ps-…__submit)". */
  label: string;
  block: TweakBlock;
  /** The part it is, when it is one of the block's named parts (for suggestions). */
  part: StylePart | "wrapper" | null;
}

/** What one tweak did to one selector. */
export interface TweakChange {
  selector: string;
  /** The element in English, for the readme's changelog. */
  label: string;
  /** The element in the reply's language. */
  saidLabel: string;
  file: string;
  set: Array<[string, string]>;
  removed: string[];
}

export interface TweakOutcome {
  /** Stylesheets written: path → full content. */
  files: Record<string, string>;
  changes: TweakChange[];
  /** Why a clause found no element to change, one sentence each. */
  problems: string[];
  /** Suggested next style change, when there is a natural one. */
  suggestion: QuickAction | null;
}

/** The fallback stylesheet of a plugin none of whose targeted blocks has one. */
export function tweaksFilePath(ctx: BlueprintContext, base: string): string {
  return `${base}assets/${ctx.slug}-tweaks.css`;
}

/** The plugin's own classes: everything a tweak selector may start from. */
function ownClass(ctx: BlueprintContext): (className: string) => boolean {
  return (className) => className.startsWith(ctx.cssPrefix) && className.length > ctx.cssPrefix.length;
}

/** The tweak rules of every stylesheet of the plugin, by path (only stylesheets that have some). */
export function readPluginTweaks(ctx: BlueprintContext, base: string, files: Readonly<Record<string, string>>): Map<string, TweakRule[]> {
  const sheets = new Map<string, TweakRule[]>();
  for (const path of Object.keys(files).sort()) {
    if (!path.startsWith(base) || !path.toLowerCase().endsWith(".css")) continue;
    const rules = readTweakRules(files[path] ?? "", ownClass(ctx));
    if (rules.length) sheets.set(path, rules);
  }
  return sheets;
}

/** All tweak rules as CSS for the previews ("" when there are none). */
export function tweakPreviewCss(sheets: ReadonlyMap<string, readonly TweakRule[]>): string {
  return renderCompactRules([...sheets.values()].flat());
}

/** One feature line per tweaked element. */
export function tweakFeatures(sheets: ReadonlyMap<string, readonly TweakRule[]>, language: ReplyLanguage = "en"): string[] {
  return [...sheets.values()]
    .flatMap((rules) => rules.filter((rule) => !rule.selector.includes(":hover") && rule.declarations.length && !followsTextColour(rule, rules)))
    .map((rule) => say(STYLE_REPLY, language, "feature", { selector: rule.selector.split(", ")[0]!, declarations: describeDeclarations(rule.declarations) }));
}

export function describeDeclarations(declarations: ReadonlyArray<[string, string]>): string {
  return declarations.map(([property, value]) => `${property} ${value}`).join(", ");
}

/**
 * Applies a style request to the plugin's stylesheets: finds the element of each clause (the marked
 * elements, else the part the clause names, else the block as a whole), works out the declarations
 * from the intents and the rule the element already has (so "larger" twice grows twice), and writes
 * them into the managed section of the block's stylesheet, replacing earlier values of the same
 * properties. Deterministic; nothing of the message is copied: values come from fixed scales.
 */
export function applyTweakRequest(options: {
  ctx: BlueprintContext;
  base: string;
  files: Readonly<Record<string, string>>;
  blocks: readonly TweakBlock[];
  request: TweakRequest;
  marks: readonly MarkedElementRef[];
  /** The preview the person marked elements in: only marks in the site preview may fall back to a tag. */
  viewMode: "backend" | "frontend";
  /** The reply's language, for the changes' labels, the problems and the suggestion's label (issue #34 item 13). */
  language?: ReplyLanguage;
}): TweakOutcome {
  const { ctx, base, files, blocks, request, marks, viewMode } = options;
  const language = options.language ?? "en";
  const t = speaker(STYLE_REPLY, language);
  const sheets = readPluginTweaks(ctx, base, files);
  const before = new Map([...sheets].map(([path, rules]) => [path, cloneRules(rules)]));
  const front = blocks.filter((block) => block.build.styleTargets);
  const owners = ownerIndex(ctx, front);
  const problems: string[] = [];
  const changes: TweakChange[] = [];
  let previous: Target[] = [];
  let lastTarget: Target | null = null;
  const textColourAsked = request.clauses.some((clause) => clause.intents.some((intent) => intent.kind === "colour" && intent.role === "text"));

  for (const clause of request.clauses) {
    let targets: Target[];
    if (front.length === 0) {
      problems.push(t("problem.nothingOnSite"));
      continue;
    }
    if (marks.length) {
      targets = marks.flatMap((mark) => {
        const target = resolveMark(ctx, mark, owners, viewMode === "frontend" ? front : []);
        return target ? [refineToPart(target, clause) ?? target] : [];
      });
      if (targets.length === 0) {
        problems.push(viewMode === "backend" ? t("problem.markedInAdmin") : t("problem.markedNotOwn"));
        continue;
      }
    } else if (clause.parts.length === 0 && previous.length) {
      targets = previous;
    } else {
      const target = resolveWords(clause, front);
      if (!target) {
        problems.push(t("problem.noMatch"));
        continue;
      }
      targets = [target];
    }
    previous = targets;

    for (const target of targets) {
      const path = sheetFor(ctx, base, files, sheets, target);
      const rules = sheets.get(path) ?? [];
      sheets.set(path, rules);
      let rule = rules.find((candidate) => candidate.selector === target.selector);
      if (!rule) {
        rule = { selector: target.selector, declarations: [] };
        rules.push(rule);
      }
      for (const intent of clause.intents) applyIntent(rule, target, intent, textColourAsked, rules);
      lastTarget = target;
    }
  }

  // What changed, selector by selector, and the stylesheets to write.
  const written: Record<string, string> = {};
  for (const [path, rules] of sheets) {
    const old = before.get(path) ?? [];
    let touched = false;
    for (const rule of rules) {
      const was = old.find((candidate) => candidate.selector === rule.selector)?.declarations ?? [];
      const set = rule.declarations.filter(([property, value]) => !was.some(([p, v]) => p === property && v === value));
      const removed = was.filter(([property]) => !rule.declarations.some(([p]) => p === property)).map(([property]) => property);
      if (set.length === 0 && removed.length === 0) continue;
      touched = true;
      if (!rule.selector.includes(":hover") && !followsTextColour(rule, rules)) changes.push({ selector: rule.selector, label: labelFor(rule.selector, front, "en"), saidLabel: labelFor(rule.selector, front, language), file: path, set, removed });
    }
    // A stylesheet none of whose rules changed is left exactly as it is.
    if (!touched) continue;
    const current = files[path] ?? `/* ${commentText(ctx.name)}: style tweaks. */\n`;
    const next = writeTweakSection(current, rules);
    if (next !== files[path]) written[path] = next;
  }
  return { files: written, changes, problems, suggestion: lastTarget ? suggestNext(lastTarget, sheets, language) : null };
}

function cloneRules(rules: readonly TweakRule[]): TweakRule[] {
  return rules.map((rule) => ({ selector: rule.selector, declarations: rule.declarations.map(([p, v]) => [p, v] as [string, string]) }));
}

/** The stylesheet a target's rule goes in: where it already is, else its block's stylesheet, else the plugin's tweaks file. */
function sheetFor(ctx: BlueprintContext, base: string, files: Readonly<Record<string, string>>, sheets: ReadonlyMap<string, TweakRule[]>, target: Target): string {
  for (const [path, rules] of sheets) if (rules.some((rule) => rule.selector === target.selector)) return path;
  const own = target.block.build.styleTargets?.stylesheet;
  if (own) {
    const path = `${base}${target.block.root}${own}`;
    if (files[path] !== undefined) return path;
  }
  return tweaksFilePath(ctx, base);
}

// ---------------------------------------------------------------------------------------------
// Finding the element

const TAGS = new Set([
  "a", "article", "aside", "blockquote", "button", "div", "em", "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6",
  "header", "img", "input", "label", "li", "ol", "p", "section", "select", "small", "span", "strong", "table", "td", "textarea", "th", "time", "tr", "ul",
]);
const TEXT_TAGS = new Set(["a", "em", "figcaption", "h1", "h2", "h3", "h4", "h5", "h6", "label", "li", "p", "small", "span", "strong", "time", "th", "td", "blockquote"]);
const FIELD_TAGS = new Set(["input", "textarea", "select"]);

/** Which block a class or id of the plugin belongs to: the one whose files print it. */
function ownerIndex(ctx: BlueprintContext, front: readonly TweakBlock[]): (token: string) => TweakBlock | null {
  const index = new Map<string, TweakBlock>();
  const pattern = new RegExp(`(?:${escapeRegExp(ctx.cssPrefix)}|${escapeRegExp(ctx.prefix)})[A-Za-z0-9_-]*`, "g");
  for (const block of front) {
    const wrapper = block.build.styleTargets!.wrapper;
    if (!index.has(wrapper)) index.set(wrapper, block);
    for (const content of Object.values(block.build.files)) {
      for (const match of content.matchAll(pattern)) if (!index.has(match[0])) index.set(match[0], block);
    }
  }
  return (token) => index.get(token) ?? null;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function kindOf(tag: string, className: string): TargetKind {
  if (tag === "button" || /(?:button|submit)/.test(className)) return "button";
  if (FIELD_TAGS.has(tag)) return "field";
  if (TEXT_TAGS.has(tag)) return "text";
  return "container";
}

/**
 * The element of a mark, as a selector that also matches the real plugin's markup: its first class
 * of the plugin, else its id of the plugin, else the block's wrapper and its tag (when an ancestor is
 * the plugin's, or, for a mark without any of the plugin's names, the first block whose output has
 * that tag); always scoped under the block's wrapper class.
 */
function resolveMark(
  ctx: BlueprintContext,
  mark: MarkedElementRef,
  ownerOf: (token: string) => TweakBlock | null,
  fallbackBlocks: readonly TweakBlock[],
): Target | null {
  const tag = /^[a-z][a-z0-9]*$/.test(mark.tag) ? mark.tag : "";
  const segments = mark.selector.split(" > ").map((segment) => segment.trim());
  const last = segments[segments.length - 1] ?? "";
  const fromSelector = /^[a-z][a-z0-9]*\.(-?[A-Za-z_][A-Za-z0-9_-]*)(?::nth-of-type\(\d+\))?$/.exec(last)?.[1];
  const classes = [...mark.classes, ...(fromSelector ? [fromSelector] : [])].filter((name) => CSS_IDENT.test(name) && ownClass(ctx)(name));
  for (const className of classes) {
    const block = ownerOf(className);
    if (!block) continue;
    const wrapper = block.build.styleTargets!.wrapper;
    const selector = className === wrapper ? `.${wrapper}` : `.${wrapper} .${className}`;
    return { selector, kind: className === wrapper ? "container" : kindOf(tag, className), label: `the marked ${tag ? `<${tag}> ` : ""}element (.${className})`, block, part: partOf(block, selector) };
  }
  const idFromSelector = /^#(-?[A-Za-z_][A-Za-z0-9_-]*)$/.exec(last)?.[1];
  const ids = [mark.id, ...(idFromSelector ? [idFromSelector] : [])].filter(
    (id) => CSS_IDENT.test(id) && (id.startsWith(ctx.cssPrefix) || id.startsWith(ctx.prefix)),
  );
  for (const id of ids) {
    const block = ownerOf(id);
    if (!block) continue;
    const wrapper = block.build.styleTargets!.wrapper;
    const selector = id === wrapper ? `.${wrapper}` : `.${wrapper} #${id}`;
    return { selector, kind: id === wrapper ? "container" : kindOf(tag, ""), label: `the marked ${tag ? `<${tag}> ` : ""}element (#${id})`, block, part: partOf(block, selector) };
  }
  if (!TAGS.has(tag)) return null;
  for (const segment of segments.slice(0, -1).reverse()) {
    const token = /^#(-?[A-Za-z_][A-Za-z0-9_-]*)$/.exec(segment)?.[1] ?? /^[a-z][a-z0-9]*\.(-?[A-Za-z_][A-Za-z0-9_-]*)(?::nth-of-type\(\d+\))?$/.exec(segment)?.[1];
    if (!token || !(token.startsWith(ctx.cssPrefix) || token.startsWith(ctx.prefix))) continue;
    const block = ownerOf(token);
    if (!block) continue;
    const wrapper = block.build.styleTargets!.wrapper;
    const selector = `.${wrapper} ${tag}`;
    return { selector, kind: kindOf(tag, ""), label: `every <${tag}> in ${blockNoun(block.instance)} (.${wrapper})`, block, part: partOf(block, selector) };
  }
  // A selector without any name of the plugin ("form > button:nth-of-type(1)"): the tag in the first block
  // that prints one. Not when the mark names something of the plugin's that no block prints (a preview-only sample).
  const tokens = [mark.id, ...mark.classes, ...segments.flatMap((segment) => segment.match(/[.#]-?[A-Za-z_][A-Za-z0-9_-]*/g) ?? [])];
  if (tokens.some((token) => token.replace(/^[.#]/, "").startsWith(ctx.cssPrefix) || token.replace(/^[.#]/, "").startsWith(ctx.prefix))) return null;
  for (const block of fallbackBlocks) {
    const wrapper = block.build.styleTargets!.wrapper;
    const prints = block.build.siteSections.some((html) => {
      const at = html.indexOf(`class="${wrapper}`);
      return at >= 0 && new RegExp(`<${tag}[\\s>]`).test(html.slice(at));
    });
    if (!prints) continue;
    const selector = `.${wrapper} ${tag}`;
    return { selector, kind: kindOf(tag, ""), label: `every <${tag}> in ${blockNoun(block.instance)} (.${wrapper})`, block, part: partOf(block, selector) };
  }
  return null;
}

function partOf(block: TweakBlock, selector: string): StylePart | "wrapper" | null {
  const targets = block.build.styleTargets!;
  if (selector === `.${targets.wrapper}`) return "wrapper";
  for (const [part, inner] of Object.entries(targets.parts) as Array<[StylePart, string]>) {
    if (inner && scoped(targets.wrapper, inner) === selector) return part;
  }
  return null;
}

function scoped(wrapper: string, inner: string): string {
  return inner === "" ? `.${wrapper}` : inner.split(", ").map((selector) => `.${wrapper} ${selector}`).join(", ");
}

/** A marked block as a whole and a clause naming one of its parts ("make the button larger" with the form marked): that part. */
function refineToPart(target: Target, clause: TweakClause): Target | null {
  if (target.part !== "wrapper") return null;
  for (const part of orderedParts(clause)) {
    if (part === "wrapper") continue;
    const inner = target.block.build.styleTargets!.parts[part];
    if (inner) return partTarget(target.block, part, inner);
  }
  return null;
}

/** Specific parts before the containers they are in: "the contact form's button" is the button. */
const PART_PRIORITY: ReadonlyArray<StylePart | "wrapper"> = ["button", "input", "label", "links", "title", "notice", "image", "item", "text", "field", "list", "form", "wrapper"];

function orderedParts(clause: TweakClause): Array<StylePart | "wrapper"> {
  return [...new Set(clause.parts)].sort((a, b) => PART_PRIORITY.indexOf(a) - PART_PRIORITY.indexOf(b));
}

const BLOCK_WORDS: Partial<Record<BlockId, RegExp>> = {
  "contact-form": /^(?:contact|kontakt\p{L}*)$/u,
  "social-sharing": /^(?:share|sharing|social|dela|delning\p{L}*|sociala|delningsknapp\p{L}*)$/u,
  "entry-form": /^(?:signups?|registrations?|survey|feedback|newsletter|entry|entries|anmälan\p{L}*|enkät\p{L}*|nyhetsbrev\p{L}*)$/u,
  shortcode: /^(?:shortcode|kortkod\p{L}*)$/u,
  "editor-block": /^(?:block|blocket|gutenberg)$/u,
  widget: /^widget\p{L}*$/u,
};

/** Whether the clause names this block ("the contact form's button", "the testimonials' titles"). */
function namesBlock(block: TweakBlock, words: readonly string[]): boolean {
  if (block.instance.id === "post-type") {
    const kind = kindFromParams(block.instance.params);
    const pattern = wordPattern(...kind.words, kind.singular.toLowerCase(), kind.plural.toLowerCase());
    return words.some((word) => pattern.test(word));
  }
  const pattern = BLOCK_WORDS[block.instance.id];
  return pattern ? words.some((word) => pattern.test(word)) : false;
}

/** The element a clause names without a mark: a named part of the named (or first) block, else the block as a whole. */
function resolveWords(clause: TweakClause, front: readonly TweakBlock[]): Target | null {
  const named = front.filter((block) => namesBlock(block, clause.words));
  const order = [...named, ...front.filter((block) => !named.includes(block))];
  const parts = orderedParts(clause);
  for (const part of parts) {
    for (const block of order) {
      if (part === "wrapper") return partTarget(block, "wrapper", "");
      const inner = block.build.styleTargets!.parts[part];
      if (inner !== undefined) return partTarget(block, part, inner);
    }
  }
  if (parts.length && parts.every((part) => part !== "wrapper")) {
    // Only parts that no block has ("the title" of a contact form): nothing to change.
    if (!parts.some((part) => part === "text")) return null;
  }
  const block = order[0];
  return block ? partTarget(block, "wrapper", "") : null;
}

const PART_NOUNS: Record<StylePart | "wrapper", string> = {
  button: "button",
  title: "title",
  text: "text",
  links: "links",
  form: "form",
  field: "fields",
  label: "labels",
  input: "input fields",
  list: "list",
  item: "items",
  notice: "notice",
  image: "images",
  wrapper: "",
};

function blockNoun(instance: BlockInstance): string {
  switch (instance.id) {
    case "contact-form":
      return "the contact form";
    case "social-sharing":
      return "the sharing buttons";
    case "entry-form":
      return "the form";
    case "post-type":
      return `the ${kindFromParams(instance.params).plural.toLowerCase()} list`;
    case "shortcode":
      return "the shortcode box";
    case "editor-block":
      return "the block";
    case "widget":
      return "the widget";
    default:
      return "the plugin's output";
  }
}

function partTarget(block: TweakBlock, part: StylePart | "wrapper", inner: string): Target {
  const targets = block.build.styleTargets!;
  const selector = scoped(targets.wrapper, inner);
  const kind: TargetKind =
    part === "button" || /(?:button|submit)/.test(inner)
      ? "button"
      : part === "input"
        ? "field"
        : part === "title" || part === "text" || part === "links" || part === "label" || part === "notice"
          ? "text"
          : "container";
  return { selector, kind, label: inner === "" ? blockNoun(block.instance) : partLabel(block, part, true), block, part };
}

/** "the contact form's button", "the sharing buttons" (not "the sharing buttons's button"). */
function partLabel(block: TweakBlock, part: StylePart | "wrapper", possessive: boolean): string {
  const noun = blockNoun(block.instance);
  if (part === "wrapper" || noun.includes(PART_NOUNS[part].replace(/s$/, ""))) return noun;
  if (!possessive) return `${noun} ${PART_NOUNS[part]}`;
  return noun.endsWith("s") ? `${noun}' ${PART_NOUNS[part]}` : `${noun}'s ${PART_NOUNS[part]}`;
}

function labelFor(selector: string, front: readonly TweakBlock[], language: ReplyLanguage): string {
  for (const block of front) {
    const part = partOf(block, selector);
    if (part) return language === "sv" ? partLabelSv(block, part) : partLabel(block, part, true);
  }
  const last = selector.split(", ")[0]!.split(" ").pop() ?? selector;
  return last.startsWith(".") || last.startsWith("#") ? say(STYLE_REPLY, language, "element", { selector: last }) : say(STYLE_REPLY, language, "everyTag", { tag: last });
}

/** "knappen i kontaktformuläret", "listan \"Events\"": a part of a block's output in a Swedish reply. */
function partLabelSv(block: TweakBlock, part: StylePart | "wrapper"): string {
  const { instance } = block;
  const noun = instance.id === "post-type" ? `listan "${kindFromParams(instance.params).plural}"` : (BLOCK_NOUNS_SV[instance.id] ?? "pluginets utdata");
  if (part === "wrapper" || noun.startsWith(PART_NOUNS_SV[part]!)) return noun;
  return `${PART_NOUNS_SV[part]} i ${noun}`;
}

// ---------------------------------------------------------------------------------------------
// From intents to declarations

const FONT_SIZES = ["0.75em", "0.875em", "1em", "1.125em", "1.25em", "1.5em", "1.75em", "2em", "2.5em"];
const BUTTON_PADDINGS = ["0.3em 0.7em", "0.45em 1em", "0.7em 1.5em", "0.9em 1.9em", "1.1em 2.3em", "1.3em 2.8em", "1.6em 3.4em"];
const FIELD_PADDINGS = ["0.3em 0.5em", "0.45em 0.6em", "0.6em 0.75em", "0.8em 1em", "1em 1.25em", "1.25em 1.5em"];
const BOX_PADDINGS = ["0", "0.25em", "0.5em", "1em", "1.5em", "2em", "3em"];
const MAX_WIDTHS = ["20em", "24em", "30em", "40em", "50em", "60em", "none"];
const MIN_WIDTHS = ["6em", "8em", "10em", "12em", "16em", "20em"];
const RADII = ["0", "4px", "8px", "12px", "999px"];

function get(rule: TweakRule, property: string): string | undefined {
  return rule.declarations.find(([known]) => known === property)?.[1];
}

/** The next value on a scale: from the current one by `step`, or from `start` (the value for one step) when there is none. */
function stepOn(scale: readonly string[], current: string | undefined, step: number, start: { up: number; down: number }): string {
  const at = current === undefined ? -1 : scale.indexOf(current);
  let index: number;
  if (at < 0) index = step > 0 ? start.up + (Math.min(step, 2) - 1) : start.down + (Math.max(step, -2) + 1);
  else index = at + step;
  return scale[Math.max(0, Math.min(scale.length - 1, index))]!;
}

function paddingScale(kind: TargetKind): { scale: string[]; start: { up: number; down: number } } {
  if (kind === "button") return { scale: BUTTON_PADDINGS, start: { up: 3, down: 1 } };
  if (kind === "field") return { scale: FIELD_PADDINGS, start: { up: 3, down: 1 } };
  if (kind === "text") return { scale: BOX_PADDINGS, start: { up: 2, down: 0 } };
  return { scale: BOX_PADDINGS, start: { up: 4, down: 2 } };
}

/** Text that reads on a background: dark on light colours, white on dark ones. */
function contrastOn(hex: string): string {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance > 0.4 ? "#1e1e1e" : "#ffffff";
}

function hoverSelector(selector: string): string {
  return selector
    .split(", ")
    .flatMap((part) => [`${part}:hover`, `${part}:focus`])
    .join(", ");
}

/**
 * The links inside the elements of `selector` ("….__title a"), or null when it already names links or a state.
 * A link keeps the theme's own link colour whatever its parent's (block themes such as Twenty Twenty-Four colour
 * every `a` through their global styles), so a title that is a link stays near-black when only the title is coloured.
 */
function linkSelector(selector: string): string | null {
  const parts = selector.split(", ");
  if (parts.some((part) => /(?:^|\s)a$|:(?:hover|focus)$/.test(part))) return null;
  const links = parts.map((part) => `${part} a`).join(", ");
  return isSafeSelector(links, () => true) ? links : null;
}

/** A text colour reaches the links inside the element too ("make the title green" where the title is a link). */
function colourLinksIn(selector: string, hex: string, rules: TweakRule[]): void {
  const links = linkSelector(selector);
  if (!links) return;
  let rule = rules.find((candidate) => candidate.selector === links);
  if (!rule) {
    rule = { selector: links, declarations: [] };
    rules.push(rule);
  }
  setDeclaration(rule, "color", hex);
}

/** A rule that only carries another rule's text colour to the links inside it: part of that change, not one of its own. */
function followsTextColour(rule: TweakRule, rules: readonly TweakRule[]): boolean {
  const colour = get(rule, "color");
  return rules.some((other) => other !== rule && linkSelector(other.selector) === rule.selector && get(other, "color") === colour);
}

function applyIntent(rule: TweakRule, target: Target, intent: TweakIntent, textColourAsked: boolean, rules: TweakRule[]): void {
  const set = (property: string, value: string | null) => setDeclaration(rule, property, value);
  switch (intent.kind) {
    case "size": {
      set("font-size", stepOn(FONT_SIZES, get(rule, "font-size"), intent.step, { up: 4, down: 1 }));
      if (!intent.fontOnly && (target.kind === "button" || target.kind === "field")) {
        const { scale, start } = paddingScale(target.kind);
        set("padding", stepOn(scale, get(rule, "padding"), intent.step, start));
      }
      return;
    }
    case "padding": {
      const { scale, start } = paddingScale(target.kind);
      set("padding", stepOn(scale, get(rule, "padding"), intent.step, start));
      return;
    }
    case "width": {
      if (target.kind === "button") {
        if (intent.step >= 99) {
          set("display", "block");
          set("width", "100%");
        } else if (intent.step > 0) {
          set("min-width", stepOn(MIN_WIDTHS, get(rule, "min-width"), intent.step, { up: 3, down: 1 }));
        } else {
          set("min-width", null);
          set("width", null);
          const { scale, start } = paddingScale("button");
          set("padding", stepOn(scale, get(rule, "padding"), -1, start));
        }
        return;
      }
      if (intent.step >= 99) {
        set("max-width", "none");
        set("width", "100%");
        return;
      }
      set("max-width", stepOn(MAX_WIDTHS, get(rule, "max-width"), intent.step, { up: 5, down: 2 }));
      if (intent.step < 0) set("width", null);
      return;
    }
    case "weight":
      set("font-weight", intent.bold ? "700" : "400");
      return;
    case "radius":
      set("border-radius", intent.step >= 99 ? "999px" : intent.step <= -99 ? "0" : stepOn(RADII, get(rule, "border-radius"), intent.step, { up: 2, down: 1 }));
      return;
    case "case":
      set("text-transform", intent.uppercase ? "uppercase" : "none");
      set("letter-spacing", intent.uppercase ? "0.05em" : null);
      return;
    case "align":
      if (target.kind === "button") {
        set("display", "block");
        set("margin-left", intent.value === "left" ? "0" : "auto");
        set("margin-right", intent.value === "right" ? "0" : "auto");
      } else {
        set("text-align", intent.value);
      }
      return;
    case "visibility":
      if (!intent.visible) set("display", "none");
      else if (get(rule, "display") === "none") set("display", get(rule, "margin-left") || get(rule, "width") === "100%" ? "block" : null);
      return;
    case "colour": {
      const role = intent.role === "auto" ? (target.kind === "button" || target.kind === "container" ? "background" : "text") : intent.role;
      if (role === "text") {
        set("color", intent.hex);
        colourLinksIn(rule.selector, intent.hex, rules);
        return;
      }
      if (role === "border") {
        set("border-style", "solid");
        if (!get(rule, "border-width")) set("border-width", "2px");
        set("border-color", intent.hex);
        return;
      }
      set("background-color", intent.hex);
      if (!textColourAsked && target.kind !== "text") set("color", contrastOn(intent.hex));
      if (target.kind === "button") {
        set("border-color", intent.hex);
        const hover = hoverSelector(rule.selector);
        let hoverRule = rules.find((candidate) => candidate.selector === hover);
        if (!hoverRule) {
          hoverRule = { selector: hover, declarations: [] };
          rules.push(hoverRule);
        }
        setDeclaration(hoverRule, "background-color", intent.hex);
        setDeclaration(hoverRule, "color", get(rule, "color") ?? contrastOn(intent.hex));
        setDeclaration(hoverRule, "filter", "brightness(0.92)");
      }
      return;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Suggestions

/** One natural next style change for the last element changed, as a prompt the generator understands. */
function suggestNext(target: Target, sheets: ReadonlyMap<string, readonly TweakRule[]>, language: ReplyLanguage): QuickAction | null {
  if (target.part === null) return null;
  const rule = [...sheets.values()].flat().find((candidate) => candidate.selector === target.selector);
  const has = (property: string) => (rule ? get(rule, property) !== undefined : false);
  const noun = partLabel(target.block, target.part, false);
  const options: Array<{ when: boolean; label: keyof typeof STYLE_REPLY.en; prompt: string }> = [];
  if (target.kind === "button" || target.kind === "field") {
    options.push({ when: !has("border-radius"), label: "suggest.round", prompt: `Give ${noun} rounded corners` });
    options.push({ when: !has("font-weight"), label: "suggest.bold", prompt: `Make ${noun} bold` });
    options.push({ when: !has("font-size"), label: "suggest.larger", prompt: `Make ${noun} larger` });
  } else if (target.kind === "text") {
    options.push({ when: !has("font-weight"), label: "suggest.bold", prompt: `Make ${noun} bold` });
    options.push({ when: !has("font-size"), label: "suggest.larger", prompt: `Make ${noun} larger` });
    options.push({ when: !has("text-transform"), label: "suggest.capitals", prompt: `Make ${noun} uppercase` });
  } else if (target.part === "image") {
    options.push({ when: !has("border-radius"), label: "suggest.round", prompt: `Give ${noun} rounded corners` });
  } else {
    options.push({ when: !has("padding"), label: "suggest.padding", prompt: `Give ${noun} more padding` });
    options.push({ when: !has("border-radius"), label: "suggest.round", prompt: `Give ${noun} rounded corners` });
  }
  const pick = options.find((option) => option.when);
  // The label in the reply's language; the prompt in the words the generator reads.
  return pick ? { label: say(STYLE_REPLY, language, pick.label), prompt: pick.prompt } : null;
}

