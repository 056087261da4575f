import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { currentWordPressSkipReason, currentWordPressZip } from "../../../../tests/support/current-wordpress";
import { createLogger } from "../../lib/logger";
import { bundledRelease } from "../release/bundled-release";
import { releasesDir } from "../release/release-cache";
import { createReleaseSource } from "../release/release-source";
import { writeRuntimeRelease } from "../release/runtime-release";
import { releaseForPlugin } from "./release-for-plugin";
import type { InstalledPlugin } from "./run-gate";
import { createRuntimePool } from "./runtime-pool";

// Issue #32: a plugin whose `Requires at least` is above the release the server runs is checked on a kept
// release that meets it, when there is one; otherwise on the release in use, with the plain finding first.

const needs = (requiresAtLeast: string, where: "header" | "readme" = "header"): InstalledPlugin => {
  const header = where === "header" ? ` * Requires at least: ${requiresAtLeast}\n` : "";
  const files: Record<string, string> = {
    "needs.php": `<?php\n/**\n * Plugin Name: Needs\n${header} * Version: 1.0.0\n */\n\nif ( ! defined( 'ABSPATH' ) ) {\n\texit;\n}\n\nadd_action( 'admin_menu', function () {\n\tadd_menu_page( 'Needs', 'Needs', 'manage_options', 'needs', '__return_null' );\n} );\n`,
  };
  if (where === "readme") files["readme.txt"] = `=== Needs ===\nRequires at least: ${requiresAtLeast}\nStable tag: 1.0.0\n`;
  return { slug: "needs", mainFile: "needs.php", files };
};
const kept = (...versions: string[]) => versions.map((version) => ({ version, zipPath: `/data/wordpress-releases/wordpress-${version}.zip` }));

describe("[WORDPRESS][RELEASE] the release a plugin is checked on", () => {
  it("keeps the release in use when it meets the plugin's requirement, or the plugin states none", () => {
    expect(releaseForPlugin(needs("6.4"), { version: "6.5.5", others: kept("7.1.4") })).toBeNull();
    expect(releaseForPlugin(needs("6.5"), { version: "6.5.5", others: kept("7.1.4") })).toBeNull();
    expect(releaseForPlugin({ ...needs("7.0"), files: { "needs.php": "<?php\n/**\n * Plugin Name: Needs\n */\n" } }, { version: "6.5.5", others: kept("7.1.4") })).toBeNull();
  });

  it("takes the oldest kept release that meets it, from the header or the readme", () => {
    expect(releaseForPlugin(needs("7.0"), { version: "6.5.5", others: kept("7.1.4", "6.8.3", "7.0.2") })).toEqual(kept("7.0.2")[0]);
    expect(releaseForPlugin(needs("7.1"), { version: "6.8.3", others: kept("7.1.4", "7.0.2") })).toEqual(kept("7.1.4")[0]);
    expect(releaseForPlugin(needs("6.9", "readme"), { version: "6.8.3", others: kept("7.1.4") })).toEqual(kept("7.1.4")[0]);
  });

  it("has none when no kept release meets it (the plain requirement finding stays)", () => {
    expect(releaseForPlugin(needs("7.2"), { version: "6.5.5", others: kept("7.1.4", "6.8.3") })).toBeNull();
    expect(releaseForPlugin(needs("7.0"), { version: "6.5.5", others: [] })).toBeNull();
    expect(releaseForPlugin(needs("7.0"), { version: "6.5.5" })).toBeNull();
  });
});

const skipReason = currentWordPressSkipReason();
if (skipReason) console.warn(`release-for-plugin.test.ts: ${skipReason}`);
const work = mkdtempSync(join(tmpdir(), "plugsmith-release-for-plugin-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("[WORDPRESS][RELEASE] a check on a kept release that meets the plugin's requirement", () => {
  it.skipIf(skipReason !== null)("runs a plugin that needs 7.0 on the kept current release while the server runs 6.5, and says so; a plugin that needs more gets the plain finding", { timeout: 600_000 }, async () => {
    // The server runs WordPress 6.5 (WORDPRESS_ZIP), and its data directory keeps the current release from before.
    const dataDir = join(work, "data");
    mkdirSync(releasesDir(dataDir), { recursive: true });
    const current = currentWordPressZip();
    const { version } = createReleaseSource({ dataDir: join(work, "probe"), wanted: "latest", localZip: current, orgUrl: "off", logger: createLogger("silent") }).current();
    symlinkSync(current, join(releasesDir(dataDir), `wordpress-${version}.zip`));
    const releases = createReleaseSource({ dataDir, wanted: "latest", localZip: bundledRelease().zipPath, orgUrl: "off", logger: createLogger("silent") });
    expect(releases.current()).toMatchObject({ version: expect.stringMatching(/^6\.5/), source: "local", others: [{ version }] });
    const snapshotDir = join(work, "snapshot");
    writeRuntimeRelease(snapshotDir, releases.current());

    const pool = createRuntimePool({ size: 1, heapMb: 768, timeoutMs: 180_000, maxQueued: 10, snapshotDir });
    try {
      const report = await pool.check(needs("7.0"));
      expect(report.findings).toEqual([]);
      expect(report).toMatchObject({ status: "passed", wordpressVersion: version, wordpressFallback: false });
      // The PHP matrix's row runs on the same release.
      expect(await pool.checkOnPhp(needs("7.0"), "8.1", 120_000)).toMatchObject({ status: "passed" });

      const refused = await pool.check(needs("99.0"));
      expect(refused.status).toBe("failed");
      expect(refused.wordpressVersion).toMatch(/^6\.5/);
      expect(refused.findings[0]).toMatchObject({ rule: "wp.requires-wordpress", severity: "error" });
      // The release in use still checks what it meets.
      expect(await pool.check(needs("6.0"))).toMatchObject({ status: "passed", wordpressVersion: expect.stringMatching(/^6\.5/) });
    } finally {
      await pool.close();
    }
  });
});
