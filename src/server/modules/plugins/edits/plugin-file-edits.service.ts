import { isBinaryPath } from "../../../../shared/binary-files";
import { type FileChange, type FileEditRequest, type SavedVersion, handEditPrompt } from "../../../../shared/schemas/plugin-file-edits";
import type { Database } from "../../../db/client";
import { AppError } from "../../../lib/app-error";
import type { RateLimiter } from "../../../lib/rate-limiter";
import { type PluginFileMap, imageNotText, normalisePath } from "../../../wordpress/plugin-files";
import { PluginLimitError, assertWithinPluginLimits } from "../../../wordpress/plugin-limits";
import { currentVersionNumber, getOwnedPluginWithFiles, saveVersion } from "../plugins.service";

export const VERSION_CONFLICT_MESSAGE = "This plugin changed since you opened it. Reload to see the latest version.";
export const HAND_EDIT_RATE_MESSAGE = "Too many saves at once. Please wait a moment and try again.";
export const NO_CHANGES_MESSAGE = "No changes to save";

const noSuchFile = (path: string) => new PluginLimitError("no_such_file", `No such file: ${path.slice(0, 200)}`);
const fileExists = (path: string) => new PluginLimitError("file_exists", `A file already exists at ${path.slice(0, 200)}`);

/**
 * An existing file named by a delete or a rename: its stored path as written, else the path by the one
 * rule. A stored path the rule would refuse today (saved before it) can still be removed or renamed.
 */
function existingPath(files: PluginFileMap, raw: string): string {
  if (Object.hasOwn(files, raw)) return raw;
  const path = normalisePath(raw);
  if (!Object.hasOwn(files, path)) throw noSuchFile(path);
  return path;
}

/**
 * The files after a hand edit's changes, applied in order: write creates or replaces a text file, delete
 * removes an existing file, rename moves an existing file to a free path (an image keeps an image path).
 * Caps as for a reply (docs/decisions/0026): bytes per file for the files written, count and total for
 * the result. Throws PluginLimitError (422/413) for the first change or cap that fails.
 */
export function applyFileChanges(current: PluginFileMap, changes: readonly FileChange[]): PluginFileMap {
  const next: PluginFileMap = { ...current };
  const written = new Set<string>();
  for (const change of changes) {
    if (change.op === "write") {
      const path = normalisePath(change.path);
      if (isBinaryPath(path)) throw imageNotText(path);
      next[path] = change.content;
      written.add(path);
    } else if (change.op === "delete") {
      const path = existingPath(next, change.path);
      delete next[path];
      written.delete(path);
    } else {
      const from = existingPath(next, change.from);
      const to = normalisePath(change.to);
      if (Object.hasOwn(next, to)) throw fileExists(to);
      // An image's content is its bytes as a data URL, a text file's is text: neither may take the other's name.
      if (isBinaryPath(from) !== isBinaryPath(to)) throw imageNotText(isBinaryPath(to) ? to : from);
      next[to] = next[from]!;
      delete next[from];
      // A rename moves content without writing it: a large imported file may be moved.
      if (written.delete(from)) written.add(to);
    }
  }
  assertWithinPluginLimits(next, written);
  return next;
}

function sameFiles(a: PluginFileMap, b: PluginFileMap): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && a[key] === b[key]);
}

/** Counts a save made by hand against the person's LIMITS.handEditsPerMinute; past it, 429 with Retry-After. */
export function refuseWhenSavingTooOften(limiter: RateLimiter, userId: string): void {
  const hit = limiter.hit(userId);
  if (!hit.allowed) {
    throw new AppError("rate_limited", HAND_EDIT_RATE_MESSAGE, Math.ceil(hit.retryAfterMs / 1000));
  }
}

/**
 * Saves the editor's hand edits as one new version (docs/decisions/0028). Free: a hand edit costs no
 * credit. The plugin row is locked while the edit is applied and saved, so of two saves made from the
 * same version one wins and the other gets 409 (`version_conflict`) rather than silently undoing it.
 * Each call counts against the person's LIMITS.handEditsPerMinute, refused or not (429). The save prunes
 * old versions and is refused past the storage caps (413, plugin-storage.ts), like any other save.
 */
export async function saveHandEdit(
  deps: { db: Database; limiter: RateLimiter },
  userId: string,
  pluginId: string,
  request: FileEditRequest,
): Promise<SavedVersion> {
  refuseWhenSavingTooOften(deps.limiter, userId);
  return deps.db.transaction(async (tx) => {
    const plugin = await getOwnedPluginWithFiles(tx, userId, pluginId, true);
    if ((await currentVersionNumber(tx, plugin.id)) !== request.baseVersion) {
      throw new AppError("version_conflict", VERSION_CONFLICT_MESSAGE);
    }
    const files = applyFileChanges(plugin.files, request.changes);
    if (sameFiles(files, plugin.files)) throw new AppError("no_changes", NO_CHANGES_MESSAGE);
    return saveVersion(tx, plugin, {
      userPrompt: handEditPrompt(request.changes),
      assistantResponse: "",
      files,
      // The preview was made for the files before the edit; it is kept until the next turn makes a new one.
      previews: { backend: plugin.backendPreviewHtml, frontend: plugin.frontendPreviewHtml },
    });
  });
}
