import { APICallError, type LanguageModel, RetryError, type SystemModelMessage, streamText } from "ai";
import { RATE_LIMIT_MESSAGE } from "../../../shared/schemas/generation";
import type { GenerationInput } from "../../modules/generation/protocol/reply";
import { buildModelMessages } from "../../modules/generation/prompt/build-messages";
import { type Generator, type GeneratorInfo, GenerationProviderError } from "./generator";

export interface GenerationTimeouts {
  /** Until the first text arrives (reasoning models may think for minutes first). */
  firstTextMs: number;
  /** Between two consecutive stream parts once text flows. */
  idleMs: number;
  /** The whole reply. */
  totalMs: number;
}

export const DEFAULT_TIMEOUTS: GenerationTimeouts = { firstTextMs: 300_000, idleMs: 90_000, totalMs: 900_000 };

export interface AiSdkGeneratorOptions {
  info: GeneratorInfo;
  model: LanguageModel;
  /** Removed from any provider message we keep. */
  apiKey?: string;
  maxOutputTokens?: number;
  /** Provider options for the system prompt (Anthropic: a prompt-cache breakpoint). */
  systemProviderOptions?: SystemModelMessage["providerOptions"];
  timeouts?: Partial<GenerationTimeouts>;
}

/**
 * A Generator on any AI SDK language model: streamText without retries (a failed turn is the person's
 * to retry, and costs nothing), text deltas passed on as they come, failures mapped to
 * GenerationProviderError. A reply that does not end normally (connection lost, output limit) is an
 * error too, so that a half reply is never taken for a whole one.
 */
export function createAiSdkGenerator(options: AiSdkGeneratorOptions): Generator {
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const redact = (text: string) => redactSecrets(text, options.apiKey);

  async function* stream(input: GenerationInput, signal: AbortSignal): AsyncGenerator<string> {
    signal.throwIfAborted();
    const { system, messages } = buildModelMessages(input);
    const controller = new AbortController();
    let timedOut: string | null = null;
    const timeout = (what: string, ms: number) =>
      setTimeout(() => {
        timedOut = what;
        controller.abort(new DOMException(`${what} after ${ms} ms`, "TimeoutError"));
      }, ms);
    const total = timeout("The AI provider did not finish the reply in time", timeouts.totalMs);
    let idle = timeout("The AI provider did not start answering in time", timeouts.firstTextMs);
    const onAbort = () => controller.abort(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });

    let streamError: unknown;
    let sentText = false;
    let finished = false;
    try {
      const result = streamText({
        model: options.model,
        system: options.systemProviderOptions ? { role: "system", content: system, providerOptions: options.systemProviderOptions } : system,
        messages,
        maxRetries: 0,
        maxOutputTokens: options.maxOutputTokens,
        abortSignal: controller.signal,
        onError: ({ error }) => {
          streamError ??= error;
        },
      });
      for await (const part of result.fullStream) {
        const text = part.type === "text-delta" ? part.text : "";
        if (sentText || text !== "") {
          clearTimeout(idle);
          idle = timeout("The AI provider stopped sending", timeouts.idleMs);
        }
        if (text !== "") {
          sentText = true;
          yield text;
        } else if (part.type === "error") {
          streamError ??= part.error;
          break;
        } else if (part.type === "abort") {
          break;
        } else if (part.type === "finish") {
          if (part.finishReason === "length") {
            throw new GenerationProviderError(
              "truncated_reply",
              "The reply reached the model's output limit before it was complete. Try asking for a smaller change.",
            );
          }
          if (part.finishReason === "content-filter") {
            throw new GenerationProviderError("content_filtered", "The AI provider's content filter stopped the reply.");
          }
        }
      }
      finished = true;
    } catch (err) {
      if (err instanceof GenerationProviderError) throw err;
      streamError ??= err;
    } finally {
      clearTimeout(total);
      clearTimeout(idle);
      signal.removeEventListener("abort", onAbort);
      // Ended early (an error, or the consumer stopped reading): cancel the request.
      if (!finished || streamError !== undefined) controller.abort();
    }

    if (signal.aborted) throw abortReason(signal);
    if (timedOut !== null) throw new GenerationProviderError("timeout", `${timedOut}. Please try again.`);
    if (controller.signal.aborted && streamError === undefined) throw abortReason(controller.signal);
    if (streamError !== undefined) throw toProviderError(streamError, sentText, redact);
  }

  return { info: options.info, stream };
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason instanceof Error ? signal.reason : new DOMException("The generation was stopped", "AbortError");
}

/** Maps what the AI SDK reports to a status and a message that can be shown to the person. */
export function toProviderError(error: unknown, sentText: boolean, redact: (text: string) => string = (t) => t): GenerationProviderError {
  if (error instanceof GenerationProviderError) return error;
  if (RetryError.isInstance(error)) return toProviderError(error.lastError, sentText, redact);
  const detail = redact(describe(error)).slice(0, 500);

  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    if (status === 429) return new GenerationProviderError("rate_limited", RATE_LIMIT_MESSAGE, detail, status);
    if (status === 408 || status === 504 || status === 524) {
      return new GenerationProviderError("timeout", "The AI provider took too long to answer. Please try again.", detail, status);
    }
    if (status === 401 || status === 403) {
      return new GenerationProviderError("provider_auth", "The AI provider refused our credentials. Please tell the site's administrator.", detail, status);
    }
    if (status !== undefined && status >= 400) {
      return new GenerationProviderError("provider_error", `The AI provider answered with an error (HTTP ${status}). Please try again.`, detail, status);
    }
    // A 2xx whose body broke off ("Failed to process successful response"): handled below.
  }
  if (sentText) {
    return new GenerationProviderError("truncated_reply", "The AI provider's reply broke off before it was complete. Please try again.", detail);
  }
  const kind = errorType(error);
  if (kind === "rate_limit_error") return new GenerationProviderError("rate_limited", RATE_LIMIT_MESSAGE, detail);
  if (error instanceof DOMException && error.name === "TimeoutError") {
    return new GenerationProviderError("timeout", "The AI provider took too long to answer. Please try again.", detail);
  }
  return new GenerationProviderError("provider_error", "The AI provider could not be reached or failed. Please try again.", detail);
}

/** The `type` of an error object a provider sent inside its stream ({ type: "overloaded_error", … }). */
function errorType(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const type = (error as { type?: unknown }).type;
  return typeof type === "string" ? type : undefined;
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : "";
    return `${error.name}: ${error.message}${cause}`;
  }
  try {
    return JSON.stringify(error);
  } catch {
    return String(error);
  }
}

/** Removes the configured key and anything that looks like an API key from a provider message. */
export function redactSecrets(text: string, apiKey?: string): string {
  let out = text;
  if (apiKey && apiKey.length >= 4) out = out.split(apiKey).join("[redacted]");
  return out.replace(/\b(sk-[A-Za-z0-9_*-]{6,}|sk_[A-Za-z0-9_*-]{6,}|AIza[A-Za-z0-9_*-]{10,}|key-[A-Za-z0-9_*-]{10,})/g, "[redacted]");
}
