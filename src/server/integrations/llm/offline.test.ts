import { describe, expect, it } from "vitest";
import type { GeneratedReply } from "../../modules/generation/protocol/reply";
import { serializeReply } from "../../modules/generation/protocol/reply-format";
import { parseReply } from "../../modules/generation/protocol/stream-parser";
import { findMainPluginFile } from "../../wordpress/plugin-files";
import { OFFLINE_GENERATOR_INFO, createOfflineGenerator } from "./offline";
import { collect, turnInput } from "./provider-contract.testing";

const STUB: GeneratedReply = {
  files: {
    "hello/hello.php": `<?php\n/**\n * Plugin Name: Hello\n */\ndefined( 'ABSPATH' ) || exit;\n// ${"😀".repeat(300)}\n`,
    "hello/readme.txt": "=== Hello ===\n".repeat(40),
  },
  deleted: ["hello/old.php"],
  explanation: "Says hello.",
  features: ["Hello"],
  quickActions: [{ label: "Say more", prompt: "Say more than hello" }],
  previews: { backend: "<div>admin</div>", frontend: "<p>Hello</p>" },
};

describe("[LLM][OFFLINE] the blueprint generator behind the Generator interface", () => {
  it("is labelled as the offline generator", () => {
    expect(createOfflineGenerator(() => STUB).info).toEqual({
      provider: "offline",
      model: "blueprint",
      offline: true,
      label: "Offline blueprint generator",
    });
    expect(OFFLINE_GENERATOR_INFO.offline).toBe(true);
  });

  it("streams the serialised reply in chunks of about 160 characters, which parse back to the reply", async () => {
    const { chunks, error } = await collect(createOfflineGenerator(() => STUB).stream(turnInput("hello"), new AbortController().signal));
    expect(error).toBeUndefined();
    expect(chunks.join("")).toBe(serializeReply(STUB));
    expect(chunks.length).toBeGreaterThan(5);
    for (const chunk of chunks) {
      expect(chunk.length).toBeLessThanOrEqual(161);
      expect(/^[\udc00-\udfff]/.test(chunk)).toBe(false); // no surrogate pair split between chunks
    }
    expect(parseReply(chunks.join(""))).toEqual(STUB);
  });

  it("hands the turn's input to the blueprint function", async () => {
    let seen: unknown;
    const generator = createOfflineGenerator((input) => {
      seen = input;
      return STUB;
    });
    const input = turnInput("a greeting");
    await collect(generator.stream(input, new AbortController().signal));
    expect(seen).toBe(input);
  });

  it("stops when the signal aborts, between chunks", async () => {
    const controller = new AbortController();
    const chunks: string[] = [];
    let error: unknown;
    try {
      for await (const chunk of createOfflineGenerator(() => STUB).stream(turnInput("x"), controller.signal)) {
        chunks.push(chunk);
        controller.abort();
      }
    } catch (err) {
      error = err;
    }
    expect(chunks).toHaveLength(1);
    expect((error as Error).name).toBe("AbortError");
    const early = await collect(createOfflineGenerator(() => STUB).stream(turnInput("x"), AbortSignal.abort()));
    expect(early.chunks).toEqual([]);
    expect((early.error as Error).name).toBe("AbortError");
  });

  it("writes a plugin with a main file by default (the real blueprint generator)", async () => {
    const { chunks, error } = await collect(
      createOfflineGenerator().stream(turnInput("a contact form with e-mail notifications", { files: {}, history: [] }), new AbortController().signal),
    );
    expect(error).toBeUndefined();
    const reply = parseReply(chunks.join(""));
    expect(findMainPluginFile(reply.files)).not.toBeNull();
    expect(reply.explanation).not.toBe("");
  });
});
