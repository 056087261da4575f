import { describe, expect } from "vitest";
import {
  DEFAULT_FIXTURES_DIR,
  type FakeLlmServer,
  chooseFixture,
  chunkText,
  loadFixture,
  readJsonBody,
  sendJson,
  startFakeServer,
  streamChunks,
} from "../../../../tests/fakes/fake-openai-server";
import { createGoogleGenerator } from "./google";
import { PNG_BASE64, providerContract } from "./provider-contract.testing";

// A small fake of the Gemini API's streaming endpoint (POST /v1beta/models/MODEL:streamGenerateContent
// ?alt=sse), replaying the shared fixtures the same way as the OpenAI and Anthropic fakes.
async function startFakeGemini(): Promise<FakeLlmServer> {
  const fake = await startFakeServer(async (req, res, recordRequest) => {
    if (req.headers["x-goog-api-key"] !== "test-google-key") {
      return sendJson(res, 400, { error: { code: 400, message: "API key not valid.", status: "INVALID_ARGUMENT" } });
    }
    if (req.method !== "POST" || !/^\/v1beta\/models\/[^/:]+:streamGenerateContent/.test(req.url ?? "")) {
      return sendJson(res, 404, { error: { code: 404, message: "Not found", status: "NOT_FOUND" } });
    }
    const body = await readJsonBody(req);
    const record = recordRequest(body);
    const contents = (body.contents ?? []) as Array<{ role: string; parts: Array<{ text?: string }> }>;
    const lastUser = [...contents].reverse().find((c) => c.role === "user");
    const choice = chooseFixture((lastUser?.parts ?? []).map((p) => p.text ?? "").filter(Boolean).reverse());
    if (choice.name === "status-429") {
      return sendJson(res, 429, { error: { code: 429, message: "Resource has been exhausted (e.g. check quota).", status: "RESOURCE_EXHAUSTED" } });
    }
    if (choice.name === "status-500") return sendJson(res, 500, { error: { code: 500, message: "Internal error", status: "INTERNAL" } });
    const special = choice.name === "cut-off" || choice.name === "output-limit";
    const fixture = await loadFixture(DEFAULT_FIXTURES_DIR, special ? "first-turn" : choice.name);
    if (fixture === null) return sendJson(res, 400, { error: { code: 400, message: "Unknown fixture", status: "INVALID_ARGUMENT" } });
    const text = special ? fixture.slice(0, Math.floor(fixture.length / 2)) : fixture;
    res.writeHead(200, { "content-type": "text/event-stream" });
    const send = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\r\n\r\n`);
    const complete = await streamChunks(record, chunkText(text, choice.chunkChars), choice, (chunk) =>
      send({ candidates: [{ content: { parts: [{ text: chunk }], role: "model" }, index: 0 }] }),
    );
    if (!complete) return;
    if (choice.name === "cut-off") return void res.destroy();
    send({
      candidates: [{ content: { parts: [{ text: "" }], role: "model" }, finishReason: choice.name === "output-limit" ? "MAX_TOKENS" : "STOP", index: 0 }],
      usageMetadata: { promptTokenCount: 100, candidatesTokenCount: 50, totalTokenCount: 150 },
    });
    res.end();
  });
  return { ...fake, baseURL: fake.baseURL.replace(/\/v1$/, "/v1beta") };
}

describe("[LLM][GOOGLE] against a fake Gemini API", () => {
  providerContract({
    startFake: startFakeGemini,
    generator: (baseURL, timeouts) => createGoogleGenerator({ apiKey: "test-google-key", baseURL, timeouts }),
    expectRequest: (body) => {
      expect(JSON.stringify(body.systemInstruction)).toContain("You are Plugsmith");
      const contents = body.contents as Array<{ role: string; parts: Array<{ inlineData?: unknown }> }>;
      expect(contents.map((c) => c.role)).toEqual(["user", "model", "user"]);
      const image = contents.at(-1)!.parts.find((p) => p.inlineData);
      expect(image?.inlineData).toEqual({ mimeType: "image/png", data: PNG_BASE64 });
    },
  });
});
