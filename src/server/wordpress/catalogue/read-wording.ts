import { words } from "../blueprint/detect-blocks";
import type { ListParam, TextParam } from "./catalogue-types";

// How the catalogue's parameters are read from a person's words: roles, numbers near a keyword, choices.

/** WordPress's own roles and WooCommerce's two, in the order they are listed in replies. */
export const ROLES = ["administrator", "editor", "author", "contributor", "subscriber", "shop_manager", "customer"] as const;
const CORE_ROLES = ["administrator", "editor", "author", "contributor", "subscriber"] as const;

const ROLE_WORDS: ReadonlyArray<readonly [string, RegExp]> = [
  ["administrator", words("administrators?", "admins?")],
  ["editor", words("editors?")],
  ["author", words("authors?")],
  ["contributor", words("contributors?")],
  ["subscriber", words("subscribers?")],
  ["shop_manager", words("shop managers?")],
  ["customer", words("customers?")],
];

/** "admin" that does not name the role: the admin bar, the site admin, the admin area. */
const NOT_A_ROLE = words(
  "admin ?bar",
  "admin ?toolbar",
  "site(?:'s)? admin(?:istrator)?",
  "admin(?:istrator)?(?:'s)? e-?mail(?: address)?",
  "admin area",
  "admin panel",
  "admin dashboard",
  "wp-admin",
  "block editor",
  "classic editor",
  "the editor",
);
const EVERYONE = words("everyone", "everybody", "all (?:logged[- ]in )?users", "all roles", "all (?:site )?members", "every user", "every role");
const EXCEPT = /\b(?:except(?: for)?|but not|other than|apart from|besides|non-?)\s*(?:the\s+)?/iu;

export const ROLE_LABELS: Readonly<Record<string, string>> = {
  administrator: "administrators",
  editor: "editors",
  author: "authors",
  contributor: "contributors",
  subscriber: "subscribers",
  shop_manager: "shop managers",
  customer: "customers",
};

function rolesIn(text: string): string[] {
  return ROLE_WORDS.filter(([, pattern]) => pattern.test(text)).map(([role]) => role);
}

/**
 * The roles a request names: "for subscribers and authors" → both; "for everyone" → every core role;
 * "everyone except administrators", "non-admins" → every core role but those. Null when none is named.
 */
export function readRoles(text: string): string[] | null {
  const clean = text.replace(new RegExp(NOT_A_ROLE.source, "giu"), " ");
  const except = EXCEPT.exec(clean);
  const before = except ? clean.slice(0, except.index) : clean;
  const excluded = except ? rolesIn(clean.slice(except.index)) : [];
  if (except && excluded.length) return CORE_ROLES.filter((role) => !excluded.includes(role));
  if (EVERYONE.test(before)) return [...CORE_ROLES];
  const named = rolesIn(clean);
  return named.length ? named : null;
}

/** "subscribers", "subscribers and authors", "editors, authors and subscribers". */
export function describeRoles(roles: readonly string[]): string {
  const labels = roles.map((role) => ROLE_LABELS[role] ?? role);
  if (labels.length <= 1) return labels.join("");
  return `${labels.slice(0, -1).join(", ")} and ${labels[labels.length - 1]}`;
}

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, fifteen: 15, twenty: 20, thirty: 30, forty: 40, fifty: 50, hundred: 100,
};
const NUMBER = new RegExp(`(?<![\\p{L}\\p{N}.])(\\d{1,6}|${Object.keys(NUMBER_WORDS).join("|")})(?![\\p{L}\\p{N}]|\\.\\d)`, "giu");

/**
 * The whole number closest to a keyword ("limit revisions to 5", "keep 3 revisions", "excerpts of 30 words"):
 * the nearest one within `reach` characters after the keyword, else before it. Null when there is none.
 */
export function readNumberNear(text: string, keyword: RegExp, reach = 40): number | null {
  const global = new RegExp(keyword.source, keyword.flags.includes("g") ? keyword.flags : `${keyword.flags}g`);
  for (const hit of text.matchAll(global)) {
    const end = hit.index + hit[0].length;
    const after = [...text.slice(end, end + reach).matchAll(NUMBER)][0];
    if (after) return toNumber(after[1]!);
    const before = [...text.slice(Math.max(0, hit.index - reach), hit.index).matchAll(NUMBER)].pop();
    if (before) return toNumber(before[1]!);
  }
  return null;
}

