import { PLUGIN_HEADER_BYTES, readFileHeader } from "./plugin-header";
import { versionCompare } from "./plugin-requirements";

// A plugin's `Version:` header only goes up (issue #34, docs/decisions/0063): WordPress offers an update only
// for a higher version_compare(), so two different versions of one plugin must never carry the same number.

/**
 * The next version after `version` in its own scheme: its last number goes up by one ("1.0.2" → "1.0.3",
 * "2.1" → "2.2", "1.0-rc1" → "1.0-rc2", "2024.05" → "2024.06" keeps its width). A version without a number
 * gets ".1" ("trunk" → "trunk.1"); none at all is "1.0.0". The result is always higher (version_compare).
 */
export function bumpVersion(version: string): string {
  const trimmed = version.trim();
  if (trimmed === "") return "1.0.0";
  const last = /(\d+)(?!.*\d)/.exec(trimmed);
  const next = last
    ? `${trimmed.slice(0, last.index)}${(BigInt(last[1]!) + 1n).toString().padStart(last[1]!.length, "0")}${trimmed.slice(last.index + last[1]!.length)}`
    : `${trimmed}.1`;
  return versionCompare(next, trimmed) > 0 ? next : `${trimmed}.1`;
}

/** The highest of some versions (version_compare), or null for none. */
export function highestVersion(versions: Iterable<string>): string | null {
  let highest: string | null = null;
  for (const version of versions) if (highest === null || versionCompare(version, highest) > 0) highest = version;
  return highest;
}

/**
 * A header value as one line that cannot end the comment or the PHP block it sits in: line breaks become
 * spaces, `*\/` and `?>` get a space inside (WordPress would cut the value at either).
 */
export function headerValue(value: string): string {
  return value
    .replace(/\s+/g, " ")
    .replace(/\*\//g, "* /")
    .replace(/\?>/g, "? >")
    .trim();
}

/**
 * Rewrites the value of one header line, the one WordPress's get_file_data() reads (readFileHeader), and
 * nothing else: the prefix, anything after the value that WordPress drops (`*\/`, `?>`) and the line ending
 * stay byte for byte. null when the file has no such line.
 */
export function setFileHeader(content: string, name: string, value: string): string | null {
  const head = content.slice(0, PLUGIN_HEADER_BYTES).replace(/\r/g, "\n");
  const escaped = name.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  const match = new RegExp(`^((?:[ \\t]*<\\?php)?[ \\t/*#@]*${escaped}:[ \\t]*)(.*)$`, "im").exec(head);
  if (!match) return null;
  const start = match.index + match[1]!.length;
  const lineEnd = /[\r\n]/.exec(content.slice(start));
  const end = lineEnd ? start + lineEnd.index : content.length;
  const rest = content.slice(start, end);
  // What WordPress's _cleanup_header_comment() drops, and the spaces before it, are kept as they were.
  const trailer = /\s*(?:\*\/|\?>).*$/.exec(rest)?.[0] ?? rest.slice(rest.trimEnd().length);
  return content.slice(0, start) + headerValue(value) + trailer + content.slice(end);
}

/**
 * Adds a header line after the `Plugin Name:` line, in that line's decoration (" * ", "// "…) and line
 * ending; null when the file has no `Plugin Name:` line.
 */
function addFileHeader(content: string, name: string, value: string): string | null {
  const head = content.slice(0, PLUGIN_HEADER_BYTES).replace(/\r/g, "\n");
  const match = /^((?:[ \t]*<\?php)?[ \t/*#@]*)Plugin Name:.*$/im.exec(head);
  if (!match) return null;
  const lineEnd = match.index + match[0].length;
  const newline = content.startsWith("\r\n", lineEnd) ? "\r\n" : content[lineEnd] === "\r" ? "\r" : "\n";
  // Inside the comment in its decoration; after a one-line header that closes its comment, as a line comment.
  const prefix = match[0].includes("*/")
    ? "// "
    : match[1]!.replace(/^[ \t]*<\?php/i, "").replace(/\/\*+/, (open) => `${" ".repeat(open.length - 1)}*`) || " * ";
  const line = `${prefix}${name}: ${headerValue(value)}`;
  return `${content.slice(0, lineEnd)}${newline}${line}${content.slice(lineEnd)}`;
}

/** The file with `name:` set to `value`: its header line rewritten, or added after `Plugin Name:` when missing. */
export function withFileHeader(content: string, name: string, value: string): string {
  return setFileHeader(content, name, value) ?? addFileHeader(content, name, value) ?? content;
}

/** The readme.txt beside the main file (any case), if the plugin has one. */
export function readmePath(files: Readonly<Record<string, string>>, mainPath: string): string | null {
  const wanted = `${mainPath.slice(0, mainPath.lastIndexOf("/") + 1)}readme.txt`.toLowerCase();
  return Object.keys(files).find((path) => path.toLowerCase() === wanted) ?? null;
}

/**
 * The files with the main file's `Version:` set to `version` and the readme's `Stable tag:` following it (a
 * readme that names a version; "trunk" stays). Only those header lines change.
 */
export function withPluginVersion(files: Readonly<Record<string, string>>, mainPath: string, version: string): Record<string, string> {
  const main = files[mainPath] ?? "";
  const next = { ...files };
  if (readFileHeader(main, "Version")?.value !== version) next[mainPath] = withFileHeader(main, "Version", version);
  const readme = readmePath(files, mainPath);
  if (readme !== null) {
    const stable = readFileHeader(files[readme]!, "Stable tag");
    if (stable && /^\d/.test(stable.value) && stable.value !== version) {
      next[readme] = setFileHeader(files[readme]!, "Stable tag", version) ?? files[readme]!;
    }
  }
  return next;
}
