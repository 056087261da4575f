import type { SupportedPHPVersion } from "@php-wasm/universal";
import { eq } from "drizzle-orm";
import pLimit from "p-limit";
import { type FindingKey, findingText } from "../../../../shared/finding-texts";
import { comparePhp, measuredMinimumPhp, type PhpMatrix, type PhpMatrixRow, type StoredPhpMatrix } from "../../../../shared/schemas/php-matrix";
import type { Database } from "../../../db/client";
import { pluginVersions, plugins } from "../../../db/schema";
import type { Logger } from "../../../lib/logger";
import { pluginFolder } from "../../../wordpress/plugin-zip";
import { RuntimeTimeoutError, type RuntimePool } from "../../../wordpress/runtime/runtime-pool";
import { loadFiles } from "../files/file-store";
import { RUNTIME_NOTES } from "./version-runtime-check.service";

// The PHP compatibility matrix of a checked version (issue #32, docs/decisions/0061), run by its own job
// (jobs/version-check-jobs.ts) once the main check has written its result: one row per PHP version the
// runtime ships, each the plugin linted and activated in a site of its own on that PHP
// (runtime/php-matrix-step.ts), through the same sandboxed runtime pool as the main check. Each row is
// written as soon as it is done, so a retry (the pool was busy, a worker stopped) goes on where it stopped.

/** Tries per matrix, as the main check's: after the last, what is done stays and the rest is not checked. */
export const PHP_MATRIX_MAX_ATTEMPTS = 3;

export const PHP_MATRIX_NOTES = {
  off: "The PHP compatibility check is turned off on this server.",
  noRuntime: "The WordPress check is turned off on this server, so no PHP version was tried.",
  noMainFile: RUNTIME_NOTES.noMainFile,
  noCheck: "The WordPress check did not run, so no PHP version was tried.",
  gaveUp: "The PHP compatibility check could not finish after several tries; the versions without a result were not checked.",
} as const;

export type PhpMatrixNote = keyof typeof PHP_MATRIX_NOTES;

/**
 * What is stored of a note (issue #34 item 13): its key, worded by the web in the person's language
 * (locales/sv.findings.json); the English above is the API's `note`, found again from the key.
 */
export const PHP_MATRIX_NOTE_KEYS = {
  off: "php-matrix.note.off",
  noRuntime: "php-matrix.note.no-runtime",
  noMainFile: "php-matrix.note.no-main-file",
  noCheck: "php-matrix.note.no-check",
  gaveUp: "php-matrix.note.gave-up",
} as const satisfies Record<PhpMatrixNote, FindingKey>;

/** A stopped matrix's note as it is stored: its key, no words. */
export function storedNote(note: PhpMatrixNote): Pick<StoredPhpMatrix, "noteText"> {
  return { noteText: { key: PHP_MATRIX_NOTE_KEYS[note] } };
}

/** The note the report shows: English (the API's words) and its key; a note stored as words before notes had keys is shown as stored. */
function noteView(stored: Pick<StoredPhpMatrix, "note" | "noteText">): Pick<PhpMatrix, "note" | "noteText"> {
  if (stored.noteText) {
    const name = (Object.keys(PHP_MATRIX_NOTE_KEYS) as PhpMatrixNote[]).find((note) => PHP_MATRIX_NOTE_KEYS[note] === stored.noteText?.key);
    return { note: name ? PHP_MATRIX_NOTES[name] : (stored.note ?? null), noteText: stored.noteText };
  }
  return { note: stored.note ?? null };
}

export interface PhpMatrixDeps {
  db: Database;
  /** null when WP_RUNTIME=off. */
  runtime: RuntimePool | null;
  logger: Logger;
  /** The PHP versions to try, oldest first (runtime/php-versions.ts). */
  phpVersions: readonly SupportedPHPVersion[];
  /** The longest one PHP version's row may take once its worker is ready; past it the row fails. */
  stepTimeoutMs: number;
}

export type PhpMatrixOutcome = "done" | "skipped" | "gone";

export interface PhpMatrixRunner {
  /**
   * Runs what is left of the version's matrix. Throws when the runtime could not run a row (the job tries
   * again); with `lastAttempt`, writes what it has with PHP_MATRIX_NOTES.gaveUp instead. "gone": the
   * version or its plugin was deleted (before or while it ran): nothing more is done, and nothing fails.
   */
  run(versionId: string, options?: { lastAttempt?: boolean }): Promise<PhpMatrixOutcome>;
}

/**
 * The process's matrix runner: one matrix at a time (background work; the main checks of saved versions
 * go before it in the pool between its rows), each row sent to the pool alone.
 */
export function createPhpMatrixRunner(deps: PhpMatrixDeps): PhpMatrixRunner {
  const oneAtATime = pLimit(1);
  return { run: (versionId, options) => oneAtATime(() => runPhpMatrix(deps, versionId, options)) };
}

