import { isBinaryPath } from "@shared/binary-files";
import { checkPluginPath } from "@shared/plugin-paths";
import type { FileChange } from "@shared/schemas/plugin-file-edits";
import type { PluginFiles } from "@shared/schemas/plugins";

/** What the person typed and has not saved yet: path → the whole new text of that file. */
export type Buffers = Readonly<Record<string, string>>;

export const NO_BUFFERS: Buffers = {};

/** The saved files' paths whose buffer differs from them (typing a file back to what it was is no change). */
export function modifiedPaths(files: PluginFiles, buffers: Buffers): string[] {
  return Object.keys(buffers)
    .filter((path) => files[path] !== undefined && buffers[path] !== files[path])
    .sort();
}

/** One `write` per modified file: what Save sends. */
export function writeChanges(files: PluginFiles, buffers: Buffers): FileChange[] {
  return modifiedPaths(files, buffers).map((path) => ({ op: "write", path, content: buffers[path]! }));
}

/** The buffers still worth keeping against `files`: those of files that exist and differ. */
export function pruneBuffers(files: PluginFiles, buffers: Buffers): Buffers {
  const kept = modifiedPaths(files, buffers);
  return kept.length === Object.keys(buffers).length ? buffers : Object.fromEntries(kept.map((p) => [p, buffers[p]!]));
}

/** A renamed file keeps its unsaved text under the new name. */
export function moveBuffer(buffers: Buffers, from: string, to: string): Buffers {
  if (!(from in buffers)) return buffers;
  const { [from]: text, ...rest } = buffers;
  return { ...rest, [to]: text! };
}

export function dropBuffer(buffers: Buffers, path: string): Buffers {
  if (!(path in buffers)) return buffers;
  const { [path]: _dropped, ...rest } = buffers;
  return rest;
}

export type NewPathProblem = "invalid" | "exists" | "unchanged" | "image-as-text" | "image-rename" | "text-to-image";

export type NewPathCheck = { ok: true; path: string } | { ok: false; problem: NewPathProblem; reason?: string };

/**
 * The browser's quick check of a path typed for a new file (`from` absent) or a rename (the file's old
 * path): the one path rule (src/shared/plugin-paths.ts), not taken yet, and images stay images: a new
 * file is text, so never an image path, and an image can only be renamed to another image path. The
 * server checks all of it again.
 */
export function checkNewPath(raw: string, files: PluginFiles, from?: string): NewPathCheck {
  const checked = checkPluginPath(raw.trim());
  if (!checked.ok) return { ok: false, problem: "invalid", reason: checked.reason };
  const path = checked.path;
  if (from !== undefined && path === from) return { ok: false, problem: "unchanged" };
  if (files[path] !== undefined) return { ok: false, problem: "exists" };
  if (from === undefined) return isBinaryPath(path) ? { ok: false, problem: "image-as-text" } : { ok: true, path };
  if (isBinaryPath(from) && !isBinaryPath(path)) return { ok: false, problem: "image-rename" };
  if (!isBinaryPath(from) && isBinaryPath(path)) return { ok: false, problem: "text-to-image" };
  return { ok: true, path };
}

/** Where a new file goes by default: the folder of the selected file (with a trailing slash), or nowhere. */
export function folderOf(path: string | null): string {
  if (!path) return "";
  const slash = path.lastIndexOf("/");
  return slash < 0 ? "" : path.slice(0, slash + 1);
}
