import type { FindingKey, FindingText } from "./finding-texts";

// Why the WordPress check of a version did not run (modules/plugins/checks/version-runtime-check.service.ts and the
// queue's SQL). The note is stored and answered in these English words; the web reads them back to their key and
// words them in the person's language (locales/sv.findings.json, docs/decisions/0077), old notes included.

export const RUNTIME_NOTES = {
  off: "The WordPress check is turned off on this server.",
  noMainFile: "There is no main plugin file with a 'Plugin Name:' header for WordPress to activate.",
  gaveUp: "The WordPress check could not finish after several tries.",
  /** Only the newest version of a plugin waits for its check (docs/decisions/0053). */
  superseded: "A newer version of this plugin was saved before this one's turn came, and only the newest version is checked.",
} as const;

export type RuntimeNote = keyof typeof RUNTIME_NOTES;

/** Each note's key among the findings' texts. */
export const RUNTIME_NOTE_KEYS = {
  off: "runtime.note.off",
  noMainFile: "runtime.note.no-main-file",
  gaveUp: "runtime.note.gave-up",
  superseded: "runtime.note.superseded",
} as const satisfies Record<RuntimeNote, FindingKey>;

/** A stored note read back to its key; undefined for any other words (shown as they are). */
export function runtimeNoteText(note: string | null): FindingText | undefined {
  const name = (Object.keys(RUNTIME_NOTES) as RuntimeNote[]).find((key) => RUNTIME_NOTES[key] === note);
  return name ? { key: RUNTIME_NOTE_KEYS[name] } : undefined;
}
