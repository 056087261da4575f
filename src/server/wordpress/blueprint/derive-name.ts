import { blockDefinition } from "./blocks/block-registry";
import type { BlockInstance } from "./blocks/block-types";

/** The name the product gives a plugin before it has one (spec.md §4). */
export const DEFAULT_PLUGIN_NAME = "New WordPress Plugin";

const MAX_NAME_WORDS = 3;
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
  user users visitor visitors people someone customers site's page's my
  en ett och eller av för till i på med utan från som den det de denna detta dessa
  jag mig min mitt mina vi oss vår vårt våra du dig din ditt dina han hon de dem deras
  kan ska skulle vill behöver gärna snälla tack skapa gör göra bygg bygga skriv skriva generera ha har
  pluginet tillägg tillägget wordpress enkel enkelt enkla liten litet lite ny nytt nya några alla varje också bara
  visa visar visning lägg lägger lägga till lista listar låt låter tillåter ger hanterar ändra ändrar använd använder
  hämta hämtar skicka skickar spara sparar användare användarna besökare besökarna kunder att så om när där`.split(/\s+/),
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
  const lower = word.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/**
 * A short Title Case name for a request: its first meaningful words ("a plugin that shows
 * testimonials" → "Testimonials"), or, when every word is filler or names a building block, the
 * default name of the first block ("a contact form with e-mail notifications" → "Contact Form").
 */
export function deriveName(request: string, blocks: readonly BlockInstance[]): string {
  const head = request
    .split(/\n\s*\n/)[0]!
    .slice(0, 300)
    .replace(/(?:cron|scheduled|schemalag\p{L}*)[ -]?(?:jobs?|jobb(?:et)?|tasks?|uppgift(?:er)?)/giu, " ")
    .replace(/(?:every|varje|each|once a|en gång (?:om|per|i)) (?:day|hour|week|night|morning|dag(?:en)?|timme(?:n)?|vecka(?:n)?|natt|morgon)/giu, " ");
  const tokens = head.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [];
  const picked: string[] = [];
  for (const token of tokens) {
    const lower = token.toLowerCase();
    if (STOPWORDS.has(lower) || FEATURE_WORDS.test(lower)) continue;
    if (token.length < 2 && !/\p{N}/u.test(token)) continue;
    const next = [...picked, titleCase(token)];
    if (next.join(" ").length > MAX_NAME_CHARS) break;
    picked.push(titleCase(token));
    if (picked.length === MAX_NAME_WORDS) break;
  }
  if (picked.length > 0) return picked.join(" ");
  const first = blocks[0];
  return first ? blockDefinition(first.id).defaultName(first.params) : "Custom Shortcode";
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
