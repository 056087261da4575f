import { LIMITS } from "./constants";

// The one rule for a file path inside a plugin, wherever files enter (a model's reply, the offline
// generator, an upload) and wherever the web shows or edits them. A path must mean the same file on
// Linux, macOS and Windows and in a ZIP: anything that escapes the folder, is read differently by
// another system, or looks like something else on screen is refused.

/** Left-to-right/right-to-left marks, embeddings, overrides and isolates: they make a name read differently than it is. */
const BIDI = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
/** Names Windows reserves for devices, also with an extension ("con.php" opens the console there). */
const DEVICE = /^(?:con|prn|aux|nul|com[1-9]|lpt[1-9])$/i;

export type PluginPathCheck = { ok: true; path: string } | { ok: false; reason: string };

/**
 * The canonical form of a plugin file path ("./a/./b.php" → "a/b.php"), or why it is refused: empty,
 * absolute (leading "/", "~", a drive letter), "..", a backslash, a control or bidi control character,
 * ":", an empty segment (a folder path), a segment ending in a space or a dot, a Windows device name,
 * or longer than LIMITS.pathChars.
 */
export function checkPluginPath(raw: string): PluginPathCheck {
  const refuse = (reason: string): PluginPathCheck => ({ ok: false, reason });
  if (raw.includes("\0")) return refuse("contains a NUL character");
  if (CONTROL.test(raw)) return refuse("contains a control character");
  if (BIDI.test(raw)) return refuse("contains a bidirectional control character");
  if (raw.includes("\\")) return refuse("contains a backslash");
  if (raw.startsWith("/") || raw.startsWith("~")) return refuse("is absolute");
  if (/^[A-Za-z]:/.test(raw)) return refuse("starts with a drive letter");
  if (raw.includes(":")) return refuse('contains ":"');
  const rest = raw.replace(/^(?:\.\/)+/, "");
  if (rest === "" || rest === ".") return refuse("is empty");
  const segments: string[] = [];
  for (const segment of rest.split("/")) {
    if (segment === ".") continue;
    if (segment === "..") return refuse('contains a ".." segment');
    if (segment === "") return refuse("has an empty folder or file name");
    if (/[ .]$/.test(segment)) return refuse(`has a name ending in a space or a dot ("${segment.slice(0, 60)}")`);
    if (DEVICE.test(segment.split(".")[0]!.trimEnd())) return refuse(`uses a name Windows reserves ("${segment.slice(0, 60)}")`);
    segments.push(segment);
  }
  if (segments.length === 0) return refuse("is empty");
  const path = segments.join("/");
  if (path.length > LIMITS.pathChars) return refuse(`is longer than ${LIMITS.pathChars} characters`);
  return { ok: true, path };
}

/** {@link checkPluginPath}'s canonical path, or null when the path is refused. */
export function safePluginPath(raw: string): string | null {
  const checked = checkPluginPath(raw);
  return checked.ok ? checked.path : null;
}
