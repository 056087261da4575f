import { EVENT_STREAMS } from "../../../shared/constants";
import type { DatabaseHandle } from "../../db/client";
import { SSE_WRITE_TIMEOUT_MS } from "../../http/sse-write";
import type { Logger } from "../../lib/logger";
import { CREDITS_CHANNEL, type CreditsChanged, parseCreditsChanged } from "./credit-events";
import { type StreamSlots, createStreamSlots } from "./stream-slots";

/** A balance change, or `null`: notifications may have been missed, read the balance again. */
type Listener = (change: CreditsChanged | null) => void;

export interface EventStreamOptions {
  perUser: number;
  perProcess: number;
  /** How often an idle stream sends a heartbeat and re-checks its session. */
  heartbeatMs: number;
  /** How long one write may wait for a client that stopped reading. */
  writeTimeoutMs: number;
}

/**
 * Fans balance changes out to this process's open event streams. It listens on the database, so a
 * change committed by any process sharing the database reaches browsers connected to this one.
 */
export interface EventHub {
  subscribe(userId: string, listener: Listener): () => void;
  /** The open streams of this process (per-person and process-wide limits). */
  streams: StreamSlots;
  options: EventStreamOptions;
  close(): Promise<void>;
}

export async function startEventHub(
  database: DatabaseHandle,
  logger: Logger,
  overrides: Partial<EventStreamOptions> = {},
): Promise<EventHub> {
  const options: EventStreamOptions = {
    perUser: EVENT_STREAMS.perUser,
    perProcess: EVENT_STREAMS.perProcess,
    heartbeatMs: EVENT_STREAMS.heartbeatMs,
    writeTimeoutMs: SSE_WRITE_TIMEOUT_MS,
    ...overrides,
  };
  const listeners = new Map<string, Set<Listener>>();
  const deliver = (listener: Listener, change: CreditsChanged | null) => {
    try {
      listener(change);
    } catch (err) {
      logger.warn({ err }, "event listener failed");
    }
  };
  const unlisten = await database.listen(
    CREDITS_CHANNEL,
    (payload) => {
      const change = parseCreditsChanged(payload);
      if (!change) return;
      for (const listener of listeners.get(change.userId) ?? []) deliver(listener, change);
    },
    {
      // While the connection was down, changes went unannounced: every open stream reads its balance again.
      onReconnect: () => {
        for (const set of listeners.values()) for (const listener of set) deliver(listener, null);
      },
    },
  );
  return {
    subscribe(userId, listener) {
      const set = listeners.get(userId) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(userId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(userId);
      };
    },
    streams: createStreamSlots(options),
    options,
    close: () => unlisten(),
  };
}
