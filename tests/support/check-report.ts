import { expect } from "vitest";
import { type VersionCheckReport, versionCheckReportSchema } from "../../src/shared/schemas/plugins";
import type { TestClient } from "./test-client";

/** A version's check report once WordPress has spoken (the job runs in the background of the same app). */
export async function settledReport(client: TestClient, pluginId: string, version = 1, waitMs = 120_000): Promise<VersionCheckReport> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const res = await client.get(`/api/plugins/${pluginId}/versions/${version}/check`);
    expect(res.status, res.text).toBe(200);
    const report = versionCheckReportSchema.parse(res.json);
    if (report.runtime.status !== "pending") return report;
    if (Date.now() > deadline) throw new Error(`still pending: ${JSON.stringify(report)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
