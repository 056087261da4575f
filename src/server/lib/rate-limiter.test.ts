import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limiter";

describe("[RATE_LIMIT]", () => {
  it("allows `limit` hits per window per key, then refuses until the oldest hit leaves the window", () => {
    let t = 1_000;
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, now: () => t });
    expect([1, 2, 3].map(() => limiter.hit("a").allowed)).toEqual([true, true, true]);
    expect(limiter.hit("a")).toEqual({ allowed: false, retryAfterMs: 60_000 });
    expect(limiter.hit("b").allowed).toBe(true);
    t += 59_999;
    expect(limiter.hit("a").allowed).toBe(false);
    t += 1;
    expect(limiter.hit("a").allowed).toBe(true);
    expect(limiter.hit("a").allowed).toBe(false);
  });
});
