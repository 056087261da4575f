import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { type GenerationTimeouts, createAiSdkGenerator } from "./ai-sdk-generator";
import type { Generator } from "./generator";

export interface OpenAICompatibleGeneratorOptions {
  /** The server's API root, e.g. http://localhost:11434/v1 (Ollama), http://localhost:1234/v1 (LM Studio), https://openrouter.ai/api/v1. */
  baseURL: string;
  model: string;
  /** Optional: local servers usually need none. */
  apiKey?: string;
  maxOutputTokens?: number;
  timeouts?: Partial<GenerationTimeouts>;
}

/** Any server speaking OpenAI's Chat Completions API (Ollama, LM Studio, vLLM, OpenRouter, …). */
export function createOpenAICompatibleGenerator(options: OpenAICompatibleGeneratorOptions): Generator {
  const provider = createOpenAICompatible({ name: "openai-compatible", baseURL: options.baseURL, apiKey: options.apiKey });
  return createAiSdkGenerator({
    info: { provider: "openai-compatible", model: options.model, offline: false, label: `${options.model} (OpenAI-compatible server)` },
    model: provider.chatModel(options.model),
    apiKey: options.apiKey,
    maxOutputTokens: options.maxOutputTokens,
    timeouts: options.timeouts,
  });
}
