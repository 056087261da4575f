import { readFile } from "node:fs/promises";
import { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

// A real HTTP server speaking OpenAI's API (Chat Completions, streamed or not, and the Responses API's
// stream) that replays fixture files (Dyad's fake-llm-server idea). Point AI_BASE_URL at `baseURL`.
//
// The reply is chosen by the last user message: its first line holding `[fixture:NAME option…]` picks
// tests/fakes/fixtures/llm/NAME.txt. Without a tag, a 'Fix with AI' request (it lists each finding as
// `- file:line [wp.RULE] message`) picks fix-RULE for its first finding; anything else picks first-turn. Options: `pace:MS` (or `slow:MS`) waits MS
// between chunks, `chunk:N` sends N characters per chunk (default 40), `delay:MS` waits MS (after the
// response headers) before the first chunk. Special names:
//   status-429     HTTP 429 with OpenAI's rate-limit error body
//   status-500     HTTP 500 with a server error body
//   cut-off        streams half of first-turn.txt, then destroys the socket
//   output-limit   streams half of first-turn.txt, then finishes with finish_reason "length"

export const DEFAULT_FIXTURES_DIR = path.join(import.meta.dirname, "fixtures", "llm");
const DEFAULT_CHUNK_CHARS = 40;

export interface FakeLlmOptions {
  fixturesDir?: string;
  /** When set, requests must carry this key (OpenAI: `Authorization: Bearer`; Anthropic: `x-api-key`). */
  apiKey?: string;
  /** The port on 127.0.0.1 (default: a free one). */
  port?: number;
}

/** One request the fake received. */
export interface FakeLlmRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
  /** The fixture it chose. */
  fixture?: string;
  /** Set when the client went away before the reply was complete. */
  disconnected: boolean;
  /** Set when the whole reply was sent. */
  completed: boolean;
  /** Each chunk of reply text as it was written, with performance.now() (benchmarks read it). */
  sent: Array<{ at: number; text: string }>;
}

export interface FakeLlmServer {
  port: number;
  /** http://127.0.0.1:PORT/v1 */
  baseURL: string;
  /** The JSON bodies of the generation requests received, oldest first. */
  requests: Array<Record<string, unknown>>;
  /** Every generation request with its headers and what became of it. */
  received: FakeLlmRequest[];
  close(): Promise<void>;
}

export interface FixtureChoice {
  name: string;
  paceMs: number;
  chunkChars: number;
  delayMs: number;
}

/** Picks the fixture from the texts of the last user message (the first line holding a tag wins). */
export function chooseFixture(texts: string[]): FixtureChoice {
  for (const text of texts) {
    for (const line of text.split("\n")) {
      const tag = /\[fixture:([^\]\n]+)\]/.exec(line);
      if (!tag) continue;
      const choice: FixtureChoice = { name: "first-turn", paceMs: 0, chunkChars: DEFAULT_CHUNK_CHARS, delayMs: 0 };
      let rest = tag[1]!.trim();
      const slow = /^slow:(\d+)\s*/.exec(rest);
      if (slow) {
        choice.paceMs = Number(slow[1]);
        rest = rest.slice(slow[0].length);
      }
      for (const token of rest.split(/\s+/).filter(Boolean)) {
        const option = /^(pace|slow|chunk|delay):(\d+)$/.exec(token);
        if (!option) choice.name = token;
        else if (option[1] === "chunk") choice.chunkChars = Math.max(1, Number(option[2]));
        else if (option[1] === "delay") choice.delayMs = Number(option[2]);
        else choice.paceMs = Number(option[2]);
      }
      return choice;
    }
  }
  const finding = texts.join("\n").match(/^- .*? \[wp\.([a-z-]+)\] /m);
  return { name: finding ? `fix-${finding[1]}` : "first-turn", paceMs: 0, chunkChars: DEFAULT_CHUNK_CHARS, delayMs: 0 };
}

export async function loadFixture(dir: string, name: string): Promise<string | null> {
  if (!/^[a-z0-9_-]+$/i.test(name)) return null;
  try {
    return await readFile(path.join(dir, `${name}.txt`), "utf8");
  } catch {
    return null;
  }
}

