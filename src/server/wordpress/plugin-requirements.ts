import { readFileHeader } from "./plugin-header";

// A plugin's requirements (issue #32): the WordPress and PHP it says it needs, and whether a runtime meets
// them, compared as WordPress compares them before it activates a plugin (is_wp_version_compatible and
// is_php_version_compatible, both PHP's version_compare). Pure, so the check, the live preview and the
// release resolver (which picks a release that meets them) all answer the same.

/** One requirement, where it was read: `file` is a path inside the plugin folder, `line` 1-based. */
export interface Requirement {
  version: string;
  file: string;
  line: number;
}

export interface PluginRequirements {
  /** `Requires at least`. */
  wordpress: Requirement | null;
  /** `Requires PHP`. */
  php: Requirement | null;
}

/** What a runtime runs: WordPress's `$wp_version` ("6.5.5", "7.0-RC1") and PHP's PHP_VERSION ("8.3.19"). */
export interface RuntimeVersions {
  wordpress: string;
  php: string;
}

export interface UnmetRequirement {
  what: "wordpress" | "php";
  /** As the plugin wrote it, e.g. "7.0". */
  required: string;
  /** What the runtime runs, e.g. "6.5.5". */
  actual: string;
  file: string;
  line: number;
}

const HEADERS = { wordpress: "Requires at least", php: "Requires PHP" } as const;

/**
 * The requirements of the plugin whose main file is `mainFile` (paths inside its folder): each from the
 * main file's header, or else from the readme.txt beside it, as the plugin directory reads them. (WordPress
 * 6.5's own activation reads the header alone; a requirement only the readme states is honoured here too.)
 */
export function readPluginRequirements(files: Readonly<Record<string, string | Uint8Array>>, mainFile: string): PluginRequirements {
  const readme = Object.hasOwn(files, "readme.txt") ? "readme.txt" : null;
  const read = (name: string): Requirement | null => {
    for (const file of readme ? [mainFile, readme] : [mainFile]) {
      const content = files[file];
      const found = content === undefined ? null : readFileHeader(content, name);
      if (found) return { version: found.value, file, line: found.line };
    }
    return null;
  };
  return { wordpress: read(HEADERS.wordpress), php: read(HEADERS.php) };
}

/** WordPress's is_wp_version_compatible(): its version without a "-RC1" suffix, a required "x.y.0" as "x.y". */
export function isWordPressVersionCompatible(required: string | null | undefined, wordpressVersion: string): boolean {
  if (!required || required === "0") return true;
  let wanted = required.trim();
  if ((wanted.match(/\./g)?.length ?? 0) > 1 && wanted.endsWith(".0")) wanted = wanted.slice(0, -2);
  return versionCompare(wordpressVersion.split("-")[0]!, wanted) >= 0;
}

/** WordPress's is_php_version_compatible(). */
export function isPhpVersionCompatible(required: string | null | undefined, phpVersion: string): boolean {
  if (!required || required === "0") return true;
  return versionCompare(phpVersion, required) >= 0;
}

/** The requirements `runtime` does not meet: WordPress first, then PHP; empty when it meets them all. */
export function unmetRequirements(requirements: PluginRequirements, runtime: RuntimeVersions): UnmetRequirement[] {
  const unmet: UnmetRequirement[] = [];
  const { wordpress, php } = requirements;
  if (wordpress && !isWordPressVersionCompatible(wordpress.version, runtime.wordpress)) {
    unmet.push({ what: "wordpress", required: wordpress.version, actual: runtime.wordpress, file: wordpress.file, line: wordpress.line });
  }
  if (php && !isPhpVersionCompatible(php.version, runtime.php)) {
    unmet.push({ what: "php", required: php.version, actual: runtime.php, file: php.file, line: php.line });
  }
  return unmet;
}

/** Whether a runtime meets every requirement: what the release resolver asks of each release it may pick. */
export function meetsRequirements(requirements: PluginRequirements, runtime: RuntimeVersions): boolean {
  return unmetRequirements(requirements, runtime).length === 0;
}

