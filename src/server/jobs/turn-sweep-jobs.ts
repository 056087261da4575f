import type PgBoss from "pg-boss";
import { refundOrphanedTurns } from "../modules/generation/turn-credits";
import { ensureQueue } from "./ensure-queue";
import type { JobRunnerOptions } from "./job-runner-options";

const SWEEP = "generation-turn-sweep";

/**
 * Refunds paid turns whose process died before settling them (turn-credits.ts): at start-up, so a
 * restarted server returns what its predecessor took at once, and every minute for a process on the same
 * PostgreSQL that died and stays away.
 */
export async function startTurnSweepJobs(boss: PgBoss, opts: JobRunnerOptions): Promise<void> {
  const { database, logger } = opts;
  const sweep = () => refundOrphanedTurns(database.db, database.kind, database.instanceId, logger);
  await ensureQueue(boss, SWEEP, { policy: "singleton" });
  await boss.work(SWEEP, async () => {
    await sweep();
  });
  await boss.schedule(SWEEP, "* * * * *");
  await sweep();
}
