import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { PGLITE_START_PARAMS } from "./client";
import { STAGING_DIR_NAME, copySeed, createPgliteDataDir } from "./create-pglite-data-dir";
import { migrationsFolder } from "./migrate";
import { makePgliteSeed } from "./pglite-seed";

// initdb runs in a child process (docs/decisions/0043); the database is moved in with PG_VERSION last.

const work = mkdtempSync(path.join(tmpdir(), "plugsmith-initdb-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("[DB][PGLITE_INITDB]", () => {
  it("builds the database after an interrupted first start, replacing its leftovers and keeping the directory's other files", async () => {
    const dataDir = path.join(work, "data");
    // What a start killed part-way leaves: a staging directory, some moved files, no PG_VERSION.
    mkdirSync(path.join(dataDir, STAGING_DIR_NAME, "base"), { recursive: true });
    mkdirSync(path.join(dataDir, "base", "1"), { recursive: true });
    writeFileSync(path.join(dataDir, "base", "1", "half-moved"), "x");
    writeFileSync(path.join(dataDir, "postgresql.conf"), "broken");
    mkdirSync(path.join(dataDir, "wordpress-runtime"));
    writeFileSync(path.join(dataDir, "wordpress-runtime", "keep"), "kept");

    await createPgliteDataDir(dataDir, PGLITE_START_PARAMS);

    expect(existsSync(path.join(dataDir, "PG_VERSION"))).toBe(true);
    expect(existsSync(path.join(dataDir, STAGING_DIR_NAME))).toBe(false);
    expect(existsSync(path.join(dataDir, "base", "1", "half-moved"))).toBe(false);
    expect(readFileSync(path.join(dataDir, "wordpress-runtime", "keep"), "utf8")).toBe("kept");
    const pg = await PGlite.create({ dataDir, startParams: [...PGLITE_START_PARAMS] });
    try {
      const { rows } = await pg.query<{ setting: string }>("select current_setting('shared_buffers') as setting");
      expect(rows[0]?.setting).toBe("16MB");
      await pg.exec("create table t (id int); insert into t values (1);");
    } finally {
      await pg.close();
    }

    // A database that exists is left alone.
    await createPgliteDataDir(dataDir, PGLITE_START_PARAMS);
    const again = await PGlite.create({ dataDir, startParams: [...PGLITE_START_PARAMS] });
    try {
      expect((await again.query("select id from t")).rows).toEqual([{ id: 1 }]);
    } finally {
      await again.close();
    }
  }, 300_000);

  it("copies the build's seed instead of running initdb: migrated, with pg-boss's schema; a seed made otherwise is not used", async () => {
    // Issue #35 item 4: the build makes the seed (scripts/build-server.mjs); a first start copies it.
    const seed = path.join(work, "seed");
    await makePgliteSeed(seed);
    const dataDir = path.join(work, "from-seed");
    mkdirSync(dataDir);
    expect(await createPgliteDataDir(dataDir, PGLITE_START_PARAMS, seed)).toBe("seed");
    expect(existsSync(path.join(dataDir, STAGING_DIR_NAME))).toBe(false);
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), "meta", "_journal.json"), "utf8")) as { entries: unknown[] };
    const pg = await PGlite.create({ dataDir, startParams: [...PGLITE_START_PARAMS] });
    try {
      const applied = await pg.query<{ n: number }>("select count(*)::int as n from drizzle.__drizzle_migrations");
      expect(applied.rows[0]?.n).toBe(journal.entries.length);
      const boss = await pg.query<{ n: number }>("select count(*)::int as n from information_schema.tables where table_schema = 'pgboss'");
      expect(boss.rows[0]?.n).toBeGreaterThan(0);
    } finally {
      await pg.close();
    }
    expect(await createPgliteDataDir(dataDir, PGLITE_START_PARAMS, seed)).toBe("existing");

    // Made with other start parameters, or not made at all: not copied, so initdb runs.
    const other = path.join(work, "other");
    expect(copySeed(seed, other, [...PGLITE_START_PARAMS, "-c", "work_mem=8MB"])).toBe(false);
    expect(copySeed(path.join(work, "no-seed"), other, PGLITE_START_PARAMS)).toBe(false);
    expect(existsSync(other)).toBe(false);
  }, 300_000);
});
