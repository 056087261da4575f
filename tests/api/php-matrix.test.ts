import { unzipSync, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { phpMatrixSchema } from "../../src/shared/schemas/php-matrix";
import { versionCheckReportSchema, type VersionCheckReport } from "../../src/shared/schemas/plugins";
import { grantCredits } from "../../src/server/modules/credits/credits.service";
import { shippedPhpVersions } from "../../src/server/wordpress/runtime/php-versions";
import { signUp } from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";
import { testDatabaseKind } from "../support/test-database-setup";

// Issue #32, item 3, the Must-show: a plugin that uses PHP 8.1 features (an enum, a readonly property) gets
// a row per PHP version the runtime ships, red on 7.4 and 8.0 and green from 8.1, and its download says
// `Requires PHP: 8.1`. One matrix run (a WordPress boot per PHP version, on one worker): the only one in
// the suite; the job's bounds are tested with a fake pool in version-php-matrix.test.ts.
// Its subject is WordPress on each PHP, not the database: it runs in the PGlite stage only.
const onPglite = testDatabaseKind() === "pglite";

const text = (s: string) => new TextEncoder().encode(s);

const MAIN = `<?php
/**
 * Plugin Name: Modern Status
 * Version: 1.0.0
 * Requires PHP: 7.4
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/includes/class-modern-status.php';

add_action( 'init', static function () {
	Modern_Status_Box::make();
} );
`;

const CLASS_FILE = `<?php
defined( 'ABSPATH' ) || exit;

enum Modern_Status_Level: string {
	case Quiet = 'quiet';
	case Loud = 'loud';
}

final class Modern_Status_Box {
	public function __construct( public readonly Modern_Status_Level $level ) {}

	public static function make(): self {
		return new self( Modern_Status_Level::Quiet );
	}
}
`;

describe.runIf(onPglite)("[WORDPRESS][PHP_MATRIX] a row per shipped PHP version", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ IMPORT_RATE_LIMIT_PER_HOUR: "1000", WP_RUNTIME: "on", WP_RUNTIME_INSTANCES: "1", PHP_MATRIX: "on" });
    await app.services.startJobs();
  });
  afterAll(() => app.close());

  it("fails a PHP 8.1 plugin on 7.4 and 8.0 at its file and line, passes it from 8.1, and the download requires PHP 8.1", { timeout: 400_000 }, async () => {
    const { user } = await signUp(app.client);
    const form = new FormData();
    const zip = zipSync({ "modern-status/modern-status.php": text(MAIN), "modern-status/includes/class-modern-status.php": text(CLASS_FILE) });
    form.append("file", new Blob([zip as Uint8Array<ArrayBuffer>], { type: "application/zip" }), "modern-status.zip");
    const imported = await app.client.post("/api/plugins/import", form);
    expect(imported.status, imported.text).toBe(201);
    const id = imported.json.plugin.id as string;

    const first = versionCheckReportSchema.parse((await app.client.get(`/api/plugins/${id}/versions/1/check`)).json);
    expect(first.phpMatrix.status).toBe("pending");
    expect(first.phpMatrix.rows.map((row) => row.php)).toEqual(shippedPhpVersions());
    expect(first.phpMatrix.rows.every((row) => row.status === "pending")).toBe(true);

    const report = await settledMatrix(id);
    // The main check ran on the PHP the site really runs, named by PHP itself.
    expect(report.runtime).toMatchObject({ status: "passed", phpVersion: expect.stringMatching(/^8\.3\.\d+$/) });
    const matrix = phpMatrixSchema.parse(report.phpMatrix);
    expect(matrix.status).toBe("done");
    expect(matrix.rows.map((row) => row.php)).toEqual(shippedPhpVersions());
    expect(shippedPhpVersions()).toEqual(expect.arrayContaining(["7.4", "8.0", "8.1", "8.2", "8.3", "8.4"]));
    for (const row of matrix.rows) {
      const old = row.php === "7.4" || row.php === "8.0";
      expect(row, row.php).toMatchObject({ status: old ? "failed" : "passed", phpRelease: expect.stringMatching(new RegExp(`^${row.php.replace(".", "\\.")}\\.\\d+$`)) });
      if (old) {
        // The enum is the first thing these PHP versions cannot parse, in the stored file, at its line.
        expect(row).toMatchObject({ file: "includes/class-modern-status.php", line: 4 });
        expect(row.message).toMatch(new RegExp(`^PHP ${row.php.replace(".", "\\.")} cannot parse this file: syntax error`));
        // The same words as a key and values (issue #34 item 13), PHP's own words kept as they are.
        expect(row.text).toMatchObject({ key: "php-matrix.lint", values: { php: row.php, detail: expect.stringMatching(/^syntax error/) } });
      } else {
        expect(row).toMatchObject({ message: null, line: null });
      }
      expect(row.ms).toBeGreaterThan(0);
    }
    expect(matrix.requiresPhp).toBe("8.1");
    console.info(`PHP matrix: ${matrix.rows.map((row) => `${row.php} ${row.status} ${row.ms} ms`).join(", ")}`);

    // The download: the main file's `Requires PHP:` and the readme Plugsmith wrote say 8.1; `Tested up to`
    // is the release the check ran (the bundled 6.5 here: WORDPRESS_ORG_URL is off in tests).
    await grantCredits(app.services.db, { userId: user.id, amount: 20, type: "test", description: "test", idempotencyKey: "matrix" });
    const res = await app.client.request(`/api/plugins/${id}/download`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(res.status).toBe(200);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const decode = (path: string) => new TextDecoder().decode(files[path]);
    expect(decode("modern-status/modern-status.php")).toMatch(/^ \* Requires PHP: 8\.1$/m);
    const readme = decode("modern-status/readme.txt");
    expect(readme).toMatch(/^Requires PHP: 8\.1$/m);
    expect(readme).toMatch(new RegExp(`^Tested up to: ${report.runtime.wordpressVersion!.split(".").slice(0, 2).join("\\.")}$`, "m"));
  });

  async function settledMatrix(pluginId: string): Promise<VersionCheckReport> {
    const deadline = Date.now() + 360_000;
    for (;;) {
      const res = await app.client.get(`/api/plugins/${pluginId}/versions/1/check`);
      expect(res.status, res.text).toBe(200);
      const report = versionCheckReportSchema.parse(res.json);
      if (report.phpMatrix.status !== "pending") return report;
      if (Date.now() > deadline) throw new Error(`still pending: ${JSON.stringify(report.phpMatrix)}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
});
