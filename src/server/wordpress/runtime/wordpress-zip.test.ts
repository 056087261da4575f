import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { unzipSync, zipSync } from "fflate";
import { afterAll, describe, expect, it } from "vitest";
import { createLogger } from "../../lib/logger";
import { bundledRelease } from "../release/bundled-release";
import { createReleaseSource } from "../release/release-source";
import { writeRuntimeRelease } from "../release/runtime-release";
import type { InstalledPlugin } from "./run-gate";
import { createRuntimePool } from "./runtime-pool";
import { snapshotFileName } from "./snapshot-file";

// The release a server is given (WORDPRESS_ZIP, issue #32) is the one its checks run: resolved on the main
// thread, written beside the snapshot, installed by the worker (prepareRuntime), and named in the report,
// which is not labelled a fallback. The zip here is the bundled one with its version.php saying 6.5.99, so
// only that zip can make the report say so. (TEST_WORDPRESS_ZIP's current release: current-release.test.ts.)

const dir = mkdtempSync(join(tmpdir(), "plugsmith-wordpress-zip-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The bundled zip, its wp-includes/version.php saying `version`. */
function relabelled(version: string): string {
  const files = unzipSync(readFileSync(bundledRelease().zipPath));
  const php = new TextDecoder().decode(files["wp-includes/version.php"]);
  files["wp-includes/version.php"] = new TextEncoder().encode(php.replace(/\$wp_version = '[^']+'/, `$wp_version = '${version}'`));
  const path = join(dir, `wordpress-${version}.zip`);
  writeFileSync(path, zipSync(files));
  return path;
}

const plugin: InstalledPlugin = {
  slug: "hello-year",
  mainFile: "hello-year.php",
  files: { "hello-year.php": "<?php\n/**\n * Plugin Name: Hello Year\n */\nadd_shortcode( 'hello_year', function () {\n\treturn esc_html( gmdate( 'Y' ) );\n} );\n" },
};

describe("[WORDPRESS][RUNTIME] WORDPRESS_ZIP", () => {
  it("is the release the check runs and reports, not labelled a fallback, with a snapshot of its own", { timeout: 240_000 }, async () => {
    const releases = createReleaseSource({ dataDir: join(dir, "data"), wanted: "latest", localZip: relabelled("6.5.99"), orgUrl: "off", logger: createLogger("silent") });
    const release = releases.current();
    expect(release).toMatchObject({ version: "6.5.99", source: "local", fallback: false });
    const snapshotDir = join(dir, "data", "wordpress-runtime");
    writeRuntimeRelease(snapshotDir, release);
    const pool = createRuntimePool({ size: 1, heapMb: 512, timeoutMs: 120_000, maxQueued: 5, snapshotDir });
    try {
      const report = await pool.check(plugin);
      expect(report).toMatchObject({ status: "passed", wordpressVersion: "6.5.99", wordpressFallback: false, findings: [] });
    } finally {
      await pool.close();
    }
    expect(readdirSync(snapshotDir)).toContain(snapshotFileName(release));
    expect(snapshotFileName(release)).toMatch(/^wordpress-6\.5\.99-/);
  });
});
