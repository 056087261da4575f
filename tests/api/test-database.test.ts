import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user } from "../../src/server/db/schema";
import { openFreshTestDatabase, openTestDatabase, queryRows, testDatabaseKind, truncateAll } from "../support/test-database";

async function count(handle: Awaited<ReturnType<typeof openTestDatabase>>, table: string): Promise<number> {
  const rows = await queryRows<{ count: number | string }>(handle, sql.raw(`select count(*) as count from "${table}"`));
  return Number(rows[0]?.count);
}

async function timed<T>(label: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const value = await run();
  console.log(`[test-database] ${label}: ${Math.round(performance.now() - started)} ms`);
  return value;
}

describe(`[TEST SUPPORT][DATABASE] ${testDatabaseKind()}`, () => {
  it("opens a migrated database of the kind TEST_DATABASE names", async () => {
    const handle = await timed(`open (${testDatabaseKind()})`, () => openTestDatabase());
    expect(handle.kind).toBe(testDatabaseKind());
    expect(await count(handle, "user")).toBe(0);
    const tables = await queryRows<{ tablename: string }>(
      handle,
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    );
    expect(tables.map((r) => r.tablename)).toEqual(
      expect.arrayContaining(["user", "session", "account", "plugins", "credit_transactions", "mail_outbox"]),
    );
    await handle.close();
  });

  it("gives each opener its own database and empties one with truncateAll", async () => {
    const [a, b] = await Promise.all([openTestDatabase(), openTestDatabase()]);
    await a.db.insert(user).values({ id: "u1", name: "Ada", email: "ada@plugsmith.test" });
    expect(await count(a, "user")).toBe(1);
    expect(await count(b, "user")).toBe(0);
    await truncateAll(a);
    expect(await count(a, "user")).toBe(0);
    // b is left open on purpose: it is closed when this test finishes.
  });

  it("delivers LISTEN/NOTIFY on the copied database", async () => {
    const handle = await openTestDatabase();
    let deliver: (payload: string) => void = () => {};
    const received = new Promise<string>((resolve) => (deliver = resolve));
    const unlisten = await handle.listen("credits", (payload) => deliver(payload));
    await handle.db.execute(sql`select pg_notify('credits', 'balance:10')`);
    await expect(received).resolves.toBe("balance:10");
    await unlisten();
    await handle.close();
  });

  it("migrates an empty database from scratch", async () => {
    const handle = await timed(`fresh migrate (${testDatabaseKind()})`, () => openFreshTestDatabase());
    expect(await count(handle, "user")).toBe(0);
    await handle.close();
  });
});
