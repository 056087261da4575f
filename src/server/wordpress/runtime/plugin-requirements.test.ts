import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { GateReport, InstalledPlugin } from "./run-gate";
import { createRuntimePool } from "./runtime-pool";

// A plugin's requirements in the check (issue #32, item 2): a plugin made for a newer WordPress or PHP
// than the check runs is told so first, in plain words, and is not run at all; WordPress's own HTML
// (an activation it refuses, a wp_die page) reaches a finding as text. One WordPress for the whole file.

/** A plugin of one main file; `body` runs when WordPress includes it: a warning there shows it was run. */
function plugin(slug: string, header: string[], body = "trigger_error( 'the plugin ran', E_USER_WARNING );", extra: Record<string, string> = {}): InstalledPlugin {
  const main = ["<?php", "/**", ` * Plugin Name: ${slug}`, ...header.map((line) => ` * ${line}`), " */", "defined( 'ABSPATH' ) || exit;", body, ""].join("\n");
  return { slug, mainFile: `${slug}.php`, files: { [`${slug}.php`]: main, ...extra } };
}

const noHtml = (report: GateReport) => report.findings.filter((finding) => /<\/?[a-z][^>]*>|&[a-z#0-9]+;/i.test(finding.message));

const snapshotDir = mkdtempSync(join(tmpdir(), "plugsmith-requirements-"));
afterAll(() => rmSync(snapshotDir, { recursive: true, force: true }));

describe("[WORDPRESS][REQUIREMENTS] a plugin's Requires at least and Requires PHP in the check", () => {
  const pool = createRuntimePool({ size: 1, heapMb: 512, timeoutMs: 60_000, maxQueued: 20, snapshotDir });
  afterAll(() => pool.close());

  it("a plugin requiring WordPress 9.0 gets one plain finding first, and is neither linted nor activated", { timeout: 180_000 }, async () => {
    const report = await pool.check(plugin("needs-nine", ["Requires at least: 9.0", "Requires PHP: 7.4"], "trigger_error( 'the plugin ran', E_USER_WARNING );\nfunction needs_nine( {"));
    expect(report.status).toBe("failed");
    expect(report.findings).toEqual([
      {
        rule: "wp.requires-wordpress",
        severity: "error",
        file: "needs-nine.php",
        line: 4,
        message: `This plugin requires WordPress 9.0 or later; the check ran WordPress ${report.wordpressVersion}, so it could not be activated.`,
        // Its words by key, for the person's language (issue #34 item 13).
        text: { key: "wp.requires-wordpress", values: { required: "9.0", actual: report.wordpressVersion } },
        link: "https://developer.wordpress.org/plugins/plugin-basics/header-requirements/",
      },
    ]);
    // Its syntax error is never reached: nothing ran after the requirement.
    expect(Object.keys(report.timings)).not.toContain("activate");
    expect(Object.keys(report.timings)).not.toContain("lint");
  });

  it("a plugin whose readme.txt requires PHP 9.0 gets that finding at the readme's line, in plain words", { timeout: 120_000 }, async () => {
    const readme = "=== Needs PHP ===\nContributors: someone\nRequires at least: 6.0\nTested up to: 7.1\nRequires PHP: 9.0\nStable tag: 1.0.0\n";
    const report = await pool.check(plugin("needs-php", [], undefined, { "readme.txt": readme }));
    expect(report.status).toBe("failed");
    expect(report.findings).toHaveLength(1);
    expect(report.findings[0]).toMatchObject({ rule: "wp.requires-php", severity: "error", file: "readme.txt", line: 5 });
    expect(report.findings[0]!.message).toMatch(/^This plugin requires PHP 9\.0 or later; the check ran PHP 8\.3\.\d+, so it could not be activated\.$/);
    expect(Object.keys(report.timings)).not.toContain("activate");
  });

  it("a plugin requiring WordPress 6.0 and PHP 7.4 is activated, opened and uninstalled as before", { timeout: 120_000 }, async () => {
    const report = await pool.check(plugin("needs-six", ["Requires at least: 6.0", "Requires PHP: 7.4"], "add_shortcode( 'needs_six', function () { return 'six'; } );"));
    expect(report.findings).toEqual([]);
    expect(report.status).toBe("passed");
    expect(Object.keys(report.timings)).toEqual(expect.arrayContaining(["requirements", "lint", "activate", "admin", "deactivate"]));
  });

  it("WordPress's own refusal (a plugin it depends on is missing) and a wp_die page on activation reach the report as plain text", { timeout: 120_000 }, async () => {
    const dependent = await pool.check(plugin("needs-woo", ["Requires Plugins: woocommerce"]));
    expect(dependent.findings[0]).toMatchObject({ rule: "wp.activation", severity: "error", file: "needs-woo.php" });
    expect(dependent.findings[0]!.message).toContain("WordPress could not activate the plugin: Error:");
    expect(noHtml(dependent)).toEqual([]);

    const dies = await pool.check(
      plugin("dies-early", [], "register_activation_hook( __FILE__, function () {\n\twp_die( '<p>This plugin needs <strong>WooCommerce</strong> &amp; a shop.</p>' );\n} );"),
    );
    expect(dies.status).toBe("failed");
    const refused = dies.findings.find((finding) => finding.rule === "wp.activation");
    expect(refused?.message).toBe("WordPress could not activate the plugin: it stopped WordPress with this message: This plugin needs WooCommerce & a shop.");
    expect(noHtml(dies)).toEqual([]);
    expect(Object.keys(dies.timings)).not.toContain("admin");
  });

  it("a plugin active but with output on activation gets its own rule, and its pages are still opened", { timeout: 120_000 }, async () => {
    const report = await pool.check(plugin("talks-early", [], "echo 'hello';"));
    expect(report.findings).toEqual([
      expect.objectContaining({ rule: "wp.activation-output", severity: "error", message: "WordPress activated the plugin, but reported: The plugin generated unexpected output." }),
    ]);
    expect(Object.keys(report.timings)).toContain("admin");
  });
});