function toNumber(token: string): number {
  return /^\d+$/.test(token) ? Number(token) : NUMBER_WORDS[token.toLowerCase()]!;
}

/** The first option whose words appear, or null. */
export function readChoice<T extends string>(text: string, choices: ReadonlyArray<readonly [T, RegExp]>): T | null {
  return choices.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}

/** An e-mail address written in the request, or null. */
export function readEmail(text: string): string | null {
  const match = /(?<![\w.+-])([A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,24})(?![\w-])/.exec(text);
  return match ? match[1]!.toLowerCase() : null;
}

/** The shape of an e-mail address a task accepts (is_email() checks it again in WordPress). */
export const EMAIL_PATTERN = /^[a-z0-9._%+-]{1,64}@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,24}$/;

/** The `roles` parameter of a task that acts for some of the site's roles: read from the wording, `fallback` when none is named. */
export function rolesParam(fallback: readonly string[]): ListParam {
  return { name: "roles", type: "list", label: "roles", options: ROLES, minItems: 1, default: fallback, read: readRoles, describe: describeRoles };
}

// Batch A (admin, security, users): login slugs, REST routes, addresses, paths and quoted text.

/** A login slug: letters, digits and hyphens, not one of WordPress's own folders or addresses. */
export const LOGIN_SLUG_PATTERN = /^(?!wp-|feed$|wp$|admin$|login$|dashboard$)[a-z0-9][a-z0-9-]{1,38}[a-z0-9]$/;

