import { zipSync } from "fflate";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pluginVersions } from "../../src/server/db/schema";
import type { CheckFinding } from "../../src/shared/schemas/plugins";
import { pluginPhp } from "../fixtures/plugin-zips";
import { signUp } from "../support/factories";
import { useSharedTestApp } from "../support/test-app";

// GET /api/plugins/:id/versions/:n/check (issue #34): the findings the version's row holds, the static
// checks' and the runtime's, in reading order: an unmet requirement, then errors, then warnings.
const testApp = useSharedTestApp({ IMPORT_RATE_LIMIT_PER_HOUR: "1000" });
const text = (s: string) => new TextEncoder().encode(s);
const finding = (rule: string, severity: CheckFinding["severity"], file: string, line: number | null): CheckFinding => ({ rule, severity, file, line, message: `${rule} here` });

describe("[CHECKS] the check report's order", () => {
  it("lists blocking errors before warnings, an unmet requirement first, each group in its stored order", async () => {
    const app = testApp();
    await signUp(app.client);
    const form = new FormData();
    const zip = zipSync({ "ordered/ordered.php": text(pluginPhp({ name: "Ordered", version: "1.0.0" })) });
    form.append("file", new Blob([zip as Uint8Array<ArrayBuffer>], { type: "application/zip" }), "ordered.zip");
    const imported = await app.client.post("/api/plugins/import", form);
    expect(imported.status, imported.text).toBe(201);
    const pluginId = imported.json.plugin.id as string;
    await app.services.db
      .update(pluginVersions)
      .set({
        checkStatus: "failed",
        checkFindings: [finding("wp.abspath-guard", "warning", "ordered/a.php", 3), finding("wp.nonce", "error", "ordered/b.php", 9), finding("wp.escape-output", "warning", "ordered/b.php", 12)],
        runtimeStatus: "failed",
        runtimeFindings: [finding("wp.runtime-notice", "warning", "ordered/a.php", 5), finding("wp.requires-php", "error", "ordered/ordered.php", 4), finding("wp.runtime-fatal", "error", "ordered/c.php", 2)],
      })
      .where(eq(pluginVersions.pluginId, pluginId));
    const report = await app.client.get(`/api/plugins/${pluginId}/versions/1/check`);
    expect(report.status, report.text).toBe(200);
    expect((report.json.findings as CheckFinding[]).map((f) => `${f.severity} ${f.rule} ${f.file}:${f.line}`)).toEqual([
      "error wp.requires-php ordered/ordered.php:4",
      "error wp.nonce ordered/b.php:9",
      "error wp.runtime-fatal ordered/c.php:2",
      "warning wp.abspath-guard ordered/a.php:3",
      "warning wp.escape-output ordered/b.php:12",
      "warning wp.runtime-notice ordered/a.php:5",
    ]);
  });
});
