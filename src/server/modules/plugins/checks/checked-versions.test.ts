import { describe, expect, it } from "vitest";
import { CheckedVersions } from "./checked-versions";

// The wake-up of a turn waiting for its version's check (issue #35 item 3): heard, timed out or aborted, the
// waiter goes, and nothing of it is kept.

describe("[GENERATION][CHECK_WAKE] turns waiting for their version's check", () => {
  it("wakes the waiters of the version it hears of, at once, and only those", async () => {
    const checked = new CheckedVersions();
    const never = new AbortController().signal;
    let woken = 0;
    const a = checked.wait("v1", 60_000, never).then(() => woken++);
    const b = checked.wait("v1", 60_000, never).then(() => woken++);
    const other = checked.wait("v2", 200, never);
    expect(checked.size).toBe(2);
    const heardAt = performance.now();
    checked.heard("v1");
    await Promise.all([a, b]);
    expect(performance.now() - heardAt).toBeLessThan(50);
    expect(woken).toBe(2);
    expect(checked.size).toBe(1);
    await other;
    expect(checked.size).toBe(0);
  });

  it("ends a wait at its time or when the turn is stopped, and keeps nothing of it", async () => {
    const checked = new CheckedVersions();
    const started = performance.now();
    await checked.wait("v1", 100, new AbortController().signal);
    expect(performance.now() - started).toBeGreaterThanOrEqual(95);
    const stop = new AbortController();
    const stopped = checked.wait("v1", 60_000, stop.signal);
    stop.abort();
    await stopped;
    await checked.wait("v1", 60_000, stop.signal);
    expect(checked.size).toBe(0);
  });
});
