import { words } from "../blueprint/detect-blocks";
import type { ListParam } from "./catalogue-types";

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
