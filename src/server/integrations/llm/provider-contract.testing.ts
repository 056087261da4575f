import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { FakeLlmServer } from "../../../../tests/fakes/fake-openai-server";
import type { GenerationInput } from "../../modules/generation/protocol/reply";
import { parseReply } from "../../modules/generation/protocol/parse-reply.testing";
import { ReplyError, StreamParser } from "../../modules/generation/protocol/stream-parser";
import type { GenerationTimeouts } from "./ai-sdk-generator";
import { type Generator, GenerationProviderError } from "./generator";
import { httpStatusOf } from "../../http/error-status";

// The behaviour every model provider shares, run against each vendor's protocol fake (a real HTTP
// server): a whole turn streams and parses, the request carries the prompt, failures map to statuses,
// and aborting or stopping early ends the HTTP request.

export const FIXTURES_DIR = path.resolve(import.meta.dirname, "../../../../tests/fakes/fixtures/llm");
export const fixtureText = (name: string) => readFileSync(path.join(FIXTURES_DIR, `${name}.txt`), "utf8");

/** A 1×1 PNG. */
export const PNG_BASE64 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==";

export function turnInput(message: string, over: Partial<GenerationInput> = {}): GenerationInput {
  return {
    pluginName: "Quick Contact Form",
    files: {
      "quick-contact-form/quick-contact-form.php": "<?php\n/**\n * Plugin Name: Quick Contact Form\n */\ndefined( 'ABSPATH' ) || exit;\n",
      "quick-contact-form/assets/css/quick-contact-form.css": ".qcf-submit { background: #2271b1; }\n",
    },
    history: [
      { role: "user", content: "Earlier request: a contact form" },
      { role: "assistant", content: "Earlier answer: I built a contact form." },
    ],
    message,
    images: [],
    viewMode: "backend",
    author: "Ada Lovelace",
    ...over,
  };
}

export async function collect(stream: AsyncIterable<string>): Promise<{ chunks: string[]; error?: unknown }> {
  const chunks: string[] = [];
  try {
    for await (const chunk of stream) chunks.push(chunk);
    return { chunks };
  } catch (error) {
    return { chunks, error };
  }
}

export function expectProviderError(error: unknown, status: number, code: string): GenerationProviderError {
  expect(error, String(error)).toBeInstanceOf(GenerationProviderError);
  const failure = error as GenerationProviderError;
  // The status is the edge's, from the code (http/error-status.ts): the table is what a turn ends with.
  expect({ status: httpStatusOf(failure.code), code: failure.code }).toEqual({ status, code });
  return failure;
}

/** How long the fake provider pauses in the tests of stopping and timeouts: far beyond their 150 ms limits. */
const PAUSE_MS = 5_000;

export interface ContractOptions {
  startFake: () => Promise<FakeLlmServer>;
  generator: (baseURL: string, timeouts?: Partial<GenerationTimeouts>) => Generator;
  /** Vendor-specific checks of the request body the fake received. */
  expectRequest: (body: Record<string, unknown>) => void;
}

