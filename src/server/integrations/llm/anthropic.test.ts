import { describe, expect, it } from "vitest";
import { startFakeAnthropic } from "../../../../tests/fakes/fake-anthropic-server";
import { ANTHROPIC_MAX_OUTPUT_TOKENS, createAnthropicGenerator } from "./anthropic";
import { PNG_BASE64, collect, expectProviderError, providerContract, turnInput } from "./provider-contract.testing";

describe("[LLM][ANTHROPIC] against the fake Anthropic server (Messages API)", () => {
  providerContract({
    startFake: () => startFakeAnthropic({ apiKey: "test-anthropic-key" }),
    generator: (baseURL, timeouts) => createAnthropicGenerator({ apiKey: "test-anthropic-key", baseURL, timeouts }),
    expectRequest: (body) => {
      expect(body).toMatchObject({ model: "claude-sonnet-4-5", stream: true, max_tokens: ANTHROPIC_MAX_OUTPUT_TOKENS });
      expect(body.system).toEqual([{ type: "text", text: expect.stringContaining("You are Plugsmith"), cache_control: { type: "ephemeral" } }]);
      const messages = body.messages as Array<{ role: string; content: Array<{ type: string; source?: unknown }> }>;
      expect(messages.map((m) => m.role)).toEqual(["user", "assistant", "user"]);
      const image = messages.at(-1)!.content.find((p) => p.type === "image");
      expect(image?.source).toEqual({ type: "base64", media_type: "image/png", data: PNG_BASE64 });
    },
  });

  it("refuses a wrong x-api-key as a credentials problem", async () => {
    const fake = await startFakeAnthropic({ apiKey: "the-right-key" });
    try {
      const generator = createAnthropicGenerator({ apiKey: "sk-ant-WRONGWRONGWRONG", baseURL: fake.baseURL });
      const { error } = await collect(generator.stream(turnInput("x"), new AbortController().signal));
      const failure = expectProviderError(error, 502, "provider_auth");
      expect(`${failure.message} ${failure.detail}`).not.toContain("WRONG");
      expect(fake.received).toHaveLength(0);
    } finally {
      await fake.close();
    }
  });

  it("reports an error event inside the stream (overloaded) as a broken-off reply", async () => {
    const fake = await startFakeAnthropic();
    try {
      const generator = createAnthropicGenerator({ apiKey: "k", baseURL: fake.baseURL });
      const { chunks, error } = await collect(generator.stream(turnInput("[fixture:overloaded] x"), new AbortController().signal));
      expect(chunks.length).toBeGreaterThan(0);
      const failure = expectProviderError(error, 502, "truncated_reply");
      expect(failure.detail).toContain("overloaded_error");
    } finally {
      await fake.close();
    }
  });
});
