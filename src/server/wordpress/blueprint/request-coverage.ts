import { isTemplateId, type TemplateId } from "../../../shared/starter-templates";
import { splitClauses } from "../catalogue/match-tasks";
import type { BlockId } from "./blocks/block-types";
import { detectBlocks, words } from "./detect-blocks";

// Never pretend (issue #33 item 1). The building blocks and starter templates are chosen by their words, so a
// request can name a block's word while asking for something the block does not do: "only logged-in users may use
// the REST API" named the REST block, which adds a public endpoint; "remove the dashboard widgets" named the widget
// block, which adds one; "a slider of testimonials" got a static list. Before a turn is charged, each clause of
// the request is checked against what was chosen for it: a clause asking for a feature none of them has, or asking
// to take away or restrict something (blocks only add), is not built -- said plainly, and declined free when it
// leaves nothing that was asked.

/** Features a request can ask for, by name, that decide whether what was built is what was asked. */
const FEATURES: ReadonlyArray<readonly [string, RegExp]> = [
  ["a slider", words("slid(?:er|ers|eshows?|ing)", "carousels?", "rotat(?:e|ing) (?:through|between)", "karusell\\p{L}*", "bildspel\\p{L}*")],
  ["an accordion", words("accordions?", "collaps(?:e|ible|ing)", "expand(?:able|ing)?", "open and close", "fold(?:ing|able)? out", "dragspel\\p{L}*")],
  ["the front end", words("front[- ]?end", "for (?:my |the )?(?:site'?s? )?visitors", "visitors (?:see|can see)", "on (?:the|my) (?:public )?(?:site|website|home ?page) for")],
  ["a map", words("maps?", "google maps", "kartan?", "karta")],
  ["a pop-up", words("pop-?ups?", "modals?", "lightboxe?s?", "exit[- ]intent")],
  ["a countdown", words("count ?downs?", "nedräkning\\p{L}*")],
  ["e-mail sending", words("e-?mails?", "mail(?:s|ed|ing)?", "e-?post", "mejl\\p{L}*", "notify", "notifications?")],
  ["the log-in page", words("log-?in (?:page|screen|form)", "wp-login(?:\\.php)?", "inloggningssid\\p{L}*")],
  [
    "a dashboard widget",
    words("dashboard widgets?", "(?:widgets?|box(?:es)?|notes?|panels?|clutter) (?:on|in|to|from) the (?:wordpress |wp |admin )?dashboard", "(?:on|to|from) the (?:wordpress |wp |admin )?dashboard"),
  ],
  ["the admin bar", words("admin ?bar", "toolbar", "adminfält\\p{L}*", "verktygsfält\\p{L}*")],
  ["WooCommerce orders", words("orders?", "beställning\\p{L}*", "order(?:n|rar)")],
  ["the date or year", words("current year", "this year", "today'?s date", "the date", "årtal\\p{L}*", "dagens datum")],
  ["a tracking code", words("google analytics", "gtag", "tag manager", "tracking (?:code|id|snippet|pixel)s?", "facebook pixel", "(?:head|header|footer) (?:code|scripts?|snippets?)")],
  ["meta tags", words("meta tags?", "open ?graph", "og:?\\s?tags?", "twitter cards?", "meta description")],
  ["a category filter", words("categor(?:y|ies)", "kategori\\p{L}*", "tags? archive")],
  ["dark mode", words("dark (?:mode|theme)", "night mode", "mörkt läge")],
  ["lazy loading", words("lazy[- ]?load\\p{L}*")],
  ["user accounts", words("log(?:ged)?[- ]?in users", "logged[- ]in", "members? only", "passwords?", "user enumeration", "inloggade")],
];

/** The features each block and template has: a clause asking for any other is not answered by it. */
const BLOCK_FEATURES: Readonly<Record<Exclude<BlockId, TemplateId>, readonly string[]>> = {
  "contact-form": ["e-mail sending", "the front end"],
  "entry-form": ["e-mail sending", "the front end"],
  "social-sharing": ["e-mail sending", "the front end"],
  "site-colours": ["the front end"],
  "post-type": ["a category filter", "the front end"],
  settings: [],
  shortcode: ["the front end"],
  "editor-block": ["the front end"],
  widget: ["the front end"],
  "rest-api": [],
  "admin-notice": ["a dashboard widget"],
  "scheduled-task": [],
};
const TEMPLATE_FEATURES: Readonly<Record<TemplateId, readonly string[]>> = {
  "lead-magnet": ["e-mail sending", "a pop-up", "the front end"],
  "woo-upsell": ["a pop-up", "the front end"],
  "content-access": ["user accounts", "the front end"],
  analytics: ["a dashboard widget"],
  "ai-assistant": [],
  "client-portal": ["user accounts", "e-mail sending", "the log-in page", "the front end"],
  "crm-sync": ["e-mail sending", "the front end"],
  booking: ["e-mail sending", "a dashboard widget", "the front end"],
  maintenance: ["a countdown", "user accounts", "the front end"],
  "dynamic-pricing": ["WooCommerce orders", "user accounts", "the front end"],
};

function featuresOf(id: BlockId): readonly string[] {
  return isTemplateId(id) ? TEMPLATE_FEATURES[id] : BLOCK_FEATURES[id];
}

/** Asks to take something away or restrict it: building blocks only add. */
const TAKES_AWAY = words(
  "remove",
  "delete",
  "disable",
  "deactivate",
  "hide",
  "restrict",
  "block(?:s|ing)? (?:access|spam|users?|visitors?|bots?|ips?|requests?|countries|traffic|logins?|comments|the|all|any|people|anyone|everyone|them|it)",
  "prevent",
  "stop",
  "forbid",
  "deny",
  "lock (?:out|down)",
  "turn off",
  "switch off",
  "get rid of",
  "only (?:logged[- ]in|registered|signed[- ]in|members|admins|administrators|editors|authors|me|users|customers)",
  "(?:ta bort|dölj|göm|stäng av|blockera|begränsa|förhindra)",
);

export interface Coverage {
  /** The clauses (in the person's words) or features that were not built, for "I could not build …". */
  missing: string[];
  /** Whether anything asked for was built: false means the turn builds nothing that was asked (declined, free). */
  anyBuilt: boolean;
}

/**
 * What of a first turn's request the chosen starter template (or else the building blocks the words name)
 * leaves unbuilt. A clause counts as built when it names something that was chosen and asks for no feature
 * and no taking-away beyond it.
 */
export function requestCoverage(request: string, template: TemplateId | null): Coverage {
  const missing: string[] = [];
  let anyBuilt = false;
  for (const clause of splitClauses(request)) {
    const blocks = template ? [] : detectBlocks(clause);
    const has = new Set(template ? TEMPLATE_FEATURES[template] : blocks.flatMap((block) => featuresOf(block.id)));
    const lacking = FEATURES.filter(([name, pattern]) => pattern.test(clause) && !has.has(name)).map(([name]) => name);
    const takesAway = !template && blocks.length > 0 && TAKES_AWAY.test(clause);
    if (lacking.length || takesAway) {
      missing.push(...(takesAway && !lacking.length ? [`"${clause}"`] : lacking));
    } else if (template || blocks.length) {
      anyBuilt = true;
    }
  }
  return { missing: [...new Set(missing)], anyBuilt };
}