/** Splits text into chunks of `size` characters without splitting a surrogate pair (as a real API would not). */
export function chunkText(text: string, size: number): string[] {
  const points = Array.from(text);
  const chunks: string[] = [];
  for (let i = 0; i < points.length; i += size) chunks.push(points.slice(i, i + size).join(""));
  return chunks;
}

/** The text parts of a message's content, last part first (the request comes last in our prompts). */
export function textsOf(content: unknown): string[] {
  if (typeof content === "string") return [content];
  if (!Array.isArray(content)) return [];
  return content
    .map((part: unknown) => {
      if (typeof part !== "object" || part === null) return "";
      const p = part as { type?: unknown; text?: unknown };
      return (p.type === "text" || p.type === "input_text") && typeof p.text === "string" ? p.text : "";
    })
    .filter(Boolean)
    .reverse();
}

export async function readJsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  if (text === "") return {};
  const value: unknown = JSON.parse(text);
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

/**
 * Streams `chunks` through `write` as the fixture choice says (delay, pace), and stops early when the
 * client goes away. Resolves false when the client disconnected.
 */
export async function streamChunks(
  record: FakeLlmRequest,
  chunks: string[],
  { paceMs, delayMs }: Pick<FixtureChoice, "paceMs" | "delayMs">,
  write: (chunk: string) => void,
): Promise<boolean> {
  if (delayMs > 0) await sleep(delayMs);
  for (const chunk of chunks) {
    if (record.disconnected) return false;
    write(chunk);
    record.sent.push({ at: performance.now(), text: chunk });
    if (paceMs > 0) await sleep(paceMs);
    else await new Promise((resolve) => setImmediate(resolve));
  }
  return !record.disconnected;
}