export function providerContract(options: ContractOptions): void {
  let fake: FakeLlmServer;
  beforeAll(async () => {
    fake = await options.startFake();
  });
  afterAll(async () => {
    await fake.close();
  });
  const generator = (timeouts?: Partial<GenerationTimeouts>) => options.generator(fake.baseURL, timeouts);

  it("streams a whole turn in pieces, and the parser rebuilds the three files", async () => {
    const { chunks, error } = await collect(generator().stream(turnInput("[fixture:first-turn] a contact form"), new AbortController().signal));
    expect(error).toBeUndefined();
    expect(chunks.length).toBeGreaterThan(10);
    expect(chunks.join("")).toBe(fixtureText("first-turn"));
    const parser = new StreamParser();
    for (const chunk of chunks) parser.push(chunk);
    const { reply } = parser.end();
    expect(Object.keys(reply.files)).toEqual([
      "quick-contact-form/quick-contact-form.php",
      "quick-contact-form/assets/css/quick-contact-form.css",
      "quick-contact-form/assets/js/quick-contact-form.js",
    ]);
    expect(reply).toEqual(parseReply(fixtureText("first-turn")));
    expect(reply.previews.backend).toBeTruthy();
    expect(reply.previews.frontend).toBeTruthy();
  });

  it("sends the system prompt, the history, the current files and the images", async () => {
    const input = turnInput("[fixture:edit-one-file] make the button green", { images: [`data:image/png;base64,${PNG_BASE64}`] });
    const { error } = await collect(generator().stream(input, new AbortController().signal));
    expect(error).toBeUndefined();
    const body = fake.requests.at(-1)!;
    const sent = JSON.stringify(body);
    expect(sent).toContain("You are Plugsmith, an expert WordPress plugin developer");
    expect(sent).toContain("defined( 'ABSPATH' ) || exit;");
    expect(sent).toContain("Earlier request: a contact form");
    expect(sent).toContain("Earlier answer: I built a contact form.");
    expect(sent).toContain("### quick-contact-form/assets/css/quick-contact-form.css");
    expect(sent).toContain(".qcf-submit { background: #2271b1; }");
    expect(sent).toContain("make the button green");
    expect(sent).toContain(PNG_BASE64);
    options.expectRequest(body);
  });

  it("maps a 429 to GenerationProviderError 429 with the spec's message", async () => {
    const { chunks, error } = await collect(generator().stream(turnInput("[fixture:status-429] x"), new AbortController().signal));
    expect(chunks).toEqual([]);
    const failure = expectProviderError(error, 429, "rate_limited");
    expect(failure.message).toBe("Rate limit exceeded. Please wait a moment and try again.");
  });

  it("maps a 500 to 502, without retrying", async () => {
    const before = fake.requests.length;
    const { error } = await collect(generator().stream(turnInput("[fixture:status-500] x"), new AbortController().signal));
    const failure = expectProviderError(error, 502, "provider_error");
    expect(failure.providerStatus).toBe(500);
    expect(fake.requests.length).toBe(before + 1);
  });

  it("reports a reply cut off mid-file as an error, and the parser calls it truncated", async () => {
    const { chunks, error } = await collect(generator().stream(turnInput("[fixture:cut-off] x"), new AbortController().signal));
    expectProviderError(error, 502, "truncated_reply");
    expect(chunks.length).toBeGreaterThan(0);
    const parser = new StreamParser();
    for (const chunk of chunks) parser.push(chunk);
    let ended: unknown;
    try {
      parser.end();
    } catch (err) {
      ended = err;
    }
    expect(ended).toBeInstanceOf(ReplyError);
    expect((ended as ReplyError).code).toBe("truncated");
  });

  it("reports a reply stopped by the output token limit as truncated", async () => {
    const { error } = await collect(generator().stream(turnInput("[fixture:output-limit] x"), new AbortController().signal));
    expectProviderError(error, 502, "truncated_reply");
  });

  // Order, not elapsed time: the provider waits PAUSE_MS before each next piece, so a stream that ends
  // while the provider has sent no more than it had is one that did not wait for the provider.
  it("stops as soon as it is aborted mid-stream, before the provider's next piece, and ends the HTTP request", async () => {
    const controller = new AbortController();
    const chunks: string[] = [];
    let error: unknown;
    let sentWhenStopped = -1;
    try {
      for await (const chunk of generator().stream(turnInput(`[fixture:first-turn pace:${PAUSE_MS}]`), controller.signal)) {
        chunks.push(chunk);
        controller.abort();
      }
    } catch (err) {
      error = err;
    } finally {
      sentWhenStopped = fake.received.at(-1)!.sent.length;
    }
    expect((error as Error).name).toBe("AbortError");
    expect(chunks).toHaveLength(1);
    expect(sentWhenStopped).toBe(1);
    await expect.poll(() => fake.received.at(-1)?.disconnected).toBe(true);
  });

  it("ends the HTTP request when the reader stops early", async () => {
    for await (const _chunk of generator().stream(turnInput("[fixture:first-turn pace:20]"), new AbortController().signal)) break;
    await expect.poll(() => fake.received.at(-1)?.disconnected).toBe(true);
  });

  it("gives up with 504 when the provider stops sending, without waiting for its next piece", async () => {
    const { chunks, error } = await collect(
      generator({ firstTextMs: PAUSE_MS, idleMs: 150 }).stream(turnInput(`[fixture:first-turn pace:${PAUSE_MS} chunk:2000]`), new AbortController().signal),
    );
    const sent = fake.received.at(-1)!.sent.length;
    expectProviderError(error, 504, "timeout");
    expect(chunks.length).toBeGreaterThan(0);
    expect(sent).toBe(chunks.length);
  });

  it("gives up with 504 when no text comes in time, before the provider sends any", async () => {
    const { chunks, error } = await collect(
      generator({ firstTextMs: 150 }).stream(turnInput(`[fixture:first-turn delay:${PAUSE_MS}]`), new AbortController().signal),
    );
    const sent = fake.received.at(-1)!.sent.length;
    expectProviderError(error, 504, "timeout");
    expect(chunks).toEqual([]);
    expect(sent).toBe(0);
  });

  it("answers 502 when the provider cannot be reached", async () => {
    const closed = await options.startFake();
    const baseURL = closed.baseURL;
    await closed.close();
    const { error } = await collect(options.generator(baseURL).stream(turnInput("x"), new AbortController().signal));
    expectProviderError(error, 502, "provider_error");
  });
}
