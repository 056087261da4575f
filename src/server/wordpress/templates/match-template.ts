import { MAX_ANALYSED_CHARS, words } from "../blueprint/detect-blocks";
import type { TemplateId } from "../../../shared/starter-templates";

// Which starter template a description asks for (issue #16), scored on its words: each template has a
// vocabulary of weighted terms (English and Swedish); a description scores the weights of the terms it
// uses, each once. The best score of at least MATCH_THRESHOLD wins, so "a lead magnet", "give away a free
// PDF for an e-mail address" and the blog's own prompt all find the lead magnet, while "a contact form"
// or "a newsletter signup form" stay with the building blocks.

/** The score a description needs for a template to be chosen. */
export const MATCH_THRESHOLD = 5;

type Vocabulary = ReadonlyArray<readonly [term: RegExp, weight: number]>;

const WOO = words("woo ?commerce", "woo", "webshop", "online shop", "e-?shop", "webbutik\\p{L}*", "nätbutik\\p{L}*") ;

export const VOCABULARIES: Readonly<Record<TemplateId, Vocabulary>> = {
  "lead-magnet": [
    [words("lead magnets?", "lead-magnets?"), 6],
    [words("(?:free|gratis) (?:pdf|e-?books?|guides?|checklists?|downloads?|templates?|whitepapers?)"), 4],
    [words("download links?", "nedladdningslänk\\p{L}*"), 3],
    [words("opt[- ]?ins?", "gated downloads?"), 3],
    [words("(?:pdfs?|e-?books?|guides?|checklists?|files?) (?:by|via) e-?mail"), 3],
    [words("pdfs?", "e-?books?", "checklists?", "whitepapers?", "guides?", "e-?bok(?:en)?"), 2],
    [words("expir\\p{L}*", "går ut", "utgår"), 1],
    [words("in exchange for", "for (?:an|their) e-?mail", "mot (?:en )?e-?post\\p{L}*"), 2],
  ],
  "woo-upsell": [
    [words("up-?sells?", "up-?selling", "merförsäljning\\p{L}*"), 6],
    [words("cross-?sells?", "cross-?selling", "order bumps?", "frequently bought together"), 5],
    [words("average order value", "aov"), 3],
    [words("(?:offer|suggest|recommend)\\p{L}* (?:an? )?(?:another|related|upgraded?|additional|extra|complementary) products?"), 3],
    [WOO, 1],
    [words("carts?", "varukorg\\p{L}*"), 1],
  ],
  "content-access": [
    [words("content access", "access control", "restrict(?:ed)? content", "members?[- ]only", "members? only"), 6],
    [words("(?:restrict|protect|hide|lock|gate)\\p{L}* (?:the |some |my )?(?:content|posts?|pages?|articles?|parts?)"), 5],
    [words("paywall\\p{L}*", "premium content", "låst innehåll", "begränsa\\p{L}* (?:åtkomst|innehåll)"), 4],
    [words("(?:logged|signed)[- ]in (?:users?|members?|readers?)(?: only)?", "only (?:for )?(?:logged|signed)[- ]in"), 3],
    [words("(?:user )?roles?", "roller(?:na)?"), 1],
    [words("teasers?", "excerpts?"), 1],
    [words("membership", "medlem\\p{L}*"), 2],
  ],
  analytics: [
    [words("analytics", "statisti\\p{L}*", "stats"), 5],
    [words("page ?views?", "visits? counts?", "view counts?", "sidvisning\\p{L}*", "besöksstatistik"), 4],
    [words("(?:visitor|traffic|visit) (?:stats|statistics|counts?|counter|tracking|numbers)", "how many (?:people|visitors|times)"), 4],
    [words("top (?:ten )?pages", "most (?:viewed|visited|popular) (?:pages|posts)"), 3],
    [words("referr?ers?", "referrals? sources?"), 3],
    [words("viewed", "visited", "views"), 2],
    [words("charts?", "graphs?", "dashboard", "diagram\\p{L}*"), 1],
    [words("without cookies", "cookieless", "cookie-?free", "privacy[- ]friendly"), 2],
  ],
  "ai-assistant": [
    [words("writing assistant", "ai assistant", "ai writer", "skrivassistent\\p{L}*"), 6],
    [words("ai", "artificial intelligence", "gpt(?:-\\d\\p{L}*)?", "chat ?gpt", "openai", "llms?", "claude", "gemini", "language models?", "ai-\\p{L}+"), 3],
    [words("(?:suggest|generate|write|rewrite|draft)\\p{L}* (?:\\p{L}+ )?(?:titles?|headlines?|excerpts?|meta descriptions?|summar\\p{L}+|blog posts?|content|copy)"), 3],
    [words("titles?", "headlines?", "excerpts?", "meta descriptions?", "rubrik\\p{L}*", "sammanfattning\\p{L}*"), 1],
    [words("block editor", "gutenberg", "sidebar panel", "editor"), 1],
    [words("api keys?", "api-nyckel\\p{L}*"), 1],
  ],
  "client-portal": [
    [words("(?:client|customer|kund) ?(?:portals?|areas?|dashboards?|zones?)", "kundportal\\p{L}*", "kundsida\\p{L}*"), 7],
    [words("clients?", "klient\\p{L}*", "kunder(?:na)?"), 2],
    [words("(?:their|his|her) own (?:files|documents|projects|invoices)", "private (?:files|documents|projects)"), 3],
    [words("(?:share|upload)\\p{L}* (?:files|documents) (?:with|to|for) (?:my )?(?:clients|customers)"), 4],
    [words("projects?", "project status", "projekt\\p{L}*"), 1],
  ],
  "crm-sync": [
    [words("crms?", "crm-\\p{L}+"), 6],
    [words("hubspot", "salesforce", "pipedrive", "zoho", "activecampaign", "mailchimp", "brevo", "sendinblue", "close\\.com", "copper", "lime ?crm"), 5],
    [words("(?:sync|send|push|forward|post)\\p{L}* (?:\\p{L}+ ){0,3}(?:leads?|submissions?|entries|contacts?) (?:to|into)", "field mapping", "map (?:the )?fields"), 3],
    [words("leads?", "submissions?"), 1],
    [words("retry|retries|retried", "sync log", "webhooks?"), 1],
  ],
  booking: [
    [words("bookings?", "booking (?:forms?|system|requests?)", "bokning\\p{L}*", "boka"), 6],
    [words("appointments?", "reservations?", "reserve a", "tidsbokning\\p{L}*", "besökstid\\p{L}*"), 6],
    [words("time ?slots?", "available (?:days|weekdays|times|hours)", "tidslucka\\p{L}*", "lediga tider"), 3],
    [words("(?:approve|decline|confirm)\\p{L}* (?:or (?:decline|approve|reject)\\p{L}* )?(?:the )?(?:requests?|bookings?)"), 3],
    [words("salons?", "tutors?", "photographers?", "consultants?", "frisör\\p{L}*"), 1],
  ],
  maintenance: [
    [words("maintenance(?: mode| page)?", "underhållsläge\\p{L}*", "underhåll"), 7],
    [words("coming[- ]soon", "under construction", "launch page", "kommer snart", "under uppbyggnad"), 7],
    [words("503", "retry-after"), 3],
    [words("countdown", "launch date", "nedräkning\\p{L}*", "lansering\\p{L}*"), 2],
  ],
  "dynamic-pricing": [
    [words("dynamic pric\\p{L}*", "dynamisk\\p{L}* pris\\p{L}*"), 7],
    [words("(?:bulk|quantity|volume|tiered|tier) (?:discounts?|pricing|prices)", "mängdrabatt\\p{L}*", "volymrabatt\\p{L}*"), 6],
    [words("(?:pricing|price|discount) rules?", "prisregl\\p{L}*", "rabattregl\\p{L}*"), 5],
    [words("(?:role|wholesale|customer)[- ]based (?:prices|pricing|discounts?)", "wholesale (?:prices|pricing)"), 5],
    [words("discounts?", "rabatt\\p{L}*"), 2],
    [words("quantity tiers?", "tiers?"), 2],
    [WOO, 1],
  ],
};

export interface TemplateScore {
  id: TemplateId;
  score: number;
}

/** Every template's score for `request`, highest first (ties keep the blog's order). */
export function scoreTemplates(request: string): TemplateScore[] {
  const text = request.slice(0, MAX_ANALYSED_CHARS);
  const scores = (Object.entries(VOCABULARIES) as Array<[TemplateId, Vocabulary]>).map(([id, vocabulary]) => ({
    id,
    score: vocabulary.reduce((sum, [term, weight]) => (term.test(text) ? sum + weight : sum), 0),
  }));
  return scores.sort((a, b) => b.score - a.score);
}

/** The template a description asks for, or null when none scores MATCH_THRESHOLD. */
export function matchTemplate(request: string): TemplateId | null {
  const [best] = scoreTemplates(request);
  return best && best.score >= MATCH_THRESHOLD ? best.id : null;
}
