import type { SupportedPHPVersion } from "@php-wasm/universal";
import { eq } from "drizzle-orm";
import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { pluginPhp } from "../../../../../tests/fixtures/plugin-zips";
import { signUp } from "../../../../../tests/support/factories";
import { useSharedTestApp, type TestApp } from "../../../../../tests/support/test-app";
import { plugins, pluginVersions } from "../../../db/schema";
import { createLogger } from "../../../lib/logger";
import type { PhpStepResult } from "../../../wordpress/runtime/php-matrix-step";
import { RuntimeTimeoutError, RuntimeUnavailableError, type RuntimePool } from "../../../wordpress/runtime/runtime-pool";
import { createPhpMatrixRunner, PHP_MATRIX_NOTES, phpMatrixView, storedNote } from "./version-php-matrix.service";

// The PHP matrix job's bounds (docs/decisions/0061), with a pool that answers at once instead of booting
// WordPress (tests/api/php-matrix.test.ts runs the real one): one matrix at a time, a row per PHP, a row
// past its time limit failed and the rest still run, a retry going on where the last try stopped, a last
// try that gives up with what it has, and a deleted version ending the job quietly.

const testApp = useSharedTestApp({ IMPORT_RATE_LIMIT_PER_HOUR: "1000" });
const PHP: SupportedPHPVersion[] = ["7.4", "8.0", "8.1"];
const logger = createLogger("silent");