/** e.g. "This plugin requires WordPress 7.0 or later; the check ran WordPress 6.5.5, so it could not be activated." */
export function unmetRequirementMessage(unmet: UnmetRequirement, ran: "the check" | "the preview"): string {
  const name = unmet.what === "wordpress" ? "WordPress" : "PHP";
  const runs = ran === "the check" ? "the check ran" : "the preview runs";
  return `This plugin requires ${name} ${unmet.required} or later; ${runs} ${name} ${unmet.actual}, so it could not be activated.`;
}

// PHP's version_compare() (ext/standard/versioning.c): "-", "_" and "+" become ".", a "." goes between
// digits and anything else, then the parts are compared in turn: numbers as numbers, words by PHP's
// order of special forms (dev < alpha = a < beta = b < RC = rc < a number < pl = p), and a longer
// version wins over its own prefix when its next part is a number ("1.0.1" > "1.0"), loses when it is a
// word ("1.0RC1" < "1.0").

const SPECIAL_FORMS: Array<[string, number]> = [
  ["dev", 0],
  ["alpha", 1],
  ["a", 1],
  ["beta", 2],
  ["b", 2],
  ["RC", 3],
  ["rc", 3],
  ["#", 4],
  ["pl", 5],
  ["p", 5],
];

const isDigit = (c: string) => c >= "0" && c <= "9";

function canonical(version: string): string {
  let out = version[0]!;
  let last = version[0]!;
  for (const c of version.slice(1)) {
    const previousDigit = isDigit(last);
    const previousOther = !isDigit(last) && last !== ".";
    if (c === "-" || c === "_" || c === "+") {
      if (!out.endsWith(".")) out += ".";
    } else if ((previousOther && isDigit(c)) || (previousDigit && !isDigit(c) && c !== ".")) {
      if (!out.endsWith(".")) out += ".";
      out += c;
    } else if (!/[A-Za-z0-9]/.test(c)) {
      if (!out.endsWith(".")) out += ".";
    } else {
      out += c;
    }
    last = c;
  }
  return out;
}

function specialForm(part: string): number {
  return SPECIAL_FORMS.find(([name]) => part.startsWith(name))?.[1] ?? -1;
}

function compareSpecial(a: string, b: string): number {
  return Math.sign(specialForm(a) - specialForm(b));
}

/** PHP's version_compare($a, $b): -1, 0 or 1 (its loop, part by part, stops at an empty part as PHP's does). */
export function versionCompare(a: string, b: string): number {
  if (!a || !b) return !a && !b ? 0 : a ? 1 : -1;
  let rest1 = a.startsWith("#") ? a : canonical(a);
  let rest2 = b.startsWith("#") ? b : canonical(b);
  let more1 = true;
  let more2 = true;
  let compare = 0;
  while (rest1 && rest2 && more1 && more2) {
    const [dot1, dot2] = [rest1.indexOf("."), rest2.indexOf(".")];
    [more1, more2] = [dot1 >= 0, dot2 >= 0];
    const x = more1 ? rest1.slice(0, dot1) : rest1;
    const y = more2 ? rest2.slice(0, dot2) : rest2;
    const [digit1, digit2] = [isDigit(x[0] ?? ""), isDigit(y[0] ?? "")];
    compare = digit1 && digit2 ? Math.sign(parseInt(x, 10) - parseInt(y, 10)) : digit1 ? compareSpecial("#N#", y) : digit2 ? compareSpecial(x, "#N#") : compareSpecial(x, y);
    if (compare !== 0) break;
    if (more1) rest1 = rest1.slice(dot1 + 1);
    if (more2) rest2 = rest2.slice(dot2 + 1);
  }
  if (compare === 0 && more1) return isDigit(rest1[0] ?? "") ? 1 : versionCompare(rest1, "#N#");
  if (compare === 0 && more2) return isDigit(rest2[0] ?? "") ? -1 : versionCompare("#N#", rest2);
  return compare;
}
