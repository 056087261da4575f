import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "../../src/server/db/client";

/** Tables that hold a person's rows, with the column that names the owner. */
export const OWNED_TABLES = {
  user: "id",
  session: "user_id",
  account: "user_id",
  two_factor: "user_id",
  profiles: "id",
  user_roles: "user_id",
  plugins: "user_id",
  user_credits: "user_id",
  credit_transactions: "user_id",
  referrals: "referrer_id",
  subscriptions: "user_id",
  mail_outbox: "user_id",
  api_tokens: "user_id",
  sign_in_devices: "user_id",
  passkey: "user_id",
} as const;

export type TableCounts = Record<keyof typeof OWNED_TABLES, number>;

async function countWhere(database: DatabaseHandle, table: string, where: ReturnType<typeof sql> | null) {
  const query = where
    ? sql`select count(*)::int as n from ${sql.identifier(table)} where ${where}`
    : sql`select count(*)::int as n from ${sql.identifier(table)}`;
  const result = (await database.db.execute(query)) as unknown as { rows: Array<{ n: number }> };
  return Number(result.rows[0]!.n);
}

/** Rows per table that belong to `userId` (or all rows when no user is given). */
export async function countRows(database: DatabaseHandle, userId?: string): Promise<TableCounts> {
  const counts = {} as TableCounts;
  for (const [table, column] of Object.entries(OWNED_TABLES) as Array<[keyof TableCounts, string]>) {
    counts[table] = await countWhere(database, table, userId ? sql`${sql.identifier(column)} = ${userId}` : null);
  }
  return counts;
}

/** Versions of the user's plugins (they hang off plugins, not off the user). */
export async function countPluginVersions(database: DatabaseHandle, userId: string): Promise<number> {
  return countWhere(
    database,
    "plugin_versions",
    sql`plugin_id in (select id from plugins where user_id = ${userId})`,
  );
}