async function runPhpMatrix(deps: PhpMatrixDeps, versionId: string, options: { lastAttempt?: boolean } = {}): Promise<PhpMatrixOutcome> {
  const { db } = deps;
  const [row] = await db
    .select({ pluginId: pluginVersions.pluginId, fileHashes: pluginVersions.fileHashes, phpMatrix: pluginVersions.phpMatrix, name: plugins.name })
    .from(pluginVersions)
    .innerJoin(plugins, eq(plugins.id, pluginVersions.pluginId))
    .where(eq(pluginVersions.id, versionId));
  if (!row) return "gone";
  const matrix: StoredPhpMatrix = row.phpMatrix ?? { rows: [], finished: false };
  if (matrix.finished) return "done";
  const write = async (next: StoredPhpMatrix) => {
    const updated = await db.update(pluginVersions).set({ phpMatrix: next }).where(eq(pluginVersions.id, versionId)).returning({ id: pluginVersions.id });
    return updated.length > 0;
  };
  const stop = async (note: PhpMatrixNote): Promise<PhpMatrixOutcome> => ((await write({ ...matrix, finished: true, ...storedNote(note) })) ? "skipped" : "gone");

  if (!deps.runtime) return stop("noRuntime");
  const files = Object.keys(row.fileHashes).length > 0 ? await loadFiles(db, row.pluginId, row.fileHashes) : {};
  const folder = Object.keys(files).length > 0 ? pluginFolder(files, row.name) : null;
  if (!folder?.mainFile) return stop("noMainFile");
  const storedPath = new Map(folder.entries.map((entry) => [entry.path, entry.storedPath]));
  const plugin = { slug: folder.slug, mainFile: folder.mainFile, files: Object.fromEntries(folder.entries.map((entry) => [entry.path, entry.data])) };

  for (const php of deps.phpVersions) {
    if (matrix.rows.some((done) => done.php === php)) continue;
    let result: StoredPhpMatrix["rows"][number];
    try {
      const step = await deps.runtime.checkOnPhp(plugin, php, deps.stepTimeoutMs);
      result = { ...step, file: step.file ? (storedPath.get(step.file) ?? step.file) : "" };
    } catch (error) {
      if (error instanceof RuntimeTimeoutError) {
        result = {
          php,
          phpRelease: null,
          status: "failed",
          message: `On PHP ${php} the plugin kept PHP busy past ${Math.round(deps.stepTimeoutMs / 1000)} seconds while WordPress activated it`,
          text: findingText("php-matrix.timeout", { php, seconds: String(Math.round(deps.stepTimeoutMs / 1000)) }),
          file: storedPath.get(folder.mainFile) ?? "",
          line: null,
          ms: deps.stepTimeoutMs,
        };
      } else if (options.lastAttempt) {
        deps.logger.warn({ versionId, php, err: error instanceof Error ? error.message : String(error) }, "PHP matrix gave up");
        return stop("gaveUp");
      } else {
        throw error;
      }
    }
    matrix.rows = [...matrix.rows, result];
    deps.logger.info({ versionId, php, status: result.status, ms: result.ms }, "PHP matrix row");
    if (!(await write(matrix))) return "gone";
  }
  matrix.finished = true;
  return (await write(matrix)) ? "done" : "gone";
}

/**
 * The matrix as the report shows it: a row per shipped PHP (pending until its turn), or, once the job is
 * over, the rows it wrote; the measured minimum when every row is in. Nothing stored yet: pending, unless
 * the main check did not run (then the matrix never will).
 */
export function phpMatrixView(stored: StoredPhpMatrix | null, shipped: readonly string[], runtimeStatus: string): PhpMatrix {
  if (!stored) {
    if (runtimeStatus === "skipped") return { status: "skipped", rows: [], requiresPhp: null, ...noteView(storedNote("noCheck")) };
    return { status: "pending", rows: shipped.map(pendingRow), requiresPhp: null, note: null };
  }
  const done = new Map(stored.rows.map((row) => [row.php, row]));
  const versions = stored.finished ? [...done.keys()] : [...new Set([...shipped, ...done.keys()])];
  const rows = versions.sort(comparePhp).map((php) => done.get(php) ?? pendingRow(php));
  if (!stored.finished) return { status: "pending", rows, requiresPhp: null, note: null };
  const skipped = Boolean(stored.note || stored.noteText) || rows.length === 0;
  return { status: skipped ? "skipped" : "done", rows, requiresPhp: skipped ? null : measuredMinimumPhp(rows), ...noteView(stored) };
}

function pendingRow(php: string): PhpMatrixRow {
  return { php, status: "pending", phpRelease: null, message: null, file: "", line: null, ms: null };
}
