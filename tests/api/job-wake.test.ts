import { zipSync } from "fflate";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VERSION_CHECK_QUEUE } from "../../src/server/jobs/version-check-jobs";
import { pluginPhp } from "../fixtures/plugin-zips";
import { signUp } from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";
import { queryRows } from "../support/test-database";

// Issue #35 item 3: a check this process sends starts at once, not at its worker's next poll. The runner here polls
// once a minute, so only the wake-up (jobs/wakeable-worker.ts) can start the job within seconds of the save.

const POLL_SECONDS = 60;

describe("[JOBS][WAKE] a job sent by this process starts without waiting for a poll", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ IMPORT_RATE_LIMIT_PER_HOUR: "1000", WP_RUNTIME: "on", WP_RUNTIME_INSTANCES: "1" });
    await app.services.startJobs({ pollSeconds: POLL_SECONDS });
  });
  afterAll(() => app.close());

  it("a saved version's check starts seconds after the save while the worker's poll is a minute away", { timeout: 60_000 }, async () => {
    await signUp(app.client);
    // The worker made its first (empty) fetch at start and now sleeps until its next poll.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const form = new FormData();
    const zip = zipSync({ "wake/wake.php": new TextEncoder().encode(pluginPhp({ name: "Wake" }, "")) });
    form.append("file", new Blob([zip as Uint8Array<ArrayBuffer>], { type: "application/zip" }), "wake.zip");
    const res = await app.client.post("/api/plugins/import", form);
    expect(res.status, res.text).toBe(201);
    const saved = Date.now();

    let started: Date | undefined;
    while (!started && Date.now() - saved < 20_000) {
      const [job] = await queryRows<{ started_on: string | null }>(
        app.database,
        sql`select j.started_on from pgboss.job j join plugin_versions v on v.id::text = j.data->>'versionId'
            where j.name = ${VERSION_CHECK_QUEUE} and v.plugin_id = ${res.json.plugin.id}`,
      );
      if (job?.started_on) started = new Date(job.started_on);
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(started, "the check job did not start within 20 s: it waited for the worker's poll").toBeDefined();
    expect(started!.getTime() - saved).toBeLessThan(POLL_SECONDS * 1000 / 4);
  });
});
