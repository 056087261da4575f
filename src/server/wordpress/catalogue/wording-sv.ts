import { NAMED_COLOURS } from "./read-wording-front";

// The catalogue tasks' Swedish (each task's sv.ts, issue #34 item 13): the words their settings are described with.

const ROLES_SV: Readonly<Record<string, string>> = {
  administrator: "administratörer",
  editor: "redaktörer",
  author: "författare",
  contributor: "medarbetare",
  subscriber: "prenumeranter",
  shop_manager: "butikschefer",
  customer: "kunder",
};

const COLOURS_SV: Readonly<Record<string, string>> = {
  black: "svart",
  white: "vit",
  red: "röd",
  orange: "orange",
  yellow: "gul",
  gold: "guld",
  green: "grön",
  teal: "blågrön",
  blue: "blå",
  navy: "marinblå",
  purple: "lila",
  pink: "rosa",
  brown: "brun",
  grey: "grå",
  gray: "grå",
};

/** "a, b och c". */
export function listSv(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} och ${items[items.length - 1]}`;
}

/** "prenumeranter", "prenumeranter och författare". */
export function rolesSv(roles: unknown): string {
  return listSv((roles as readonly string[]).map((role) => ROLES_SV[role] ?? role));
}

/** "#ff6600 (orange)" when the value is one of the named colours, else the value. */
export function colourSv(value: unknown): string {
  const name = Object.entries(NAMED_COLOURS).find(([, hex]) => hex === value)?.[0];
  return name ? `${String(value)} (${COLOURS_SV[name] ?? name})` : String(value);
}

export function capitaliseSv(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A value as it is ("5"). */
export const asIs = (value: unknown): string => String(value);

/** A value in quotes ("\"Read more\""). */
export const quoted = (value: unknown): string => `"${String(value)}"`;

/** Who a task's mail goes to. */
export const recipientSv = (address: unknown): string => (address ? String(address) : "webbplatsadministratörens e-postadress (Inställningar → Allmänt)");

/** A page of the site: "startsidan" or its path. */
export const pageSv = (path: unknown): string => (path === "/" ? "startsidan" : String(path));
