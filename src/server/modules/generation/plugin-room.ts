import { LIMITS } from "../../../shared/constants";
import { byteLength, tooManyFiles } from "../../wordpress/plugin-limits";
import type { ParserEvent } from "./protocol/stream-parser";
import { AppError } from "../../lib/app-error";
import { TurnError } from "./turn-error";

const mb = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/** Said before any model call when the plugin has less than LIMITS.turnRoomBytes left under its cap. */
export const PLUGIN_FULL_MESSAGE = `This plugin is at its size limit (${mb(LIMITS.pluginBytes)} of files), so a turn has no room to write anything. Delete files (large images first) in the editor, then try again. Nothing was charged.`;

const pluginTooLarge = (path: string) =>
  new TurnError(
    "plugin_too_large",
    `Plugin too large: ${path} would take its files over ${mb(LIMITS.pluginBytes)}, the limit for one plugin, so the reply was stopped before that file.`,
  );

const storageFull = (cap: AppError, path: string) =>
  new TurnError(cap.code, `${cap.message.split(". Nothing was saved.")[0]}: ${path} would cross it, so the reply was stopped before that file.`);

/** The bytes of a plugin's files as they are stored and capped (LIMITS.pluginBytes). */
export function pluginBytes(files: Readonly<Record<string, string>>): number {
  let total = 0;
  for (const content of Object.values(files)) total += byteLength(content);
  return total;
}

/**
 * Keeps a streaming reply inside the plugin's caps (decision 0055): a file that would take the plugin
 * past LIMITS.pluginBytes, or a new file past LIMITS.filesPerPlugin, is refused before any of it reaches
 * the person. A file is at most LIMITS.fileBytes (the parser stops it beyond), so while the plugin has
 * that much room a file streams as it is written; closer to the cap a file is held until it is whole
 * and then sent at once, or refused.
 */
export class PluginRoom {
  private readonly sizes = new Map<string, number>();
  private total = 0;
  /** Bytes of the files this reply completed: each is a content the save stores anew (at most). */
  private added = 0;
  /** The events of the file being held back, from its file-start. */
  private held: ParserEvent[] | null = null;

  /**
   * `storage` is what the plugin may still store before its or its account's storage cap (plugin-storage.ts,
   * decision 0056), with the error to stop at: a reply is kept within it too, so a streamed turn can be saved.
   */
  constructor(
    files: Readonly<Record<string, string>>,
    private readonly storage: { bytes: number; error: AppError } = { bytes: Number.POSITIVE_INFINITY, error: new AppError("plugin_storage_full", "") },
  ) {
    for (const [path, content] of Object.entries(files)) {
      const bytes = byteLength(content);
      this.sizes.set(path, bytes);
      this.total += bytes;
    }
  }

  /** The events to send now for `event`; throws a TurnError (plugin_too_large, too_many_files, a storage cap) instead of sending a file that breaks a cap. */
  pass(event: ParserEvent): ParserEvent[] {
    switch (event.type) {
      case "file-start": {
        if (!this.sizes.has(event.path) && this.sizes.size + 1 > LIMITS.filesPerPlugin) throw tooManyFiles();
        const room = Math.min(LIMITS.pluginBytes - this.total + (this.sizes.get(event.path) ?? 0), this.storage.bytes - this.added);
        if (room >= LIMITS.fileBytes) return [event];
        this.held = [event];
        return [];
      }
      case "file-delta":
        if (this.held) {
          this.held.push(event);
          return [];
        }
        return [event];
      case "file-complete": {
        const bytes = byteLength(event.content);
        const after = this.total - (this.sizes.get(event.path) ?? 0) + bytes;
        if (after > LIMITS.pluginBytes) throw pluginTooLarge(event.path);
        if (this.added + bytes > this.storage.bytes) throw storageFull(this.storage.error, event.path);
        this.added += bytes;
        this.total = after;
        this.sizes.set(event.path, bytes);
        const held = this.held ?? [];
        this.held = null;
        return [...held, event];
      }
      case "file-delete":
        this.total -= this.sizes.get(event.path) ?? 0;
        this.sizes.delete(event.path);
        return [event];
      default:
        return [event];
    }
  }
}
