import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { zipSync } from "fflate";
import { afterAll, describe, expect, it } from "vitest";
import { createPreviewApp } from "../../src/server/modules/previews/preview-app";
import { NOT_ACTIVE_PATH } from "../../src/server/wordpress/preview-sites/not-active-page";
import { readRuntimeRelease } from "../../src/server/wordpress/release/runtime-release";
import { prepareRuntime } from "../../src/server/wordpress/runtime/prepared-runtime";
import { settledReport } from "../support/check-report";
import { currentWordPressSkipReason, currentWordPressZip, versionInZipName } from "../support/current-wordpress";
import { signUp } from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";
import { testDatabaseKind } from "../support/test-database-setup";

// Issue #32's first 'Must show', through the whole app: with WORDPRESS_ZIP pointing at a current release
// (TEST_WORDPRESS_ZIP: CI makes it from Debian's archive, decision 0059), a plugin whose header says
// `Requires at least: 7.0` imports, passes activation in the check and shows its own admin page in the
// live preview; on the bundled 6.5 it gets the plain requirement finding first and a preview that says
// why. The current-release half is skipped here without TEST_WORDPRESS_ZIP and fails under CI=true.
// Its subject is WordPress, not the database (the app's import and version rows are tested on both
// elsewhere): it runs in the PGlite stage only, where it costs its WordPress boots once.
const onPglite = testDatabaseKind() === "pglite";

const skipReason = currentWordPressSkipReason();
if (skipReason) console.warn(`current-wordpress.test.ts: ${skipReason}`);

const NEEDS_SEVEN = `<?php
/**
 * Plugin Name: Needs Seven
 * Description: Made for WordPress 7.
 * Version: 1.0.0
 * Requires at least: 7.0
 * Requires PHP: 7.4
 * License: GPLv2 or later
 */

defined( 'ABSPATH' ) || exit;

add_action( 'admin_menu', function () {
	add_menu_page( 'Needs Seven', 'Needs Seven', 'manage_options', 'needs-seven', function () {
		echo '<div class="wrap"><h1>Needs Seven</h1><p>Running on WordPress ' . esc_html( get_bloginfo( 'version' ) ) . '</p></div>';
	} );
} );
`;

const dirs: string[] = [];
afterAll(() => {
  if (!onPglite) return;
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** An app with the WordPress runtime and its jobs on, in a data directory of its own. */
async function startApp(env: Record<string, string>): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), "plugsmith-current-wordpress-app-"));
  dirs.push(dataDir);
  const app = await createTestApp({ DATA_DIR: dataDir, WP_RUNTIME: "on", WP_RUNTIME_INSTANCES: "1", WP_PREVIEW_SITES: "2", IMPORT_RATE_LIMIT_PER_HOUR: "1000", ...env });
  await app.services.startJobs();
  return app;
}

/** Imports Needs Seven as a ZIP (needs-seven/needs-seven.php) as a new person; its plugin id. */
async function importNeedsSeven(app: TestApp): Promise<string> {
  await signUp(app.client);
  const form = new FormData();
  const zip = zipSync({ "needs-seven/needs-seven.php": new TextEncoder().encode(NEEDS_SEVEN) });
  form.append("file", new Blob([zip as Uint8Array<ArrayBuffer>], { type: "application/zip" }), "needs-seven.zip");
  const imported = await app.client.post("/api/plugins/import", form);
  expect(imported.status, imported.text).toBe(201);
  return imported.json.plugin.id as string;
}

/** Opens version 1's live preview; its admin address and a fetch on the preview origin (as the iframe). */
async function openPreview(app: TestApp, pluginId: string) {
  const res = await app.client.post(`/api/plugins/${pluginId}/versions/1/preview`, {});
  expect(res.status, res.text).toBe(200);
  const preview = createPreviewApp(app.services.previews, new URL(app.env.SITE_URL).origin);
  return { adminUrl: (res.json as { adminUrl: string }).adminUrl, fetch: (url: string) => preview.request(url) };
}