/** Starts a server around `handle`; records each request and whether its client went away. */
export async function startFakeServer(
  handle: (req: IncomingMessage, res: ServerResponse, recordRequest: (body: Record<string, unknown>) => FakeLlmRequest) => Promise<void>,
  listenPort = 0,
): Promise<FakeLlmServer> {
  const requests: Array<Record<string, unknown>> = [];
  const received: FakeLlmRequest[] = [];
  const server = createServer((req, res) => {
    const recordRequest = (body: Record<string, unknown>) => {
      const record: FakeLlmRequest = {
        method: req.method ?? "",
        path: req.url ?? "",
        headers: req.headers,
        body,
        disconnected: false,
        completed: false,
        sent: [],
      };
      res.on("close", () => {
        if (!res.writableFinished) record.disconnected = true;
        else record.completed = true;
      });
      requests.push(body);
      received.push(record);
      return record;
    };
    handle(req, res, recordRequest).catch((err: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: { message: String(err), type: "fake_server_error" } });
      else res.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(listenPort, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    received,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

/** Starts the fake OpenAI server on a free port of 127.0.0.1. */
export async function startFakeOpenAI(options: FakeLlmOptions = {}): Promise<FakeLlmServer> {
  const fixturesDir = options.fixturesDir ?? DEFAULT_FIXTURES_DIR;
  return startFakeServer(async (req, res, recordRequest) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (options.apiKey !== undefined && req.headers.authorization !== `Bearer ${options.apiKey}`) {
      return sendJson(res, 401, {
        error: { message: "Incorrect API key provided.", type: "invalid_request_error", param: null, code: "invalid_api_key" },
      });
    }
    if (req.method === "GET" && url.pathname === "/v1/models") {
      return sendJson(res, 200, { object: "list", data: [{ id: "fake-model", object: "model", created: 1_700_000_000, owned_by: "plugsmith" }] });
    }
    const chat = req.method === "POST" && url.pathname === "/v1/chat/completions";
    const responses = req.method === "POST" && url.pathname === "/v1/responses";
    if (!chat && !responses) return sendJson(res, 404, { error: { message: `No route ${req.method} ${url.pathname}`, type: "invalid_request_error" } });

    const body = await readJsonBody(req);
    const record = recordRequest(body);
    const choice = chooseFixture(lastUserTexts(body, chat ? "messages" : "input"));
    record.fixture = choice.name;
    const model = typeof body.model === "string" ? body.model : "fake-model";

    if (choice.name === "status-429") {
      return sendJson(
        res,
        429,
        { error: { message: "Rate limit reached for requests. Please try again in 20s.", type: "requests", param: null, code: "rate_limit_exceeded" } },
        { "retry-after": "20" },
      );
    }
    if (choice.name === "status-500") {
      return sendJson(res, 500, { error: { message: "The server had an error while processing your request.", type: "server_error", param: null, code: null } });
    }
    const special = choice.name === "cut-off" || choice.name === "output-limit";
    const fixture = await loadFixture(fixturesDir, special ? "first-turn" : choice.name);
    if (fixture === null) {
      return sendJson(res, 400, { error: { message: `Unknown fixture "${choice.name}"`, type: "invalid_request_error", param: null, code: null } });
    }
    const text = special ? fixture.slice(0, Math.floor(fixture.length / 2)) : fixture;
    const finishReason = choice.name === "output-limit" ? "length" : "stop";

    if (body.stream !== true) {
      if (responses) return sendJson(res, 400, { error: { message: "The fake answers the Responses API streamed only", type: "invalid_request_error" } });
      return sendJson(res, 200, {
        id: "chatcmpl-fake",
        object: "chat.completion",
        created: Math.floor(Date.now() / 1000),
        model,
        choices: [{ index: 0, message: { role: "assistant", content: text }, finish_reason: finishReason }],
        usage: { prompt_tokens: 100, completion_tokens: Math.ceil(text.length / 4), total_tokens: 100 + Math.ceil(text.length / 4) },
      });
    }

    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
    const send = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`);
    const chunks = chunkText(text, choice.chunkChars);
    if (chat) {
      const created = Math.floor(Date.now() / 1000);
      const chunk = (delta: Record<string, unknown>, finish: string | null) => ({
        id: "chatcmpl-fake",
        object: "chat.completion.chunk",
        created,
        model,
        choices: [{ index: 0, delta, finish_reason: finish }],
      });
      send(chunk({ role: "assistant", content: "" }, null));
      const complete = await streamChunks(record, chunks, choice, (content) => send(chunk({ content }, null)));
      if (!complete) return;
      if (choice.name === "cut-off") return void res.destroy();
      send(chunk({}, finishReason));
      res.end("data: [DONE]\n\n");
      return;
    }
    // The Responses API stream: created, a message item, its text deltas, completed.
    const itemId = "msg_fake";
    send({ type: "response.created", response: { id: "resp_fake", created_at: Math.floor(Date.now() / 1000), model } });
    send({ type: "response.output_item.added", output_index: 0, item: { type: "message", id: itemId } });
    const complete = await streamChunks(record, chunks, choice, (delta) =>
      send({ type: "response.output_text.delta", item_id: itemId, output_index: 0, content_index: 0, delta }),
    );
    if (!complete) return;
    if (choice.name === "cut-off") return void res.destroy();
    send({ type: "response.output_item.done", output_index: 0, item: { type: "message", id: itemId } });
    send({
      type: finishReason === "length" ? "response.incomplete" : "response.completed",
      response: {
        incomplete_details: finishReason === "length" ? { reason: "max_output_tokens" } : null,
        usage: { input_tokens: 100, output_tokens: Math.ceil(text.length / 4) },
      },
    });
    res.end();
  }, options.port);
}

/** The texts of the last user message of a Chat Completions (`messages`) or Responses (`input`) body. */
function lastUserTexts(body: Record<string, unknown>, key: "messages" | "input"): string[] {
  const list = body[key];
  if (typeof list === "string") return [list];
  if (!Array.isArray(list)) return [];
  for (let i = list.length - 1; i >= 0; i--) {
    const message = list[i] as { role?: unknown; content?: unknown };
    if (message?.role === "user") return textsOf(message.content);
  }
  return [];
}
