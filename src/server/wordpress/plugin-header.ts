/**
 * The header block of a WordPress plugin's main file (the comment WordPress reads with `get_plugin_data()`).
 * Like WordPress, only the first 8 KB are read, keys are case-insensitive, the first occurrence wins and
 * the comment decoration (` * `, `*\/`) is trimmed from values.
 */
export interface PluginHeader {
  name: string;
  description: string;
  /** "1.0.0" when the header has none (spec.md §5). */
  version: string;
  /** "Unknown" when the header has none (spec.md §5). */
  author: string;
  authorUri?: string;
  textDomain?: string;
  requiresAtLeast?: string;
  requiresPhp?: string;
  license?: string;
}

/** WordPress reads this many bytes of a plugin file for its headers. */
export const PLUGIN_HEADER_BYTES = 8 * 1024;

export const DEFAULT_PLUGIN_VERSION = "1.0.0";
export const DEFAULT_PLUGIN_AUTHOR = "Unknown";

const KEYS = {
  "plugin name": "name",
  description: "description",
  version: "version",
  author: "author",
  "author uri": "authorUri",
  "text domain": "textDomain",
  "requires at least": "requiresAtLeast",
  "requires php": "requiresPhp",
  license: "license",
} as const satisfies Record<string, keyof PluginHeader>;

type HeaderField = (typeof KEYS)[keyof typeof KEYS];

/**
 * Reads the plugin header of a PHP file, or null when the file has none: the header must sit in a
 * block comment (`/* … *\/` or `/** … *\/`) after the opening `<?php` tag, within the first 8 KB,
 * and carry a non-empty `Plugin Name:`.
 */
export function parsePluginHeader(php: string): PluginHeader | null {
  const head = php.slice(0, PLUGIN_HEADER_BYTES).replace(/\r\n?/g, "\n");
  const open = head.search(/<\?php\b/i);
  if (open < 0) return null;

  for (const comment of blockComments(head, open)) {
    const fields = readFields(comment);
    const name = fields.get("name");
    if (name === undefined) continue;
    if (name === "") return null;
    const header: PluginHeader = {
      name,
      description: fields.get("description") ?? "",
      version: fields.get("version") || DEFAULT_PLUGIN_VERSION,
      author: fields.get("author") || DEFAULT_PLUGIN_AUTHOR,
    };
    for (const key of ["authorUri", "textDomain", "requiresAtLeast", "requiresPhp", "license"] as const) {
      const value = fields.get(key);
      if (value) header[key] = value;
    }
    return header;
  }
  return null;
}

/** The block comments of the PHP code starting at `from`, skipping strings and line comments. */
function* blockComments(source: string, from: number): Generator<string> {
  let i = from;
  while (i < source.length) {
    const ch = source[i];
    const next = source[i + 1];
    if (ch === "/" && next === "*") {
      const end = source.indexOf("*/", i + 2);
      // WordPress reads a header cut off at 8 KB too: take what is there.
      yield source.slice(i + 2, end < 0 ? source.length : end);
      if (end < 0) return;
      i = end + 2;
    } else if ((ch === "/" && next === "/") || ch === "#") {
      if (ch === "#" && next === "[") {
        i += 2; // a PHP 8 attribute, not a comment
        continue;
      }
      const end = source.indexOf("\n", i);
      if (end < 0) return;
      i = end + 1;
    } else if (ch === "'" || ch === '"') {
      i = skipString(source, i);
    } else if (ch === "?" && next === ">") {
      // Back in HTML: the next comment must follow another `<?php`.
      const reopen = source.slice(i + 2).search(/<\?php\b/i);
      if (reopen < 0) return;
      i = i + 2 + reopen + 5;
    } else {
      i += 1;
    }
  }
}

function skipString(source: string, start: number): number {
  const quote = source[start];
  let i = start + 1;
  while (i < source.length) {
    const ch = source[i];
    if (ch === "\\") i += 2;
    else if (ch === quote) return i + 1;
    else i += 1;
  }
  return source.length;
}

function readFields(comment: string): Map<HeaderField, string> {
  const fields = new Map<HeaderField, string>();
  for (const rawLine of comment.split("\n")) {
    const line = rawLine.replace(/^[\s/*#@]*/, "");
    const match = /^([A-Za-z][A-Za-z ]*?)[ \t]*:(.*)$/.exec(line);
    if (!match) continue;
    const key = match[1]!.toLowerCase().replace(/\s+/g, " ") as keyof typeof KEYS;
    const field = Object.hasOwn(KEYS, key) ? KEYS[key] : undefined;
    if (!field || fields.has(field)) continue;
    fields.set(field, cleanValue(match[2]!));
  }
  return fields;
}

/** WordPress's `_cleanup_header_comment()`: drops a trailing `*\/` or `?>` and what follows, then trims. */
function cleanValue(value: string): string {
  return value.replace(/\s*(?:\*\/|\?>).*$/, "").trim();
}

/** One header line as WordPress's `get_file_data()` finds it: its cleaned value and the line it is on (1-based). */
export interface FileHeader {
  value: string;
  line: number;
}

/**
 * WordPress's `get_file_data()` for one header of any file (a plugin's main file, its readme.txt): the
 * first 8 KB, carriage returns as line ends, the first line of the form `[<?php][ \t/*#@]*Name:value`
 * in any case, its value cleaned as `_cleanup_header_comment()` does. Unlike parsePluginHeader it needs no
 * comment and no Plugin Name: it is what WordPress reads when it decides whether a plugin may run. null
 * when the header is missing or empty (WordPress's empty string).
 */
export function readFileHeader(content: string | Uint8Array, name: string): FileHeader | null {
  const bytes = typeof content === "string" ? new TextEncoder().encode(content) : content;
  const raw = new TextDecoder().decode(bytes.subarray(0, PLUGIN_HEADER_BYTES));
  const head = raw.replace(/\r/g, "\n");
  const escaped = name.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  const match = new RegExp(`^(?:[ \\t]*<\\?php)?[ \\t/*#@]*${escaped}:(.*)$`, "im").exec(head);
  if (!match) return null;
  const value = cleanValue(match[1]!);
  // WordPress tests requirements with PHP's empty(): "" and "0" are no requirement.
  // The line as an editor counts it (a Windows line end is one).
  return value && value !== "0" ? { value, line: raw.slice(0, match.index).split(/\r\n?|\n/).length } : null;
}
