import { setTimeout as sleep } from "node:timers/promises";
import { eq, sql } from "drizzle-orm";
import { zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pluginVersions } from "../../src/server/db/schema";
import type { JobRunner } from "../../src/server/jobs/job-runner";
import { PHP_MATRIX_QUEUE, VERSION_CHECK_QUEUE, VERSION_SWEEP_QUEUE } from "../../src/server/jobs/version-check-jobs";
import { MAX_MATRIX_RESENDS } from "../../src/server/modules/plugins/checks/version-php-matrix-sweep";
import { PHP_MATRIX_NOTE_KEYS, PHP_MATRIX_NOTES } from "../../src/server/modules/plugins/checks/version-php-matrix.service";
import { versionCheckReportSchema } from "../../src/shared/schemas/plugins";
import { pluginPhp } from "../fixtures/plugin-zips";
import { signUp } from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";
import { queryRows } from "../support/test-database";

// Issue #32: a PHP matrix job lost in a crash is sent again by the minute's sweep (jobs/version-check-jobs.ts,
// version-php-matrix-sweep.ts). Through the real job runner: the matrix worker is stopped, so the jobs the
// sweep sends stay in pgboss.job where this test counts them.

let app: TestApp;
let runner: JobRunner;
let imports = 0;

async function checkedVersion(): Promise<string> {
  const name = `Sweep ${++imports}`;
  const slug = name.toLowerCase().replace(/\W+/g, "-");
  const form = new FormData();
  const zip = zipSync({ [`${slug}/${slug}.php`]: new TextEncoder().encode(pluginPhp({ name })) });
  form.append("file", new Blob([zip as Uint8Array<ArrayBuffer>], { type: "application/zip" }), `${slug}.zip`);
  const res = await app.client.post("/api/plugins/import", form);
  expect(res.status, res.text).toBe(201);
  const [row] = await app.services.db.select({ id: pluginVersions.id }).from(pluginVersions).where(eq(pluginVersions.pluginId, res.json.plugin.id as string));
  // Checked five minutes ago, its matrix not finished, and (as after a crash) no matrix job anywhere.
  await app.services.db
    .update(pluginVersions)
    .set({ runtimeStatus: "passed", runtimeCheckedAt: sql`now() - interval '5 minutes'`, phpMatrix: { rows: [], finished: false } })
    .where(eq(pluginVersions.id, row!.id));
  return row!.id;
}

/** The matrix jobs of `versionId` that pg-boss would still run. */
async function matrixJobs(versionId: string): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    app.database,
    sql`select count(*)::int as n from pgboss.job where name = ${PHP_MATRIX_QUEUE} and singleton_key = ${versionId} and state in ('created', 'retry', 'active')`,
  );
  return Number(rows[0]!.n);
}

/** Runs the sweep as the schedule does (a job of its queue) and waits until pg-boss has finished it. */
async function runSweep(): Promise<void> {
  const id = await runner.boss.send(VERSION_SWEEP_QUEUE, {});
  expect(id).toBeTruthy();
  const deadline = Date.now() + 20_000;
  for (;;) {
    const job = await runner.boss.getJobById(VERSION_SWEEP_QUEUE, id!);
    if (job?.state === "completed") return;
    if (job?.state === "failed") throw new Error(`the sweep failed: ${JSON.stringify(job.output)}`);
    if (Date.now() > deadline) throw new Error(`the sweep did not finish: ${job?.state}`);
    await sleep(100);
  }
}

describe("[WORDPRESS][MATRIX] a lost PHP matrix job is sent again", () => {
  beforeAll(async () => {
    app = await createTestApp({ IMPORT_RATE_LIMIT_PER_HOUR: "1000", PHP_MATRIX: "on" });
    runner = await app.services.startJobs();
    // Neither checks nor matrices run: the test writes the check's result itself.
    await runner.boss.offWork(VERSION_CHECK_QUEUE);
    await runner.boss.offWork(PHP_MATRIX_QUEUE);
    await signUp(app.client);
    // The job runner starts pg-boss on PGlite: slow on a loaded machine.
  }, 180_000);
  afterAll(() => app.close());

  it("sends the job of a checked version whose matrix is pending and whose job is gone, once however often it sweeps", async () => {
    const versionId = await checkedVersion();
    await runner.boss.send(PHP_MATRIX_QUEUE, { versionId }, { singletonKey: versionId });
    expect(await matrixJobs(versionId)).toBe(1);
    // The crash: the job row is gone.
    await app.database.db.execute(sql`delete from pgboss.job where name = ${PHP_MATRIX_QUEUE} and singleton_key = ${versionId}`);
    expect(await matrixJobs(versionId)).toBe(0);

    await runSweep();
    expect(await matrixJobs(versionId)).toBe(1);
    // Its job is there now: the next sweeps leave it alone.
    await runSweep();
    await runSweep();
    expect(await matrixJobs(versionId)).toBe(1);
  });

  it("leaves a version alone while its job waits, and one whose check has only just been written", async () => {
    const waiting = await checkedVersion();
    await runner.boss.send(PHP_MATRIX_QUEUE, { versionId: waiting }, { singletonKey: waiting });
    const justChecked = await checkedVersion();
    await app.services.db.update(pluginVersions).set({ runtimeCheckedAt: sql`now()` }).where(eq(pluginVersions.id, justChecked));
    await runSweep();
    expect(await matrixJobs(waiting)).toBe(1);
    expect(await matrixJobs(justChecked)).toBe(0);
  });

  it(`finishes a matrix with what it has after ${MAX_MATRIX_RESENDS} sends, rather than trying for ever`, async () => {
    const versionId = await checkedVersion();
    for (let i = 0; i < MAX_MATRIX_RESENDS; i++) {
      await runSweep();
      expect(await matrixJobs(versionId)).toBe(1);
      await app.database.db.execute(sql`delete from pgboss.job where name = ${PHP_MATRIX_QUEUE} and singleton_key = ${versionId}`);
    }
    await runSweep();
    expect(await matrixJobs(versionId)).toBe(0);
    const [row] = await app.services.db.select({ phpMatrix: pluginVersions.phpMatrix }).from(pluginVersions).where(eq(pluginVersions.id, versionId));
    // Its note stored as a key, no words (issue #34 item 13).
    expect(row!.phpMatrix).toMatchObject({ finished: true, noteText: { key: PHP_MATRIX_NOTE_KEYS.gaveUp }, resent: MAX_MATRIX_RESENDS });
    expect(row!.phpMatrix!.note).toBeUndefined();
    // The report words it in English and gives its key, for the web to word in the person's language.
    const [version] = await app.services.db.select({ pluginId: pluginVersions.pluginId, number: pluginVersions.versionNumber }).from(pluginVersions).where(eq(pluginVersions.id, versionId));
    const res = await app.client.get(`/api/plugins/${version!.pluginId}/versions/${version!.number}/check`);
    expect(res.status, res.text).toBe(200);
    expect(versionCheckReportSchema.parse(res.json).phpMatrix).toMatchObject({ status: "skipped", note: PHP_MATRIX_NOTES.gaveUp, noteText: { key: PHP_MATRIX_NOTE_KEYS.gaveUp } });
  });
});
