// The database a benchmark runs against: PGlite in memory, or (given a PostgreSQL URL) a scratch
// database created there for this run, migrated, and dropped by close().
import pg from "pg";
import { type DatabaseHandle, openPglite, openPostgres } from "../../src/server/db/client";
import { migrate } from "../../src/server/db/migrate";

async function adminQuery(postgresUrl: string, query: string) {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  await client.query(query);
  await client.end();
}

export async function openBenchDatabase(postgresUrl: string | undefined): Promise<{ database: DatabaseHandle; close: () => Promise<void> }> {
  const scratch = `plugsmith_bench_${process.pid}`;
  if (postgresUrl) await adminQuery(postgresUrl, `CREATE DATABASE ${scratch}`);
  const database = postgresUrl
    ? openPostgres(Object.assign(new URL(postgresUrl), { pathname: `/${scratch}` }).toString())
    : await openPglite(undefined);
  await migrate(database);
  return {
    database,
    async close() {
      await database.close();
      if (postgresUrl) await adminQuery(postgresUrl, `DROP DATABASE ${scratch} WITH (FORCE)`);
    },
  };
}
