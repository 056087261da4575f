/** Hands out a person's running-turn slots; `acquire` answers null when they already run `perUser` turns. */
export interface TurnSlots {
  acquire(userId: string): (() => void) | null;
  running(userId: string): number;
}

/**
 * Counts running turns per person in this process's memory. Behind a load balancer each process counts
 * its own, so the real cap is perUser × processes; a turn pins a model call, not money, so that bound
 * is enough (docs/decisions). The release function is idempotent, so every exit path may call it.
 */
export function createTurnSlots(perUser: number): TurnSlots {
  const counts = new Map<string, number>();
  return {
    acquire(userId) {
      const now = counts.get(userId) ?? 0;
      if (now >= perUser) return null;
      counts.set(userId, now + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (counts.get(userId) ?? 1) - 1;
        if (left <= 0) counts.delete(userId);
        else counts.set(userId, left);
      };
    },
    running: (userId) => counts.get(userId) ?? 0,
  };
}