/** A pool whose rows pass unless `answer` says otherwise; it records every row asked and how many ran at once. */
function fakePool(answer: (php: SupportedPHPVersion, call: number) => Promise<Partial<PhpStepResult>> | Partial<PhpStepResult> = () => ({})) {
  const asked: string[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const pool: RuntimePool = {
    check: () => Promise.reject(new Error("not used")),
    checkEarly: () => false,
    earlyChecks: { started: 0, taken: 0 },
    holdBackground: () => () => {},
    prepareSite: () => () => {},
    preparedSites: { prepared: 0, taken: 0, dropped: 0 },
    refresh: () => {},
    close: async () => {},
    async checkOnPhp(plugin, php, timeoutMs) {
      asked.push(php);
      running++;
      mostAtOnce = Math.max(mostAtOnce, running);
      try {
        await new Promise((resolve) => setTimeout(resolve, 5));
        expect(timeoutMs).toBe(1_000);
        expect(plugin.mainFile).toBe("tidy.php");
        const extra = await answer(php, asked.length);
        return { php, phpRelease: `${php}.9`, status: "passed", message: null, file: "", line: null, ms: 7, ...extra };
      } finally {
        running--;
      }
    },
  };
  return { pool, asked, mostAtOnce: () => mostAtOnce };
}

async function importedVersion(app: TestApp, name: string): Promise<string> {
  await signUp(app.client);
  const form = new FormData();
  const zip = zipSync({ [`${name}/tidy.php`]: new TextEncoder().encode(pluginPhp({ name })) });
  form.append("file", new Blob([zip as Uint8Array<ArrayBuffer>], { type: "application/zip" }), `${name}.zip`);
  const res = await app.client.post("/api/plugins/import", form);
  expect(res.status, res.text).toBe(201);
  const [row] = await app.services.db.select({ id: pluginVersions.id }).from(pluginVersions).where(eq(pluginVersions.pluginId, res.json.plugin.id as string));
  return row!.id;
}

const stored = async (app: TestApp, versionId: string) => (await app.services.db.select({ phpMatrix: pluginVersions.phpMatrix }).from(pluginVersions).where(eq(pluginVersions.id, versionId)))[0]!.phpMatrix;

describe("[PHP_MATRIX] the job's bounds", () => {
  it("runs one matrix at a time, one row per PHP, and maps a row's file back to its stored path", async () => {
    const app = testApp();
    const a = await importedVersion(app, "tidy-a");
    const b = await importedVersion(app, "tidy-b");
    const fake = fakePool((php) => (php === "7.4" ? { status: "failed", message: "PHP 7.4 cannot parse this file", file: "tidy.php", line: 3 } : {}));
    const runner = createPhpMatrixRunner({ db: app.services.db, runtime: fake.pool, logger, phpVersions: PHP, stepTimeoutMs: 1_000 });
    expect(await Promise.all([runner.run(a), runner.run(b)])).toEqual(["done", "done"]);
    expect(fake.mostAtOnce()).toBe(1);
    // The first matrix whole before the second began.
    expect(fake.asked).toEqual([...PHP, ...PHP]);
    const matrix = await stored(app, a);
    expect(matrix).toMatchObject({ finished: true });
    expect(matrix!.rows.map((row) => [row.php, row.status])).toEqual([["7.4", "failed"], ["8.0", "passed"], ["8.1", "passed"]]);
    expect(matrix!.rows[0]).toMatchObject({ file: "tidy.php", line: 3 });
    expect(phpMatrixView(matrix, PHP, "passed")).toMatchObject({ status: "done", requiresPhp: "8.0" });
    // Done: a second job for it finds nothing to do.
    expect(await runner.run(a)).toBe("done");
    expect(fake.asked).toHaveLength(6);
  });

  it("fails a row that runs past its time limit and goes on; a retry goes on where the last try stopped", async () => {
    const app = testApp();
    const versionId = await importedVersion(app, "tidy-c");
    const fake = fakePool((php, call) => {
      if (php === "7.4") throw new RuntimeTimeoutError("The check ran past 1 seconds");
      if (php === "8.1" && call === 3) throw new RuntimeUnavailableError("WordPress runtime is busy");
      return {};
    });
    const runner = createPhpMatrixRunner({ db: app.services.db, runtime: fake.pool, logger, phpVersions: PHP, stepTimeoutMs: 1_000 });
    await expect(runner.run(versionId)).rejects.toThrow(RuntimeUnavailableError);
    const partial = await stored(app, versionId);
    expect(partial).toMatchObject({ finished: false });
    expect(partial!.rows.map((row) => row.php)).toEqual(["7.4", "8.0"]);
    expect(partial!.rows[0]).toMatchObject({ status: "failed", file: "tidy.php", message: expect.stringContaining("kept PHP busy past 1 seconds") });
    // Its words as a key and values (issue #34 item 13), for the web to word in the person's language.
    expect(partial!.rows[0]!.text).toEqual({ key: "php-matrix.timeout", values: { php: "7.4", seconds: "1" } });
    expect(phpMatrixView(partial, PHP, "passed")).toMatchObject({ status: "pending", requiresPhp: null, rows: [{ php: "7.4" }, { php: "8.0" }, { php: "8.1", status: "pending" }] });

    expect(await runner.run(versionId)).toBe("done");
    expect(fake.asked).toEqual(["7.4", "8.0", "8.1", "8.1"]);
    expect(phpMatrixView(await stored(app, versionId), PHP, "passed")).toMatchObject({ status: "done", requiresPhp: "8.0" });
  });

  it("gives up on its last try with the rows it has, and says so", async () => {
    const app = testApp();
    const versionId = await importedVersion(app, "tidy-d");
    const fake = fakePool((php) => {
      if (php === "8.0") throw new RuntimeUnavailableError("WordPress runtime worker stopped");
      return {};
    });
    const runner = createPhpMatrixRunner({ db: app.services.db, runtime: fake.pool, logger, phpVersions: PHP, stepTimeoutMs: 1_000 });
    expect(await runner.run(versionId, { lastAttempt: true })).toBe("skipped");
    const matrix = await stored(app, versionId);
    // Stored as a key, no words (issue #34 item 13); the report gives the English and the key.
    expect(matrix).toMatchObject({ finished: true, noteText: { key: "php-matrix.note.gave-up" } });
    expect(matrix!.note).toBeUndefined();
    const view = phpMatrixView(matrix, PHP, "passed");
    expect(view).toMatchObject({ status: "skipped", note: PHP_MATRIX_NOTES.gaveUp, noteText: { key: "php-matrix.note.gave-up" }, requiresPhp: null });
    expect(view.rows.map((row) => row.php)).toEqual(["7.4"]);
  });

  it("ends quietly when the plugin is deleted before or while it runs", async () => {
    const app = testApp();
    const before = await importedVersion(app, "tidy-e");
    const [{ pluginId }] = (await app.services.db.select({ pluginId: pluginVersions.pluginId }).from(pluginVersions).where(eq(pluginVersions.id, before))) as [{ pluginId: string }];
    await app.services.db.delete(plugins).where(eq(plugins.id, pluginId));
    const fake = fakePool();
    const runner = createPhpMatrixRunner({ db: app.services.db, runtime: fake.pool, logger, phpVersions: PHP, stepTimeoutMs: 1_000 });
    expect(await runner.run(before)).toBe("gone");
    expect(fake.asked).toEqual([]);

    const during = await importedVersion(app, "tidy-f");
    const deleting = fakePool(async (php) => {
      if (php === "8.0") await app.services.db.delete(pluginVersions).where(eq(pluginVersions.id, during));
      return {};
    });
    const runner2 = createPhpMatrixRunner({ db: app.services.db, runtime: deleting.pool, logger, phpVersions: PHP, stepTimeoutMs: 1_000 });
    expect(await runner2.run(during)).toBe("gone");
    // Nothing after the row that found it gone.
    expect(deleting.asked).toEqual(["7.4", "8.0"]);
  });

  it("is skipped without a runtime, and shows pending rows for every PHP before it ran", async () => {
    const app = testApp();
    const versionId = await importedVersion(app, "tidy-g");
    expect(phpMatrixView(null, PHP, "pending")).toMatchObject({ status: "pending", rows: PHP.map((php) => ({ php, status: "pending" })) });
    expect(phpMatrixView(null, PHP, "skipped")).toMatchObject({ status: "skipped", rows: [], note: PHP_MATRIX_NOTES.noCheck, noteText: { key: "php-matrix.note.no-check" } });
    const runner = createPhpMatrixRunner({ db: app.services.db, runtime: null, logger, phpVersions: PHP, stepTimeoutMs: 1_000 });
    expect(await runner.run(versionId)).toBe("skipped");
    expect(phpMatrixView(await stored(app, versionId), PHP, "passed")).toMatchObject({ status: "skipped", note: PHP_MATRIX_NOTES.noRuntime, noteText: { key: "php-matrix.note.no-runtime" }, rows: [] });
  });

  it("reads a note by its key, and one stored as English words before notes had keys as it was stored", () => {
    expect(phpMatrixView({ rows: [], finished: true, ...storedNote("off") }, PHP, "passed")).toMatchObject({ status: "skipped", note: PHP_MATRIX_NOTES.off, noteText: { key: "php-matrix.note.off" } });
    const old = { rows: [], finished: true, note: "The PHP compatibility check is turned off on this server." };
    const view = phpMatrixView(old, PHP, "passed");
    expect(view).toMatchObject({ status: "skipped", note: old.note, requiresPhp: null });
    expect(view.noteText).toBeUndefined();
  });
});
