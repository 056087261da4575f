import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limiter";

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
