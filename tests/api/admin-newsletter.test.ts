import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NEWSLETTER } from "../../src/shared/constants";
import { newsletterStatusSchema } from "../../src/shared/schemas/admin";
import { mailOutbox, profiles, user } from "../../src/server/db/schema";
import { NEWSLETTER_RUNNING_MESSAGE, nextWeeklyRun } from "../../src/server/modules/newsletter/newsletter-status.service";
import { signUp, uniqueEmail } from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";
import type { TestClient } from "../support/test-client";

// Issue #34 item 9: the admin sees the weekly newsletter's real schedule (pg-boss's), the last send's
// figures and the people a send would reach, and 'Send now' runs it as a job, one at a time.

const ADMIN = uniqueEmail("admin");
let app: TestApp;
let admin: TestClient;
beforeAll(async () => {
  app = await createTestApp({ ADMIN_EMAILS: ADMIN });
  await app.services.startJobs();
  admin = app.newClient();
  const account = await signUp(admin, { email: ADMIN });
  // Only the readers each test confirms are the newsletter's audience.
  await app.services.db.update(profiles).set({ newsletterSubscribed: false }).where(eq(profiles.id, account.user.id));
});
afterAll(async () => {
  await app.close();
});

const status = async () => newsletterStatusSchema.parse((await admin.get("/api/admin/newsletter")).json);

describe("[ADMIN][NEWSLETTER]", () => {
  it("shows the schedule, sends now to the count it states, refuses a second send while one runs, and reports the send", { timeout: 60_000 }, async () => {
    const readers = [];
    for (let i = 0; i < 3; i++) {
      const reader = await signUp(app.newClient());
      await app.services.db.update(user).set({ emailVerified: true }).where(eq(user.id, reader.user.id));
      readers.push(reader);
    }
    const before = await status();
    expect(before.schedule).toEqual({ cron: NEWSLETTER.cron, timezone: "UTC", nextRun: nextWeeklyRun(NEWSLETTER.cron, new Date()) });
    expect(before.lastSend).toBeNull();
    expect(before.running).toBe(false);
    // The three confirmed readers.
    expect(before.audience).toBe(3);

    const [first, second] = [await admin.post("/api/admin/newsletter/send", {}), await admin.post("/api/admin/newsletter/send", {})];
    expect(first.status).toBe(202);
    expect(first.json).toEqual({ audience: 3 });
    expect(second.status).toBe(409);
    expect(second.json.error).toEqual({ code: "newsletter_running", message: NEWSLETTER_RUNNING_MESSAGE });

    let after = await status();
    for (let i = 0; i < 200 && (after.running || after.lastSend === null); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await status();
    }
    expect(after.running).toBe(false);
    expect(after.lastSend).toMatchObject({ queued: 3 });
    expect(after.lastSend!.sent + after.lastSend!.failed + after.lastSend!.pending).toBe(3);
    expect(after.audience).toBe(0);
    for (const reader of readers) {
      const mails = await app.services.db.select().from(mailOutbox).where(eq(mailOutbox.userId, reader.user.id));
      expect(mails.filter((m) => m.kind === "weekly_promo")).toHaveLength(1);
    }
    const audit = (await admin.get("/api/admin/audit")).json.entries[0];
    expect(audit).toMatchObject({ action: "newsletter_sent", details: { audience: 3 } });

    // Everyone had this week's: another send reaches nobody, and says so.
    const again = await admin.post("/api/admin/newsletter/send", {});
    expect(again.json).toEqual({ audience: 0 });
  });

  it("is the admin's alone", async () => {
    const other = app.newClient();
    await signUp(other);
    expect((await other.get("/api/admin/newsletter")).status).toBe(403);
    expect((await other.post("/api/admin/newsletter/send", {})).status).toBe(403);
  });

  it("computes the next Monday 09:00 UTC from the cron", () => {
    expect(nextWeeklyRun("0 9 * * 1", new Date("2026-11-27T09:38:00Z"))).toBe("2026-11-30T09:00:00.000Z");
    expect(nextWeeklyRun("0 9 * * 1", new Date("2026-11-30T08:59:00Z"))).toBe("2026-11-30T09:00:00.000Z");
    expect(nextWeeklyRun("0 9 * * 1", new Date("2026-11-30T09:00:00Z"))).toBe("2026-12-07T09:00:00.000Z");
    expect(nextWeeklyRun("*/5 * * * *", new Date())).toBeNull();
  });
});
