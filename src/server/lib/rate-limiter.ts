/**
 * A sliding-window limit per key, in this process's memory: at most `limit` hits in `windowMs`.
 * With several processes each keeps its own window, so the effective limit is per process.
 */
export interface RateLimiter {
  /** Records a hit and tells whether it is allowed; a refused hit is not recorded. */
  hit(key: string): { allowed: boolean; retryAfterMs: number };
  /** How many keys it remembers now (see RATE_LIMITER_PRUNE_AT). */
  trackedKeys(): number;
}

/** Past this many keys, a hit forgets every key whose hits have all left the window (a visitor cannot grow it for ever). */
export const RATE_LIMITER_PRUNE_AT = 10_000;

export function createRateLimiter(opts: { limit: number; windowMs: number; now?: () => number }): RateLimiter {
  const now = opts.now ?? Date.now;
  const hits = new Map<string, number[]>();
  return {
    hit(key) {
      const t = now();
      const recent = (hits.get(key) ?? []).filter((at) => t - at < opts.windowMs);
      if (recent.length >= opts.limit) {
        hits.set(key, recent);
        return { allowed: false, retryAfterMs: opts.windowMs - (t - recent[0]!) };
      }
      recent.push(t);
      hits.set(key, recent);
      if (hits.size > RATE_LIMITER_PRUNE_AT) {
        for (const [k, v] of hits) if (v.every((at) => t - at >= opts.windowMs)) hits.delete(k);
      }
      return { allowed: true, retryAfterMs: 0 };
    },
    trackedKeys: () => hits.size,
  };
}
