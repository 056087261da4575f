import { describe, expect } from "vitest";
import { startFakeOpenAI } from "../../../../tests/fakes/fake-openai-server";
import { createOpenAICompatibleGenerator } from "./openai-compatible";
import { PNG_BASE64, providerContract } from "./provider-contract.testing";

describe("[LLM][OPENAI-COMPATIBLE] against the fake OpenAI server (Chat Completions)", () => {
  providerContract({
    startFake: () => startFakeOpenAI(),
    generator: (baseURL, timeouts) => createOpenAICompatibleGenerator({ baseURL, model: "fake-model", apiKey: "test-key", timeouts }),
    expectRequest: (body) => {
      expect(body).toMatchObject({ model: "fake-model", stream: true });
      const messages = body.messages as Array<{ role: string; content: unknown }>;
      expect(messages.map((m) => m.role)).toEqual(["system", "user", "assistant", "user"]);
      const last = messages.at(-1)!.content as Array<{ type: string; image_url?: { url: string } }>;
      expect(last.map((p) => p.type)).toEqual(["text", "image_url", "text"]);
      expect(last[1]!.image_url!.url).toBe(`data:image/png;base64,${PNG_BASE64}`);
    },
  });
});
