import { PGlite } from "@electric-sql/pglite";
import type PgBoss from "pg-boss";
import pg from "pg";
import type { DatabaseHandle } from "../db/client";

/**
 * How pg-boss reaches our database. PostgreSQL: a small pool of its own on the same connection string,
 * so long polls never take connections the requests need. PGlite has one connection inside this
 * process: pg-boss goes through its `db` option, one statement batch at a time (PGlite runs a
 * parameterised query through `query`, and pg-boss's unparameterised, multi-statement scripts,
 * such as its locked BEGIN … COMMIT blocks, through `exec`).
 */
export function bossConnection(database: DatabaseHandle): PgBoss.DatabaseOptions {
  const client: unknown = Reflect.get(database.db, "$client");
  if (client instanceof pg.Pool) {
    const { connectionString } = client.options;
    if (connectionString) return { connectionString, max: 4 };
    return { db: { executeSql: (text, values) => client.query(text, values) } };
  }
  if (client instanceof PGlite) return { db: serialisedPglite(client) };
  throw new Error(`pg-boss: no connection for a ${database.kind} database`);
}

function serialisedPglite(client: PGlite): PgBoss.Db {
  let previous: Promise<unknown> = Promise.resolve();
  return {
    executeSql(text, values) {
      const run = async () => {
        if (values && values.length > 0) return { rows: (await client.query(text, values)).rows };
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      };
      const result = previous.then(run, run);
      previous = result.catch(() => undefined);
      return result;
    },
  };
}
