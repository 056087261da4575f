import { createHash, randomBytes } from "node:crypto";
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { openPostgres, wrapPglite } from "../../src/server/db/client";
import { migrate } from "../../src/server/db/migrate";
import { retryOnce, withTimeout } from "./timeout";

// What the vitest global setup prepares once per run, and the pieces the per-file opener shares.
// This module never imports "vitest": it also runs in vitest's main process (global setup).

export type TestDatabaseKind = "pglite" | "postgres";

/** What the global setup hands to each test file (through vitest's provide/inject). */
export interface TestDatabaseConfig {
  kind: TestDatabaseKind;
  /** Identifies this run (newRunId); its PostgreSQL databases are named after it. */
  runId: string;
  /** pglite: path of the migrated data-dir tarball. */
  snapshotPath?: string;
  /** postgres: the server's admin URL and the migrated template database. */
  adminUrl?: string;
  templateName?: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    testDatabase: TestDatabaseConfig;
  }
}

export const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));
export const ARTIFACTS_DIR = path.join(REPO_ROOT, "tests", ".artifacts");
export const DEFAULT_POSTGRES_URL = "postgres://postgres@127.0.0.1:5432/postgres";
export const POSTGRES_DB_PREFIX = "plugsmith_test_";

/**
 * The migrated template of the run whose vitest main process is `pid`. Each run has its own: two runs on
 * one PostgreSQL (two checkouts, the lead and a helper) used to share one name and drop it under each other.
 */
export const postgresTemplateName = (pid = process.pid) => `${POSTGRES_DB_PREFIX}template_${pid}`;

/** A run's id: the pid of the process that prepared it (which names its leftovers), and a random part. */
export const newRunId = () => `${process.pid}_${randomBytes(4).toString("hex")}`;

/** The pid of the run that made a test database, read from its name; null for a name of another form. */
export function runPidOf(name: string): number | null {
  const match = /^plugsmith_test_(?:template_)?(\d+)(?:_|$)/.exec(name);
  return match ? Number(match[1]) : null;
}

/**
 * Of these test databases, the ones a run that is over left behind (it crashed before its teardown): named
 * by a pid that is not `ownPid` and no longer alive. Another run's, however idle, are never among them.
 */
export function leftoverRunDatabases(names: readonly string[], ownPid: number, isAlive: (pid: number) => boolean): string[] {
  return names.filter((name) => {
    const pid = runPidOf(name);
    return pid !== null && pid !== ownPid && !isAlive(pid);
  });
}

/** Whether a process with this pid runs on this machine (signal 0 only asks). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function testDatabaseKind(value = process.env.TEST_DATABASE): TestDatabaseKind {
  const kind = (value ?? "").trim() || "pglite";
  if (kind !== "pglite" && kind !== "postgres") {
    throw new Error(`TEST_DATABASE must be "pglite" or "postgres", got "${kind}"`);
  }
  return kind;
}

export function testPostgresUrl(): string {
  return process.env.TEST_POSTGRES_URL?.trim() || DEFAULT_POSTGRES_URL;
}

/** Set TEST_DATABASE_FRESH=1 to ignore the cached PGlite snapshot and migrate from scratch. */
export function freshSnapshotRequested(): boolean {
  return ["1", "true"].includes((process.env.TEST_DATABASE_FRESH ?? "").toLowerCase());
}

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

// ---- PGlite: one migrated data dir, dumped to a tarball, loaded by every test file ----

const DUMP_TIMEOUT_MS = 60_000;
export const LOAD_TIMEOUT_MS = 30_000;

