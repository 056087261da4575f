import { isBinaryPath } from "../../shared/binary-files";
import { checkPluginPath } from "../../shared/plugin-paths";
import { findMainPluginFile as findMainFile, sharedTopFolder } from "../../shared/plugin-main-file";
import type { GeneratedReply } from "../modules/generation/protocol/reply";
import { parsePluginHeader } from "./plugin-header";
import { PluginLimitError, assertWithinPluginLimits } from "./plugin-limits";

/** A plugin's files: relative, slash-separated path → text content. */
export type PluginFileMap = Record<string, string>;

export type FileLanguage = "php" | "javascript" | "css" | "html" | "json" | "markdown" | "text";

export const MAX_PLUGIN_SLUG_LENGTH = 60;

/** Why a path was refused by {@link normalisePath}: a rule break (invalid_path). */
export class UnsafePathError extends PluginLimitError {
  override readonly name = "UnsafePathError";

  constructor(
    readonly path: string,
    readonly reason: string,
  ) {
    super("invalid_path", `Unsafe file path "${path.slice(0, 200).replace(/\0/g, "\\0")}": ${reason}`);
  }
}

/**
 * A change that would write text over an image's bytes (docs/decisions/0025): images are only ever
 * imported, renamed or deleted, never written as text by a reply or a hand edit (422).
 */
export const imageNotText = (path: string) =>
  new PluginLimitError("image_not_text", `Images can't be edited as text: ${path.slice(0, 200)}`);

/**
 * The canonical form of a plugin file path ("./a/./b.php" → "a/b.php"), or an {@link UnsafePathError}
 * for a path the one path rule (src/shared/plugin-paths.ts) refuses.
 */
export function normalisePath(path: string): string {
  const checked = checkPluginPath(path);
  if (!checked.ok) throw new UnsafePathError(path, checked.reason);
  return checked.path;
}

/** The plugin's main file by the one rule (src/shared/plugin-main-file.ts), read with WordPress's header parser. */
export function findMainPluginFile(files: PluginFileMap): string | null {
  return findMainFile(files, (content) => parsePluginHeader(content) !== null);
}

export { sharedTopFolder };

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
 * an unsafe path throws {@link UnsafePathError}, text written to an image path {@link imageNotText}, a
 * result past a cap a PluginLimitError: bytes per file for the files written, file count and bytes
 * for the whole plugin (docs/decisions/0026).
 */
export function applyReply(current: PluginFileMap, reply: Pick<GeneratedReply, "files" | "deleted">): PluginFileMap {
  const next: PluginFileMap = {};
  for (const [path, content] of Object.entries(current)) next[path] = content;
  for (const path of reply.deleted) {
    const normalised = normalisePath(path);
    delete next[normalised];
    if (normalised !== path) delete next[path];
  }
  const written: string[] = [];
  for (const [path, content] of Object.entries(reply.files)) {
    const normalised = normalisePath(path);
    if (isBinaryPath(normalised)) throw imageNotText(normalised);
    next[normalised] = content;
    written.push(normalised);
  }
  assertWithinPluginLimits(next, written);
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
