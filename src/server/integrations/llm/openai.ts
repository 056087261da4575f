import { createOpenAI } from "@ai-sdk/openai";
import { type GenerationTimeouts, createAiSdkGenerator } from "./ai-sdk-generator";
import { OPENAI_DEFAULT_MODEL } from "./default-models";
import type { Generator } from "./generator";

export interface OpenAIGeneratorOptions {
  apiKey: string;
  model?: string;
  /** Another OpenAI endpoint (a proxy, Azure-style gateway or compatible server). */
  baseURL?: string;
  /**
   * "responses" (OpenAI's Responses API, the default for api.openai.com) or "chat" (Chat Completions,
   * the default when a baseURL is given, since that is what OpenAI-compatible servers speak).
   */
  api?: "responses" | "chat";
  timeouts?: Partial<GenerationTimeouts>;
}

/** OpenAI through @ai-sdk/openai. */
export function createOpenAIGenerator(options: OpenAIGeneratorOptions): Generator {
  const model = options.model ?? OPENAI_DEFAULT_MODEL;
  const provider = createOpenAI({ apiKey: options.apiKey, baseURL: options.baseURL });
  const api = options.api ?? (options.baseURL ? "chat" : "responses");
  return createAiSdkGenerator({
    info: { provider: "openai", model, offline: false, label: `OpenAI ${model}` },
    model: api === "chat" ? provider.chat(model) : provider.responses(model),
    apiKey: options.apiKey,
    timeouts: options.timeouts,
  });
}