describe.runIf(onPglite)("[WORDPRESS][CURRENT] a plugin made for WordPress 7, through the app", () => {
  it.skipIf(skipReason !== null)("on WORDPRESS_ZIP's current release: imports, passes activation in the check, and its own admin page opens in the live preview", { timeout: 300_000 }, async () => {
    const zip = currentWordPressZip();
    const app = await startApp({ WORDPRESS_ZIP: zip });
    try {
      const release = app.services.wordpressRelease?.current();
      expect(release).toMatchObject({ source: "local", fallback: false, zipPath: zip });
      const version = release!.version;
      expect(version).toMatch(/^(?:[7-9]|\d{2,})\.\d+(?:\.\d+)?$/);
      const named = versionInZipName(zip);
      if (named) expect(version).toBe(named);

      // The check's workers start from the installed site saved in DATA_DIR/wordpress-runtime: made here
      // first, as a server that ran before has it. A cold worker installs WordPress inside the first
      // check's 60 s, and 7.1.4's full release took longer than that once on this loaded machine (the
      // check then reads as wp.timeout): that is the pool's to fix, not this test's subject.
      const runtimeDir = join(app.env.DATA_DIR, "wordpress-runtime");
      expect(readRuntimeRelease(runtimeDir)).toMatchObject({ version, zipPath: zip });
      expect((await prepareRuntime(runtimeDir)).baseline.wordpressVersion).toBe(version);

      const id = await importNeedsSeven(app);
      const report = await settledReport(app.client, id, 1, 240_000);
      expect(report.runtime, JSON.stringify(report)).toMatchObject({ status: "passed", wordpressVersion: version, wordpressFallback: false });
      expect(report.findings.filter((finding) => finding.rule.startsWith("wp.requires") || finding.rule.startsWith("wp.activation"))).toEqual([]);
      expect(report.findings.filter((finding) => finding.severity === "error")).toEqual([]);

      const preview = await openPreview(app, id);
      expect(preview.adminUrl).not.toContain(NOT_ACTIVE_PATH);
      const adminPage = preview.adminUrl.slice(0, preview.adminUrl.indexOf("/wp-admin/")) + "/wp-admin/admin.php?page=needs-seven";
      const page = await preview.fetch(adminPage);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain("<h1>Needs Seven</h1>");
      expect(html).toContain(`Running on WordPress ${version}`);
      expect(html).not.toContain("is not active.");
    } finally {
      await app.close();
    }
  });

  it("on the bundled 6.5: the check's first finding says the plugin requires WordPress 7.0, in plain words, and the preview says why instead of a dashboard", { timeout: 300_000 }, async () => {
    const app = await startApp({});
    try {
      expect(app.services.wordpressRelease?.current()).toMatchObject({ source: "bundled" });
      const id = await importNeedsSeven(app);
      const report = await settledReport(app.client, id, 1, 240_000);
      // The bundled 6.5 is the offline fallback (no WORDPRESS_ZIP, WordPress.org off under tests), and the report says so.
      expect(report.runtime).toMatchObject({ status: "failed", wordpressFallback: true });
      const wordpressVersion = report.runtime.wordpressVersion!;
      expect(wordpressVersion).toMatch(/^6\.5/);
      expect(report.findings[0]).toMatchObject({ rule: "wp.requires-wordpress", severity: "error", file: "needs-seven.php" });
      expect(report.findings[0]!.message).toBe(`This plugin requires WordPress 7.0 or later; the check ran WordPress ${wordpressVersion}, so it could not be activated.`);
      expect(report.findings.some((finding) => finding.rule === "wp.activation")).toBe(false);

      const preview = await openPreview(app, id);
      expect(preview.adminUrl).toContain(NOT_ACTIVE_PATH);
      const page = await preview.fetch(preview.adminUrl);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain("<strong>Needs Seven is not active.</strong>");
      expect(html).toContain(`This plugin requires WordPress 7.0 or later; the preview runs WordPress ${wordpressVersion}, so it could not be activated.`);
      expect(html).not.toContain("<h1>Needs Seven</h1>");
    } finally {
      await app.close();
    }
  });
});
