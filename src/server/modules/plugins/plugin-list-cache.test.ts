import { describe, expect, it } from "vitest";
import { createPluginListCache, listPluginsCached } from "./plugin-list-cache";

describe("[PLUGINS][LIST_CACHE]", () => {
  it("serves a stored list until the person's plugins change, and drops a read that raced a change", () => {
    const cache = createPluginListCache();
    const g = cache.generation("ann");
    cache.set("ann", g, "[1]");
    expect(cache.get("ann")).toBe("[1]");
    expect(cache.get("bob")).toBeUndefined();

    // A read starts, a change lands, the read finishes: its (old) result must not be kept.
    const started = cache.generation("ann");
    cache.forget("ann");
    cache.set("ann", started, "[stale]");
    expect(cache.get("ann")).toBeUndefined();
    cache.set("ann", cache.generation("ann"), "[2]");
    expect(cache.get("ann")).toBe("[2]");
  });

  it("forgets every list at once after missed notifications, a read in flight included", () => {
    const cache = createPluginListCache();
    cache.set("ann", cache.generation("ann"), "[ann]");
    cache.set("bob", cache.generation("bob"), "[bob]");
    const inFlight = cache.generation("cid");
    cache.forgetAll();
    expect(cache.get("ann")).toBeUndefined();
    expect(cache.get("bob")).toBeUndefined();
    cache.set("cid", inFlight, "[stale]");
    expect(cache.get("cid")).toBeUndefined();
    cache.set("cid", cache.generation("cid"), "[cid]");
    expect(cache.get("cid")).toBe("[cid]");
  });

  it("stays bounded", () => {
    const cache = createPluginListCache(2);
    for (const user of ["a", "b", "c"]) cache.set(user, 0, user);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("c")).toBe("c");
  });

  // Issue #36 item 2 (docs/limits.md): the default bound, which the app's cache uses (services.ts).
  it("holds at most 5,000 lists and 5,000 generations by default", () => {
    const cache = createPluginListCache();
    for (let i = 0; i <= 5_000; i++) cache.set(`u${i}`, cache.generation(`u${i}`), `[${i}]`);
    expect(cache.get("u0")).toBeUndefined();
    expect(cache.get("u1")).toBe("[1]");
    for (let i = 0; i < 5_000; i++) cache.forget(`g${i}`);
    expect(cache.trackedGenerations()).toBe(5_000);
    cache.forget("one-more");
    expect(cache.trackedGenerations()).toBe(1);
  });

  it("remembers at most maxEntries generations, and a read in flight across the pruning is not kept", () => {
    const cache = createPluginListCache(2);
    const inFlight = cache.generation("ann");
    cache.set("bob", cache.generation("bob"), "[bob]");
    for (const user of ["u1", "u2", "u3", "u4", "u5"]) cache.forget(user);
    expect(cache.trackedGenerations()).toBeLessThanOrEqual(2);
    cache.set("ann", inFlight, "[stale]");
    expect(cache.get("ann")).toBeUndefined();
    cache.set("ann", cache.generation("ann"), "[ann]");
    expect(cache.get("ann")).toBe("[ann]");
  });

  it("listPluginsCached loads once, then answers from the cache until a change", async () => {
    const cache = createPluginListCache();
    let loads = 0;
    const load = async () => [++loads];
    expect(await listPluginsCached(cache, "ann", load)).toBe('{"plugins":[1]}');
    expect(await listPluginsCached(cache, "ann", load)).toBe('{"plugins":[1]}');
    cache.forget("ann");
    expect(await listPluginsCached(cache, "ann", load)).toBe('{"plugins":[2]}');
  });
});
