/** Hands out running slots per key; `acquire` answers null when `perKey` are already taken. */
export interface Slots {
  acquire(key: string): (() => void) | null;
  running(key: string): number;
}

/**
 * Counts what runs per key in this process's memory: a person's turns, or every import in the process
 * under one key. Behind a load balancer each process counts its own, so the real cap is perKey ×
 * processes; what it bounds (a model call, an import's memory) lives in a process, so that is enough.
 * The release function is idempotent, so every exit path may call it.
 */
export function createSlots(perKey: number): Slots {
  const counts = new Map<string, number>();
  return {
    acquire(key) {
      const now = counts.get(key) ?? 0;
      if (now >= perKey) return null;
      counts.set(key, now + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (counts.get(key) ?? 1) - 1;
        if (left <= 0) counts.delete(key);
        else counts.set(key, left);
      };
    },
    running: (key) => counts.get(key) ?? 0,
  };
}
