import { setTimeout as sleep } from "node:timers/promises";
import { zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq, inArray, max, sql } from "drizzle-orm";
import { CHECK_QUEUE } from "../../src/shared/constants";
import { versionCheckReportSchema } from "../../src/shared/schemas/plugins";
import { plugins, pluginVersions } from "../../src/server/db/schema";
import type { JobRunner } from "../../src/server/jobs/job-runner";
import { VERSION_CHECK_QUEUE, versionCheckQueue } from "../../src/server/jobs/version-check-jobs";
import { breakingErrors } from "../../src/server/modules/generation/auto-repair";
import { requeueAfterTimeout } from "../../src/server/modules/plugins/checks/version-check-queue.service";
import { RUNTIME_NOTES } from "../../src/server/modules/plugins/checks/version-runtime-check.service";
import { pluginPhp } from "../fixtures/plugin-zips";
import { signUp } from "../support/factories";
import { createPlugin } from "../support/plugin-factories";
import { createTestApp, type TestApp } from "../support/test-app";
import type { TestClient } from "../support/test-client";
import { queryRows } from "../support/test-database";

// Issue #30: the queue of WordPress checks is fair (docs/decisions/0053). Through the real app, database
// and job runner. The first describe stops the runner's check worker, so the queue it reads (pgboss.job:
// priority, state, start_after) stays as the saves left it; the last runs real checks in WordPress.

const text = (s: string) => new TextEncoder().encode(s);
let imports = 0;

async function importPlugin(client: TestClient, name = `Queue ${++imports}`) {
  const slug = name.toLowerCase().replace(/\W+/g, "-");
  const form = new FormData();
  const zip = zipSync({ [`${slug}/${slug}.php`]: text(pluginPhp({ name })) });
  form.append("file", new Blob([zip as Uint8Array<ArrayBuffer>], { type: "application/zip" }), `${slug}.zip`);
  const res = await client.post("/api/plugins/import", form);
  expect(res.status, res.text).toBe(201);
  return res.json.plugin.id as string;
}

/** A hand edit of the plugin's one file: a new version whose static checks are made in the save. */
async function handEdit(client: TestClient, pluginId: string, baseVersion: number) {
  const content = pluginPhp({ name: "Edited By Hand", version: `1.0.${baseVersion}` });
  const res = await client.post(`/api/plugins/${pluginId}/files`, { baseVersion, changes: [{ op: "write", path: "edited/edited.php", content }] });
  expect(res.status, res.text).toBe(200);
  return res.json.version as { id: string; versionNumber: number };
}

interface QueuedJob extends Record<string, unknown> {
  version_id: string;
  user_id: string;
  priority: number;
  state: string;
  start_after: Date;
  created_on: Date;
}

/**
 * The check jobs not yet started of these people's pending versions, as pg-boss orders them (priority,
 * then age). A job whose version is no longer pending (superseded, or checked) finds nothing to do.
 */
async function waitingJobs(app: TestApp, userIds: string[]): Promise<QueuedJob[]> {
  const rows = await queryRows<QueuedJob>(
    app.database,
    sql`select data->>'versionId' as version_id, data->>'userId' as user_id, priority, state, start_after, created_on
        from pgboss.job j
        where name = ${VERSION_CHECK_QUEUE} and state < 'active'
          and exists (select 1 from plugin_versions v where v.id::text = j.data->>'versionId' and v.runtime_status = 'pending')
        order by priority desc, created_on, id`,
  );
  return rows.filter((row) => userIds.includes(row.user_id)).map((row) => ({ ...row, start_after: new Date(row.start_after), created_on: new Date(row.created_on) }));
}

/** Waits until the person's checks in the queue are `count` (the NOTIFY of a save is handled in the background). */
async function queued(app: TestApp, userId: string, count: number): Promise<QueuedJob[]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const jobs = await waitingJobs(app, [userId]);
    if (jobs.length === count) return jobs;
    if (Date.now() > deadline) throw new Error(`expected ${count} jobs of ${userId}, found ${JSON.stringify(jobs)}`);
    await sleep(100);
  }
}

