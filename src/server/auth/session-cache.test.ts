import { describe, expect, it } from "vitest";
import { createSessionCache } from "./session-cache";

const ann = { id: "u1", email: "ann@x.test", name: "Ann" };

describe("[AUTH][SESSION_CACHE]", () => {
  it("keeps a session for its time to live, forgets it on demand, and stays bounded", () => {
    let t = 0;
    const cache = createSessionCache({ ttlMs: 5_000, maxEntries: 2, now: () => t });
    cache.set("a", ann);
    t = 4_999;
    expect(cache.get("a")).toEqual(ann);
    t = 5_000;
    expect(cache.get("a")).toBeUndefined();
    cache.set("a", ann);
    cache.forget("a");
    expect(cache.get("a")).toBeUndefined();
    cache.set("a", ann);
    cache.set("b", ann);
    cache.set("c", ann);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("c")).toEqual(ann);
  });
});

describe("[AUTH][SESSION_CACHE][FORGET]", () => {
  it("forgets a session by its bare token (as better-auth deletes it) and every session of a user", () => {
    const cache = createSessionCache({ ttlMs: 5_000 });
    const bo = { id: "u2", email: "bo@x.test", name: "Bo" };
    cache.set("tokA.sigA", ann);
    cache.set("tokB.sigB", ann);
    cache.set("tokC.sigC", bo);
    cache.forget("tokA");
    expect(cache.get("tokA.sigA")).toBeUndefined();
    expect(cache.get("tokB.sigB")).toEqual(ann);
    cache.forgetUser("u1");
    expect(cache.get("tokB.sigB")).toBeUndefined();
    expect(cache.get("tokC.sigC")).toEqual(bo);
  });
});

describe("[AUTH][SESSION_CACHE][BOUND]", () => {
  // Issue #36 item 2 (docs/limits.md): the default bound, which the app's cache uses (services.ts).
  it("holds at most 10,000 sessions by default, dropping the oldest", () => {
    const cache = createSessionCache({ ttlMs: 5_000, now: () => 0 });
    for (let i = 0; i <= 10_000; i++) cache.set(`s${i}`, ann);
    expect(cache.get("s0")).toBeUndefined();
    expect(cache.get("s1")).toEqual(ann);
    expect(cache.get("s10000")).toEqual(ann);
  });
});
