import { randomBytes } from "node:crypto";
import { openAsBlob } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { sql, type SQL } from "drizzle-orm";
import { inject, onTestFinished } from "vitest";
import { openPostgres, wrapPglite, type DatabaseHandle } from "../../src/server/db/client";
import { migrate } from "../../src/server/db/migrate";
import {
  LOAD_TIMEOUT_MS,
  POSTGRES_DB_PREFIX,
  databaseUrl,
  dropDatabase,
  newRunId,
  preparePgliteSnapshot,
  preparePostgresTemplate,
  quoteIdent,
  testDatabaseKind,
  testPostgresUrl,
  withAdminClient,
  type TestDatabaseConfig,
} from "./test-database-setup";
import { retryOnce, withTimeout } from "./timeout";

export { testDatabaseKind, type TestDatabaseConfig, type TestDatabaseKind } from "./test-database-setup";

// Each test file gets its own migrated database (design.md §7):
//   pglite   — the snapshot dumped by the global setup, loaded into a new in-memory PGlite (~0.5-0.8 s);
//   postgres — CREATE DATABASE plugsmith_test_<run>_<random> TEMPLATE plugsmith_test_template_<pid>, the run's own.
// A database lives as long as what opened it: one opened inside a test is closed when the test
// finishes; one opened in beforeAll (or at the top of a file) is closed after the file
// (tests/support/setup-db.ts calls closeTestDatabases). Each loaded PGlite holds 300-800 MB, so
// a file of twenty tests never holds twenty at once.

const openHandles = new Set<DatabaseHandle>();

/** The run's configuration from the global setup; prepared here when running without it. */
let fallbackConfig: Promise<TestDatabaseConfig> | undefined;
async function config(): Promise<TestDatabaseConfig> {
  const provided = inject("testDatabase");
  if (provided) return provided;
  fallbackConfig ??= (async () => {
    const kind = testDatabaseKind();
    const runId = newRunId();
    if (kind === "pglite") return { kind, runId, snapshotPath: await preparePgliteSnapshot() };
    const adminUrl = testPostgresUrl();
    return { kind, runId, adminUrl, templateName: await preparePostgresTemplate(adminUrl) };
  })();
  return fallbackConfig;
}

/** The run's PostgreSQL template and id, for a test that makes databases of its own from it (scratch-postgres.ts). */
export async function postgresRun(): Promise<{ runId: string; template: string }> {
  const cfg = await config();
  if (cfg.kind !== "postgres" || !cfg.templateName) throw new Error("test database: this run is not on PostgreSQL (TEST_DATABASE=postgres)");
  return { runId: cfg.runId, template: cfg.templateName };
}

/** A migrated database of its own (for the calling test, or file from beforeAll), of the kind TEST_DATABASE names. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const cfg = await config();
  const started = performance.now();
  const handle = cfg.kind === "pglite" ? await loadPgliteSnapshot(cfg) : await clonePostgresTemplate(cfg);
  if (process.env.TEST_DATABASE_DEBUG) {
    console.log(`[test-database] ${cfg.kind} copy opened in ${Math.round(performance.now() - started)} ms`);
  }
  return track(handle);
}

/** Runs `cleanup` when the current test finishes; returns false outside a test (beforeAll, top level). */
export function onCurrentTestFinished(cleanup: () => unknown): boolean {
  try {
    onTestFinished(async () => {
      await cleanup();
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * An empty database migrated from scratch (slow: a PGlite initdb takes 2-3.5 s). For tests of the
 * migrations themselves; everything else uses openTestDatabase.
 */
export async function openFreshTestDatabase(options: { migrate?: boolean } = {}): Promise<DatabaseHandle> {
  const cfg = await config();
  let handle: DatabaseHandle;
  if (cfg.kind === "pglite") {
    handle = wrapPglite(await PGlite.create());
  } else {
    const adminUrl = cfg.adminUrl ?? testPostgresUrl();
    const name = newDatabaseName(cfg.runId);
    await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${quoteIdent(name)}`));
    handle = dropOnClose(openPostgres(databaseUrl(adminUrl, name)), adminUrl, name);
  }
  handle = track(handle);
  if (options.migrate !== false) await migrate(handle);
  return handle;
}

/** Empties every table in the public schema (the migrations' bookkeeping lives in schema "drizzle"). */
export async function truncateAll(handle: DatabaseHandle): Promise<void> {
  const rows = await queryRows<{ tablename: string }>(
    handle,
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  if (rows.length === 0) return;
  const tables = rows.map((r) => `public.${quoteIdent(r.tablename)}`).join(", ");
  await handle.db.execute(sql.raw(`TRUNCATE ${tables} RESTART IDENTITY CASCADE`));
}

/** Runs raw SQL and returns its rows, the same way on PGlite and PostgreSQL. */
export async function queryRows<Row extends Record<string, unknown>>(handle: DatabaseHandle, query: SQL): Promise<Row[]> {
  const result: unknown = await handle.db.execute(query);
  if (typeof result === "object" && result !== null && "rows" in result && Array.isArray(result.rows)) {
    return result.rows as Row[];
  }
  throw new Error("queryRows: the driver returned no rows array");
}

/** Closes (and for PostgreSQL drops) every database this file opened. Safe to call twice. */
export async function closeTestDatabases(): Promise<void> {
  const handles = [...openHandles];
  openHandles.clear();
  const results = await Promise.allSettled(handles.map((h) => h.close()));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
  if (failed) throw failed.reason;
}

function track(handle: DatabaseHandle): DatabaseHandle {
  const close = handle.close;
  let closing: Promise<void> | undefined;
  const tracked: DatabaseHandle = {
    ...handle,
    close: () => {
      openHandles.delete(tracked);
      closing ??= close();
      return closing;
    },
  };
  openHandles.add(tracked);
  onCurrentTestFinished(() => tracked.close());
  return tracked;
}

async function loadPgliteSnapshot(cfg: TestDatabaseConfig): Promise<DatabaseHandle> {
  const snapshotPath = cfg.snapshotPath;
  if (!snapshotPath) throw new Error("test database: the global setup provided no PGlite snapshot");
  const client = await retryOnce("PGlite snapshot load", async () => {
    const blob = await openAsBlob(snapshotPath);
    return withTimeout(PGlite.create({ loadDataDir: blob }), LOAD_TIMEOUT_MS, "PGlite loadDataDir", (late) =>
      void late.close(),
    );
  });
  return wrapPglite(client);
}

async function clonePostgresTemplate(cfg: TestDatabaseConfig): Promise<DatabaseHandle> {
  const adminUrl = cfg.adminUrl;
  const template = cfg.templateName;
  if (!adminUrl || !template) throw new Error("test database: the global setup provided no PostgreSQL template");
  const name = newDatabaseName(cfg.runId);
  await withAdminClient(adminUrl, (client) =>
    client.query(`CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(template)}`),
  );
  return dropOnClose(openPostgres(databaseUrl(adminUrl, name)), adminUrl, name);
}

function dropOnClose(handle: DatabaseHandle, adminUrl: string, name: string): DatabaseHandle {
  return {
    ...handle,
    close: async () => {
      try {
        await handle.close();
      } finally {
        await dropDatabase(adminUrl, name);
      }
    },
  };
}

function newDatabaseName(runId: string): string {
  return `${POSTGRES_DB_PREFIX}${runId}_${randomBytes(4).toString("hex")}`;
}
