import { z } from "zod";
import { LIMITS } from "../constants";
import { pluginDetailSchema, versionListItemSchema } from "./plugins";

// POST /api/plugins/:id/files: edits made by hand in the plugin editor, saved together as one new version.
// Paths follow the one path rule (src/shared/plugin-paths.ts); the server refuses any other with 422.

const pathField = z.string().min(1).max(LIMITS.pathChars * 2);

export const fileChangeSchema = z.discriminatedUnion("op", [
  /** Create or replace a text file. */
  z.object({ op: z.literal("write"), path: pathField, content: z.string() }).strict(),
  z.object({ op: z.literal("delete"), path: pathField }).strict(),
  z.object({ op: z.literal("rename"), from: pathField, to: pathField }).strict(),
]);
export type FileChange = z.infer<typeof fileChangeSchema>;

export const fileEditRequestSchema = z
  .object({
    changes: z.array(fileChangeSchema).min(1).max(LIMITS.fileChangesPerEdit),
    /**
     * The version the editor's files came from. When the plugin has moved on since (another tab, a turn),
     * the edit is refused with 409 rather than silently undoing that work.
     */
    baseVersion: z.number().int().min(0),
  })
  .strict();
export type FileEditRequest = z.infer<typeof fileEditRequestSchema>;

/** 200 answer of a hand edit, and 201 of an edited copy: the plugin as it is now and the version saved. */
export const savedVersionSchema = z.object({ plugin: pluginDetailSchema, version: versionListItemSchema });
export type SavedVersion = z.infer<typeof savedVersionSchema>;

/**
 * The version prompt a hand edit is saved with (spec.md: 'Edited {file} by hand'). It stays English when stored (the
 * model reads it as the turn's message); the web words it in the person's language from readHandEditPrompt
 * (docs/decisions/0077).
 */
export function handEditPrompt(changes: readonly FileChange[]): string {
  if (changes.length !== 1) return `Edited ${changes.length} files by hand`;
  const change = changes[0]!;
  if (change.op === "write") return `Edited ${change.path} by hand`;
  if (change.op === "delete") return `Deleted ${change.path} by hand`;
  return `Renamed ${change.from} to ${change.to} by hand`;
}

/** What a hand edit's prompt says, read back from handEditPrompt's words: the key its wording has and the values. */
export type HandEditSummary =
  | { key: "files"; values: { count: number } }
  | { key: "edited" | "deleted"; values: { path: string } }
  | { key: "renamed"; values: { from: string; to: string } };

/** handEditPrompt read back; null for any other prompt. */
export function readHandEditPrompt(prompt: string): HandEditSummary | null {
  let match = /^Edited (\d+) files by hand$/.exec(prompt);
  if (match) return { key: "files", values: { count: Number(match[1]) } };
  match = /^Renamed (.+) to (.+) by hand$/.exec(prompt);
  // A path may hold ' to ' itself: then where the first ends is not known, and the prompt is shown as it was stored.
  if (match && prompt.split(" to ").length === 2) return { key: "renamed", values: { from: match[1]!, to: match[2]! } };
  match = /^(Edited|Deleted) (.+) by hand$/.exec(prompt);
  if (match) return { key: match[1] === "Edited" ? "edited" : "deleted", values: { path: match[2]! } };
  return null;
}
