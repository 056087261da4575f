import { randomUUID } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { DatabaseKind } from "./database-kind";

// Which process started a piece of work that must be settled if the process dies (a paid turn, a claimed
// mail): the row records the process's instance id, and a sweep settles the rows of instances that are gone
// (docs/decisions/0042). On PostgreSQL every connection of a process carries `plugsmith:<id>` as its
// application_name, so an instance is alive exactly while one of its connections is in pg_stat_activity
// (a process killed with -9 loses them at once). PGlite's data dir is locked to one process, so every
// instance but the current one is gone.

const PREFIX = "plugsmith:";

export function newInstanceId(): string {
  return randomUUID();
}

/** The connection string with this instance's application_name (replacing any given one). */
export function withInstanceName(connectionString: string, instanceId: string): string {
  const url = new URL(connectionString);
  url.searchParams.set("application_name", `${PREFIX}${instanceId}`);
  return url.toString();
}

/** True for rows whose `column` names an instance other than `current` that no longer runs. */
export function instanceGone(kind: DatabaseKind, column: AnyPgColumn, current: string): SQL {
  if (kind === "pglite") return sql`(${column} is not null and ${column} <> ${current})`;
  return sql`(${column} is not null and ${column} <> ${current} and not exists (
    select 1 from pg_stat_activity a where a.application_name = ${PREFIX} || ${column}))`;
}
