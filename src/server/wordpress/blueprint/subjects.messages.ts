import { defineMessages, joinWords, type ReplyLanguage, say } from "../../lib/messages";

/**
 * What the cannot-build answer names as out of reach (cannot-build.ts) and what a request asked for that the chosen
 * blocks do not have (request-coverage.ts): each keyed by its English words.
 */
export const SUBJECTS = defineMessages({
  en: {
    "what you described": "what you described",
    "a quiz": "a quiz",
    payments: "payments",
    "a page builder": "a page builder",
    "a forum": "a forum",
    "an online course system": "an online course system",
    "a chat": "a chat",
    backups: "backups",
    "SEO tools": "SEO tools",
    "image optimisation": "image optimisation",
    translation: "translation",
    "a poll": "a poll",
    "a job board": "a job board",
    donations: "donations",
    "ticket sales": "ticket sales",
    auctions: "auctions",
    "a marketplace": "a marketplace",
    "a social network": "a social network",
    "media streaming": "media streaming",
    "security scanning": "security scanning",
    "caching and speed-ups": "caching and speed-ups",
    "shipping, tax or invoices": "shipping, tax or invoices",
    "live data from an outside service": "live data from an outside service",
    "a calculator": "a calculator",
    "a game": "a game",
    "a gallery": "a gallery",
    "a slider": "a slider",
    "an accordion": "an accordion",
    "the front end": "the front end",
    "a map": "a map",
    "a pop-up": "a pop-up",
    "a countdown": "a countdown",
    "e-mail sending": "e-mail sending",
    "the log-in page": "the log-in page",
    "a dashboard widget": "a dashboard widget",
    "the admin bar": "the admin bar",
    "WooCommerce orders": "WooCommerce orders",
    "the date or year": "the date or year",
    "a tracking code": "a tracking code",
    "meta tags": "meta tags",
    "a category filter": "a category filter",
    "dark mode": "dark mode",
    "lazy loading": "lazy loading",
    "user accounts": "user accounts",
  },
  sv: {
    "what you described": "det du beskrev",
    "a quiz": "ett frågesportspel",
    payments: "betalningar",
    "a page builder": "en sidbyggare",
    "a forum": "ett forum",
    "an online course system": "ett system för onlinekurser",
    "a chat": "en chatt",
    backups: "säkerhetskopior",
    "SEO tools": "SEO-verktyg",
    "image optimisation": "bildoptimering",
    translation: "översättning",
    "a poll": "en omröstning",
    "a job board": "en platsannonstjänst",
    donations: "donationer",
    "ticket sales": "biljettförsäljning",
    auctions: "auktioner",
    "a marketplace": "en marknadsplats",
    "a social network": "ett socialt nätverk",
    "media streaming": "strömning av media",
    "security scanning": "säkerhetsskanning",
    "caching and speed-ups": "cachning och snabbare sidor",
    "shipping, tax or invoices": "frakt, moms eller fakturor",
    "live data from an outside service": "livedata från en extern tjänst",
    "a calculator": "en kalkylator",
    "a game": "ett spel",
    "a gallery": "ett galleri",
    "a slider": "ett bildspel",
    "an accordion": "fällbara avsnitt",
    "the front end": "det besökarna ser",
    "a map": "en karta",
    "a pop-up": "en popup",
    "a countdown": "en nedräkning",
    "e-mail sending": "e-postutskick",
    "the log-in page": "inloggningssidan",
    "a dashboard widget": "en widget på adminpanelen",
    "the admin bar": "adminfältet",
    "WooCommerce orders": "WooCommerce-beställningar",
    "the date or year": "datumet eller årtalet",
    "a tracking code": "en spårningskod",
    "meta tags": "metataggar",
    "a category filter": "ett kategorifilter",
    "dark mode": "mörkt läge",
    "lazy loading": "lat inläsning",
    "user accounts": "användarkonton",
  },
});

type Subject = keyof typeof SUBJECTS.en;

/** A subject in `language`; the person's own quoted words (and anything not in the table) as they are. */
export function subjectIn(subject: string, language: ReplyLanguage): string {
  return subject in SUBJECTS.en ? say(SUBJECTS, language, subject as Subject) : subject;
}

/** "a map and a pop-up" / "en karta och en popup". */
export function subjectsIn(subjects: readonly string[], language: ReplyLanguage): string {
  return joinWords(
    subjects.map((subject) => subjectIn(subject, language)),
    language,
  );
}
