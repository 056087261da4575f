import { blockDefinition } from "./blocks/block-registry";
import type { BlockId, BlockInstance } from "./blocks/block-types";
import { firstMention, MAX_ANALYSED_CHARS } from "./detect-blocks";

/** The name the product gives a plugin before it has one (spec.md §4). */
export const DEFAULT_PLUGIN_NAME = "New WordPress Plugin";

const MAX_NAME_WORDS = 4;
const MAX_NAME_CHARS = 40;
const MAX_GIVEN_NAME_CHARS = 80;

/** Filler words of a request, English and Swedish: never part of a name. */
const STOPWORDS = new Set(
  `a an the and or of for to in on at by with without from into onto via as so if when where which who whom whose that this these those
  it its is are was were be been being can could will would should shall may might must do does did done
  i me my mine we us our ours you your yours he she they them their his her
  please pls create make build write generate develop code need want wants like would love help
  plugin plugins wordpress wp simple basic small tiny little new nice good great cool awesome own some any all each every also just only very really
  show shows showing display displays displaying add adds adding list lists listing return returns returning let lets allow allows allowing
  enable enables give gives provide provides creates creating manage manages managing handle handles handling change changes changing
  called named kallad kallas heter namn plus then ok okay thanks thank put puts use uses using get gets getting send sends sending store stores storing save saves saving keep keeps set sets
  user users visitor visitors people someone customers site's page's my site website web
  under over here there how what pick picks choose chooses collect collects collecting track tracks tracking
  both one more less most lot lots easy easily quickly automatically
  until after before above below between inside within across around near next beside behind
  en ett och eller av för till i på med utan från som den det de denna detta dessa
  jag mig min mitt mina vi oss vår vårt våra du dig din ditt dina han hon de dem deras
  kan ska skulle vill behöver gärna snälla tack skapa gör göra bygg bygga skriv skriva generera ha har
  pluginet tillägg tillägget wordpress enkel enkelt enkla liten litet lite ny nytt nya några alla varje också bara
  visa visar visning lägg lägger lägga till lista listar låt låter tillåter ger hanterar ändra ändrar använd använder
  hämta hämtar skicka skickar spara sparar användare användarna besökare besökarna kunder att så om när där
  här under över välja väljer samla samlar efter före innan ovanför nedanför mellan inom bredvid webbplats webbplatsen webbplatsens sajt sajten`.split(/\s+/),
);

/** Words that name a building block rather than the plugin's subject. */
const FEATURE_WORDS = new RegExp(
  `^(?:${[
    "short-?codes?",
    "kortkod\\p{L}*",
    "settings?",
    "options?",
    "pages?",
    "admin",
    "sida",
    "sidan",
    "sidor",
    "inställning\\p{L}*",
    "alternativ",
    "custom",
    "anpassad\\p{L}*",
    "post",
    "types?",
    "posttyp\\p{L}*",
    "inläggstyp\\p{L}*",
    "cpts?",
    "notices?",
    "notis\\p{L}*",
    "messages?",
    "admin-?meddelande\\p{L}*",
    "adminnotis\\p{L}*",
    "rest",
    "api",
    "endpoints?",
    "json",
    "ändpunkt\\p{L}*",
    "widgets?",
    "sidebars?",
    "blocks?",
    "gutenberg",
    "editor",
    "forms?",
    "formulär\\p{L}*",
    "cron",
    "schedul\\p{L}*",
    "schemal\\p{L}*",
    "tasks?",
    "daily",
    "hourly",
    "weekly",
    "contact",
    "kontakt\\p{L}*",
    "e-?mails?",
    "e-?post\\p{L}*",
    "mail",
    "notifications?",
    "social",
    "sharing",
    "share",
    "dela",
    "delning\\p{L}*",
    "sociala",
    "medier",
    "buttons?",
    "knapp\\p{L}*",
    "site",
    "website",
    "webbplats\\p{L}*",
    "colou?rs?",
    "färg\\p{L}*",
    "picker",
    "dashboard",
  ].join("|")})$`,
  "iu",
);

