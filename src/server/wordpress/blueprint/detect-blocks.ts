import { blockPriority } from "./blocks/block-registry";
import type { BlockInstance } from "./blocks/block-types";
import type { PostTypeKind } from "./blocks/post-type-catalogue";
import { genericKind, POST_TYPE_KINDS } from "./blocks/post-type-catalogue";
import type { Recurrence } from "./blocks/scheduled-task-block";

/** At most this much of a message is read; keywords beyond it are not looked for. */
export const MAX_ANALYSED_CHARS = 5000;

const LETTER = "[\\p{L}\\p{N}_]";

/** A case-insensitive pattern matching any of the alternatives as whole words (Unicode-aware). */
export function words(...alternatives: string[]): RegExp {
  return new RegExp(`(?<!${LETTER})(?:${alternatives.join("|")})(?!${LETTER})`, "iu");
}

const FORM = words("forms?", "formulär(?:et|en)?");
const MAIL = words("e-?mails?", "mail", "e-?post", "notifications?", "notify", "avisering(?:ar)?", "mejl");
const CONTACT = words("contact ?forms?", "contact us", "contact page", "kontaktformulär(?:et)?", "kontakta oss", "kontaktsida(?:n)?");
const ENTRY = words(
  "sign[ -]?ups?",
  "registrations?",
  "surveys?",
  "feedback",
  "newsletter",
  "submissions?",
  "entries",
  "enkät(?:er|en)?",
  "anmälan",
  "anmälningsformulär(?:et)?",
  "nyhetsbrev(?:et)?",
  "intresseanmälan",
);
const SHARING = words("shar(?:e|es|ing)", "social (?:media )?(?:buttons|icons|links)", "dela", "delning\\p{L}*", "delningsknappar(?:na)?", "sociala medier");
const COLOUR = words("colou?rs?", "färg(?:er|erna|schema|schemat|palett)?", "palett(?:en)?", "färgväljare");
const COLOUR_CONTEXT = words(
  "site",
  "website",
  "theme",
  "brand(?:ing)?",
  "global",
  "palette",
  "scheme",
  "custom properties",
  "css variables",
  "settings?",
  "picker",
  "webbplats\\p{L}*",
  "sajt\\p{L}*",
  "sidans",
  "tema(?:t|ts)?",
  "varumärke\\p{L}*",
  "inställning\\p{L}*",
  "färgväljare",
);
const SETTINGS = words(
  "settings?(?: pages?)?",
  "options?(?: pages?)?",
  "configuration",
  "configurable",
  "configure",
  "admin page",
  "inställning\\p{L}*",
  "alternativ",
  "konfigur\\p{L}*",
);
const SHORTCODE = words("short ?codes?", "kortkod\\p{L}*");
const EDITOR_BLOCK = words("gutenberg", "block editor", "blockredigerare\\p{L}*", "blockeditor\\p{L}*");
const WIDGET = words("widgets?", "sidebars?", "sidopanel\\p{L}*", "sidofält\\p{L}*");
const REST = words(
  "rest[ -]?api",
  "rest endpoints?",
  "rest routes?",
  "api",
  "apis",
  "endpoints?",
  "json",
  "webhooks?",
  "ändpunkt\\p{L}*",
  "slutpunkt\\p{L}*",
);
const NOTICE = words(
  "admin notices?",
  "notices?",
  "admin messages?",
  "admin banners?",
  "dashboard (?:messages?|banners?)",
  "admin-?notis\\p{L}*",
  "notis(?:er|en)?",
  "admin-?meddelande\\p{L}*",
  "meddelande i adminpanelen",
);
const CRON = words(
  "cron(?: ?jobs?)?",
  "wp-cron",
  "schedul\\p{L}*",
  "every (?:day|hour|week|night|morning)",
  "daily",
  "hourly",
  "weekly",
  "nightly",
  "twice (?:a day|daily)",
  "periodically",
  "schemal\\p{L}*",
  "varje (?:dag|timme|vecka|natt|morgon)",
  "dagligen",
  "en gång (?:om|per|i) (?:dagen|dag|timmen|veckan)",
  "automatiskt",
);
const HOURLY = words("hourly", "every hour", "varje timme", "en gång i timmen");
const TWICE_DAILY = words("twice (?:a day|daily)", "två gånger om dagen");
const WEEKLY = words("weekly", "every week", "varje vecka", "en gång i veckan");
const POST_TYPE = new RegExp(
  `(?<!${LETTER})(?:custom post types?|post types?|cpts?|anpassade? (?:post|inläggs)typ\\p{L}*|posttyp\\p{L}*|inläggstyp\\p{L}*)(?!${LETTER})(?:\\s+(?:for|called|named|of|för|som heter|kallad|med namnet)\\s+["'“”]?(\\p{L}[\\p{L}\\p{N}-]*))?`,
  "iu",
);
/** Words after "block" that mean blocking something, not a block for the editor. */
const BLOCKING = new Set(["spam", "ip", "ips", "users", "user", "bots", "bot", "access", "comments", "countries", "traffic", "requests", "visitors", "login", "logins", "emails"]);

