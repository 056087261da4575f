import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type DatabaseKind = "pglite" | "postgres";

/** An open database: the Drizzle handle, which engine it is, and how to close it. */
export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Runs `LISTEN channel` and calls back with each payload; returns a function that unlistens. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export function wrapPglite(client: PGlite): DatabaseHandle {
  return {
    db: drizzlePglite(client, { schema }) as unknown as Database,
    kind: "pglite",
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return async () => unlisten();
    },
    close: () => client.close(),
  };
}

export async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  const client = await PGlite.create(dataDir ? { dataDir } : {});
  return wrapPglite(client);
}

export function openPostgres(connectionString: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // Connections held by LISTEN; close() ends them too, or pool.end() would wait for them forever.
  const listening = new Set<pg.PoolClient>();
  pool.on("error", () => {
    // An idle client lost its connection; the pool replaces it on the next query.
  });
  return {
    db: drizzlePg(pool, { schema }) as unknown as Database,
    kind: "postgres",
    listen: async (channel, onPayload) => {
      const client = await pool.connect();
      listening.add(client);
      client.on("notification", (msg) => {
        if (msg.channel === channel && msg.payload !== undefined) onPayload(msg.payload);
      });
      await client.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
      return async () => {
        if (!listening.delete(client)) return;
        await client.query(`UNLISTEN "${channel.replace(/"/g, '""')}"`).catch(() => {});
        client.release();
      };
    },
    close: async () => {
      for (const client of listening) client.release(true);
      listening.clear();
      await pool.end();
    },
  };
}

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
}): Promise<DatabaseHandle> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}
