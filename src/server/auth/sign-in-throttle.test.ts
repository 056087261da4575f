import { inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ACCOUNTS } from "../../shared/constants";
import { createTestApp } from "../../../tests/support/test-app";
import { uniqueEmail } from "../../../tests/support/factories";
import { signInFailures } from "../db/schema";
import { EXPIRE_QUEUE } from "../jobs/mail-jobs";
import { recordSignInFailure, signInLockMinutesLeft } from "./sign-in-throttle";

// Every address and client ever tried leaves a sign_in_failures row: the daily expiry job deletes the ones that
// no longer count (window over, no lock running) and keeps those still counting or locking.

describe("[AUTH][SIGN_IN_THROTTLE][EXPIRY]", () => {
  it("the daily expiry job deletes counters whose window and lock are over, and keeps counting and locked ones", async () => {
    const { database, services } = await createTestApp();
    const db = database.db;
    const minutesAgo = (n: number) => sql`now() - make_interval(mins => ${n})`;
    const window = ACCOUNTS.signInFailureWindowMinutes;
    await db.insert(signInFailures).values([
      { emailHash: "expiry-window-over", failures: 3, windowStartedAt: minutesAgo(window + 1) },
      { emailHash: "expiry-lock-over", failures: 0, windowStartedAt: minutesAgo(window + ACCOUNTS.signInLockMinutes + 1), lockedUntil: minutesAgo(1) },
      { emailHash: "expiry-counting", failures: 2, windowStartedAt: minutesAgo(window - 1) },
      { emailHash: "expiry-locked", failures: 0, windowStartedAt: minutesAgo(window + 1), lockedUntil: sql`now() + make_interval(mins => 5)` },
    ]);
    // A real lock, taken by failures through the throttle itself.
    const email = uniqueEmail("throttle-expiry");
    const client = { knownBrowser: null, ip: "203.0.113.9" };
    for (let i = 0; i < ACCOUNTS.signInFailuresBeforeLock; i++) await recordSignInFailure(db, email, client);
    expect(await signInLockMinutesLeft(db, email, client)).toBeGreaterThan(0);
    const named = ["expiry-window-over", "expiry-lock-over", "expiry-counting", "expiry-locked"];
    const left = async () =>
      (await db.select({ key: signInFailures.emailHash }).from(signInFailures).where(inArray(signInFailures.emailHash, named))).map((r) => r.key).sort();
    const rowsBefore = (await db.select({ key: signInFailures.emailHash }).from(signInFailures)).length;
    expect(rowsBefore).toBe(named.length + 2);

    const runner = await services.startJobs();
    await runner.boss.send(EXPIRE_QUEUE, {});
    const deadline = Date.now() + 60_000;
    while ((await left()).length === named.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));

    expect(await left()).toEqual(["expiry-counting", "expiry-locked"]);
    // The address's and the client's counters of the real lock are both still there, and it still locks.
    expect((await db.select({ key: signInFailures.emailHash }).from(signInFailures)).length).toBe(4);
    expect(await signInLockMinutesLeft(db, email, client)).toBeGreaterThan(0);
  }, 120_000);
});
