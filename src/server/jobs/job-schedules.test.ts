import { afterEach, describe, expect, it } from "vitest";
import { NEWSLETTER } from "../../shared/constants";
import { startSmtpSink, type SmtpSink } from "../../../tests/fakes/smtp-sink";
import { createTestApp } from "../../../tests/support/test-app";
import { NEWSLETTER_QUEUE } from "./newsletter-jobs";

// Issue #36 item 1: the job tests send their jobs by hand, so a deleted `boss.schedule(...)` left them
// green. Here the runner starts as server.ts starts it (services.startJobs) and the schedules pg-boss holds
// (its `schedule` table, what its cron monitor reads) are the ones the app promises: name, cron, time zone.

let sink: SmtpSink | undefined;
afterEach(async () => {
  await sink?.close();
  sink = undefined;
});

interface HeldSchedule {
  name: string;
  cron: string;
  timezone: string | null;
}

async function schedulesOf(envOverrides: Record<string, string> = {}): Promise<{ schedules: HeldSchedule[]; pglite: boolean }> {
  const app = await createTestApp(envOverrides);
  const runner = await app.services.startJobs();
  const held = await runner.boss.getSchedules();
  const schedules = held
    .map((s) => ({ name: s.name, cron: s.cron, timezone: (s as { timezone?: string | null }).timezone ?? null }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { schedules, pglite: app.database.kind === "pglite" };
}

/** Every minute, UTC (pg-boss's default zone when a schedule names none). */
const everyMinute = (name: string): HeldSchedule => ({ name, cron: "* * * * *", timezone: "UTC" });

describe("[JOBS][SCHEDULES] the schedules the job runner holds", () => {
  it("with SMTP: the newsletter, the outbox expiry, the mail sweep, the check sweep, the turn sweep, the WordPress release and (PGlite) the storage reclaim", async () => {
    sink = await startSmtpSink();
    const { schedules, pglite } = await schedulesOf({ SMTP_URL: `${sink.url}?tls=off` });
    const expected: HeldSchedule[] = [
      everyMinute("generation-turn-sweep"),
      everyMinute("mail-sweep"),
      { name: "mail-outbox-expire", cron: "17 3 * * *", timezone: "UTC" },
      { name: NEWSLETTER_QUEUE, cron: NEWSLETTER.cron, timezone: "UTC" },
      ...(pglite ? [everyMinute("plugin-storage-reclaim")] : []),
      // Pushes to paired sites a crash left behind (issue #37, site-push-jobs.ts).
      everyMinute("site-push-sweep"),
      everyMinute("version-runtime-sweep"),
      { name: "wordpress-release-refresh", cron: "23 4 * * *", timezone: "UTC" },
    ];
    expect(schedules).toEqual(expected.sort((a, b) => a.name.localeCompare(b.name)));
    expect(NEWSLETTER.cron).toBe("0 9 * * 1");
  });

  it("without SMTP no mail is delivered, so there is no delivery sweep; every other schedule stays", async () => {
    const { schedules } = await schedulesOf();
    const names = schedules.map((s) => s.name);
    expect(names).not.toContain("mail-sweep");
    expect(names).toEqual(expect.arrayContaining(["generation-turn-sweep", "mail-outbox-expire", NEWSLETTER_QUEUE, "version-runtime-sweep", "wordpress-release-refresh"]));
  });
});
