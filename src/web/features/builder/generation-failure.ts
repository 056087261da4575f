import { RATE_LIMIT_MESSAGE } from "@shared/schemas/generation";
import { ApiRequestError } from "~/lib/api";
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

const PLUGIN_FULL_CODES = new Set(["plugin_full", "plugin_too_large"]);

export function classifyGenerationFailure(error: unknown): GenerationFailure {
  if (isAbortError(error)) return { kind: "stopped" };
  const status = error instanceof ApiRequestError ? error.status : undefined;
  const message = error instanceof Error && error.message ? error.message : null;
  if (status === 402 || (message !== null && /insufficient credits|payment required/i.test(message))) {
    return { kind: "out-of-credits" };
  }
  if (error instanceof ApiRequestError && error.code === "cannot_build" && message) return { kind: "declined", message };
  if (error instanceof ApiRequestError && PLUGIN_FULL_CODES.has(error.code)) return { kind: "plugin-full" };
  if (status === 429 || (message !== null && /rate limit/i.test(message))) {
    return { kind: "rate-limited", message: RATE_LIMIT_MESSAGE };
  }
  return { kind: "failed", message };
}
