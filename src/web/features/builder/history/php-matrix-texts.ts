import { runtimeNoteText } from "@shared/runtime-notes";
import type { PhpMatrix, PhpMatrixRow } from "@shared/schemas/php-matrix";
import { i18n } from "~/lib/i18n";
import { findingMessage } from "./finding-message";

// The PHP matrix's words in the app's language (issue #34 item 13): a row's failure and the note of a matrix that
// stopped are stored as keys with values and worded here like the check's findings (locales/sv.findings.json);
// English, and rows or notes stored before they had keys, are the words the server wrote.

/** Why the matrix stopped, or "" when it did not. */
export function phpMatrixNote(matrix: Pick<PhpMatrix, "note" | "noteText">, language: string | undefined = i18n.resolvedLanguage): string {
  if (matrix.note === null) return "";
  return findingMessage({ message: matrix.note, text: matrix.noteText }, language);
}

/** A failed row's first error, or null when there is none. */
export function phpMatrixRowMessage(row: Pick<PhpMatrixRow, "message" | "text">, language: string | undefined = i18n.resolvedLanguage): string | null {
  if (row.message === null) return null;
  return findingMessage({ message: row.message, text: row.text }, language);
}

/**
 * Why the WordPress check did not run, or "" when there is no note. The note is stored in English only
 * (shared/runtime-notes.ts): its words are read back to their key, so notes stored before this are worded too.
 */
export function runtimeNote(note: string | null, language: string | undefined = i18n.resolvedLanguage): string {
  if (note === null) return "";
  return findingMessage({ message: note, text: runtimeNoteText(note) }, language);
}
