import { describe, expect, it } from "vitest";
import { generatorInfoSchema } from "../../../shared/schemas/generation";
import type { GeneratedReply } from "../../modules/generation/protocol/reply";
import { serializeReply } from "../../modules/generation/protocol/reply-format";
import { parseReply } from "../../modules/generation/protocol/parse-reply.testing";
import { findMainPluginFile } from "../../wordpress/plugin-files";
import { createOfflineGenerator } from "./offline";
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
  it("tells the builder it is the offline generator, in the shape the builder reads", () => {
    const { info } = createOfflineGenerator(() => STUB);
    expect(generatorInfoSchema.parse(info)).toEqual(info);
    // The builder's badge keys on `offline` to say no model wrote the plugin (generator-badge.tsx).
    expect(info.offline).toBe(true);
  });

  it("streams the reply in several pieces that parse back to the same reply", async () => {
    const { chunks, error } = await collect(createOfflineGenerator(() => STUB, { chunkChars: 100 }).stream(turnInput("hello"), new AbortController().signal));
    expect(error).toBeUndefined();
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.join("")).toBe(serializeReply(STUB));
    expect(parseReply(chunks.join(""))).toEqual(STUB);
  });

  it("streams a big reply in pieces of 2,000 characters by default: a few dozen socket writes, not hundreds", async () => {
    const big: GeneratedReply = { ...STUB, files: { ...STUB.files, "hello/big.css": "a{}\n".repeat(10_000) } };
    const text = serializeReply(big);
    const { chunks } = await collect(createOfflineGenerator(() => big).stream(turnInput("hello"), new AbortController().signal));
    expect(chunks.join("")).toBe(text);
    expect(chunks.length).toBe(Math.ceil(text.length / 2000));
    expect(Math.max(...chunks.map((chunk) => chunk.length))).toBe(2000);
  });

  it("works the reply out once when a turn is first asked whether it declines, then streamed", async () => {
    const calls: string[] = [];
    const generator = createOfflineGenerator((input) => {
      calls.push(input.message);
      return STUB;
    });
    const first = turnInput("first");
    expect(await generator.decline!(first)).toBeNull();
    const { chunks } = await collect(generator.stream(first, new AbortController().signal));
    expect(chunks.join("")).toBe(serializeReply(STUB));
    expect(calls).toEqual(["first"]);
    // Another turn, even with equal words, is worked out afresh; so is the same input streamed again.
    await collect(generator.stream(turnInput("first"), new AbortController().signal));
    await collect(generator.stream(first, new AbortController().signal));
    expect(calls).toEqual(["first", "first", "first"]);
  });

  it("never splits a character between two pieces, whatever the piece size", async () => {
    const splitsCharacter = (text: string) => /^[\udc00-\udfff]/.test(text) || /[\ud800-\udbff]$/.test(text);
    for (let chunkChars = 1; chunkChars <= 12; chunkChars++) {
      const { chunks } = await collect(createOfflineGenerator(() => STUB, { chunkChars }).stream(turnInput("hello"), new AbortController().signal));
      expect({ chunkChars, split: chunks.filter(splitsCharacter).length }).toEqual({ chunkChars, split: 0 });
      expect(chunks.join("")).toBe(serializeReply(STUB));
    }
  });

  it("lets other work run between two pieces, as a model's stream would", async () => {
    const order: string[] = [];
    let piece = 0;
    for await (const _chunk of createOfflineGenerator(() => STUB, { chunkChars: 100 }).stream(turnInput("hello"), new AbortController().signal)) {
      order.push(`piece ${++piece}`);
      if (piece === 1) setImmediate(() => order.push("other work"));
      if (piece === 3) break;
    }
    expect(order).toEqual(["piece 1", "other work", "piece 2", "piece 3"]);
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
      for await (const chunk of createOfflineGenerator(() => STUB, { chunkChars: 100 }).stream(turnInput("x"), controller.signal)) {
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
