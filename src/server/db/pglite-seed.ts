import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import PgBoss from "pg-boss";
import { bossConnection } from "../jobs/boss-connection";
import { openPglite, PGLITE_START_PARAMS } from "./client";
import { SEED_STAMP_FILE, seedStamp } from "./create-pglite-data-dir";
import { migrate } from "./migrate";

// Issue #35 item 4: a first start on a new data directory took 4.8 s, most of it PGlite's initdb, our migrations and
// pg-boss creating its schema. The build makes that database once (`makePgliteSeed`, run by scripts/build-server.mjs
// into dist/server/pglite-seed/), and a first start copies it in (`copySeed`) instead of building its own. The copy is
// then an ordinary data directory: the start still runs the migrations (none left to apply) and pg-boss's own check.
// The copy is made where data directories are made (create-pglite-data-dir.ts).

/** Makes the seed in `dir` (replacing what is there): a migrated PGlite database with pg-boss's schema. */
export async function makePgliteSeed(dir: string): Promise<void> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const database = await openPglite(dir);
  try {
    await migrate(database);
    const boss = new PgBoss({ ...bossConnection(database), supervise: false, schedule: false });
    await boss.start();
    await boss.stop({ graceful: false, wait: true });
  } finally {
    await database.close();
  }
  writeFileSync(path.join(dir, SEED_STAMP_FILE), seedStamp(PGLITE_START_PARAMS));
}
