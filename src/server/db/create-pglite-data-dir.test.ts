import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { PGLITE_START_PARAMS } from "./client";
import { STAGING_DIR_NAME, createPgliteDataDir } from "./create-pglite-data-dir";

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
});
