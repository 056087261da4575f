import { type Env, EnvError } from "../../env";
import type { GenerationTimeouts } from "./ai-sdk-generator";
import { ANTHROPIC_DEFAULT_MODEL, GOOGLE_DEFAULT_MODEL, OPENAI_DEFAULT_MODEL } from "./default-models";
import type { Generator } from "./generator";
import { type BlueprintFunction, createOfflineGenerator } from "./offline";

// Which generator answers turns is decided once, at start-up, from the environment (design.md §1.3):
//   AI_PROVIDER                   offline | openai | anthropic | google | openai-compatible
//   unset                         openai if OPENAI_API_KEY, anthropic if ANTHROPIC_API_KEY, google if
//                                 GOOGLE_GENERATIVE_AI_API_KEY, openai-compatible if AI_BASE_URL, else offline
//   AI_API_KEY                    the key for the chosen provider (before its own variable)
//   AI_MODEL                      the model (defaults: gpt-4.1, claude-sonnet-4-5, gemini-2.5-pro; required for openai-compatible)
//   AI_BASE_URL                   another endpoint: required for openai-compatible; with openai it
//                                 switches to Chat Completions (.chat()), as compatible servers speak it

export type GeneratorConfig =
  | { provider: "offline" }
  | { provider: "openai"; apiKey: string; model: string; baseURL?: string }
  | { provider: "anthropic"; apiKey: string; model: string; baseURL?: string }
  | { provider: "google"; apiKey: string; model: string; baseURL?: string }
  | { provider: "openai-compatible"; baseURL: string; model: string; apiKey?: string };

/** Reads the generator's configuration; a provider chosen without what it needs throws EnvError naming the variable. */
export function resolveGeneratorConfig(env: Env): GeneratorConfig {
  const provider =
    env.AI_PROVIDER ??
    (env.OPENAI_API_KEY
      ? "openai"
      : env.ANTHROPIC_API_KEY
        ? "anthropic"
        : env.GOOGLE_GENERATIVE_AI_API_KEY
          ? "google"
          : env.AI_BASE_URL
            ? "openai-compatible"
            : "offline");
  const need = (value: string | undefined, message: string): string => {
    if (!value) throw new EnvError(`AI_PROVIDER=${provider} ${message}`);
    return value;
  };
  switch (provider) {
    case "offline":
      return { provider };
    case "openai":
      return {
        provider,
        apiKey: need(env.AI_API_KEY ?? env.OPENAI_API_KEY, "needs OPENAI_API_KEY (or AI_API_KEY)"),
        model: env.AI_MODEL ?? OPENAI_DEFAULT_MODEL,
        baseURL: env.AI_BASE_URL,
      };
    case "anthropic":
      return {
        provider,
        apiKey: need(env.AI_API_KEY ?? env.ANTHROPIC_API_KEY, "needs ANTHROPIC_API_KEY (or AI_API_KEY)"),
        model: env.AI_MODEL ?? ANTHROPIC_DEFAULT_MODEL,
        baseURL: env.AI_BASE_URL,
      };
    case "google":
      return {
        provider,
        apiKey: need(env.AI_API_KEY ?? env.GOOGLE_GENERATIVE_AI_API_KEY, "needs GOOGLE_GENERATIVE_AI_API_KEY (or AI_API_KEY)"),
        model: env.AI_MODEL ?? GOOGLE_DEFAULT_MODEL,
        baseURL: env.AI_BASE_URL,
      };
    case "openai-compatible":
      return {
        provider,
        baseURL: need(env.AI_BASE_URL, "needs AI_BASE_URL (the server's API root, e.g. http://localhost:11434/v1)"),
        model: need(env.AI_MODEL, "needs AI_MODEL (the model name the server knows)"),
        apiKey: env.AI_API_KEY,
      };
  }
}

export interface CreateGeneratorOptions {
  /** The offline generator's blueprint function (tests). */
  blueprint?: BlueprintFunction;
  timeouts?: Partial<GenerationTimeouts>;
}

/**
 * The generator the environment asks for (see the top of this file). A provider's module, and with it the AI
 * SDK, is loaded only when that provider is chosen: the offline default starts without it (decision 0081).
 */
export async function createGenerator(env: Env, options: CreateGeneratorOptions = {}): Promise<Generator> {
  const config = resolveGeneratorConfig(env);
  const { timeouts } = options;
  switch (config.provider) {
    case "offline":
      return createOfflineGenerator(options.blueprint);
    case "openai":
      return (await import("./openai")).createOpenAIGenerator({ ...config, timeouts });
    case "anthropic":
      return (await import("./anthropic")).createAnthropicGenerator({ ...config, timeouts });
    case "google":
      return (await import("./google")).createGoogleGenerator({ ...config, timeouts });
    case "openai-compatible":
      return (await import("./openai-compatible")).createOpenAICompatibleGenerator({ ...config, timeouts });
  }
}
