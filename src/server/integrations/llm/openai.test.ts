import { describe, expect, it } from "vitest";
import { startFakeOpenAI } from "../../../../tests/fakes/fake-openai-server";
import { createOpenAIGenerator } from "./openai";
import { PNG_BASE64, collect, expectProviderError, providerContract, turnInput } from "./provider-contract.testing";

// With a baseURL, the openai provider speaks Chat Completions (.chat()): OpenAI-compatible servers and
// proxies speak that. Without one it uses OpenAI's Responses API, checked here against the fake's
// /v1/responses stream.

describe("[LLM][OPENAI] Chat Completions when AI_BASE_URL is set", () => {
  providerContract({
    startFake: () => startFakeOpenAI({ apiKey: "sk-test-openai-key" }),
    generator: (baseURL, timeouts) => createOpenAIGenerator({ apiKey: "sk-test-openai-key", baseURL, model: "gpt-4.1", timeouts }),
    expectRequest: (body) => {
      expect(body).toMatchObject({ model: "gpt-4.1", stream: true });
      const messages = body.messages as Array<{ role: string }>;
      expect(messages.map((m) => m.role)).toEqual(["system", "user", "assistant", "user"]);
    },
  });

  it("never puts the API key in the error it throws", async () => {
    const fake = await startFakeOpenAI({ apiKey: "sk-the-right-key-000000" });
    try {
      const secret = "sk-proj-SECRETSECRETSECRET123";
      const generator = createOpenAIGenerator({ apiKey: secret, baseURL: fake.baseURL });
      const { error } = await collect(generator.stream(turnInput("x"), new AbortController().signal));
      const failure = expectProviderError(error, 502, "provider_auth");
      expect(JSON.stringify({ message: failure.message, detail: failure.detail, stack: failure.stack })).not.toContain("SECRET");
      expect(failure.detail).toContain("Incorrect API key");
    } finally {
      await fake.close();
    }
  });
});

describe("[LLM][OPENAI] Responses API (the default for api.openai.com)", () => {
  providerContract({
    startFake: () => startFakeOpenAI(),
    generator: (baseURL, timeouts) => createOpenAIGenerator({ apiKey: "sk-test", baseURL, api: "responses", timeouts }),
    expectRequest: (body) => {
      expect(body).toMatchObject({ model: "gpt-4.1", stream: true });
      const input = body.input as Array<{ role: string; content: Array<{ type: string; image_url?: string }> }>;
      expect(input.map((m) => m.role)).toEqual(["system", "user", "assistant", "user"]);
      const image = input.at(-1)!.content.find((p) => p.type === "input_image");
      expect(image?.image_url).toBe(`data:image/png;base64,${PNG_BASE64}`);
    },
  });
});
