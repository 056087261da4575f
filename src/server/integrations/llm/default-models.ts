// Each provider's model when AI_MODEL is not set. Apart from the providers' modules, which load their SDK:
// the registry reads these at start-up and loads a provider only when it is the one chosen (decision 0081).
export const OPENAI_DEFAULT_MODEL = "gpt-4.1";
export const ANTHROPIC_DEFAULT_MODEL = "claude-sonnet-4-5";
export const GOOGLE_DEFAULT_MODEL = "gemini-2.5-pro";