/** Content hash of everything that decides what the snapshot contains. */
async function snapshotKey(): Promise<string> {
  const hash = createHash("sha256");
  const drizzleDir = path.join(REPO_ROOT, "drizzle");
  const files = await listFiles(drizzleDir);
  files.push(path.join(REPO_ROOT, "src", "server", "db", "migrate.ts"));
  for (const file of files.sort()) {
    hash.update(path.relative(REPO_ROOT, file));
    hash.update(await readFile(file));
  }
  const pglitePackage = path.join(REPO_ROOT, "node_modules", "@electric-sql", "pglite", "package.json");
  hash.update(JSON.parse(await readFile(pglitePackage, "utf8")).version);
  return hash.digest("hex").slice(0, 16);
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => {
      const full = path.join(dir, e.name);
      return e.isDirectory() ? listFiles(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat();
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/**
 * Migrates a fresh in-memory PGlite and dumps its data dir to tests/.artifacts. The tarball is keyed by
 * the migrations' content, so a run with unchanged migrations reuses the last one (TEST_DATABASE_FRESH=1
 * rebuilds it). Returns the tarball's path.
 */
export async function preparePgliteSnapshot(): Promise<string> {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  const snapshotPath = path.join(ARTIFACTS_DIR, `pglite-snapshot-${await snapshotKey()}.tar`);
  if (!freshSnapshotRequested() && (await exists(snapshotPath))) return snapshotPath;

  const started = performance.now();
  const tarball = await retryOnce("PGlite migrate and dump", async () => {
    const client = await withTimeout(PGlite.create(), DUMP_TIMEOUT_MS, "PGlite initdb", (late) =>
      void late.close(),
    );
    try {
      await migrate(wrapPglite(client));
      const blob = await withTimeout(client.dumpDataDir("none"), DUMP_TIMEOUT_MS, "PGlite dumpDataDir");
      return new Uint8Array(await blob.arrayBuffer());
    } finally {
      await client.close().catch(() => {});
    }
  });
  // Written under a temporary name and renamed, so a concurrent run never loads half a file.
  const temporary = `${snapshotPath}.${process.pid}.tmp`;
  await writeFile(temporary, tarball);
  await rename(temporary, snapshotPath);
  await pruneSnapshots(snapshotPath);
  const ms = Math.round(performance.now() - started);
  console.log(`[test-database] PGlite snapshot migrated and dumped in ${ms} ms → ${path.relative(REPO_ROOT, snapshotPath)}`);
  return snapshotPath;
}

/** Deletes snapshots of earlier migrations (40 MB each) that no run has written for ten minutes. */
async function pruneSnapshots(keep: string): Promise<void> {
  const cutoff = Date.now() - 10 * 60_000;
  for (const name of await readdir(ARTIFACTS_DIR)) {
    const file = path.join(ARTIFACTS_DIR, name);
    if (!name.startsWith("pglite-snapshot-") || file === keep) continue;
    const info = await stat(file).catch(() => undefined);
    if (info && info.mtimeMs < cutoff) await rm(file, { force: true });
  }
}

// ---- PostgreSQL: one migrated template database, cloned by every test file ----

/** Throws a readable error when PostgreSQL does not answer at `url` within `timeoutMs`. */
export async function checkPostgres(url: string, timeoutMs = 3_000): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  try {
    await client.connect();
    await client.query("select 1");
  } catch (error) {
    throw new Error(`PostgreSQL is not reachable at ${url} (TEST_POSTGRES_URL): ${String(error)}`);
  } finally {
    await client.end().catch(() => {});
  }
}

export async function withAdminClient<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end().catch(() => {});
  }
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdminClient(adminUrl, (client) =>
    client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`),
  );
}

/**
 * Creates and migrates this process's template database (postgresTemplateName) and returns its name.
 * Drops first what runs that are over left behind (leftoverRunDatabases), never another live run's.
 */
export async function preparePostgresTemplate(adminUrl: string): Promise<string> {
  const started = performance.now();
  const template = postgresTemplateName();
  await checkPostgres(adminUrl);
  await withAdminClient(adminUrl, async (client) => {
    const existing = await client.query<{ datname: string }>("select datname from pg_database where datname like $1", [`${POSTGRES_DB_PREFIX}%`]);
    const leftovers = leftoverRunDatabases(existing.rows.map((row) => row.datname), process.pid, processAlive);
    for (const name of leftovers) await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`).catch(() => {});
    // Ours only: a run of this pid before ours is over.
    await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(template)} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${quoteIdent(template)}`);
  });
  const handle = openPostgres(databaseUrl(adminUrl, template));
  try {
    await migrate(handle);
  } finally {
    await handle.close();
  }
  const ms = Math.round(performance.now() - started);
  console.log(`[test-database] PostgreSQL template ${template} migrated in ${ms} ms`);
  return template;
}

/** Drops this run's databases: the per-file and scratch ones a crashed worker left behind, and its template. */
export async function dropRunDatabases(adminUrl: string, runId: string, template: string): Promise<void> {
  await withAdminClient(adminUrl, async (client) => {
    const left = await client.query<{ datname: string }>(
      "select datname from pg_database where datname like $1",
      [`${POSTGRES_DB_PREFIX}${runId}_%`],
    );
    for (const { datname } of left.rows) {
      await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(datname)} WITH (FORCE)`);
    }
    await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(template)} WITH (FORCE)`);
  });
}