/** The login address a request gives: "/secret-door", "to 'secret-door'", "at back-office-7". Null when none is given. */
export function readLoginSlug(text: string): string | null {
  const candidates = [
    ...[...text.matchAll(/(?<![\w./-])\/([A-Za-z0-9][A-Za-z0-9-]{1,38}[A-Za-z0-9])\/?(?![\w./-])/g)].map((m) => m[1]!),
    ...[...text.matchAll(/["“'‘]\/?([A-Za-z0-9][A-Za-z0-9-]{1,38}[A-Za-z0-9])\/?["”'’]/g)].map((m) => m[1]!),
    ...[...text.matchAll(/\b(?:to|at|as|slug)\s+([A-Za-z0-9]+(?:-[A-Za-z0-9]+)+|[A-Za-z]+\d+[A-Za-z0-9]*)(?![\w./-])/g)].map((m) => m[1]!),
  ];
  return candidates.map((slug) => slug.toLowerCase()).find((slug) => LOGIN_SLUG_PATTERN.test(slug)) ?? null;
}

/** REST API routes that can be left open to visitors: WordPress's own, oEmbed, and two plugins' public routes. */
export const REST_ROUTES = [
  "/wp/v2",
  "/wp/v2/posts",
  "/wp/v2/pages",
  "/wp/v2/categories",
  "/wp/v2/tags",
  "/wp/v2/comments",
  "/wp/v2/media",
  "/wp/v2/search",
  "/wp/v2/users",
  "/wp/v2/types",
  "/wp/v2/taxonomies",
  "/oembed/1.0",
  "/contact-form-7/v1",
  "/wc/store/v1",
] as const;

/** The REST routes a request names ("/wp/v2/posts", "/wp-json/wp/v2/pages/", "oEmbed"), in REST_ROUTES order; null when none. */
export function readRestRoutes(text: string): string[] | null {
  const named = new Set<string>();
  for (const match of text.matchAll(/(?:\/wp-json)?(\/[a-z0-9-]+\/v\d+(?:\.\d+)?(?:\/[a-z0-9-]+)?)\/?(?![\w.-])/gi)) named.add(match[1]!.toLowerCase());
  if (/\bo-?embeds?\b/i.test(text)) named.add("/oembed/1.0");
  if (/\bcontact form 7\b/i.test(text)) named.add("/contact-form-7/v1");
  const routes = REST_ROUTES.filter((route) => named.has(route));
  return routes.length ? routes : null;
}

export function describeRestRoutes(routes: readonly string[]): string {
  return routes.length ? routes.join(", ") : "none";
}

/** An image's address on the web (http or https, ending in an image type), or nothing. */
export const LOGO_URL_PATTERN = /^(?:https?:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?\/[A-Za-z0-9\-._~/%]*\.(?:png|jpe?g|gif|svg|webp|avif))?$/i;
/** An address on the web (http or https) or a path of the site, without query or quotes, or nothing. */
export const LINK_PATTERN = /^(?:https?:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?(?:\/[A-Za-z0-9\-._~/%]*)?|\/[A-Za-z0-9\-._~/%]*)?$/;
const URL_IN_TEXT = /https?:\/\/[^\s"'<>()]+/gi;

/** The first image address a request gives ("https://example.com/logo.png"), or null. */
export function readImageUrl(text: string): string | null {
  return [...text.matchAll(URL_IN_TEXT)].map((m) => m[0].replace(/[.,;!?]+$/, "")).find((url) => url !== "" && LOGO_URL_PATTERN.test(url)) ?? null;
}

/** Where something should link ("link it to https://example.com", "point the logo to /about"), or null. */
export function readLinkUrl(text: string): string | null {
  const match = /\b(?:links?|linking|linked|points?|pointing|goes|go)\s+(?:it\s+|to\s+it\s+)?(?:to|at)\s+(?:the\s+)?(?:url\s+|address\s+|page\s+)?(https?:\/\/[^\s"'<>()]+|\/[A-Za-z0-9\-._~/%]*)/i.exec(text);
  const url = match?.[1]?.replace(/[.,;!?]+$/, "");
  return url && LINK_PATTERN.test(url) && !LOGO_URL_PATTERN.test(url) ? url : null;
}

/** A path of this site ("/welcome", "/my-account/"): no scheme, no query, no quotes. */
export const SITE_PATH_PATTERN = /^\/[A-Za-z0-9\-._~/]{0,200}$/;

/** The path of this site a request sends people to ("to /welcome", "on /my-account"), the home page for "home"; else null. */
export function readSitePath(text: string): string | null {
  const path = /\b(?:to|on|at|into)\s+(?:the\s+)?(?:page\s+|url\s+|address\s+)?(\/[A-Za-z0-9\-._~/]*)/i.exec(text)?.[1];
  if (path) return path.replace(/[.]+$/, "") || "/";
  return /\b(?:home ?page|front ?page|start ?page|home)\b/i.test(text) ? "/" : null;
}

/** One line of plain text: no markup, no line break. */
export const PLAIN_TEXT_PATTERN = /^[^<>\n\r]{0,200}$/u;

/** The text a request quotes ("say 'Made by Jo'", “Welcome back”), or null. */
export function readQuotedText(text: string): string | null {
  const match = /"([^"\n]{1,200})"|“([^”\n]{1,200})”|‘([^’\n]{1,200})’|(?<![\p{L}\p{N}])'([^'\n]{1,200})'(?![\p{L}\p{N}])/u.exec(text);
  const quoted = match ? (match[1] ?? match[2] ?? match[3] ?? match[4])!.trim() : null;
  return quoted && PLAIN_TEXT_PATTERN.test(quoted) ? quoted : null;
}

/**
 * The text a request gives for a message: quoted, else what follows "saying", "that says", "to read" … to the end
 * of the clause ("a message on the login page saying Staff only"), or null.
 */
export function readGivenText(text: string): string | null {
  const quoted = readQuotedText(text);
  if (quoted !== null) return quoted;
  const said = /\b(?:saying|says|that says|which says|reading|that reads|to say|to read|with the (?:text|message|words))\s*:?\s+(.{1,200}?)[\s.!]*$/iu.exec(text)?.[1]?.trim();
  return said && PLAIN_TEXT_PATTERN.test(said) ? said : null;
}

/** A number of minutes written with its unit ("after 30 minutes", "15 min", "2 hours", "an hour"), or null. */
export function readMinutes(text: string): number | null {
  const match = new RegExp(`(?<![\\p{L}\\p{N}.])(\\d{1,4}|${Object.keys(NUMBER_WORDS).join("|")}|an|one)[ -]?(minutes?|mins?|hours?|hrs?)\\b`, "iu").exec(text);
  if (!match) return null;
  const count = /^(?:an|one)$/i.test(match[1]!) ? 1 : toNumber(match[1]!);
  return /^h/i.test(match[2]!) ? count * 60 : count;
}

/** Who a task's mail goes to: an address read from the wording, or (empty) the site admin's address. */
export const recipientParam: TextParam = {
  name: "recipient",
  type: "text",
  label: "recipient",
  pattern: new RegExp(`^(?:${EMAIL_PATTERN.source.slice(1, -1)})?$`),
  maxLength: 200,
  default: "",
  read: readEmail,
  describe: (address) => address || "the site admin's e-mail address (Settings → General)",
};
