import type { SSEStreamingApi } from "hono/streaming";
import type { Database } from "../../db/client";
import { SseWriteTimeoutError, writeSSEWithin } from "../../http/sse-write";
import type { Logger } from "../../lib/logger";
import { getBalance } from "../credits/credits.service";
import type { EventHub } from "./event-hub";

export interface CreditsStreamDeps {
  db: Database;
  events: EventHub;
  logger: Logger;
  /** Whether the session the stream was opened with still exists (read from the database). */
  sessionActive: () => Promise<boolean>;
  /** Ends the connection under a client that stopped reading (its socket would stay open otherwise). */
  dropConnection?: () => void;
}

/**
 * Opens a person's `credits` stream: the balance at once, then after every committed change. The
 * stream's slot is taken here, before any byte is sent, so a full process refuses with
 * EventStreamsBusyError and a person's fourth stream closes their oldest. Returns the loop to run
 * inside streamSSE.
 */
export function openCreditsStream(deps: CreditsStreamDeps, userId: string): (stream: SSEStreamingApi) => Promise<void> {
  const { db, events, logger } = deps;
  const { heartbeatMs, writeTimeoutMs } = events.options;
  let current: SSEStreamingApi | undefined;
  let closeRequested = false;
  const release = events.streams.take(userId, () => {
    closeRequested = true;
    current?.abort();
  });

  return async (stream) => {
    current = stream;
    if (closeRequested) stream.abort();
    // null: notifications were missed (the database connection came back); read the balance again.
    const queue: Array<number | null> = [];
    let wake: (() => void) | null = null;
    const unsubscribe = events.subscribe(userId, (change) => {
      queue.push(change ? change.balance : null);
      wake?.();
    });
    stream.onAbort(() => wake?.());
    const send = (balance: number) =>
      writeSSEWithin(stream, { event: "credits", data: JSON.stringify({ balance }) }, writeTimeoutMs);

    try {
      await send((await getBalance(db, userId)).balance);
      let lastBeat = Date.now();
      while (!stream.aborted) {
        if (queue.length > 0) {
          const next = queue.shift()!;
          await send(next ?? (await getBalance(db, userId)).balance);
          continue;
        }
        const dueIn = lastBeat + heartbeatMs - Date.now();
        if (dueIn > 0) {
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, dueIn);
            wake = () => {
              clearTimeout(timer);
              resolve();
            };
          });
          wake = null;
          continue;
        }
        lastBeat = Date.now();
        // A sign-out everywhere, a password reset or a deleted account ends the stream within a beat,
        // in whichever process it is open.
        if (!(await sessionStillActive(deps))) break;
        await writeSSEWithin(stream, { event: "heartbeat", data: "" }, writeTimeoutMs);
      }
    } catch (err) {
      if (err instanceof SseWriteTimeoutError) deps.dropConnection?.();
      else if (!stream.aborted) logger.warn({ err, userId }, "event stream failed");
    } finally {
      unsubscribe();
      release();
    }
  };
}

/** A database that does not answer is no reason to close every stream: the next beat asks again. */
async function sessionStillActive(deps: CreditsStreamDeps): Promise<boolean> {
  try {
    return await deps.sessionActive();
  } catch (err) {
    deps.logger.warn({ err }, "event stream: could not re-check the session");
    return true;
  }
}