const versionsOf = (app: TestApp, userId: string) =>
  app.services.db
    .select({ id: pluginVersions.id, pluginId: pluginVersions.pluginId, versionNumber: pluginVersions.versionNumber, runtimeStatus: pluginVersions.runtimeStatus, runtimeQueuedAt: pluginVersions.runtimeQueuedAt, runtimeCheckedAt: pluginVersions.runtimeCheckedAt, createdAt: pluginVersions.createdAt })
    .from(pluginVersions)
    .innerJoin(plugins, eq(plugins.id, pluginVersions.pluginId))
    .where(eq(plugins.userId, userId))
    .orderBy(asc(pluginVersions.createdAt), asc(pluginVersions.versionNumber), asc(pluginVersions.id));

/** What a check that ran past its time limit records on its version (checkVersionInWordPress). */
async function recordTimeout(app: TestApp, versionId: string, ago = "0 seconds") {
  await app.services.db
    .update(pluginVersions)
    .set({
      runtimeStatus: "failed",
      runtimeFindings: [{ rule: "wp.timeout", severity: "error", file: "x.php", line: null, message: "The check ran past 60 s" }],
      runtimeCheckedAt: sql`now() - ${ago}::interval`,
    })
    .where(eq(pluginVersions.id, versionId));
}

describe("[WORDPRESS][QUEUE] the order of the check queue", () => {
  let app: TestApp;
  let runner: JobRunner;
  beforeAll(async () => {
    app = await createTestApp({ IMPORT_RATE_LIMIT_PER_HOUR: "1000", WP_RUNTIME: "off" });
    runner = await app.services.startJobs();
    // No check runs: the saves' NOTIFY still fills the queue, whose order these tests read.
    await runner.boss.offWork(VERSION_CHECK_QUEUE);
    await sleep(1_500);
  });
  afterAll(() => app.close());

  it("puts another person's first check before a person's second, and at most 3 of a person's checks in the queue", async () => {
    const a = await signUp(app.client);
    for (let i = 0; i < 5; i++) await importPlugin(app.client);
    const aJobs = await queued(app, a.user.id, CHECK_QUEUE.perPerson);
    expect(aJobs.map((job) => job.priority)).toEqual([0, -1, -2]);
    // The other two wait in their rows: pending, not sent, not dropped.
    const aVersions = await versionsOf(app, a.user.id);
    expect(aVersions).toHaveLength(5);
    expect(aVersions.map((v) => [v.runtimeStatus, v.runtimeQueuedAt !== null])).toEqual([
      ["pending", true],
      ["pending", true],
      ["pending", true],
      ["pending", false],
      ["pending", false],
    ]);

    const bClient = app.newClient();
    const b = await signUp(bClient);
    await importPlugin(bClient);
    const [bJob] = await queued(app, b.user.id, 1);
    expect(bJob!.priority).toBe(0);
    // pg-boss works them in this order: A's first, B's first, then A's second and third.
    const order = await waitingJobs(app, [a.user.id, b.user.id]);
    expect(order.map((job) => (job.user_id === a.user.id ? "A" : "B"))).toEqual(["A", "B", "A", "A"]);
  });

  it("holds the cap when a person's saves arrive together, and sends the oldest waiting version when there is room", async () => {
    const a = await signUp(app.client);
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push(await createPlugin(app.client));
    await Promise.all(ids.map((id) => handEdit(app.client, id, 0)));
    await queued(app, a.user.id, CHECK_QUEUE.perPerson);
    await sleep(1_000); // every save's NOTIFY handled: still 3
    expect(await waitingJobs(app, [a.user.id])).toHaveLength(CHECK_QUEUE.perPerson);
    const before = await versionsOf(app, a.user.id);
    expect(before).toHaveLength(6);
    const waiting = before.filter((v) => v.runtimeQueuedAt === null);
    expect(waiting).toHaveLength(3);

    // One of the three leaves the queue (its plugin deleted); the next save fills the room with the
    // oldest waiting version, not with itself.
    const sent = before.find((v) => v.runtimeQueuedAt !== null)!;
    expect((await app.client.delete(`/api/plugins/${sent.pluginId}`)).status).toBeLessThan(300);
    expect(ids).toContain(sent.pluginId);
    const newest = await importPlugin(app.client);
    const deadline = Date.now() + 15_000;
    for (;;) {
      const after = await versionsOf(app, a.user.id);
      const nowSent = after.filter((v) => v.runtimeQueuedAt !== null).map((v) => v.id);
      if (nowSent.includes(waiting[0]!.id)) {
        expect(nowSent).toHaveLength(CHECK_QUEUE.perPerson);
        expect(after.find((v) => v.pluginId === newest)!.runtimeQueuedAt).toBeNull();
        break;
      }
      if (Date.now() > deadline) throw new Error(`the oldest waiting version was not sent: ${JSON.stringify(after)}`);
      await sleep(100);
    }
  });

  it("checks only the newest version of a plugin: older ones still waiting say why they were not checked, and their waiters end", async () => {
    const { user } = await signUp(app.client);
    const id = await createPlugin(app.client);
    const v1 = await handEdit(app.client, id, 0);
    await handEdit(app.client, id, 1);
    const v3 = await handEdit(app.client, id, 2);
    const deadline = Date.now() + 15_000;
    let versions = await versionsOf(app, user.id);
    while (versions.filter((v) => v.runtimeStatus === "skipped").length < 2 || versions.find((v) => v.id === v3.id)!.runtimeQueuedAt === null) {
      if (Date.now() > deadline) throw new Error(`not superseded: ${JSON.stringify(versions)}`);
      await sleep(100);
      versions = await versionsOf(app, user.id);
    }
    expect(versions.map((v) => [v.versionNumber, v.runtimeStatus])).toEqual([
      [1, "skipped"],
      [2, "skipped"],
      [3, "pending"],
    ]);
    for (const n of [1, 2]) {
      const report = versionCheckReportSchema.parse((await app.client.get(`/api/plugins/${id}/versions/${n}/check`)).json);
      expect(report).toMatchObject({ status: "skipped", runtime: { status: "skipped", note: RUNTIME_NOTES.superseded, wordpressVersion: null } });
    }
    // The newest is the person's only check in the queue: the older ones left it.
    const [job] = await queued(app, user.id, 1);
    expect(job!.version_id).toBe(v3.id);

    // A turn waiting for its version's check (automatic repair) is not left hanging by a superseded one.
    const started = Date.now();
    expect(await breakingErrors(app.services.db, user.id, id, v1.id, 1, new AbortController().signal, undefined, 10_000)).toEqual([]);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await breakingErrors(app.services.db, user.id, id, v3.id, 3, new AbortController().signal, undefined, 300)).toBeNull();
  });

  it("lowers the checks of a person whose checks time out, and starts them later when the time-outs repeat, within bounds", async () => {
    const c = await signUp(app.client);
    const other = app.newClient();
    const d = await signUp(other);
    await importPlugin(app.client);
    const [first] = await queued(app, c.user.id, 1);
    expect(first!.priority).toBe(0);

    // One time-out: C's next check goes after everyone's (priority -10), not later in time.
    await recordTimeout(app, first!.version_id);
    await importPlugin(app.client);
    const [second] = await queued(app, c.user.id, 1);
    expect(second!.priority).toBe(-CHECK_QUEUE.timeoutPriorityDrop);
    expect(second!.start_after.getTime() - second!.created_on.getTime()).toBeLessThan(1_000);
    await importPlugin(other);
    expect((await queued(app, d.user.id, 1))[0]!.priority).toBe(0);

    // A second: 60 s after the last time-out, and lower again.
    await recordTimeout(app, second!.version_id);
    await importPlugin(app.client);
    const [third] = await queued(app, c.user.id, 1);
    expect(third!.priority).toBe(-2 * CHECK_QUEUE.timeoutPriorityDrop);
    const [last] = await app.services.db.select({ at: pluginVersions.runtimeCheckedAt }).from(pluginVersions).where(eq(pluginVersions.id, second!.version_id));
    expect(third!.start_after.getTime() - last!.at!.getTime()).toBe(CHECK_QUEUE.timeoutDelayMs);

    // Bounded: six time-outs wait no more than 3 minutes, and lose no more than four drops.
    const more: string[] = [];
    for (let i = 0; i < 4; i++) more.push(await importPlugin(app.client));
    const moreVersions = await app.services.db.select({ id: pluginVersions.id }).from(pluginVersions).where(inArray(pluginVersions.pluginId, more));
    for (const v of moreVersions) await recordTimeout(app, v.id);
    await recordTimeout(app, third!.version_id);
    await importPlugin(app.client);
    const jobs = await queued(app, c.user.id, 1);
    const [latest] = await app.services.db
      .select({ at: max(pluginVersions.runtimeCheckedAt) })
      .from(pluginVersions)
      .innerJoin(plugins, eq(plugins.id, pluginVersions.pluginId))
      .where(and(eq(plugins.userId, c.user.id), eq(pluginVersions.runtimeStatus, "failed")));
    expect(jobs[0]!.priority).toBe(-4 * CHECK_QUEUE.timeoutPriorityDrop);
    expect(jobs[0]!.start_after.getTime() - latest!.at!.getTime()).toBe(CHECK_QUEUE.maxTimeoutDelayMs);
  });

  it("forgets time-outs older than the window, and reprices a check sent before a time-out when it is about to start", async () => {
    const c = await signUp(app.client);
    await importPlugin(app.client);
    const [first] = await queued(app, c.user.id, 1);
    await recordTimeout(app, first!.version_id, `${CHECK_QUEUE.timeoutWindowMs / 1000 + 60} seconds`);
    await importPlugin(app.client);
    const [second] = await queued(app, c.user.id, 1);
    expect(second!.priority).toBe(0);

    // Sent at priority 0; then a check of the same person times out. When the worker takes the job, it is
    // sent again, priced as of now.
    await importPlugin(app.client);
    const jobs = await queued(app, c.user.id, 2);
    const older = jobs.find((job) => job.version_id === second!.version_id)!;
    const other = jobs.find((job) => job.version_id !== second!.version_id)!;
    await recordTimeout(app, other.version_id);
    const queue = versionCheckQueue(runner.boss, app.services.db);
    // Taken from the queue as the check worker takes it (the last test here: it takes every job left).
    const taken = await runner.boss.fetch<{ versionId: string }>(VERSION_CHECK_QUEUE, { batchSize: 1_000, includeMetadata: true });
    const job = taken.find((t) => t.data.versionId === older.version_id)!;
    expect(job.createdOn.getTime()).toBeLessThan(Date.now());
    expect(await requeueAfterTimeout(queue, { versionId: older.version_id, userId: c.user.id, sentAt: job.createdOn })).toBe(true);
    const [again] = await queued(app, c.user.id, 1);
    expect(again).toMatchObject({ version_id: older.version_id, priority: -CHECK_QUEUE.timeoutPriorityDrop });
    // The new job was sent after the time-out: it is not priced again.
    expect(await requeueAfterTimeout(queue, { versionId: again!.version_id, userId: c.user.id, sentAt: again!.created_on })).toBe(false);
  });
});

