import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeAnthropic } from "../../../../tests/fakes/fake-anthropic-server";
import { type FakeLlmServer, startFakeOpenAI } from "../../../../tests/fakes/fake-openai-server";
import { EnvError, readEnv } from "../../env";
import { parseReply } from "../../modules/generation/protocol/parse-reply.testing";
import { collect, turnInput } from "./provider-contract.testing";
import { createGenerator, resolveGeneratorConfig } from "./registry";

const env = (vars: Record<string, string> = {}) => readEnv({ PAYMENTS: "local", ...vars });
const stub = () => ({ files: { "s/s.php": "<?php\n" }, deleted: [], explanation: "stub", features: [], quickActions: [], previews: {} });

describe("[LLM][REGISTRY] choosing the generator from the environment", () => {
  it.each([
    [{}, { provider: "offline", model: "blueprint", offline: true, label: "Offline blueprint generator" }],
    [{ OPENAI_API_KEY: "sk-a" }, { provider: "openai", model: "gpt-4.1", offline: false, label: "OpenAI gpt-4.1" }],
    [{ ANTHROPIC_API_KEY: "a" }, { provider: "anthropic", model: "claude-sonnet-4-5", offline: false, label: "Anthropic claude-sonnet-4-5" }],
    [{ GOOGLE_GENERATIVE_AI_API_KEY: "g" }, { provider: "google", model: "gemini-2.5-pro", offline: false, label: "Google gemini-2.5-pro" }],
    [{ ANTHROPIC_API_KEY: "a", GOOGLE_GENERATIVE_AI_API_KEY: "g", OPENAI_API_KEY: "o" }, { provider: "openai" }],
    [{ ANTHROPIC_API_KEY: "a", GOOGLE_GENERATIVE_AI_API_KEY: "g" }, { provider: "anthropic" }],
    [{ AI_BASE_URL: "http://localhost:11434/v1", AI_MODEL: "llama3.1" }, { provider: "openai-compatible", model: "llama3.1", label: "llama3.1 (OpenAI-compatible server)" }],
    [{ AI_PROVIDER: "offline", OPENAI_API_KEY: "sk-a" }, { provider: "offline" }],
    [{ AI_PROVIDER: "openai", AI_API_KEY: "sk-a", AI_MODEL: "gpt-5" }, { provider: "openai", model: "gpt-5", label: "OpenAI gpt-5" }],
    [{ AI_PROVIDER: "anthropic", AI_API_KEY: "a", AI_MODEL: "claude-opus-4-1" }, { provider: "anthropic", model: "claude-opus-4-1" }],
    [{ AI_PROVIDER: "openai-compatible", AI_BASE_URL: "http://localhost:1234/v1", AI_MODEL: "qwen" }, { provider: "openai-compatible", model: "qwen" }],
  ])("%j → %j", async (vars, expected) => {
    expect((await createGenerator(env(vars), { blueprint: stub })).info).toMatchObject(expected);
  });

  it.each([
    [{ AI_PROVIDER: "openai" }, /AI_PROVIDER=openai needs OPENAI_API_KEY \(or AI_API_KEY\)/],
    [{ AI_PROVIDER: "openai", ANTHROPIC_API_KEY: "a" }, /OPENAI_API_KEY/],
    [{ AI_PROVIDER: "anthropic" }, /ANTHROPIC_API_KEY/],
    [{ AI_PROVIDER: "google" }, /GOOGLE_GENERATIVE_AI_API_KEY/],
    [{ AI_PROVIDER: "openai-compatible" }, /needs AI_BASE_URL/],
    [{ AI_PROVIDER: "openai-compatible", AI_BASE_URL: "http://localhost:11434/v1" }, /needs AI_MODEL/],
    [{ AI_BASE_URL: "http://localhost:11434/v1" }, /AI_PROVIDER=openai-compatible needs AI_MODEL/],
  ])("refuses a misconfiguration at start-up, naming the variable: %j", async (vars, message) => {
    await expect(createGenerator(env(vars))).rejects.toThrow(message);
    expect(() => resolveGeneratorConfig(env(vars))).toThrow(EnvError);
  });

  it("prefers AI_API_KEY over the vendor's own variable, and keeps keys out of the info", async () => {
    expect(resolveGeneratorConfig(env({ AI_PROVIDER: "openai", AI_API_KEY: "sk-generic", OPENAI_API_KEY: "sk-vendor" }))).toMatchObject({ apiKey: "sk-generic" });
    expect(JSON.stringify((await createGenerator(env({ OPENAI_API_KEY: "sk-vendor-secret" }))).info)).not.toContain("sk-vendor-secret");
  });

  it("uses the offline blueprint generator without any configuration", async () => {
    const generator = await createGenerator(env(), { blueprint: stub });
    const { chunks } = await collect(generator.stream(turnInput("x"), new AbortController().signal));
    expect(parseReply(chunks.join("")).files).toEqual({ "s/s.php": "<?php\n" });
  });
});

describe("[LLM][REGISTRY] configured generators reach the configured server", () => {
  let openai: FakeLlmServer;
  let anthropic: FakeLlmServer;
  beforeAll(async () => {
    openai = await startFakeOpenAI();
    anthropic = await startFakeAnthropic();
  });
  afterAll(async () => {
    await openai.close();
    await anthropic.close();
  });

  it.each([
    ["openai with AI_BASE_URL speaks Chat Completions", { AI_PROVIDER: "openai", OPENAI_API_KEY: "sk-x" }, "/v1/chat/completions"],
    ["openai-compatible", { AI_PROVIDER: "openai-compatible", AI_MODEL: "fake-model" }, "/v1/chat/completions"],
    ["openai-compatible, inferred from AI_BASE_URL", { AI_MODEL: "fake-model" }, "/v1/chat/completions"],
  ])("%s", async (_name, vars, path) => {
    const generator = await createGenerator(env({ ...vars, AI_BASE_URL: openai.baseURL }));
    const { chunks, error } = await collect(generator.stream(turnInput("[fixture:edit-one-file] green"), new AbortController().signal));
    expect(error).toBeUndefined();
    expect(Object.keys(parseReply(chunks.join("")).files)).toEqual(["quick-contact-form/assets/css/quick-contact-form.css"]);
    expect(openai.received.at(-1)?.path).toBe(path);
  });

  it("anthropic with AI_BASE_URL", async () => {
    const generator = await createGenerator(env({ AI_PROVIDER: "anthropic", AI_API_KEY: "k", AI_BASE_URL: anthropic.baseURL }));
    const { chunks, error } = await collect(generator.stream(turnInput("[fixture:delete-file] no js"), new AbortController().signal));
    expect(error).toBeUndefined();
    const reply = parseReply(chunks.join(""));
    expect(reply.deleted).toEqual(["quick-contact-form/assets/js/quick-contact-form.js"]);
    expect(anthropic.received.at(-1)?.headers["x-api-key"]).toBe("k");
  });
});
