import { RATE_LIMIT_MESSAGE } from "@shared/schemas/generation";
import { hasErrorCode } from "~/lib/api";
import { isAbortError } from "./generation-client";

/** How a turn that produced no version ended, and so what the person is shown (spec.md §8 Generation). */
export type GenerationFailure =
  | { kind: "stopped" }
  | { kind: "out-of-credits" }
  | { kind: "rate-limited"; message: string }
  /** The generator cannot build what was asked (the offline generator): nothing was made or charged. */
  | { kind: "declined"; message: string }
  /** The plugin is at its size cap: refused before the model (plugin_full) or stopped before a file that would not fit. */
  | { kind: "plugin-full" }
  | { kind: "failed"; message: string | null };

/**
 * Tells failures apart by their code alone (docs/decisions/0076): the server's answer before the stream, or
 * the stream's `error` event, both carry it. A message is only ever shown, never read.
 */
export function classifyGenerationFailure(error: unknown): GenerationFailure {
  if (isAbortError(error)) return { kind: "stopped" };
  if (hasErrorCode(error, "insufficient_credits")) return { kind: "out-of-credits" };
  if (hasErrorCode(error, "cannot_build") && error.message) return { kind: "declined", message: error.message };
  if (hasErrorCode(error, "plugin_full", "plugin_too_large")) return { kind: "plugin-full" };
  // The spec's rate-limit wording, whichever limit it was (turns per hour, running turns, free fixes).
  if (hasErrorCode(error, "rate_limited")) return { kind: "rate-limited", message: RATE_LIMIT_MESSAGE };
  return { kind: "failed", message: error instanceof Error && error.message ? error.message : null };
}
