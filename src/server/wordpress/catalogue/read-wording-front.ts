import type { ChoiceParam, TextParam } from "./catalogue-types";

// How the front-end and content tasks of the catalogue read their parameters: colours, quoted text, a slug, a
// phone number, yes/no switches. Values are always checked again against the parameter's pattern.

/** The colours people name, as the hex value written into the plugin. */
export const NAMED_COLOURS: Readonly<Record<string, string>> = {
  black: "#000000",
  white: "#ffffff",
  red: "#d63638",
  orange: "#ff6600",
  yellow: "#ffd60a",
  gold: "#ffb900",
  green: "#00a32a",
  teal: "#008080",
  blue: "#2271b1",
  navy: "#1d2b4f",
  purple: "#7b3fe4",
  pink: "#e5457e",
  brown: "#8a5a2b",
  grey: "#757575",
  gray: "#757575",
};

const COLOUR_NAMES = Object.keys(NAMED_COLOURS).join("|");
const COLOUR = `(#[0-9a-f]{6}\\b|#[0-9a-f]{3}\\b|(?<![\\p{L}-])(?:light |dark )?(?:${COLOUR_NAMES})(?![\\p{L}-]))`;
const TEXT_COLOUR = new RegExp(`\\b(?:text|font|letters?|writing)\\s+(?:colou?r\\s+)?(?:in\\s+|to\\s+|of\\s+|is\\s+|=\\s*|:\\s*)?${COLOUR}|${COLOUR}\\s+(?:text|font|letters|writing)\\b`, "iu");

export const COLOUR_PATTERN = /^#[0-9a-f]{6}$/;

/** "#f60", "#FF6600", "orange", "dark blue" → "#rrggbb"; null when it is not a colour. */
export function colourValue(token: string): string | null {
  const text = token.trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(text)) return text;
  if (/^#[0-9a-f]{3}$/.test(text)) return `#${[...text.slice(1)].map((ch) => ch + ch).join("")}`;
  const named = /^(light |dark )?([a-z]+)$/.exec(text);
  const hex = named ? NAMED_COLOURS[named[2]!] : undefined;
  if (!hex) return null;
  return named![1] ? shade(hex, named![1] === "light " ? 0.45 : -0.35) : hex;
}

function shade(hex: string, amount: number): string {
  const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  const mixed = channels.map((value) => Math.round(amount >= 0 ? value + (255 - value) * amount : value * (1 + amount)));
  return `#${mixed.map((value) => value.toString(16).padStart(2, "0")).join("")}`;
}

/** The colour of the text ("white text", "text colour #333"), or null. */
export function readTextColour(text: string): string | null {
  const match = TEXT_COLOUR.exec(text);
  return match ? colourValue(match[1] ?? match[2]!) : null;
}

/** The first colour the words give that is not the text's colour ("make the bar blue", "#ff6600 with white text"), or null. */
export function readColour(text: string): string | null {
  const rest = text.replace(new RegExp(TEXT_COLOUR.source, "giu"), " ");
  const match = new RegExp(COLOUR, "iu").exec(rest);
  return match ? colourValue(match[1]!) : null;
}

/** A colour parameter: read from the words by `read`, written as "#rrggbb". */
export function colourParam(name: string, label: string, fallback: string, read: (text: string) => string | null = readColour): TextParam {
  return { name, type: "text", label, pattern: COLOUR_PATTERN, maxLength: 7, default: fallback, read, describe: describeColour };
}

/** "#ff6600 (orange)" when the value is one of the named colours, else the value. */
export function describeColour(value: string): string {
  const name = Object.entries(NAMED_COLOURS).find(([, hex]) => hex === value)?.[0];
  return name ? `${value} (${name})` : value;
}

/** Text a person put in quotes ("…", “…”, '…' after a space): the bar's message, a button's words. Null when none. */
export function readQuoted(text: string, maxLength = 200): string | null {
  // A clause ends at a full stop, so a quote ending in one ("…cookies.") reaches the clause's end unclosed.
  const match = /"([^"\n]{1,400})"|“([^”\n]{1,400})”|(?:^|\s)'([^'\n]{1,400})'(?=\s|$|[.,!?])|(?:^|\s)["“]([^"“”\n]{1,400})$/u.exec(text);
  const quoted = (match?.[1] ?? match?.[2] ?? match?.[3] ?? match?.[4])?.trim();
  return quoted && quoted.length <= maxLength ? quoted : null;
}

/** Plain text a task prints (escaped again by WordPress): one line, no markup characters. */
export const PLAIN_TEXT = /^[^<>\p{Cc}]{1,200}$/u;

/** A text parameter read from quoted words. */
export function quotedParam(name: string, label: string, fallback: string, maxLength = 200): TextParam {
  return {
    name,
    type: "text",
    label,
    pattern: PLAIN_TEXT,
    maxLength,
    default: fallback,
    read: (text) => readQuoted(text, maxLength),
    describe: (value) => `"${value}"`,
  };
}

const NOT_A_NAME = /^(?:a|an|the|one|that|this|my|our|some|post|posts|blog|each|every|same|from|on|in|out|to|of|which|instead|too|also|please|and|or|called|named)$/;

/** A category's slug: "exclude the category news", "the 'Press Releases' category", "the events category". */
export function readCategorySlug(text: string): string | null {
  const quoted =
    /["'“]([\p{L}\p{N}][^"'”\n]{0,40})["'”]\s+categor(?:y|ies)\b/iu.exec(text) ?? /\bcategor(?:y|ies)\s+(?:called\s+|named\s+)?["'“]([\p{L}\p{N}][^"'”\n]{0,40})["'”]/iu.exec(text);
  const candidates = [
    quoted?.[1],
    /\bcategor(?:y|ies)\s+(?:called\s+|named\s+|slug\s+)?([\p{L}\p{N}][\p{L}\p{N}-]{0,40})/iu.exec(text)?.[1],
    /([\p{L}\p{N}][\p{L}\p{N}-]{0,40})\s+categor(?:y|ies)\b/iu.exec(text)?.[1],
  ];
  for (const candidate of candidates) {
    const slug = candidate?.trim().toLowerCase().replace(/\s+/g, "-");
    if (slug && !NOT_A_NAME.test(slug)) return slug;
  }
  return null;
}

export const SLUG_PATTERN = /^[\p{Ll}\p{N}][\p{Ll}\p{N}-]{0,60}$/u;

/** A phone number written in the request (international, with or without "+"): its digits, or null. */
export function readPhone(text: string): string | null {
  const match = /(?<![\w])(\+?\d[\d ().-]{6,20}\d)(?![\w])/.exec(text);
  const digits = match?.[1]!.replace(/\D/g, "");
  return digits && digits.length >= 8 && digits.length <= 15 ? digits : null;
}

/** A yes/no switch: "yes" when `on` says so, "no" when `off` does, null when neither. */
export function switchParam(name: string, label: string, fallback: "yes" | "no", on: RegExp, off: RegExp, describe: (value: string) => string): ChoiceParam {
  return {
    name,
    type: "choice",
    label,
    options: ["yes", "no"],
    default: fallback,
    read: (text) => (off.test(text) ? "no" : on.test(text) ? "yes" : null),
    describe,
  };
}
