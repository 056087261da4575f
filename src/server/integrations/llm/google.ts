import { createGoogleGenerativeAI } from "@ai-sdk/google";
import { type GenerationTimeouts, createAiSdkGenerator } from "./ai-sdk-generator";
import { GOOGLE_DEFAULT_MODEL } from "./default-models";
import type { Generator } from "./generator";

export interface GoogleGeneratorOptions {
  apiKey: string;
  model?: string;
  baseURL?: string;
  timeouts?: Partial<GenerationTimeouts>;
}

/** Google's Gemini API through @ai-sdk/google. */
export function createGoogleGenerator(options: GoogleGeneratorOptions): Generator {
  const model = options.model ?? GOOGLE_DEFAULT_MODEL;
  const provider = createGoogleGenerativeAI({ apiKey: options.apiKey, baseURL: options.baseURL });
  return createAiSdkGenerator({
    info: { provider: "google", model, offline: false, label: `Google ${model}` },
    model: provider(model),
    apiKey: options.apiKey,
    timeouts: options.timeouts,
  });
}
