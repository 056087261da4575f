import { EVENT_STREAMS } from "../../../shared/constants";
import { AppError } from "../../lib/app-error";

/** The process holds as many event streams as it will: too_many_streams, try again after `retryAfterSeconds`. */
export class EventStreamsBusyError extends AppError {
  declare readonly retryAfterSeconds: number;
  constructor() {
    super("too_many_streams", EVENT_STREAMS.busyMessage, EVENT_STREAMS.retryAfterSeconds);
  }
}

export interface StreamSlotLimits {
  perUser: number;
  perProcess: number;
}

/**
 * Counts open event streams, per person and for the process. Each stream costs a socket and a
 * listener; a person's newest tabs matter most, so a stream beyond the per-person limit closes that
 * person's oldest, while a full process refuses newcomers.
 */
export interface StreamSlots {
  /** Takes a slot for a new stream of `userId`, closing their oldest beyond the limit; returns its release. */
  take(userId: string, close: () => void): () => void;
  /** Streams open in this process. */
  size(): number;
  /** Streams open for one person. */
  sizeOf(userId: string): number;
}

export function createStreamSlots(limits: StreamSlotLimits): StreamSlots {
  // Insertion order is opening order: the first entry of a person's set is their oldest stream.
  const byUser = new Map<string, Set<{ close: () => void }>>();
  let total = 0;

  const release = (userId: string, slot: { close: () => void }) => {
    const set = byUser.get(userId);
    if (!set?.delete(slot)) return;
    total--;
    if (set.size === 0) byUser.delete(userId);
  };

  return {
    take(userId, close) {
      const set = byUser.get(userId) ?? new Set();
      // Replacing one's own oldest stream frees a slot before the process-wide count is checked.
      while (set.size >= limits.perUser) {
        const oldest = set.values().next().value!;
        release(userId, oldest);
        oldest.close();
      }
      if (total >= limits.perProcess) throw new EventStreamsBusyError();
      const slot = { close };
      set.add(slot);
      byUser.set(userId, set);
      total++;
      return () => release(userId, slot);
    },
    size: () => total,
    sizeOf: (userId) => byUser.get(userId)?.size ?? 0,
  };
}
