import { apiErrorSchema } from "@shared/schemas/errors";
import { generationEventSchema, type GenerateRequest, type GenerationEvent } from "@shared/schemas/generation";
import { ApiRequestError } from "~/lib/api";
import { i18n } from "~/lib/i18n";
import { createSseParser, type SseMessage } from "./sse";

export type DoneEvent = Extract<GenerationEvent, { type: "done" }>;
export type ProgressEvent = Exclude<GenerationEvent, { type: "done" | "error" }>;

/**
 * One chat turn: POST /api/plugins/:id/generate, then reads the event stream. Progress events go to
 * `onEvent`; resolves with the `done` event. Throws ApiRequestError for a JSON error answer (before the
 * stream) and for an `error` event, and the fetch's AbortError when `signal` aborts (the Stop button).
 */
export async function streamGeneration(
  pluginId: string,
  request: GenerateRequest,
  { signal, onEvent }: { signal: AbortSignal; onEvent: (event: ProgressEvent) => void },
): Promise<DoneEvent> {
  let response: Response;
  try {
    response = await fetch(`/api/plugins/${encodeURIComponent(pluginId)}/generate`, {
      method: "POST",
      credentials: "same-origin",
      headers: { Accept: "text/event-stream", "Content-Type": "application/json" },
      body: JSON.stringify(request),
      signal,
    });
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new ApiRequestError(0, "network_error", i18n.t("errors.network"));
  }

  if (!response.ok) throw await errorFromResponse(response);
  if (!response.body) throw streamBroken();

  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser();
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (error) {
        if (isAbortError(error) || signal.aborted) throw abortError();
        throw streamBroken();
      }
      const messages = chunk.done
        ? [...parser.push(decoder.decode()), ...parser.end()]
        : parser.push(decoder.decode(chunk.value, { stream: true }));
      for (const message of messages) {
        const event = toEvent(message);
        if (!event) continue;
        if (event.type === "done") return event;
        if (event.type === "error") throw new ApiRequestError(event.status, event.code, event.message);
        onEvent(event);
      }
      if (chunk.done) throw streamBroken();
    }
  } finally {
    reader.cancel().catch(() => {});
  }
}

/** Validates one SSE message as a GenerationEvent; unknown or malformed events are skipped. */
export function toEvent(message: SseMessage): GenerationEvent | null {
  let data: unknown;
  try {
    data = JSON.parse(message.data);
  } catch {
    return null;
  }
  if (data && typeof data === "object" && !("type" in data) && message.event !== "message") {
    data = { ...data, type: message.event };
  }
  const parsed = generationEventSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

async function errorFromResponse(response: Response): Promise<ApiRequestError> {
  let payload: unknown;
  try {
    payload = JSON.parse(await response.text());
  } catch {
    payload = undefined;
  }
  const parsed = apiErrorSchema.safeParse(payload);
  if (parsed.success) return new ApiRequestError(response.status, parsed.data.error.code, parsed.data.error.message);
  return new ApiRequestError(response.status, "http_error", i18n.t("builder.errors.generateFailed"));
}

function streamBroken(): ApiRequestError {
  // The server went away mid-turn (a restart, a lost network): it settles the turn on its side (saved, or
  // refunded when no version was saved: decision 0042), so the person is told what it costs and to look.
  return new ApiRequestError(0, "stream_ended", i18n.t("builder.errors.connectionLost"));
}

function abortError(): DOMException {
  return new DOMException("The turn was stopped", "AbortError");
}

export function isAbortError(error: unknown): boolean {
  return (error instanceof DOMException || error instanceof Error) && error.name === "AbortError";
}