/** The building blocks a message asks for, in priority order, with their parameters. */
export function detectBlocks(message: string): BlockInstance[] {
  const text = message.slice(0, MAX_ANALYSED_CHARS);
  const found: BlockInstance[] = [];
  const add = (id: BlockInstance["id"], params: Record<string, string> = {}) => found.push({ id, params });

  const entry = ENTRY.test(text);
  const contact = CONTACT.test(text) || (FORM.test(text) && MAIL.test(text) && !entry);
  if (contact) add("contact-form");
  if (SHARING.test(text)) add("social-sharing");
  if (COLOUR.test(text) && COLOUR_CONTEXT.test(text)) add("site-colours");
  for (const kind of postTypeKinds(text)) {
    add("post-type", kind.words.length ? { type: kind.key } : { type: kind.key, singular: kind.singular, plural: kind.plural });
  }
  if ((FORM.test(text) && !contact) || entry) add("entry-form");
  if (SETTINGS.test(text)) add("settings");
  if (SHORTCODE.test(text)) add("shortcode");
  if (EDITOR_BLOCK.test(text) || asksForEditorBlock(text)) add("editor-block");
  if (WIDGET.test(text)) add("widget");
  if (/(?<![\p{L}\p{N}_])REST(?![\p{L}\p{N}_])/u.test(text) || REST.test(text)) add("rest-api");
  if (NOTICE.test(text)) add("admin-notice");
  if (CRON.test(text)) add("scheduled-task", { recurrence: recurrenceIn(text) });

  // Stable sort: priority order, post types in the order they were found.
  return found
    .map((instance, index) => ({ instance, index }))
    .sort((a, b) => blockPriority(a.instance.id) - blockPriority(b.instance.id) || a.index - b.index)
    .map(({ instance }) => instance);
}

/**
 * Where a message first mentions a block (Infinity when it does not): used to tell the request's main
 * purpose from what it asks for on the side.
 */
export function firstMention(message: string, block: BlockInstance): number {
  const text = message.slice(0, MAX_ANALYSED_CHARS);
  const at = (...patterns: RegExp[]) =>
    Math.min(Infinity, ...patterns.map((pattern) => pattern.exec(text)?.index ?? Infinity));
  switch (block.id) {
    case "contact-form":
      return Math.min(at(CONTACT), ENTRY.test(text) ? Infinity : Math.max(at(FORM), at(MAIL)));
    case "social-sharing":
      return at(SHARING);
    case "site-colours":
      return at(COLOUR);
    case "post-type": {
      const kind = POST_TYPE_KINDS.find((entry) => entry.key === block.params.type);
      return Math.min(kind ? at(words(...kind.words)) : Infinity, at(POST_TYPE), block.params.plural ? at(words(escapeRegExp(block.params.plural))) : Infinity);
    }
    default:
      return Infinity;
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function recurrenceIn(text: string): Recurrence {
  if (HOURLY.test(text)) return "hourly";
  if (TWICE_DAILY.test(text)) return "twicedaily";
  if (WEEKLY.test(text)) return "weekly";
  return "daily";
}

/** "block" or "blocks" meant as a block for the editor, not as "block spam". */
function asksForEditorBlock(text: string): boolean {
  for (const match of text.matchAll(/(?<![\p{L}\p{N}_])(?:custom |own |egna? )?blocks?(?![\p{L}\p{N}_-])/giu)) {
    const before = text.slice(0, match.index).trimEnd().split(/\s+/).pop()?.toLowerCase() ?? "";
    const after = text
      .slice((match.index ?? 0) + match[0].length)
      .trimStart()
      .split(/[^\p{L}\p{N}]+/u)[0]
      ?.toLowerCase();
    if (before === "to" || before === "and" || before === "or" || before === "will" || before === "can") continue;
    if (after !== undefined && BLOCKING.has(after)) continue;
    return true;
  }
  return false;
}

/** Post types asked for: catalogue kinds by their words, and "a post type for X" for any noun X. */
function postTypeKinds(text: string): PostTypeKind[] {
  const kinds: Array<{ kind: PostTypeKind; at: number }> = [];
  for (const kind of POST_TYPE_KINDS) {
    const match = words(...kind.words).exec(text);
    if (match) kinds.push({ kind, at: match.index });
  }
  const generic = POST_TYPE.exec(text);
  if (generic) {
    const noun = generic[1];
    const known = noun ? POST_TYPE_KINDS.find((kind) => words(...kind.words).test(noun)) : undefined;
    if (noun && !known && !STOP_NOUNS.has(noun.toLowerCase())) {
      const labels = nounLabels(noun);
      const kind = genericKind(labels.singular, labels.plural);
      if (!kinds.some((entry) => entry.kind.key === kind.key)) kinds.push({ kind, at: generic.index });
    } else if (!noun && kinds.length === 0) {
      kinds.push({ kind: genericKind("Item", "Items"), at: generic.index });
    }
  }
  return kinds.sort((a, b) => a.at - b.at).map((entry) => entry.kind);
}

const STOP_NOUNS = new Set(["a", "an", "the", "my", "our", "en", "ett", "mina", "våra", "each", "every", "all"]);

/** Singular and plural labels for a noun ("cars" → Car/Cars, "bilar" → Bilar/Bilar). */
export function nounLabels(noun: string): { singular: string; plural: string } {
  const clean = noun.replace(/[^\p{L}\p{N}-]/gu, "").slice(0, 30) || "Item";
  const lower = clean.toLowerCase();
  let singular = lower;
  let plural = lower;
  // A Swedish-looking plural ("bilar", "böcker") is kept as written; English nouns get both forms.
  const swedishPlural = /[^a-z0-9-]/.test(lower) || (lower.length >= 5 && /(?:ar|or|er)$/.test(lower));
  if (!swedishPlural) {
    if (/ies$/.test(lower)) singular = `${lower.slice(0, -3)}y`;
    else if (/(?:ses|xes|ches|shes)$/.test(lower)) singular = lower.slice(0, -2);
    else if (/[^s]s$/.test(lower)) singular = lower.slice(0, -1);
    else plural = /(?:s|x|ch|sh)$/.test(lower) ? `${lower}es` : /[^aeiou]y$/.test(lower) ? `${lower.slice(0, -1)}ies` : `${lower}s`;
  }
  const title = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  return { singular: title(singular), plural: title(plural) };
}
