import { VERSION_CHECKED_CHANNEL } from "./version-runtime-check.service";

export { VERSION_CHECKED_CHANNEL };

/**
 * Turns waiting for their version's WordPress check (auto-repair.ts), woken by the NOTIFY a check sends when it
 * has written its result, on whichever process ran it (issue #35 item 3: a turn no longer learns of its check up to
 * a poll later). A waiter is kept only while it waits; the poll stays behind it, so a lost notification costs
 * only time.
 */
export class CheckedVersions {
  private readonly waiting = new Map<string, Set<() => void>>();

  /** Versions someone waits for now. */
  get size(): number {
    return this.waiting.size;
  }

  /** A check of the version wrote its result: its waiters go and read it. */
  heard(versionId: string): void {
    for (const wake of this.waiting.get(versionId) ?? []) wake();
  }

  /** Resolves when a check of the version is heard of, after `ms`, or when `signal` aborts, whichever is first. */
  wait(versionId: string, ms: number, signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener("abort", done);
        const waiters = this.waiting.get(versionId);
        waiters?.delete(done);
        if (waiters?.size === 0) this.waiting.delete(versionId);
        resolve();
      };
      const timer = setTimeout(done, ms);
      if (signal.aborted) return done();
      signal.addEventListener("abort", done, { once: true });
      const waiters = this.waiting.get(versionId) ?? new Set();
      waiters.add(done);
      this.waiting.set(versionId, waiters);
    });
  }
}
