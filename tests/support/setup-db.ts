import { afterAll } from "vitest";
import { runFileCleanups } from "./file-cleanup";
import { closeTestDatabases } from "./test-database";

// Setup file of the "db" project: whatever a test file opened through tests/support (apps, services,
// databases) is closed after the file, and a PostgreSQL database is dropped, even when the file forgot.
afterAll(async () => {
  try {
    await runFileCleanups();
  } finally {
    await closeTestDatabases();
  }
});
