import type { GeneratorInfo } from "../../../shared/schemas/generation";
import type { GenerationInput } from "../../modules/generation/protocol/reply";
import { AppError } from "../../lib/app-error";

export type { GeneratorInfo };

/** The one interface for writing a reply (design.md §1.3): a model provider or the offline generator. */
export interface Generator {
  info: GeneratorInfo;
  /**
   * Streams the reply text in the tagged format (protocol/reply-format.ts). Throws
   * GenerationProviderError when the provider fails, and the signal's reason (an AbortError) when
   * `signal` aborts. Ending the iteration early (break) cancels the request.
   */
  stream(input: GenerationInput, signal: AbortSignal): AsyncIterable<string>;
  /** Why it cannot serve this turn, when it knows before writing (the offline generator); asked before the charge. */
  decline?(input: GenerationInput): Promise<string | null>;
}

export type GenerationProviderErrorCode =
  /** The provider answered 429. */
  | "rate_limited"
  /** No answer, or no progress, in time (or the provider answered 408/504). */
  | "timeout"
  /** The provider refused the API key (401/403): a configuration problem. */
  | "provider_auth"
  /** The reply broke off part-way (connection lost, stream error, output token limit). */
  | "truncated_reply"
  /** The provider's content filter stopped the reply. */
  | "content_filtered"
  /** Anything else: 5xx, unreachable, a refused request (unknown model, prompt too long). */
  | "provider_error";

/**
 * A provider failure, with the code a turn should end with (its status is the edge's: error-status.ts).
 * `message` is safe to show to the person; `detail` (the provider's own words, API keys removed) is for the log.
 */
export class GenerationProviderError extends AppError {
  override readonly name = "GenerationProviderError";
  declare readonly code: GenerationProviderErrorCode;

  constructor(
    code: GenerationProviderErrorCode,
    message: string,
    readonly detail?: string,
    /** The provider's HTTP status, when it answered. */
    readonly providerStatus?: number,
  ) {
    super(code, message);
  }
}