/** Words kept in capitals when the request wrote them so. */
function titleCase(word: string): string {
  if (word.length <= 5 && word === word.toUpperCase() && /\p{Lu}/u.test(word)) return word;
  // Mixed case is the writer's own ("URLs", "WooCommerce", "iPhone").
  if (/\p{Lu}/u.test(word.slice(1)) && /\p{Ll}/u.test(word)) return word.charAt(0).toUpperCase() + word.slice(1);
  const lower = word.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/** Blocks with a natural name of their own: when one of them is the request's main purpose, the plugin takes that name. */
const NATURAL_NAME_BLOCKS: ReadonlySet<BlockId> = new Set<BlockId>(["contact-form", "social-sharing", "site-colours"]);

/** Filler words that may join two words of a name ("Call to Action", "Terms and Conditions"). */
const CONNECTORS = new Set(["of", "to", "and", "och"]);

/** After these, the next word is usually a verb ("a block that highlights …", "a form to collect …"). */
const BEFORE_VERB = new Set(["that", "which", "who", "to", "let", "lets", "allow", "allows", "som", "att", "låt", "låter", "tillåter"]);

/** Fillers that may come between {@link BEFORE_VERB} and its verb ("that I can add …", "lets visitors rate …"). */
const BEFORE_THE_VERB = new Set(
  `i we you they he she it me us them people user users visitor visitors someone customers can could will would should may might must also just easily automatically
  jag vi du ni de den det man användare användarna besökare besökarna kunder kan ska skulle får också bara automatiskt`.split(/\s+/),
);

/** Words that describe when or how a block runs, dropped at the start of a name ("daily cleanup" → "Cleanup"). */
const LEADING_MODIFIERS = /^(?:daily|hourly|weekly|nightly|monthly|custom|anpassad\p{L}*|daglig\p{L}*)$/iu;

/**
 * A short Title Case name for a request. A block with a natural name that is the request's main
 * purpose gives its name ("Create a contact form with name, e-mail and message fields …" →
 * "Contact Form"); otherwise the request's object noun phrase, skipping filler and the names of
 * building blocks ("a plugin that shows testimonials with star ratings" → "Testimonials"); and when
 * every word is filler, the default name of the first block.
 */
export function deriveName(request: string, blocks: readonly BlockInstance[]): string {
  const head = request
    .split(/\n\s*\n/)[0]!
    .slice(0, 300)
    .replace(/(?:cron|scheduled|schemalag\p{L}*)[ -]?(?:jobs?|jobb(?:et)?|tasks?|uppgift(?:er)?)/giu, " ")
    .replace(/(?:every|varje|each|once a|en gång (?:om|per|i)) (?:day|hour|week|night|morning|dag(?:en)?|timme(?:n)?|vecka(?:n)?|natt|morgon)/giu, " ");
  const natural = naturalBlock(request, blocks);
  if (natural) return blockDefinition(natural.id).defaultName(natural.params);
  const phrase = subjectPhrase(head);
  if (phrase) return phrase;
  const first = blocks[0];
  return first ? blockDefinition(first.id).defaultName(first.params) : "Custom Shortcode";
}

/**
 * The block whose natural name names the plugin: the first-mentioned of the blocks with such a name,
 * unless a post type (the request's own subject, "testimonials with a contact form") is mentioned before it.
 */
function naturalBlock(request: string, blocks: readonly BlockInstance[]): BlockInstance | null {
  const text = request.slice(0, MAX_ANALYSED_CHARS);
  let best: { block: BlockInstance; at: number } | null = null;
  for (const block of blocks) {
    if (!NATURAL_NAME_BLOCKS.has(block.id)) continue;
    const at = firstMention(text, block);
    if (best === null || at < best.at) best = { block, at };
  }
  if (best === null) return null;
  const subjectFirst = blocks.some((block) => block.id === "post-type" && firstMention(text, block) < best.at);
  return subjectFirst ? null : best.block;
}

/** The request's first noun phrase that is not only filler and block names, as a name of at most four words. */
function subjectPhrase(head: string): string | null {
  const tokens = head.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*|[^\s\p{L}\p{N}]+/gu) ?? [];
  const isWord = (token: string | undefined) => token !== undefined && /^[\p{L}\p{N}]/u.test(token);
  const isFiller = (lower: string) => STOPWORDS.has(lower);
  let run: string[] = [];
  let hasSubject = false;
  let verbNext = false;
  const finish = (): string | null => {
    const words = hasSubject ? shorten(run) : [];
    run = [];
    hasSubject = false;
    return words.length ? words.map((word) => (CONNECTORS.has(word.toLowerCase()) ? word.toLowerCase() : titleCase(word))).join(" ") : null;
  };
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    if (!isWord(token)) {
      const name = finish();
      if (name) return name;
      continue;
    }
    const lower = token.toLowerCase();
    if (isFiller(lower)) {
      const next = tokens[i + 1];
      const nextLower = next?.toLowerCase() ?? "";
      const joins =
        CONNECTORS.has(lower) &&
        run.length === 1 &&
        hasSubject &&
        isWord(next) &&
        !isFiller(nextLower) &&
        !FEATURE_WORDS.test(nextLower);
      if (joins) {
        run.push(lower);
        continue;
      }
      const name = finish();
      if (name) return name;
      // The filler after "that" is the verb itself ("that shows …"), unless it is a subject or a helper ("that I can …").
      if (BEFORE_VERB.has(lower)) verbNext = true;
      else if (!BEFORE_THE_VERB.has(lower)) verbNext = false;
      continue;
    }
    if (verbNext) {
      verbNext = false;
      if (run.length === 0 && !FEATURE_WORDS.test(lower)) continue; // the verb after "that" / "to"
    }
    if (token.length < 2 && !/\p{N}/u.test(token)) {
      const name = finish();
      if (name) return name;
      continue;
    }
    if (run.length === 0 && LEADING_MODIFIERS.test(lower)) continue;
    run.push(token);
    if (!FEATURE_WORDS.test(lower)) hasSubject = true;
  }
  return finish();
}

/** At most four words and {@link MAX_NAME_CHARS} characters, never ending with a connector. */
function shorten(words: readonly string[]): string[] {
  const kept: string[] = [];
  for (const word of words) {
    if (kept.length === MAX_NAME_WORDS) break;
    if ([...kept, word].join(" ").length > MAX_NAME_CHARS) break;
    kept.push(word);
  }
  while (kept.length && CONNECTORS.has(kept[kept.length - 1]!.toLowerCase())) kept.pop();
  return kept;
}

/** A name given by the person (Project Information), cleaned for headers and code; null for the default. */
export function givenName(pluginName: string): string | null {
  const clean = pluginName
    .replace(/\p{Cc}+/gu, " ")
    .replace(/\*\//g, "* /")
    .replace(/\?>/g, "? >")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, MAX_GIVEN_NAME_CHARS)
    .trim();
  if (clean === "" || clean.toLowerCase() === DEFAULT_PLUGIN_NAME.toLowerCase()) return null;
  if (!/[\p{L}\p{N}]/u.test(clean)) return null;
  return clean;
}
