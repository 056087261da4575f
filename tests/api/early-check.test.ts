import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GenerationEvent } from "../../src/shared/schemas/generation";
import { versionCheckReportSchema } from "../../src/shared/schemas/plugins";
import { pluginVersions } from "../../src/server/db/schema";
import { signUp } from "../support/factories";
import { openFakeModelApp } from "../support/fake-model-app";
import { createPlugin, generate, lastEvent } from "../support/plugin-factories";
import type { TestApp } from "../support/test-app";
import type { TestClient } from "../support/test-client";

// Issue #35 item 3, decision 0088: a turn that waits for its version's WordPress check (an AI provider, the runtime
// on) starts that check once its reply has moved past the files, while the explanation and previews still stream;
// the version's check job takes the report of the same files. Through the real app, job runner and WordPress.

let app: TestApp;
let close: () => Promise<void>;
beforeAll(async () => {
  // The PHP matrix's rows would share the one worker with the checks these tests start: kept out of their way.
  ({ app, close } = await openFakeModelApp({ WP_RUNTIME: "on", WP_RUNTIME_INSTANCES: "1", PHP_MATRIX: "off" }));
});
afterAll(() => close());

const early = () => ({ ...app.services.runtime!.earlyChecks });

async function report(client: TestClient, id: string, version: number) {
  const res = await client.get(`/api/plugins/${id}/versions/${version}/check`);
  return versionCheckReportSchema.parse(res.json);
}

async function turn(client: TestClient, message: string) {
  const id = await createPlugin(client);
  const { events } = await generate(client, id, { message });
  const done = lastEvent(events as GenerationEvent[])!;
  expect(done.type, JSON.stringify(done).slice(0, 1500)).toBe("done");
  // The turn ended after its check: the version's report is there when `done` comes.
  expect((events as GenerationEvent[]).filter((e) => e.type === "check")).toEqual([{ type: "check", stage: "checking" }]);
  return { id, report: await report(client, id, 1) };
}

describe("[GENERATION][EARLY_CHECK] a turn's check starts while its reply still streams", () => {
  it("is started once the files are written, and the version's check takes its report", { timeout: 180_000 }, async () => {
    await signUp(app.client);
    const before = early();
    const sites = { ...app.services.runtime!.preparedSites };
    const { report: checked } = await turn(app.client, "[fixture:first-turn] a contact form");
    expect(checked.runtime).toMatchObject({ status: "passed" });
    expect(early()).toEqual({ started: before.started + 1, taken: before.taken + 1 });
    // Its site was started when the turn began (decision 0091), and the check ran in it.
    expect({ ...app.services.runtime!.preparedSites }).toEqual({ ...sites, prepared: sites.prepared + 1, taken: sites.taken + 1 });
    // No turn is left waiting for a check.
    expect(app.services.generation.checked?.size).toBe(0);
  });

  it("is not taken when the reply writes a file again after its explanation: the check runs the files saved", { timeout: 180_000 }, async () => {
    await signUp(app.client);
    const before = early();
    const { report: checked } = await turn(app.client, "[fixture:file-after-explanation] greet administrators");
    // Only the file written after the explanation raises this notice: the report is of the saved files.
    const runtimeFindings = checked.findings.filter((finding) => finding.rule.startsWith("wp."));
    expect(runtimeFindings).toEqual([expect.objectContaining({ rule: "wp.runtime-notice", message: expect.stringContaining("Written after the explanation") })]);
    expect(early()).toEqual({ started: before.started + 1, taken: before.taken });
  });

  it("is not started for a person whose check timed out lately (the fair queue slows theirs), whose turn still ends with its check; the next person's is", { timeout: 180_000 }, async () => {
    const slow = app.newClient();
    await signUp(slow);
    const { id } = await turn(slow, "[fixture:first-turn] a contact form");
    // What a check that ran past its limit records (checkVersionInWordPress).
    await app.services.db
      .update(pluginVersions)
      .set({ runtimeStatus: "failed", runtimeFindings: [{ rule: "wp.timeout", severity: "error", file: "x.php", line: null, message: "The check ran past 60 s" }], runtimeCheckedAt: sql`now()` })
      .where(eq(pluginVersions.pluginId, id));
    const before = early();
    const { report: checked } = await turn(slow, "[fixture:first-turn] the same form again");
    expect(checked.runtime.status).toBe("passed");
    expect(early()).toEqual(before);

    const next = app.newClient();
    await signUp(next);
    await turn(next, "[fixture:first-turn] a contact form");
    expect(early()).toEqual({ started: before.started + 1, taken: before.taken + 1 });
  });
});
