/**
 * The managed "Plugsmith tweaks" section of a plugin stylesheet: CSS rules written for free-form
 * style requests ("make this button larger"). Everything in it is built from a fixed vocabulary:
 * selectors from the plugin's own classes, ids and tag names, and declarations whose property and
 * value are both on a whitelist. Rules read back from a file are checked again, so a section edited
 * by hand can never carry anything else into the previews or the next version.
 */

export const TWEAKS_START = "/* Plugsmith tweaks: start";
export const TWEAKS_END = "/* Plugsmith tweaks: end */";
const TWEAKS_START_LINE = `${TWEAKS_START}. Plugsmith rewrites this section when you ask for a style change; put your own CSS outside it. */`;

/** One CSS rule of the section: a selector and its declarations in order. */
export interface TweakRule {
  selector: string;
  declarations: Array<[property: string, value: string]>;
}

const IDENT = "-?[A-Za-z_][A-Za-z0-9_-]*";
const SIMPLE = `(?:\\.${IDENT}|#${IDENT}|[a-z][a-z0-9]*)`;
const COMPLEX = new RegExp(`^\\.(${IDENT})(?: ${SIMPLE}){0,3}(?::hover|:focus)?$`);
export const CSS_IDENT = new RegExp(`^${IDENT}$`);

const LENGTH = "(?:0|\\d{1,3}(?:\\.\\d{1,3})?(?:em|rem|px|%))";
const HEX = /^#[0-9a-f]{6}$/;

/** Every property a tweak may set, with the values it may have. */
const PROPERTIES: Readonly<Record<string, RegExp>> = {
  "font-size": new RegExp(`^${LENGTH}$`),
  "font-weight": /^(?:400|700)$/,
  "text-transform": /^(?:uppercase|none)$/,
  "letter-spacing": new RegExp(`^(?:${LENGTH}|normal)$`),
  "text-align": /^(?:left|center|right)$/,
  padding: new RegExp(`^${LENGTH}(?: ${LENGTH}){0,3}$`),
  "border-radius": new RegExp(`^${LENGTH}$`),
  "max-width": new RegExp(`^(?:${LENGTH}|none)$`),
  "min-width": new RegExp(`^${LENGTH}$`),
  width: new RegExp(`^(?:${LENGTH}|auto)$`),
  display: /^(?:none|block)$/,
  "margin-left": /^(?:auto|0)$/,
  "margin-right": /^(?:auto|0)$/,
  color: HEX,
  "background-color": HEX,
  "border-color": HEX,
  "border-style": /^(?:solid|none)$/,
  "border-width": new RegExp(`^${LENGTH}$`),
  filter: /^brightness\(0\.\d{1,2}\)$/,
};

/**
 * Whether a selector is one a tweak may use: a list of at most four complex selectors, each starting
 * with a class for which `ownClass` is true (the plugin's own wrapper), followed by at most three
 * simple class, id or tag selectors and optionally :hover or :focus.
 */
export function isSafeSelector(selector: string, ownClass: (className: string) => boolean): boolean {
  if (selector.length > 400) return false;
  const parts = selector.split(", ");
  if (parts.length > 4) return false;
  return parts.every((part) => {
    const match = COMPLEX.exec(part);
    return match !== null && ownClass(match[1]!);
  });
}

export function isSafeDeclaration(property: string, value: string): boolean {
  const pattern = Object.hasOwn(PROPERTIES, property) ? PROPERTIES[property] : undefined;
  return pattern !== undefined && pattern.test(value);
}

/** The rules as CSS, one declaration per line (the plugin's own stylesheets use tabs). */
export function renderRules(rules: readonly TweakRule[]): string {
  return rules
    .filter((rule) => rule.declarations.length > 0)
    .map((rule) => `${rule.selector.split(", ").join(",\n")} {\n${rule.declarations.map(([property, value]) => `\t${property}: ${value};`).join("\n")}\n}`)
    .join("\n");
}

/** The same rules on one line each, for the previews. */
export function renderCompactRules(rules: readonly TweakRule[]): string {
  return rules
    .filter((rule) => rule.declarations.length > 0)
    .map((rule) => `${rule.selector}{${rule.declarations.map(([property, value]) => `${property}:${value}`).join(";")}}`)
    .join("\n");
}

/** Where the section is in a stylesheet, or null when it has none. */
function sectionBounds(css: string): { start: number; end: number } | null {
  const start = css.indexOf(TWEAKS_START);
  if (start < 0) return null;
  const end = css.indexOf(TWEAKS_END, start);
  if (end < 0) return null;
  return { start, end: end + TWEAKS_END.length };
}

/**
 * The rules of a stylesheet's section, each checked again; rules or declarations that are not on
 * the whitelist are dropped. Empty when the stylesheet has no section.
 */
export function readTweakRules(css: string, ownClass: (className: string) => boolean): TweakRule[] {
  const bounds = sectionBounds(css);
  if (!bounds) return [];
  const body = css
    .slice(bounds.start, bounds.end)
    .replace(/\/\*[\s\S]*?\*\//g, " ");
  const rules: TweakRule[] = [];
  for (const match of body.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const selector = match[1]!.replace(/\s*,\s*/g, ", ").replace(/\s+/g, " ").trim();
    if (!isSafeSelector(selector, ownClass)) continue;
    const declarations: Array<[string, string]> = [];
    for (const declaration of match[2]!.split(";")) {
      const colon = declaration.indexOf(":");
      if (colon < 0) continue;
      const property = declaration.slice(0, colon).trim().toLowerCase();
      const value = declaration.slice(colon + 1).trim();
      if (isSafeDeclaration(property, value) && !declarations.some(([known]) => known === property)) declarations.push([property, value]);
    }
    if (declarations.length === 0) continue;
    const same = rules.find((rule) => rule.selector === selector);
    if (same) {
      for (const [property, value] of declarations) setDeclaration(same, property, value);
    } else {
      rules.push({ selector, declarations });
    }
  }
  return rules;
}

/** Sets (or, with null, removes) one declaration of a rule, keeping the order of the others. */
export function setDeclaration(rule: TweakRule, property: string, value: string | null): void {
  const at = rule.declarations.findIndex(([known]) => known === property);
  if (value === null) {
    if (at >= 0) rule.declarations.splice(at, 1);
  } else if (at >= 0) {
    rule.declarations[at] = [property, value];
  } else {
    rule.declarations.push([property, value]);
  }
}

/**
 * The stylesheet with its section holding exactly `rules`: replaced where it is, appended at the end
 * when the stylesheet has none, removed when there are no rules. Everything outside is kept.
 */
export function writeTweakSection(css: string, rules: readonly TweakRule[]): string {
  const live = rules.filter((rule) => rule.declarations.length > 0);
  const section = live.length ? `${TWEAKS_START_LINE}\n${renderRules(live)}\n${TWEAKS_END}` : "";
  const bounds = sectionBounds(css);
  if (bounds) {
    const before = css.slice(0, bounds.start);
    const after = css.slice(bounds.end);
    if (section) return `${before}${section}${after}`;
    return `${before.replace(/\s+$/, "")}\n${after.replace(/^\s+/, "")}`.replace(/^\n$/, "");
  }
  if (!section) return css;
  const trimmed = css.replace(/\s+$/, "");
  return trimmed ? `${trimmed}\n\n${section}\n` : `${section}\n`;
}
