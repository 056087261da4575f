import { randomBytes } from "node:crypto";
import pg from "pg";
import { onFileCleanup } from "./file-cleanup";
import { postgresRun } from "./test-database";
import { POSTGRES_DB_PREFIX, databaseUrl, quoteIdent, testPostgresUrl } from "./test-database-setup";

async function adminQuery(query: string): Promise<void> {
  const admin = new pg.Client({ connectionString: testPostgresUrl() });
  await admin.connect();
  try {
    await admin.query(query);
  } finally {
    await admin.end();
  }
}

/**
 * A PostgreSQL database of its own, copied from the run's migrated template, for a test that starts whole
 * servers or service instances on it; dropped (FORCE) after the file, once the file's own afterAll hooks
 * have stopped what used it (and by the run's teardown if a crash skipped that). Returns its connection string.
 */
export async function scratchPostgresDatabase(prefix: string): Promise<string> {
  const { runId, template } = await postgresRun();
  const name = `${POSTGRES_DB_PREFIX}${runId}_${prefix}_${randomBytes(4).toString("hex")}`;
  await adminQuery(`CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(template)}`);
  onFileCleanup(() => adminQuery(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`));
  return databaseUrl(testPostgresUrl(), name);
}
