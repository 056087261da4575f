import { createAnthropic } from "@ai-sdk/anthropic";
import { type GenerationTimeouts, createAiSdkGenerator } from "./ai-sdk-generator";
import { ANTHROPIC_DEFAULT_MODEL } from "./default-models";
import type { Generator } from "./generator";

/** Anthropic requires max_tokens; a plugin of several files fits well within this. */
export const ANTHROPIC_MAX_OUTPUT_TOKENS = 16_000;

export interface AnthropicGeneratorOptions {
  apiKey: string;
  model?: string;
  baseURL?: string;
  maxOutputTokens?: number;
  timeouts?: Partial<GenerationTimeouts>;
}

/** Anthropic's Messages API through @ai-sdk/anthropic. */
export function createAnthropicGenerator(options: AnthropicGeneratorOptions): Generator {
  const model = options.model ?? ANTHROPIC_DEFAULT_MODEL;
  const provider = createAnthropic({ apiKey: options.apiKey, baseURL: options.baseURL });
  return createAiSdkGenerator({
    info: { provider: "anthropic", model, offline: false, label: `Anthropic ${model}` },
    model: provider(model),
    apiKey: options.apiKey,
    maxOutputTokens: options.maxOutputTokens ?? ANTHROPIC_MAX_OUTPUT_TOKENS,
    // The system prompt is the same for every turn: cache it (5 minutes) to save its input tokens.
    systemProviderOptions: { anthropic: { cacheControl: { type: "ephemeral" } } },
    timeouts: options.timeouts,
  });
}