describe("[WORDPRESS][QUEUE] real checks, end to end", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ IMPORT_RATE_LIMIT_PER_HOUR: "1000", WP_RUNTIME: "on", WP_RUNTIME_INSTANCES: "1" });
    await app.services.startJobs();
  });
  afterAll(() => app.close());

  it("checks B's one version before A's later ones, then all of A's, and only the newest of a plugin", { timeout: 300_000 }, async () => {
    const a = await signUp(app.client);
    for (let i = 0; i < 5; i++) await importPlugin(app.client);
    const bClient = app.newClient();
    const b = await signUp(bClient);
    await importPlugin(bClient);
    // An import whose next version arrives before its check: its job does the static checks, then finds the newer one.
    const edited = await importPlugin(bClient, "Edited");
    await handEdit(bClient, edited, 1);

    const deadline = Date.now() + 290_000;
    let all = [...(await versionsOf(app, a.user.id)), ...(await versionsOf(app, b.user.id))];
    while (all.some((v) => v.runtimeStatus === "pending")) {
      if (Date.now() > deadline) throw new Error(`still pending: ${JSON.stringify(all)}`);
      await sleep(500);
      all = [...(await versionsOf(app, a.user.id)), ...(await versionsOf(app, b.user.id))];
    }
    const aVersions = await versionsOf(app, a.user.id);
    const bVersions = await versionsOf(app, b.user.id);
    expect(aVersions.map((v) => v.runtimeStatus)).toEqual(["passed", "passed", "passed", "passed", "passed"]);
    const bFirst = bVersions[0]!;
    expect(bFirst.runtimeStatus).toBe("passed");
    // FIFO checked all five of A's first; now at most the one already running when B saved.
    const aBefore = aVersions.filter((v) => v.runtimeCheckedAt! < bFirst.runtimeCheckedAt!);
    expect(aBefore.length).toBeLessThanOrEqual(1);

    const editedVersions = bVersions.filter((v) => v.pluginId === edited);
    expect(editedVersions.map((v) => [v.versionNumber, v.runtimeStatus])).toEqual([
      [1, "skipped"],
      [2, "passed"],
    ]);
    const report = versionCheckReportSchema.parse((await bClient.get(`/api/plugins/${edited}/versions/1/check`)).json);
    expect(report.runtime.note).toBe(RUNTIME_NOTES.superseded);
  });
});
