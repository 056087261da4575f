import {
  DEFAULT_FIXTURES_DIR,
  type FakeLlmOptions,
  type FakeLlmServer,
  chooseFixture,
  chunkText,
  loadFixture,
  readJsonBody,
  sendJson,
  startFakeServer,
  streamChunks,
  textsOf,
} from "./fake-openai-server";

// A real HTTP server speaking Anthropic's Messages API (POST /v1/messages, streamed as server-sent
// events or not) that replays the same fixtures as the fake OpenAI server, chosen the same way
// (`[fixture:NAME pace:MS chunk:N]` in the last user message; see fake-openai-server.ts). It checks the
// `x-api-key` header (any non-empty key, or `apiKey` when given). Special names: status-429, status-500,
// cut-off (half of first-turn, then the socket is destroyed), output-limit (half, stop_reason
// "max_tokens"), overloaded (half, then an `overloaded_error` event inside the stream).

const anthropicError = (type: string, message: string) => ({ type: "error", error: { type, message } });

/** Starts the fake Anthropic server; createAnthropic({ baseURL }) takes its `baseURL` (…/v1). */
export async function startFakeAnthropic(options: FakeLlmOptions = {}): Promise<FakeLlmServer> {
  const fixturesDir = options.fixturesDir ?? DEFAULT_FIXTURES_DIR;
  return startFakeServer(async (req, res, recordRequest) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const key = req.headers["x-api-key"];
    if (typeof key !== "string" || key === "" || (options.apiKey !== undefined && key !== options.apiKey)) {
      return sendJson(res, 401, anthropicError("authentication_error", "invalid x-api-key"));
    }
    if (req.method !== "POST" || url.pathname !== "/v1/messages") {
      return sendJson(res, 404, anthropicError("not_found_error", `No route ${req.method} ${url.pathname}`));
    }
    const body = await readJsonBody(req);
    const record = recordRequest(body);
    const messages = Array.isArray(body.messages) ? (body.messages as Array<{ role?: unknown; content?: unknown }>) : [];
    const lastUser = [...messages].reverse().find((m) => m?.role === "user");
    const choice = chooseFixture(textsOf(lastUser?.content));
    record.fixture = choice.name;
    const model = typeof body.model === "string" ? body.model : "claude-fake";
    if (typeof body.max_tokens !== "number") return sendJson(res, 400, anthropicError("invalid_request_error", "max_tokens: Field required"));

    if (choice.name === "status-429") {
      return sendJson(res, 429, anthropicError("rate_limit_error", "Number of request tokens has exceeded your per-minute rate limit"), { "retry-after": "20" });
    }
    if (choice.name === "status-500") return sendJson(res, 500, anthropicError("api_error", "Internal server error"));

    const special = ["cut-off", "output-limit", "overloaded"].includes(choice.name);
    const fixture = await loadFixture(fixturesDir, special ? "first-turn" : choice.name);
    if (fixture === null) return sendJson(res, 400, anthropicError("invalid_request_error", `Unknown fixture "${choice.name}"`));
    const text = special ? fixture.slice(0, Math.floor(fixture.length / 2)) : fixture;
    const stopReason = choice.name === "output-limit" ? "max_tokens" : "end_turn";
    const outputTokens = Math.ceil(text.length / 4);

    if (body.stream !== true) {
      return sendJson(res, 200, {
        id: "msg_fake",
        type: "message",
        role: "assistant",
        model,
        content: [{ type: "text", text }],
        stop_reason: stopReason,
        stop_sequence: null,
        usage: { input_tokens: 100, output_tokens: outputTokens },
      });
    }

    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
    const send = (event: string, data: unknown) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    send("message_start", {
      type: "message_start",
      message: {
        id: "msg_fake",
        type: "message",
        role: "assistant",
        model,
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage: { input_tokens: 100, output_tokens: 1 },
      },
    });
    send("content_block_start", { type: "content_block_start", index: 0, content_block: { type: "text", text: "" } });
    send("ping", { type: "ping" });
    const complete = await streamChunks(record, chunkText(text, choice.chunkChars), choice, (chunk) =>
      send("content_block_delta", { type: "content_block_delta", index: 0, delta: { type: "text_delta", text: chunk } }),
    );
    if (!complete) return;
    if (choice.name === "cut-off") return void res.destroy();
    if (choice.name === "overloaded") {
      send("error", anthropicError("overloaded_error", "Overloaded"));
      return void res.end();
    }
    send("content_block_stop", { type: "content_block_stop", index: 0 });
    send("message_delta", { type: "message_delta", delta: { stop_reason: stopReason, stop_sequence: null }, usage: { output_tokens: outputTokens } });
    send("message_stop", { type: "message_stop" });
    res.end();
  });
}
