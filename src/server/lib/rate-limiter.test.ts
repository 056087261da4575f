import { describe, expect, it } from "vitest";
import { RATE_LIMITER_PRUNE_AT, createRateLimiter } from "./rate-limiter";

describe("[RATE_LIMIT]", () => {
  it("allows `limit` hits per sliding window per key; each old hit frees one place as it leaves", () => {
    let t = 1_000;
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, now: () => t });
    for (const at of [1_000, 2_000, 3_000]) {
      t = at;
      expect(limiter.hit("a").allowed).toBe(true);
    }
    expect(limiter.hit("a")).toEqual({ allowed: false, retryAfterMs: 58_000 });
    expect(limiter.hit("b").allowed).toBe(true);
    t = 60_999; // the hit at 1 000 is still inside the window
    expect(limiter.hit("a").allowed).toBe(false);
    t = 61_000; // …and now it has left: one place
    expect(limiter.hit("a").allowed).toBe(true);
    expect(limiter.hit("a").allowed).toBe(false);
    t = 200_000; // everything has left
    expect([1, 2, 3].map(() => limiter.hit("a").allowed)).toEqual([true, true, true]);
  });
});

describe("[RATE_LIMIT][BOUND]", () => {
  // Issue #36 item 2 (docs/limits.md): keys whose window is over are forgotten once there are too many.
  it(`forgets the keys whose hits all left the window once it holds more than ${RATE_LIMITER_PRUNE_AT} keys`, () => {
    let t = 0;
    const limiter = createRateLimiter({ limit: 1, windowMs: 1_000, now: () => t });
    for (let i = 0; i < RATE_LIMITER_PRUNE_AT; i++) limiter.hit(`old-${i}`);
    expect(limiter.trackedKeys()).toBe(RATE_LIMITER_PRUNE_AT);
    t = 500;
    limiter.hit("recent"); // one over, but every window is still open: nothing to forget
    expect(limiter.trackedKeys()).toBe(RATE_LIMITER_PRUNE_AT + 1);
    t = 1_200;
    limiter.hit("new");
    // The old keys' windows are over; "recent" (at 500) and "new" are still in theirs.
    expect(limiter.trackedKeys()).toBe(2);
    expect(limiter.hit("recent").allowed).toBe(false);
    expect(RATE_LIMITER_PRUNE_AT).toBe(10_000);
  });
});
