import type { GeneratedReply } from "../modules/generation/protocol/reply";
import { parsePluginHeader } from "./plugin-header";

/** A plugin's files: relative, slash-separated path → text content. */
export type PluginFileMap = Record<string, string>;

export type FileLanguage = "php" | "javascript" | "css" | "html" | "json" | "markdown" | "text";

export const MAX_PLUGIN_PATH_LENGTH = 255;
export const MAX_PLUGIN_SLUG_LENGTH = 60;

/** Why a path was refused by {@link normalisePath}. */
export class UnsafePathError extends Error {
  constructor(
    readonly path: string,
    readonly reason: string,
  ) {
    super(`Unsafe file path "${path.replace(/\0/g, "\\0")}": ${reason}`);
    this.name = "UnsafePathError";
  }
}

/**
 * The canonical form of a plugin file path ("./a//b.php" → "a/b.php"), or an {@link UnsafePathError}
 * for a path that could escape the plugin folder or means different things on different systems:
 * empty, absolute, a drive letter, a backslash, a NUL or control character, or a ".." segment.
 */
export function normalisePath(path: string): string {
  if (path.includes("\0")) throw new UnsafePathError(path, "contains a NUL character");
  // eslint-disable-next-line no-control-regex
  if (/[\x01-\x1f\x7f]/.test(path)) throw new UnsafePathError(path, "contains a control character");
  if (path.includes("\\")) throw new UnsafePathError(path, "contains a backslash");
  if (path.startsWith("/")) throw new UnsafePathError(path, "is absolute");
  if (/^[A-Za-z]:/.test(path)) throw new UnsafePathError(path, "starts with a drive letter");
  const segments = path.split("/").filter((segment) => segment !== "" && segment !== ".");
  if (segments.includes("..")) throw new UnsafePathError(path, 'contains a ".." segment');
  if (segments.length === 0) throw new UnsafePathError(path, "is empty");
  const normalised = segments.join("/");
  if (normalised.length > MAX_PLUGIN_PATH_LENGTH) {
    throw new UnsafePathError(path, `is longer than ${MAX_PLUGIN_PATH_LENGTH} characters`);
  }
  return normalised;
}

/** {@link normalisePath}, answering null instead of throwing. */
export function tryNormalisePath(path: string): string | null {
  try {
    return normalisePath(path);
  } catch (error) {
    if (error instanceof UnsafePathError) return null;
    throw error;
  }
}

/**
 * The plugin's main file: a top-level PHP file with a `Plugin Name:` header. "Top-level" means at the
 * root, or directly inside the folder when every file sits in one shared top-level folder (the usual
 * `my-plugin/my-plugin.php` layout of a plugin ZIP). `<folder>/<folder>.php` wins, then the first by path.
 */
export function findMainPluginFile(files: PluginFileMap): string | null {
  const paths = Object.keys(files).sort();
  const folder = sharedTopFolder(paths);
  const candidates = paths.filter((path) => {
    if (!/\.php$/i.test(path)) return false;
    const segments = path.split("/");
    return folder === null ? segments.length === 1 : segments.length === 2;
  });
  const withHeader = candidates.filter((path) => parsePluginHeader(files[path] ?? "") !== null);
  if (folder !== null) {
    const preferred = `${folder}/${folder}.php`;
    if (withHeader.includes(preferred)) return preferred;
  }
  return withHeader[0] ?? null;
}

/** The one folder every path starts with, or null when some file sits at the root or folders differ. */
export function sharedTopFolder(paths: readonly string[]): string | null {
  let folder: string | null = null;
  for (const path of paths) {
    const slash = path.indexOf("/");
    if (slash <= 0) return null;
    const top = path.slice(0, slash);
    if (folder === null) folder = top;
    else if (folder !== top) return null;
  }
  return folder;
}

const TRANSLITERATIONS: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  đ: "d",
  ð: "d",
  ł: "l",
  þ: "th",
};

/**
 * A WordPress-style plugin slug for a name: lowercase ASCII letters, digits and single hyphens,
 * accents folded ("Färgväljare" → "fargvaljare"), at most 60 characters, "plugin" when nothing is left.
 */
export function pluginSlug(name: string): string {
  const folded = name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .replace(/[ßæœøđðłþ]/g, (ch) => TRANSLITERATIONS[ch] ?? "");
  let slug = folded.replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
  if (slug.length > MAX_PLUGIN_SLUG_LENGTH) {
    slug = slug.slice(0, MAX_PLUGIN_SLUG_LENGTH).replace(/-[^-]*$/, "") || slug.slice(0, MAX_PLUGIN_SLUG_LENGTH);
    slug = slug.replace(/-+$/, "");
  }
  return slug || "plugin";
}

/**
 * The files after one generation turn: the reply's `deleted` paths are removed, its `files` are
 * written over (or added to) the current ones, and every other file is kept. Paths are normalised;
 * an unsafe path throws {@link UnsafePathError}.
 */
export function applyReply(current: PluginFileMap, reply: Pick<GeneratedReply, "files" | "deleted">): PluginFileMap {
  const next: PluginFileMap = {};
  for (const [path, content] of Object.entries(current)) next[path] = content;
  for (const path of reply.deleted) {
    const normalised = normalisePath(path);
    delete next[normalised];
    if (normalised !== path) delete next[path];
  }
  for (const [path, content] of Object.entries(reply.files)) {
    next[normalisePath(path)] = content;
  }
  return next;
}

const LANGUAGES: Record<string, FileLanguage> = {
  php: "php",
  phtml: "php",
  inc: "php",
  js: "javascript",
  mjs: "javascript",
  cjs: "javascript",
  jsx: "javascript",
  ts: "javascript",
  tsx: "javascript",
  css: "css",
  html: "html",
  htm: "html",
  json: "json",
  md: "markdown",
  markdown: "markdown",
};

/** The language of a file for the code viewer and the checks, by its extension. */
export function fileLanguage(path: string): FileLanguage {
  const name = path.slice(path.lastIndexOf("/") + 1);
  const dot = name.lastIndexOf(".");
  if (dot <= 0) return "text";
  return LANGUAGES[name.slice(dot + 1).toLowerCase()] ?? "text";
}
