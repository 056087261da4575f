// The person's line of a Fix turn (issue #14): what the history and the chat show for the message the person did not
// type. It is stored in English (the model reads it later as the turn's message); the web reads it back with
// readFixPrompt and words it in the person's language (docs/decisions/0077), old versions included.

/** A fix made by the model ("model") or by the exact edits made without one ("mechanical"). */
export type FixKind = "model" | "mechanical";

/** A Fix prompt read back: which fix, how many errors or findings it fixed, and the files as the prompt lists them. */
export interface FixPromptSummary {
  key: FixKind;
  values: { count: number; paths: string };
}

const ENGLISH = {
  model: { lead: "Fix with AI", one: "error", other: "errors" },
  mechanical: { lead: "Fix without a model", one: "finding", other: "findings" },
} as const satisfies Record<FixKind, { lead: string; one: string; other: string }>;

/** The prompt a Fix turn's version is saved with: "Fix with AI: 2 errors in a.php, b.php". */
export function fixPrompt(kind: FixKind, count: number, paths: readonly string[]): string {
  const words = ENGLISH[kind];
  return `${words.lead}: ${count} ${count === 1 ? words.one : words.other} in ${paths.join(", ")}`;
}

/**
 * fixPrompt read back, only when the prompt is exactly one of its forms; null for any other prompt. A fix made without
 * a model was saved in the person's language before (issue #34 item 13): its Swedish form is read back too.
 */
export function readFixPrompt(prompt: string): FixPromptSummary | null {
  for (const kind of ["model", "mechanical"] as const) {
    const words = ENGLISH[kind];
    const match = new RegExp(`^${words.lead}: (\\d+) (${words.one}|${words.other}) in (.+)$`).exec(prompt);
    if (match && match[2] === (match[1] === "1" ? words.one : words.other)) return summary(kind, match[1]!, match[3]!);
  }
  const swedish = /^Rätta utan modell: (\d+) fynd i (.+)$/.exec(prompt);
  return swedish ? summary("mechanical", swedish[1]!, swedish[2]!) : null;
}

function summary(key: FixKind, count: string, paths: string): FixPromptSummary | null {
  // "007 errors" is not a count fixPrompt writes.
  if (String(Number(count)) !== count) return null;
  return { key, values: { count: Number(count), paths } };
}
