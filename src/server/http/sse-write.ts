import type { SSEMessage, SSEStreamingApi } from "hono/streaming";

/** How long one server-sent event may take to reach the socket before its client counts as gone. */
export const SSE_WRITE_TIMEOUT_MS = 10_000;

/** A client stopped reading: its stream was closed so it cannot pin the work behind it. */
export class SseWriteTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`The client did not read an event within ${timeoutMs} ms`);
  }
}

/**
 * Writes one event, or aborts the stream and throws SseWriteTimeoutError when the write has not
 * finished within `timeoutMs` (a client that stops reading fills the socket buffer, and the write
 * then waits forever).
 */
export async function writeSSEWithin(
  stream: SSEStreamingApi,
  message: SSEMessage,
  timeoutMs = SSE_WRITE_TIMEOUT_MS,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SseWriteTimeoutError(timeoutMs)), timeoutMs);
  });
  try {
    await Promise.race([stream.writeSSE(message), timedOut]);
  } catch (err) {
    if (err instanceof SseWriteTimeoutError) stream.abort();
    throw err;
  } finally {
    clearTimeout(timer);
  }
}
