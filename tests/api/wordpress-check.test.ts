import { zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { plugins, pluginVersions } from "../../src/server/db/schema";
import { peopleWithChecksToSend } from "../../src/server/modules/plugins/checks/version-check-queue.service";
import { checkVersionInWordPress, RUNTIME_MAX_ATTEMPTS, RUNTIME_NOTES } from "../../src/server/modules/plugins/checks/version-runtime-check.service";
import { pluginPhp } from "../fixtures/plugin-zips";
import { settledReport } from "../support/check-report";
import { signUp } from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";
import type { TestClient } from "../support/test-client";

// Issue #14: every saved version is checked in a real WordPress (PHP 8.3 in WebAssembly) by a job, through
// the real app, database and job runner. The request that saved never waits for it. The first check of a
// file also waits for its worker to install WordPress (about 10 s, longer on a busy machine): long timeouts.

const text = (s: string) => new TextEncoder().encode(s);

async function importPlugin(client: TestClient, files: Record<string, string>, name: string) {
  const form = new FormData();
  const zip = zipSync(Object.fromEntries(Object.entries(files).map(([path, content]) => [path, text(content)])));
  form.append("file", new Blob([zip as Uint8Array<ArrayBuffer>], { type: "application/zip" }), `${name}.zip`);
  const res = await client.post("/api/plugins/import", form);
  expect(res.status, res.text).toBe(201);
  return res.json.plugin.id as string;
}

describe("[WORDPRESS][CHECK] versions checked in a real WordPress by a job", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ IMPORT_RATE_LIMIT_PER_HOUR: "1000", WP_RUNTIME: "on", WP_RUNTIME_INSTANCES: "1" });
    await app.services.startJobs();
  });
  afterAll(() => app.close());

  it("finds a fatal error on activation at its file and line, and answers pending at first without waiting for it", { timeout: 150_000 }, async () => {
    await signUp(app.client);
    const started = performance.now();
    const id = await importPlugin(
      app.client,
      {
        "boom/boom.php": pluginPhp({ name: "Boom" }, "register_activation_hook( __FILE__, 'boom_activate' );\nfunction boom_activate() {\n\tboom_missing_function();\n}"),
      },
      "boom",
    );
    const first = await app.client.get(`/api/plugins/${id}/versions/1/check`);
    // The save answered long before a WordPress could have been started, let alone checked it.
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(first.json.runtime.status).toBe("pending");
    expect(first.json.status).toBe("pending");

    const report = await settledReport(app.client, id);
    expect(report.status).toBe("failed");
    expect(report.runtime).toMatchObject({ status: "failed", wordpressVersion: expect.stringMatching(/^6\.5/), phpVersion: expect.stringMatching(/^8\.3\.\d+$/) });
    const fatal = report.findings.filter((f) => f.rule === "wp.runtime-fatal");
    expect(fatal).toHaveLength(1);
    expect(fatal[0]).toMatchObject({ severity: "error", file: "boom.php", line: 9 });
    expect(fatal[0]!.message).toContain("Call to undefined function boom_missing_function()");
    const list = await app.client.get(`/api/plugins/${id}/versions`);
    expect(list.json.versions[0]).toMatchObject({ runtimeStatus: "failed", findingCount: report.findings.length });
  });

  it("passes a clean plugin with an admin page and a shortcode, and reports a warning on its admin page", { timeout: 150_000 }, async () => {
    await signUp(app.client);
    const clean = await importPlugin(
      app.client,
      {
        "tidy/tidy.php": pluginPhp(
          { name: "Tidy Notes" },
          [
            "add_action( 'admin_menu', 'tidy_notes_menu' );",
            "function tidy_notes_menu() {",
            "\tadd_options_page( 'Tidy Notes', 'Tidy Notes', 'manage_options', 'tidy-notes', 'tidy_notes_page' );",
            "}",
            "function tidy_notes_page() {",
            "\techo '<div class=\"wrap\"><h1>' . esc_html__( 'Tidy Notes', 'tidy-notes' ) . '</h1></div>';",
            "}",
            "add_shortcode( 'tidy_note', 'tidy_notes_shortcode' );",
            "function tidy_notes_shortcode( $atts ) {",
            "\t$atts = shortcode_atts( array( 'text' => 'Hello' ), $atts, 'tidy_note' );",
            "\treturn '<p class=\"tidy-note\">' . esc_html( $atts['text'] ) . '</p>';",
            "}",
          ].join("\n"),
        ),
      },
      "tidy",
    );
    const sloppy = await importPlugin(
      app.client,
      {
        "sloppy/sloppy.php": pluginPhp(
          { name: "Sloppy Page" },
          [
            "add_action( 'admin_menu', 'sloppy_page_menu' );",
            "function sloppy_page_menu() {",
            "\tadd_menu_page( 'Sloppy', 'Sloppy', 'manage_options', 'sloppy-page', 'sloppy_page_render' );",
            "}",
            "function sloppy_page_render() {",
            "\techo esc_html( $sloppy_title );",
            "}",
          ].join("\n"),
        ),
      },
      "sloppy",
    );
    const passed = await settledReport(app.client, clean);
    expect(passed.findings).toEqual([]);
    expect(passed).toMatchObject({ status: "passed", runtime: { status: "passed" } });

    const failed = await settledReport(app.client, sloppy);
    expect(failed.status).toBe("failed");
    expect(failed.findings).toEqual([
      expect.objectContaining({ rule: "wp.runtime-warning", severity: "error", file: "sloppy.php", line: 12, message: expect.stringContaining("on its admin page 'sloppy-page'") }),
    ]);
  });

  it("reports PHP's own parse error once, where the static check already named it", { timeout: 150_000 }, async () => {
    await signUp(app.client);
    const id = await importPlugin(app.client, { "bad/bad.php": pluginPhp({ name: "Bad Syntax" }, "function bad_syntax( {\n}") }, "bad");
    const report = await settledReport(app.client, id);
    expect(report.status).toBe("failed");
    expect(report.runtime.status).toBe("failed");
    expect(report.findings.filter((f) => f.file === "bad.php" && f.line === 7)).toHaveLength(1);
  });

  it("answers 404 to another person and for a version that does not exist", async () => {
    await signUp(app.client);
    const id = await importPlugin(app.client, { "own/own.php": pluginPhp({ name: "Own" }) }, "own");
    expect((await app.client.get(`/api/plugins/${id}/versions/2/check`)).status).toBe(404);
    const other = app.newClient();
    await signUp(other);
    expect((await other.get(`/api/plugins/${id}/versions/1/check`)).status).toBe(404);
  });

  it("checks a version only once, and the sweep finds versions whose job was lost", { timeout: 150_000 }, async () => {
    await signUp(app.client);
    const id = await importPlugin(app.client, { "once/once.php": pluginPhp({ name: "Once" }) }, "once");
    await settledReport(app.client, id);
    const [row] = await app.services.db.select().from(pluginVersions).where(eq(pluginVersions.pluginId, id));
    const deps = { db: app.services.db, runtime: app.services.runtime, logger: app.services.logger };
    expect(await checkVersionInWordPress(deps, row!.id)).toBe("not-pending");
    expect(row!.runtimeAttempts).toBe(1);
    // A version left pending (its job lost in a crash): its person is what the sweep's query returns, once
    // the check was sent long enough ago.
    const [owner] = await app.services.db.select({ userId: plugins.userId }).from(plugins).where(eq(plugins.id, id));
    expect(row!.runtimeQueuedAt).not.toBeNull();
    await app.services.db.update(pluginVersions).set({ runtimeStatus: "pending" }).where(eq(pluginVersions.id, row!.id));
    expect(await peopleWithChecksToSend(app.services.db, 0)).toContain(owner!.userId);
    expect(await peopleWithChecksToSend(app.services.db, 60 * 60_000)).not.toContain(owner!.userId);
  });

  it(`checks a version on its last allowed attempt (${RUNTIME_MAX_ATTEMPTS}) and gives up after it, with a note`, { timeout: 150_000 }, async () => {
    await signUp(app.client);
    const id = await importPlugin(app.client, { "tries/tries.php": pluginPhp({ name: "Tries" }) }, "tries");
    await settledReport(app.client, id);
    const [row] = await app.services.db.select().from(pluginVersions).where(eq(pluginVersions.pluginId, id));
    const deps = { db: app.services.db, runtime: app.services.runtime, logger: app.services.logger };
    const retry = (attemptsSoFar: number) =>
      app.services.db.update(pluginVersions).set({ runtimeStatus: "pending", runtimeAttempts: attemptsSoFar }).where(eq(pluginVersions.id, row!.id));

    // Attempts that crashed their worker still counted (the count comes first): the last allowed one runs the check.
    await retry(RUNTIME_MAX_ATTEMPTS - 1);
    expect(await checkVersionInWordPress(deps, row!.id)).toBe("checked");
    await retry(RUNTIME_MAX_ATTEMPTS);
    expect(await checkVersionInWordPress(deps, row!.id)).toBe("skipped");
    const [after] = await app.services.db.select().from(pluginVersions).where(eq(pluginVersions.id, row!.id));
    expect(after).toMatchObject({ runtimeStatus: "skipped", runtimeNote: RUNTIME_NOTES.gaveUp, runtimeAttempts: RUNTIME_MAX_ATTEMPTS + 1 });
  });
});

describe("[WORDPRESS][CHECK] WP_RUNTIME=off", () => {
  it("marks versions skipped with a note, and the app works as before", { timeout: 150_000 }, async () => {
    const app = await createTestApp({ WP_RUNTIME: "off" });
    await app.services.startJobs();
    await signUp(app.client);
    const id = await importPlugin(app.client, { "off/off.php": pluginPhp({ name: "Off" }) }, "off");
    const report = await settledReport(app.client, id);
    expect(report).toMatchObject({ status: "skipped", findings: [], runtime: { status: "skipped", note: RUNTIME_NOTES.off, wordpressVersion: null } });
    await app.close();
  });
});
