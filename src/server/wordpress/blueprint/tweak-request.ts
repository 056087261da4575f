import type { StylePart } from "./blocks/block-types";
import { MAX_ANALYSED_CHARS } from "./detect-blocks";

/**
 * Reading a style request ("make this button larger", "röd bakgrund", "#1e73be text") into a fixed
 * vocabulary of intents. Nothing of the message's own text survives this step except the values the
 * vocabulary knows: a step up or down, a named colour from {@link NAMED_COLOURS}, or a hex colour that
 * passed a strict pattern.
 */

/** An element the person marked in the preview, as listed in the message (see appendMarkedElements). */
export interface MarkedElementRef {
  tag: string;
  text: string;
  selector: string;
  id: string;
  classes: string[];
}

export type ColourRole = "background" | "text" | "border" | "auto";

export type TweakIntent =
  | { kind: "size"; step: number; fontOnly: boolean }
  | { kind: "width"; step: number }
  | { kind: "weight"; bold: boolean }
  | { kind: "radius"; step: number }
  | { kind: "padding"; step: number }
  | { kind: "case"; uppercase: boolean }
  | { kind: "align"; value: "left" | "center" | "right" }
  | { kind: "visibility"; visible: boolean }
  | { kind: "colour"; hex: string; name: string; role: ColourRole };

/** One clause of a style request: what to change, and which parts it names. */
export interface TweakClause {
  intents: TweakIntent[];
  /** Parts the clause names ("button", "title"); "wrapper" for the block as a whole. */
  parts: Array<StylePart | "wrapper">;
  /** Words of the clause that may name a block ("contact", "sharing", a post type's name), lower case. */
  words: string[];
}

export interface TweakRequest {
  clauses: TweakClause[];
  /** The message without its style clauses, for finding building blocks. */
  rest: string;
}

const LETTER = "[\\p{L}\\p{N}_]";

/** A global, case-insensitive pattern matching any alternative as whole words. */
function w(...alternatives: string[]): RegExp {
  return new RegExp(`(?<!${LETTER})(?:${alternatives.join("|")})(?!${LETTER})`, "giu");
}

/** Colours by name, English and Swedish (with their inflected forms): name → hex. */
export const NAMED_COLOURS: ReadonlyArray<{ words: string[]; hex: string; name: string }> = [
  { words: ["dark blue", "navy", "navy blue", "mörkblå", "mörkblått", "mörkblåa"], hex: "#1d2b4f", name: "dark blue" },
  { words: ["light blue", "sky blue", "ljusblå", "ljusblått", "ljusblåa"], hex: "#72aee6", name: "light blue" },
  { words: ["dark green", "mörkgrön", "mörkgrönt", "mörkgröna"], hex: "#005c12", name: "dark green" },
  { words: ["light green", "ljusgrön", "ljusgrönt", "ljusgröna"], hex: "#68de7c", name: "light green" },
  { words: ["dark red", "maroon", "mörkröd", "mörkrött", "mörkröda", "vinröd", "vinrött", "vinröda"], hex: "#8a2424", name: "dark red" },
  { words: ["dark gr[ae]y", "mörkgrå", "mörkgrått", "mörkgråa"], hex: "#3c434a", name: "dark grey" },
  { words: ["light gr[ae]y", "ljusgrå", "ljusgrått", "ljusgråa"], hex: "#dcdcde", name: "light grey" },
  { words: ["red", "röd", "rött", "röda"], hex: "#d63638", name: "red" },
  { words: ["green", "grön", "grönt", "gröna"], hex: "#00a32a", name: "green" },
  { words: ["blue", "blå", "blått", "blåa"], hex: "#2271b1", name: "blue" },
  { words: ["black", "svart", "svarta"], hex: "#000000", name: "black" },
  { words: ["white", "vit", "vitt", "vita"], hex: "#ffffff", name: "white" },
  { words: ["yellow", "gul", "gult", "gula"], hex: "#f0c33c", name: "yellow" },
  { words: ["orange", "orangea"], hex: "#e26f1a", name: "orange" },
  { words: ["purple", "violet", "lila"], hex: "#7e3bd0", name: "purple" },
  { words: ["pink", "rosa"], hex: "#e0569b", name: "pink" },
  { words: ["gr[ae]y", "grå", "grått", "gråa"], hex: "#787c82", name: "grey" },
  { words: ["brown", "brun", "brunt", "bruna"], hex: "#8b5a2b", name: "brown" },
  { words: ["teal", "turquoise", "turkos", "turkosa"], hex: "#008a8a", name: "teal" },
  { words: ["gold", "golden", "guld", "guldfärgad\\p{L}*"], hex: "#c9a227", name: "gold" },
];

