import type { TestProject } from "vitest/node";
import {
  dropRunDatabases,
  newRunId,
  preparePgliteSnapshot,
  preparePostgresTemplate,
  testDatabaseKind,
  testPostgresUrl,
  type TestDatabaseConfig,
} from "./test-database-setup";

// Global setup of the "db" project: prepares, once per run, the migrated database that every test
// file copies (a PGlite snapshot or a PostgreSQL template), chosen by TEST_DATABASE.
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const kind = testDatabaseKind();
  const runId = newRunId();
  let config: TestDatabaseConfig;
  if (kind === "pglite") {
    config = { kind, runId, snapshotPath: await preparePgliteSnapshot() };
  } else {
    const adminUrl = testPostgresUrl();
    config = { kind, runId, adminUrl, templateName: await preparePostgresTemplate(adminUrl) };
  }
  project.provide("testDatabase", config);
  console.log(`[test-database] TEST_DATABASE=${kind}`);

  return async () => {
    if (config.kind === "postgres" && config.adminUrl && config.templateName) await dropRunDatabases(config.adminUrl, runId, config.templateName);
  };
}
