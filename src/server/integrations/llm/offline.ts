import type { GeneratorInfo } from "../../../shared/schemas/generation";
import type { GeneratedReply, GenerationInput } from "../../modules/generation/protocol/reply";
import { serializeReply } from "../../modules/generation/protocol/reply-format";
import { generateBlueprint } from "../../wordpress/blueprint/generate-blueprint";
import type { Generator } from "./generator";

export const OFFLINE_GENERATOR_INFO: GeneratorInfo = {
  provider: "offline",
  model: "blueprint",
  offline: true,
  label: "Offline blueprint generator",
};

export type BlueprintFunction = (input: GenerationInput) => GeneratedReply | Promise<GeneratedReply>;

export interface OfflineGeneratorOptions {
  /** Characters per streamed chunk. */
  chunkChars?: number;
}

/**
 * Characters per chunk by default. Each chunk becomes at least one server-sent event, a socket write of
 * its own; 2,000 characters keep a big reply at a few dozen writes (at 160, a 60 KB reply made 375 and
 * writes were a fifth of the server's CPU under load: scripts/bench/load.mjs).
 */
const DEFAULT_CHUNK_CHARS = 2000;

/**
 * The embedded default (design.md §1.3): the deterministic blueprint generator, written in the tagged
 * reply format and streamed in chunks with a turn of the event loop between them, so an offline
 * turn takes the same path as a model's (the parser, file progress in the browser, cancellation).
 */
export function createOfflineGenerator(blueprint: BlueprintFunction = generateBlueprint, options: OfflineGeneratorOptions = {}): Generator {
  const size = Math.max(1, options.chunkChars ?? DEFAULT_CHUNK_CHARS);
  // prepareTurn asks decline() and the turn then streams the same input: the reply is worked out once.
  // Keyed by the input object, so a turn that never streams (refused, not charged) leaves nothing behind.
  const replies = new WeakMap<GenerationInput, Promise<GeneratedReply>>();
  const replyFor = (input: GenerationInput) => {
    let reply = replies.get(input);
    if (!reply) {
      // Worded in the person's language (issue #34 item 13) by the blueprint itself: input.language chooses the texts.
      reply = Promise.resolve().then(() => blueprint(input));
      replies.set(input, reply);
    }
    return reply;
  };
  return {
    info: OFFLINE_GENERATOR_INFO,
    // Deterministic and quick, so the reply itself says whether there is anything to build.
    async decline(input: GenerationInput) {
      const reply = await replyFor(input);
      return Object.keys(reply.files).length + reply.deleted.length === 0 ? reply.explanation : null;
    },
    async *stream(input: GenerationInput, signal: AbortSignal): AsyncGenerator<string> {
      signal.throwIfAborted();
      const reply = replyFor(input);
      replies.delete(input);
      const text = serializeReply(await reply);
      for (let start = 0; start < text.length; ) {
        let end = Math.min(start + size, text.length);
        // Never split a surrogate pair between chunks.
        const last = text.charCodeAt(end - 1);
        if (end < text.length && last >= 0xd800 && last <= 0xdbff) end++;
        yield text.slice(start, end);
        start = end;
        await new Promise<void>((resolve) => setImmediate(resolve));
        signal.throwIfAborted();
      }
    },
  };
}
