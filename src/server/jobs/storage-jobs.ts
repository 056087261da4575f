import type PgBoss from "pg-boss";
import { reclaimPrunedSpace } from "../modules/plugins/files/plugin-storage";
import { ensureQueue } from "./ensure-queue";
import type { JobRunnerOptions } from "./job-runner-options";

const RECLAIM = "plugin-storage-reclaim";

/**
 * Every minute, makes the space of pruned plugin contents reusable on PGlite (docs/decisions/0056): saves
 * delete them in their own transaction, but only a VACUUM, which cannot run inside one, lets new rows
 * take their place. On PostgreSQL autovacuum does it and the job does nothing.
 */
export async function startStorageJobs(boss: PgBoss, opts: JobRunnerOptions): Promise<void> {
  if (opts.database.kind !== "pglite") return;
  await ensureQueue(boss, RECLAIM, { policy: "singleton" });
  await boss.work(RECLAIM, async () => {
    await reclaimPrunedSpace(opts.database);
  });
  await boss.schedule(RECLAIM, "* * * * *");
}
