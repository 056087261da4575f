import { type TemplateId } from "../../../shared/starter-templates";
import { scoreTemplates } from "../templates/match-template";
import { type ReplyLanguage, say } from "../../lib/messages";
import { CANNOT_BUILD } from "./cannot-build.messages";
import { detectBlocks, MAX_ANALYSED_CHARS, words } from "./detect-blocks";
import { subjectIn, subjectsIn } from "./subjects.messages";

// The offline generator never pretends (issue #16): a description of something none of its templates or
// building blocks does is answered with a plain "cannot build", what it can build instead, no files,
// and (generation.service.ts asks before the charge) no credit taken.

/** Things people ask for that no template or block does, with how the answer names them. */
const OUT_OF_REACH: ReadonlyArray<readonly [RegExp, string]> = [
  [words("quiz(?:zes)?", "trivia", "frågesport\\p{L}*"), "a quiz"],
  [words("payment gateways?", "accept (?:card |credit card |online )?payments?", "take payments?", "stripe", "paypal", "klarna", "swish", "betalning\\p{L}*"), "payments"],
  [words("page builders?", "drag[- ]and[- ]drop (?:editor|builder|page)s?", "sidbyggare"), "a page builder"],
  [words("forums?", "message boards?", "discussion boards?", "forum\\p{L}*"), "a forum"],
  [words("lms", "online courses?", "courses? with lessons", "e-?learning", "kurs(?:er|erna)?"), "an online course system"],
  [words("live chat", "chat ?bots?", "chat widget", "chatt\\p{L}*"), "a chat"],
  [words("backups?", "back up (?:my|the) (?:site|database)", "säkerhetskopi\\p{L}*"), "backups"],
  [words("seo", "sitemaps?", "schema markup", "sökmotoroptimering"), "SEO tools"],
  [words("image (?:optimi[sz]\\p{L}*|compression)", "compress (?:my |the )?images", "webp conversion"), "image optimisation"],
  [words("translat\\p{L}*", "multilingual", "multi-?language", "översätt\\p{L}*"), "translation"],
  [words("polls?", "voting", "omröstning\\p{L}*"), "a poll"],
  [words("job boards?", "job listings?", "vacanc(?:y|ies)", "platsannons\\p{L}*"), "a job board"],
  [words("donations?", "crowdfunding", "fundraising", "donation\\p{L}*"), "donations"],
  [words("sell tickets", "ticket(?:ing| sales| shop)", "biljett\\p{L}*"), "ticket sales"],
  [words("auctions?", "bidding", "auktion\\p{L}*"), "auctions"],
  [words("marketplace", "multi-?vendor"), "a marketplace"],
  [words("social network", "followers? and (?:friends|likes)", "user profiles with friends"), "a social network"],
  [words("video (?:streaming|hosting)", "stream videos?", "podcast player"), "media streaming"],
  [words("firewall", "malware", "security scan\\p{L}*", "brute[- ]force protection"), "security scanning"],
  [words("cach(?:e|ing)", "speed up (?:my|the) (?:site|website)", "minif\\p{L}*"), "caching and speed-ups"],
  [words("shipping (?:rates|methods?|calculat\\p{L}*)", "tax calculat\\p{L}*", "invoices?", "faktur\\p{L}*"), "shipping, tax or invoices"],
  [words("weather", "stock (?:prices|ticker)", "exchange rates", "currency convert\\p{L}*"), "live data from an outside service"],
  [words("calculators?", "bmi", "mortgage", "kalkylator\\p{L}*", "miniräknare"), "a calculator"],
  [words("games?", "spel(?:et)?"), "a game"],
  [words("image galler(?:y|ies)", "photo galler(?:y|ies)", "lightbox", "bildgalleri\\p{L}*"), "a gallery"],
];

/** The first thing in `request` that no template or block does, or null. */
export function outOfReach(request: string): string | null {
  const text = request.slice(0, MAX_ANALYSED_CHARS);
  return OUT_OF_REACH.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

/** Three things it can build instead: the templates nearest to the request's words, then the favourites. */
function suggestionsFor(request: string, language: ReplyLanguage): string[] {
  const near = scoreTemplates(request)
    .filter((score) => score.score > 0)
    .map((score) => score.id);
  // What each template is called in a suggestion, with a description that the matcher sends back to it.
  return [...new Set([...near, "contact" as const, "lead-magnet" as const, "booking" as const])].slice(0, 3).map((id) => say(CANNOT_BUILD, language, id));
}

/** The answer to a request the offline generator cannot build: the plain fact first, then what it can do, in `language`. */
export function cannotBuildAnswer(request: string, subject: string | readonly string[] | null, language: ReplyLanguage = "en"): string {
  const what = typeof subject === "string" || subject === null ? subjectIn(subject ?? "what you described", language) : subjectsIn(subject, language);
  return [
    say(CANNOT_BUILD, language, "answer", { what }),
    `${say(CANNOT_BUILD, language, "canBuild")}\n${suggestionsFor(request, language)
      .map((line) => `- ${line}`)
      .join("\n")}`,
    say(CANNOT_BUILD, language, "pick"),
  ].join("\n\n");
}

/**
 * Whether a first turn's description is beyond the offline generator: it names something out of reach,
 * or asks for nothing a template or block does. Null when it can be built (a template, or blocks).
 */
export function cannotBuildFirstTurn(request: string, template: TemplateId | null, language: ReplyLanguage = "en"): string | null {
  if (template) return null;
  const subject = outOfReach(request);
  if (subject || detectBlocks(request).length === 0) return cannotBuildAnswer(request, subject, language);
  return null;
}