/** One pattern per colour word, longest words first: "dark blue" is taken before "blue" can be. */
const COLOUR_NAME_PATTERNS = NAMED_COLOURS.flatMap((colour) => colour.words.map((word) => ({ word, colour })))
  .sort((a, b) => b.word.length - a.word.length)
  .map(({ word, colour }) => ({ pattern: w(word), colour }));

/** A hex colour written as #abc or #aabbcc and nothing else: "#12345g" or "#1234" are not colours. */
const HEX_COLOUR = /(?<![\p{L}\p{N}_&#])#([0-9a-f]{6}|[0-9a-f]{3})(?![\p{L}\p{N}_-])/giu;

const BACKGROUND_WORDS = w("background(?:[- ]colou?r)?", "bg", "bakgrund\\p{L}*", "fill", "fyllning\\p{L}*");
const BORDER_WORDS = w("borders?", "outlines?", "frames?", "kant(?:en|er|erna|linje\\p{L}*)?", "ram(?:en|ar)?");
const TEXT_WORDS = w("text(?:[- ]colou?r)?", "texten", "textfärg\\p{L}*", "font(?:[- ]colou?r)?", "letters", "typsnitt\\p{L}*", "bokstäver\\p{L}*", "writing");

const PARTS: ReadonlyArray<{ part: StylePart | "wrapper"; pattern: RegExp }> = [
  { part: "button", pattern: w("buttons?", "submit", "knapp(?:en|ar|arna)?", "\\p{L}+knapp(?:en|ar|arna)?") },
  { part: "title", pattern: w("titles?", "headings?", "headlines?", "headers?", "rubrik(?:en|er|erna)?", "titel(?:n)?", "titlar(?:na)?") },
  { part: "form", pattern: w("forms?", "formulär(?:et|en)?", "\\p{L}+formulär(?:et|en)?") },
  { part: "links", pattern: w("links?", "länk(?:en|ar|arna)?") },
  { part: "label", pattern: w("labels?", "etikett(?:en|er|erna)?") },
  { part: "input", pattern: w("fields?", "inputs?", "input fields?", "text ?boxes", "fält(?:et|en)?", "inmatningsfält(?:et|en)?") },
  { part: "notice", pattern: w("notices?", "success message", "thank[- ]you message", "tackmeddelande(?:t|n)?") },
  { part: "image", pattern: w("images?", "pictures?", "photos?", "thumbnails?", "bild(?:en|er|erna)?") },
  { part: "item", pattern: w("items?", "cards?", "entries", "posts") },
  { part: "list", pattern: w("list", "lista(?:n)?") },
  { part: "text", pattern: w("paragraphs?", "body text", "message text", "stycke(?:t|n)?", "brödtext(?:en)?", "message", "meddelande(?:t)?") },
  { part: "wrapper", pattern: w("box", "boxes", "wrapper", "container", "whole thing", "everything", "ruta(?:n)?", "rutor(?:na)?", "allt", "hela") },
];
const PLAIN_TEXT = w("text", "texten", "texterna");

/** Phrases that make a clause a request to add something rather than to restyle it. */
const ADD_VERB = w("add", "create", "build", "include", "insert", "lägg till", "lägga till", "skapa", "bygg", "infoga");

/**
 * Splits a message into clauses and reads the style intents of each. Null when no clause asks for
 * a style change. A clause that asks to add something the block detector will find stays a block
 * request ("add a settings page"), as does one whose only style word is "hidden" next to "add".
 */
export function parseTweakRequest(request: string, isBlockRequest: (clause: string) => boolean): TweakRequest | null {
  const clauses: TweakClause[] = [];
  const rest: string[] = [];
  for (const text of splitClauses(request.slice(0, MAX_ANALYSED_CHARS))) {
    const intents = readIntents(text);
    const adds = has(ADD_VERB, text);
    const onlyVisibility = intents.every((intent) => intent.kind === "visibility");
    if (intents.length === 0 || (adds && (onlyVisibility || isBlockRequest(text)))) {
      rest.push(text);
      continue;
    }
    clauses.push({ intents, parts: readParts(text), words: text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [] });
  }
  return clauses.length ? { clauses, rest: rest.join(".\n") } : null;
}

/** Sentences, and their parts joined by "and", "then", commas … */
function splitClauses(text: string): string[] {
  return text
    .split(/[.;!?\n]+(?:\s|$)|,\s*|\s+(?:and|och|then|sedan|sen|also|också|plus)\s+/iu)
    .map((clause) => clause.trim())
    .filter((clause) => /[\p{L}\p{N}#]/u.test(clause));
}

function readParts(text: string): Array<StylePart | "wrapper"> {
  const found: Array<{ part: StylePart | "wrapper"; at: number }> = [];
  for (const { part, pattern } of PARTS) {
    pattern.lastIndex = 0;
    const match = pattern.exec(text);
    pattern.lastIndex = 0;
    if (match) found.push({ part, at: match.index });
  }
  if (found.length === 0 && has(PLAIN_TEXT, text)) found.push({ part: "text", at: 0 });
  return found.sort((a, b) => a.at - b.at).map((entry) => entry.part);
}

/** Applies `pattern` to what is left of the clause, blanking what it matched so that later patterns do not see it again. */
function take(state: { text: string }, pattern: RegExp, onMatch: (match: RegExpExecArray) => void): void {
  pattern.lastIndex = 0;
  const matches = [...state.text.matchAll(pattern)];
  let text = state.text;
  for (const match of matches) {
    onMatch(match);
    text = text.slice(0, match.index) + " ".repeat(match[0].length) + text.slice(match.index + match[0].length);
  }
  state.text = text;
}

function has(pattern: RegExp, text: string): boolean {
  pattern.lastIndex = 0;
  const found = pattern.test(text);
  pattern.lastIndex = 0;
  return found;
}

// What readIntents looks for, in the order it looks (each takes its words out of the clause).
const MORE_PADDING = w("more (?:padding|space|spacing|room|air)", "(?:bigger|larger|increase(?: the)?) padding", "mer (?:padding|luft|utrymme|avstånd)", "större (?:padding|avstånd)", "luftigare");
const LESS_PADDING = w("less (?:padding|space|spacing|room|air)", "(?:smaller|reduce(?: the)?|decrease(?: the)?) padding", "tighter", "mindre (?:padding|luft|utrymme|avstånd)", "tätare");
const SQUARE_CORNERS = w("square(?: corners)?", "sharp corners", "no (?:rounded|round) corners", "not rounded", "raka hörn", "skarpa hörn", "fyrkantig\\p{L}*", "kantig\\p{L}*");
const PILL_CORNERS = w("pill(?:[- ]shaped)?", "fully rounded", "completely round", "much rounder", "very rounded", "helt runda?", "mycket rundare", "piller\\p{L}*");
const ROUNDER_CORNERS = w("(?:more )?rounded(?: corners?)?", "round(?:er)?(?: corners?)?", "round the corners", "rundade hörn(?:en)?", "runda hörn(?:en)?", "rundad\\p{L}*", "rundare", "avrundad\\p{L}*", "runda");
const LOWER_CASE = w("lower ?case", "normal case", "no (?:uppercase|capitals)", "not uppercase", "gemener", "små bokstäver");
const UPPER_CASE = w("upper ?case", "all caps", "capitals", "capital letters", "versaler", "stora bokstäver");
const NOT_BOLD = w("not bold", "no bold", "normal (?:font )?weight", "less bold", "thinner text", "inte fet\\p{L}*", "normal vikt", "tunnare");
const BOLD = w("bold(?:er)?", "heavier", "fetare", "fetstil(?:t)?", "fet stil", "fet", "fett", "feta", "fetad");
const CENTRED = w("cent(?:er|re)(?:ed|d)?", "in the (?:middle|center|centre)", "centrera\\p{L}*", "centrerad\\p{L}*", "i mitten", "mitten");
const LEFT = w("(?:align(?:ed)?|justif\\p{L}*|move|put|place|float)(?: (?:it|this|them|the \\p{L}+))?(?: to)?(?: the)? left", "left[- ]align(?:ed)?", "to the left", "on the left", "vänsterjustera\\p{L}*", "till vänster", "vänsterställ\\p{L}*", "åt vänster");
const RIGHT = w("(?:align(?:ed)?|justif\\p{L}*|move|put|place|float)(?: (?:it|this|them|the \\p{L}+))?(?: to)?(?: the)? right", "right[- ]align(?:ed)?", "to the right", "on the right", "högerjustera\\p{L}*", "till höger", "högerställ\\p{L}*", "åt höger");
const HIDDEN = w("not visible", "invisible", "hid(?:e|den|ing)", "don'?t show", "do not show", "dölj\\p{L}*", "göm\\p{L}*", "osynlig\\p{L}*", "visa inte");
const VISIBLE = w("unhide", "show (?:it |them |this |the \\p{L}+ )?again", "make (?:it |them |this )?visible", "visible(?: again)?", "visa (?:den |det |dem )?igen", "synlig\\p{L}*");
const FULL_WIDTH = w("full[- ]width", "as wide as possible", "hela bredden", "full bredd");
const WIDER = w("wider", "broader", "bredare");
const NARROWER = w("narrower", "thinner", "less wide", "smalare");
const FONT_SIZE_WORDS = w("font[- ]?size", "text ?size", "textstorlek\\p{L}*", "teckenstorlek\\p{L}*", "typsnitt\\p{L}*");
const MUCH_LARGER = w("(?:much|a lot|way|far) (?:larger|bigger)", "huge", "enormous", "mycket större", "jättestor\\p{L}*", "betydligt större");
const MUCH_SMALLER = w("(?:much|a lot|way|far) smaller", "tiny", "mycket mindre", "jätteliten\\p{L}*", "betydligt mindre");
const LARGER = w("larger", "bigger", "big", "large", "enlarge", "increase(?: the)?(?: (?:font|text))?(?: size)?", "större", "stor", "stort", "förstora\\p{L}*", "öka");
const SMALLER = w("smaller", "small", "tinier", "decrease(?: the)?(?: (?:font|text))?(?: size)?", "reduce(?: the)?(?: (?:font|text))?(?: size)?", "shrink", "mindre", "liten", "litet", "lilla", "förminska\\p{L}*", "minska");

export function readIntents(clause: string): TweakIntent[] {
  const intents: TweakIntent[] = [];
  const state = { text: ` ${clause} ` };
  const original = state.text;

  take(state, MORE_PADDING, () => intents.push({ kind: "padding", step: 1 }));
  take(state, LESS_PADDING, () => intents.push({ kind: "padding", step: -1 }));

  take(state, SQUARE_CORNERS, () => intents.push({ kind: "radius", step: -99 }));
  take(state, PILL_CORNERS, () => intents.push({ kind: "radius", step: 99 }));
  take(state, ROUNDER_CORNERS, () => intents.push({ kind: "radius", step: 1 }));

  take(state, LOWER_CASE, () => intents.push({ kind: "case", uppercase: false }));
  take(state, UPPER_CASE, () => intents.push({ kind: "case", uppercase: true }));

  take(state, NOT_BOLD, () => intents.push({ kind: "weight", bold: false }));
  take(state, BOLD, () => intents.push({ kind: "weight", bold: true }));

  take(state, CENTRED, () => intents.push({ kind: "align", value: "center" }));
  take(state, LEFT, () => intents.push({ kind: "align", value: "left" }));
  take(state, RIGHT, () => intents.push({ kind: "align", value: "right" }));

  take(state, HIDDEN, () => intents.push({ kind: "visibility", visible: false }));
  take(state, VISIBLE, () => intents.push({ kind: "visibility", visible: true }));

  take(state, FULL_WIDTH, () => intents.push({ kind: "width", step: 99 }));
  take(state, WIDER, () => intents.push({ kind: "width", step: 1 }));
  take(state, NARROWER, () => intents.push({ kind: "width", step: -1 }));

  readColours(state, intents);

  const fontOnly = has(TEXT_WORDS, original) || has(FONT_SIZE_WORDS, original);
  take(state, MUCH_LARGER, () => intents.push({ kind: "size", step: 2, fontOnly }));
  take(state, MUCH_SMALLER, () => intents.push({ kind: "size", step: -2, fontOnly }));
  take(state, LARGER, () => intents.push({ kind: "size", step: 1, fontOnly }));
  take(state, SMALLER, () => intents.push({ kind: "size", step: -1, fontOnly }));
  return intents;
}

/** Named and hex colours, each with the role the words around it give (background, text, or open). */
function readColours(state: { text: string }, intents: TweakIntent[]): void {
  const found: Array<{ at: number; end: number; hex: string; name: string }> = [];
  for (const { pattern, colour } of COLOUR_NAME_PATTERNS) {
    take(state, pattern, (match) => found.push({ at: match.index, end: match.index + match[0].length, hex: colour.hex, name: colour.name }));
  }
  take(state, HEX_COLOUR, (match) => {
    const digits = match[1]!.toLowerCase();
    const hex = digits.length === 3 ? `#${[...digits].map((digit) => digit + digit).join("")}` : `#${digits}`;
    found.push({ at: match.index, end: match.index + match[0].length, hex, name: hex });
  });
  if (found.length === 0) return;
  found.sort((a, b) => a.at - b.at);
  const roles = [
    ...rolePositions(state.text, BACKGROUND_WORDS, "background"),
    ...rolePositions(state.text, TEXT_WORDS, "text"),
    ...rolePositions(state.text, BORDER_WORDS, "border"),
  ];
  for (const colour of found) {
    // The nearest role word within a few words, before or after ("red background", "text in blue").
    let role: ColourRole = "auto";
    let distance = 24;
    for (const candidate of roles) {
      const gap = candidate.at >= colour.end ? candidate.at - colour.end : colour.at - candidate.end;
      if (gap >= 0 && gap < distance) {
        distance = gap;
        role = candidate.role;
      }
    }
    intents.push({ kind: "colour", hex: colour.hex, name: colour.name, role });
  }
}

function rolePositions(text: string, pattern: RegExp, role: ColourRole): Array<{ at: number; end: number; role: ColourRole }> {
  pattern.lastIndex = 0;
  return [...text.matchAll(pattern)].map((match) => ({ at: match.index, end: match.index + match[0].length, role }));
}

/**
 * The elements listed in the message's "Exact target elements" block (appendMarkedElements): tag,
 * text, selector, id and classes. Lines that do not have that shape are skipped.
 */
export function parseMarkedElements(message: string): MarkedElementRef[] {
  const start = message.search(/^Exact target elements\b/im);
  if (start < 0) return [];
  const elements: MarkedElementRef[] = [];
  for (const rawLine of message.slice(start).split("\n").slice(1, 21)) {
    const line = rawLine.trim();
    const head = /^\d{1,2}\. tag <([A-Za-z][A-Za-z0-9-]{0,30})>, text (.*)$/.exec(line);
    if (!head) continue;
    let rest = head[2]!;
    let classes: string[] = [];
    let id = "";
    const classMatch = /, classes "([^"\n]{0,2000})"$/.exec(rest);
    if (classMatch) {
      classes = classMatch[1]!.split(/\s+/).filter(Boolean).slice(0, 50);
      rest = rest.slice(0, classMatch.index);
    }
    const idMatch = /, id "([^"\n]{0,200})"$/.exec(rest);
    if (idMatch) {
      id = idMatch[1]!;
      rest = rest.slice(0, idMatch.index);
    }
    const at = rest.lastIndexOf(", selector `");
    if (at < 0 || !rest.endsWith("`")) continue;
    const selector = rest.slice(at + ", selector `".length, -1);
    const text = rest.slice(0, at);
    elements.push({ tag: head[1]!.toLowerCase(), text: readJsonText(text), selector: selector.slice(0, 1000), id, classes });
  }
  return elements;
}

function readJsonText(text: string): string {
  if (text === "(none)") return "";
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "string" ? value.slice(0, 100) : "";
  } catch {
    return "";
  }
}
