import { z } from "zod";
import { pluginDetailSchema } from "./plugins";

// POST /api/plugins/import (design.md §6): multipart, one field `file` (a plugin ZIP).

/** An entry of the archive that was not imported, and why (a refused path, an extension, a symlink, …). */
export const importSkipSchema = z.object({ path: z.string(), reason: z.string() });
export type ImportSkip = z.infer<typeof importSkipSchema>;

/** A call spec.md §5 warns about (eval, exec, …): a warning only, the import goes on. */
export const importFindingSchema = z.object({
  path: z.string(),
  line: z.number().int(),
  pattern: z.string(),
});
export type ImportFinding = z.infer<typeof importFindingSchema>;

/** A text file that was not valid UTF-8: kept, with the invalid bytes replaced by U+FFFD. */
export const importEncodingIssueSchema = z.object({ path: z.string(), message: z.string() });
export type ImportEncodingIssue = z.infer<typeof importEncodingIssueSchema>;

/** plugins.import_metadata (spec.md §3). */
export const importMetadataSchema = z.object({
  originalName: z.string(),
  originalVersion: z.string(),
  originalAuthor: z.string(),
  fileCount: z.number().int(),
  uploadedAt: z.string(),
  /**
   * The folder the uploaded ZIP installed into (its one top folder, else its file name): the download keeps it, so
   * WordPress updates the plugin it has instead of installing a second one. Absent on imports made before it was kept.
   */
  installFolder: z.string().optional(),
});
export type ImportMetadata = z.infer<typeof importMetadataSchema>;

/**
 * The new plugin as the import answers it: its detail without the file contents and previews, which
 * for a large plugin are megabytes the summary never shows (the editor reads them from GET /api/plugins/:id).
 */
export const importedPluginSchema = pluginDetailSchema
  .omit({ files: true, previewHtml: true, frontendPreviewHtml: true, backendPreviewHtml: true })
  .extend({ filePaths: z.array(z.string()) });
export type ImportedPlugin = z.infer<typeof importedPluginSchema>;

/** 201 answer: the new plugin (version 1, isImported) and what the summary card shows beside it. */
export const importResultSchema = z.object({
  plugin: importedPluginSchema,
  metadata: importMetadataSchema,
  skipped: z.array(importSkipSchema),
  findings: z.array(importFindingSchema),
  encodingIssues: z.array(importEncodingIssueSchema),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** The messages of spec.md §5 and §8, so the server and the upload component say the same. */
export const IMPORT_MESSAGES = {
  tooLarge: "File too large",
  invalidType: "Invalid file type",
  noHeader:
    "No valid WordPress plugin header found. Make sure your main PHP file has a plugin header comment.",
  noFiles: "No valid files found in ZIP archive.",
  securityWarning:
    "Security Warning: Potentially dangerous code patterns detected (eval, exec, etc.). Proceed with caution.",
  unreadable: "Could not read ZIP file. Make sure it's a valid WordPress plugin.",
  busy: "Many plugins are being imported right now. Please try again in a few seconds.",
  /** A PHP file whose syntax tree would not fit a check worker's bounded heap. */
  phpTooComplex: "A PHP file in this plugin is too large or too deeply nested to check. Split it into smaller files and try again.",
} as const;

// An import's version 1 (issue #34 item 13, docs/decisions/0077): its prompt and its reply are stored in English (the
// model reads them as the conversation's first turn) and worded in the person's language where they are shown, from
// readImportPrompt and readImportSummary. The English of both is exactly what importPrompt and importSummary write.

/** The prompt an import's version is saved with. */
export const importPrompt = (filename: string) => `Imported ${filename}`;

/** The uploaded file's name, read back from importPrompt's words; null for any other prompt. */
export function readImportPrompt(prompt: string): { filename: string } | null {
  const match = /^Imported (.+)$/.exec(prompt);
  return match ? { filename: match[1]! } : null;
}

/** What an import's reply says: the files that came in, the entries that did not, and whether the warning was given. */
export interface ImportSummary {
  fileCount: number;
  skippedCount: number;
  risky: boolean;
}

const SKIPPED_TAIL = "that a plugin does not use or that were not safe to unpack.";
/** Words to match as they are, in a regular expression. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The version's reply: what came in, what did not, and the spec's warning when it applies. */
export function importSummary({ fileCount, skippedCount, risky }: ImportSummary): string {
  const parts = [`Imported ${fileCount} ${fileCount === 1 ? "file" : "files"}.`];
  if (skippedCount > 0) parts.push(`Skipped ${skippedCount} ${skippedCount === 1 ? "entry" : "entries"} ${SKIPPED_TAIL}`);
  if (risky) parts.push(IMPORT_MESSAGES.securityWarning);
  return parts.join(" ");
}

/** importSummary read back, only when the reply is exactly one of its forms; null for any other reply. */
export function readImportSummary(reply: string): ImportSummary | null {
  const match = new RegExp(`^Imported (\\d+) files?\\.(?: Skipped (\\d+) (?:entry|entries) ${literal(SKIPPED_TAIL)})?( ${literal(IMPORT_MESSAGES.securityWarning)})?$`).exec(reply);
  if (!match) return null;
  const summary = { fileCount: Number(match[1]), skippedCount: match[2] === undefined ? 0 : Number(match[2]), risky: match[3] !== undefined };
  // Read back only what importSummary writes again word for word (singular and plural, no "Skipped 0", the warning).
  return importSummary(summary) === reply ? summary : null;
}
