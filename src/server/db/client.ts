import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import { createPgliteDataDir } from "./create-pglite-data-dir";
import { acquireDataDirLock } from "./data-dir-lock";
import { newInstanceId, withInstanceName } from "./instance";
import { type ListenLogger, type PgListener, startPgListener } from "./pg-listener";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
import type { DatabaseKind } from "./database-kind";

export type { DatabaseKind };

/** Whether every LISTEN connection is up, or one is being re-established (notifications may be missed). */
export type ListenState = "connected" | "reconnecting";

export interface ListenOptions {
  /** Called after a lost LISTEN connection is back: whatever its notifications kept fresh is stale. */
  onReconnect?: () => void;
}

/** An open database: the Drizzle handle, which engine it is, and how to close it. */
export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** This process's identity in rows it must settle if it dies (db/instance.ts). */
  instanceId: string;
  /** Runs `LISTEN channel` and calls back with each payload; returns a function that unlistens. */
  listen(channel: string, onPayload: (payload: string) => void, options?: ListenOptions): Promise<() => Promise<void>>;
  listenState(): ListenState;
  close(): Promise<void>;
}

export function wrapPglite(client: PGlite, onClose?: () => void): DatabaseHandle {
  return {
    db: drizzlePglite(client, { schema }) as unknown as Database,
    kind: "pglite",
    instanceId: newInstanceId(),
    // In-process: the listening side cannot lose its connection.
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return async () => unlisten();
    },
    listenState: () => "connected",
    close: async () => {
      try {
        await client.close();
      } finally {
        onClose?.();
      }
    },
  };
}

/**
 * PGlite's start parameters with a 16 MB buffer pool instead of the 128 MB its initdb writes in
 * postgresql.conf. PGlite's shared memory lives in its WebAssembly heap and is written through at
 * start, so the whole pool is resident from the first second, and a WebAssembly heap never shrinks:
 * 128 MB cost ~120 MB of the server's idle memory (issue #17, docs/decisions/0043). Pages not in the
 * pool are read from the data directory's files through the system's cache. Durability is unchanged.
 */
export const PGLITE_START_PARAMS: readonly string[] = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

/**
 * PGlite in `dataDir` (in memory without one). A data dir is locked for this process: a second process
 * on the same files would silently lose one side's writes, so it is refused (DataDirLockedError). A new
 * data dir gets its database from a child process (createPgliteDataDir: initdb's memory goes with it).
 */
export async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  const startParams = [...PGLITE_START_PARAMS];
  if (!dataDir) return wrapPglite(await PGlite.create({ startParams }));
  const lock = acquireDataDirLock(dataDir);
  try {
    await createPgliteDataDir(dataDir, startParams);
    return wrapPglite(await PGlite.create({ dataDir, startParams }), lock.release);
  } catch (err) {
    lock.release();
    throw err;
  }
}

/** How long a request waits for a connection to a PostgreSQL that does not answer before it fails (503). */
export const CONNECT_TIMEOUT_MS = 5_000;

/** `poolMax`: the server passes DATABASE_POOL_MAX (env.ts); tests and scripts use the same default. */
export function openPostgres(url: string, logger?: ListenLogger, poolMax = 10): DatabaseHandle {
  const instanceId = newInstanceId();
  // Every connection names this process (application_name), so others can tell whether it still runs.
  const connectionString = withInstanceName(url, instanceId);
  const pool = new pg.Pool({ connectionString, max: poolMax, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // LISTEN holds a connection of its own (outside the pool, which would wait for it on end()).
  const listeners = new Set<PgListener>();
  pool.on("error", () => {
    // An idle client lost its connection; the pool replaces it on the next query.
  });
  return {
    db: drizzlePg(pool, { schema }) as unknown as Database,
    kind: "postgres",
    instanceId,
    listen: async (channel, onPayload, options = {}) => {
      const listener = await startPgListener({
        connectionString,
        channel,
        onPayload,
        onReconnect: options.onReconnect,
        logger,
      });
      listeners.add(listener);
      return async () => {
        if (!listeners.delete(listener)) return;
        await listener.stop();
      };
    },
    listenState: () => ([...listeners].some((l) => l.reconnecting) ? "reconnecting" : "connected"),
    close: async () => {
      await Promise.all([...listeners].map((l) => l.stop()));
      listeners.clear();
      await pool.end();
    },
  };
}

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  logger?: ListenLogger;
  poolMax?: number;
}): Promise<DatabaseHandle> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts.logger, opts.poolMax) : openPglite(opts.dataDir);
}
