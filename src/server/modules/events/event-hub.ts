import type { DatabaseHandle } from "../../db/client";
import type { Logger } from "../../lib/logger";
import { CREDITS_CHANNEL, type CreditsChanged, parseCreditsChanged } from "./credit-events";

type Listener = (change: CreditsChanged) => void;

/**
 * Fans balance changes out to this process's open event streams. It listens on the database, so a
 * change committed by any process sharing the database reaches browsers connected to this one.
 */
export interface EventHub {
  subscribe(userId: string, listener: Listener): () => void;
  close(): Promise<void>;
}

export async function startEventHub(database: DatabaseHandle, logger: Logger): Promise<EventHub> {
  const listeners = new Map<string, Set<Listener>>();
  const unlisten = await database.listen(CREDITS_CHANNEL, (payload) => {
    const change = parseCreditsChanged(payload);
    if (!change) return;
    for (const listener of listeners.get(change.userId) ?? []) {
      try {
        listener(change);
      } catch (err) {
        logger.warn({ err }, "event listener failed");
      }
    }
  });
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
    close: () => unlisten(),
  };
}
