import { readFileSync } from "node:fs";
import { zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPreviewApp } from "../../src/server/modules/previews/preview-app";
import { settledReport } from "../support/check-report";
import { type CountingListener, startCountingListener } from "../support/counting-listener";
import { signUp } from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";
import { testDatabaseKind } from "../support/test-database-setup";

// Issue #30's probe, as a stranger would bring it: the network probe of the hostile-plugin corpus
// (tests/fixtures/hostile-plugins) imported as a ZIP through the real app, checked by the real job, opened
// in the real live preview. Nothing it tries may reach a listener on this machine, and no answer of the
// preview origin may set a cookie.
// Its subject is WordPress, not the database (the app's import and version rows are tested on both
// elsewhere): it runs in the PGlite stage only, where it costs its WordPress boots once.
const onPglite = testDatabaseKind() === "pglite";

let listener: CountingListener;
let app: TestApp;
let preview: ReturnType<typeof createPreviewApp>;

beforeAll(async () => {
  if (!onPglite) return;
  listener = await startCountingListener();
  app = await createTestApp({ WP_RUNTIME: "on", WP_RUNTIME_INSTANCES: "1", IMPORT_RATE_LIMIT_PER_HOUR: "1000" });
  await app.services.startJobs();
  preview = createPreviewApp(app.services.previews, new URL(app.env.SITE_URL).origin);
});
afterAll(async () => {
  if (!onPglite) return;
  await app.close();
  await listener.close();
});

function probeZip(): Uint8Array {
  const php = readFileSync(new URL("../fixtures/hostile-plugins/hostile-network/hostile-network.php", import.meta.url), "utf8").replaceAll("__LISTENER_PORT__", String(listener.port));
  return zipSync({ "hostile-network/hostile-network.php": new TextEncoder().encode(php) });
}

describe.runIf(onPglite)("[SANDBOX][IMPORT] a probe plugin imported as a ZIP", () => {
  it("reaches nothing from its activation, the check or the preview, and the preview sets no cookie", { timeout: 360_000 }, async () => {
    await signUp(app.client);
    const form = new FormData();
    form.append("file", new Blob([probeZip() as Uint8Array<ArrayBuffer>], { type: "application/zip" }), "hostile-network.zip");
    const imported = await app.client.post("/api/plugins/import", form);
    expect(imported.status, imported.text).toBe(201);
    const pluginId = imported.json.plugin.id as string;

    const report = await settledReport(app.client, pluginId, 1, 240_000);
    expect(report.runtime.status, JSON.stringify(report.runtime)).not.toBe("skipped");
    expect(listener.reached).toEqual([]);

    const opened = await app.client.post(`/api/plugins/${pluginId}/versions/1/preview`, {});
    expect(opened.status, opened.text).toBe(200);
    const adminUrl = `${opened.json.adminUrl.split("/wp-admin/")[0]}/wp-admin/admin.php?page=hostile-network`;
    let cookies = 0;
    for (const url of [adminUrl, opened.json.siteUrl as string, opened.json.adminUrl as string]) {
      const answer = await preview.request(url);
      expect(answer.status, url).toBe(200);
      cookies += answer.headers.getSetCookie().length;
      if (url === adminUrl) expect(await answer.text()).toContain('id="hostile-results"');
    }
    expect(cookies).toBe(0);
    expect(listener.reached).toEqual([]);
  });
});
